/**
 * `npm run bench:mainthread [-- --runs 5] [--dist <dir>]`
 *
 * Issue 25's goals 0 and 2 counted in the browser rather than estimated: the production build (built when stale)
 * served by `vite preview` against the seeded sandbox, in Debian's chromium with the CPU slowed four times, each page
 * opened by URL and watched for six seconds (scripts/bench/mainThread.ts): the main thread's whole task time and its
 * long tasks' time past 50 ms. Turn about in each run with the bare react-admin app (`npm run bench:bundle`'s
 * baseline's users list, drawn from the sandbox), so every figure is also a ratio to it measured in the same run: `/dashboard` as a
 * ClientAdmin, then one page of each type as SuperAdmin. Prints medians and ratios, writes
 * test-results/bench-mainthread.json. Timings vary with the machine: docs/performance.md records them with the date
 * and machine, and CI never gates on them. `--dist <dir>` measures another build as it is. Uses ports 4010, 4173 and
 * 4174, so not while `npm start`, the browser journeys or another benchmark run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { BARE, latestBearer, PAGE_TYPES, withPortalAndBareApp } from './bench/bareApp';
import { mainThreadWork, type MainThreadWork } from './bench/mainThread';
import { buildWhenStale, median, PORTAL, ROOT } from './bench/servers';
import { signIn } from './bench/signIn';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const distArg = process.argv.indexOf('--dist');
const DIST = distArg > 0 && process.argv[distArg + 1] ? path.resolve(process.argv[distArg + 1]) : undefined;
const VIEWPORT = { width: 1366, height: 900 };

const PAGES: ReadonlyArray<readonly [name: string, path: string, account: string]> = [
  ['/dashboard (ClientAdmin)', '/dashboard', 'clientadmin@portico.test'],
  ...PAGE_TYPES.map(([name, url]) => [name, url, 'superadmin@portico.test'] as const),
];

type Runs = Record<string, MainThreadWork[]>;

const BARE_PAGE = 'bare react-admin, users list';

/**
 * Each run: the bare app, then every page, each in the browser context of its account (signed in once). The bare app
 * lists the users from the sandbox with SuperAdmin's token (its screens page: its size-baseline page has no data
 * provider the sandbox answers, and drew react-admin's error notice instead of a list until session 25).
 */
async function measure(browser: Browser): Promise<Runs> {
  const runs: Runs = { [BARE_PAGE]: [] };
  const contexts = new Map<string, Awaited<ReturnType<Browser['newContext']>>>();
  let token = () => '';
  for (const account of new Set(PAGES.map(([, , a]) => a))) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    if (account === 'superadmin@portico.test') token = latestBearer(context);
    const page = await context.newPage();
    await signIn(page, account);
    await page.close();
    contexts.set(account, context);
  }
  const bareContext = await browser.newContext({ viewport: VIEWPORT });
  for (let run = 0; run < RUNS; run++) {
    // The portal renews its token as it goes; the bare app is given the latest before each run.
    await bareContext.addInitScript((t) => localStorage.setItem('token', t), token());
    runs[BARE_PAGE]!.push(await mainThreadWork(bareContext, `${BARE}/screens.html#/users`));
    for (const [name, url, account] of PAGES) (runs[name] ??= []).push(await mainThreadWork(contexts.get(account)!, `${PORTAL}${url}`));
    console.log(`run ${run + 1} of ${RUNS}`);
  }
  return runs;
}

async function main() {
  if (!DIST) buildWhenStale();
  const runs = await withPortalAndBareApp(DIST, measure);
  const medians = Object.fromEntries(
    Object.entries(runs).map(([name, r]) => [
      name,
      {
        taskMs: median(r.map((w) => w.taskMs)),
        blockingMs: median(r.map((w) => w.blockingMs)),
        longTasks: median(r.map((w) => w.longTasks)),
      },
    ]),
  );
  const bare = medians[BARE_PAGE]!;
  const ratios = Object.fromEntries(
    Object.entries(medians).map(([name, m]) => [
      name,
      {
        taskToBare: Math.round((m.taskMs / bare.taskMs) * 100) / 100,
        blockingToBare: Math.round((m.blockingMs / bare.blockingMs) * 100) / 100,
      },
    ]),
  );
  console.log(
    `bench:mainthread (CPU slowed 4x, 6 s from the navigation, medians of ${RUNS}; ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'})`,
  );
  console.table(
    Object.fromEntries(
      Object.entries(medians).map(([name, m]) => [
        name,
        {
          'task ms': m.taskMs,
          'blocking ms': m.blockingMs,
          'long tasks': m.longTasks,
          'task ÷ bare': ratios[name]!.taskToBare,
          'blocking ÷ bare': ratios[name]!.blockingToBare,
        },
      ]),
    ),
  );
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-results', 'bench-mainthread.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, dist: DIST ?? 'dist', medians, ratios, all: runs }, null, 2)}\n`,
  );
}

await main();
