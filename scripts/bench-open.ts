/**
 * `npm run bench:open [-- --runs 10] [--cpu 4] [--dist <dir>]`
 *
 * Issue 25's goal 3, opening by URL: the production build (built when stale) served by `vite preview` against the
 * seeded sandbox, in Debian's chromium with the CPU slowed four times. SuperAdmin opens the companies list, the users
 * list and Thames Valley's record, each by a full navigation in a new tab, and the time until the screen's content is
 * drawn is read (scripts/bench/contentDrawn.ts): a text only the content shows, the first row's or the record's
 * Companies House number or email, the same for both apps. Turn about in each run with the bare react-admin app's
 * screens (scripts/bench/bare-react-admin/screens.tsx) listing and showing the same records from the same sandbox
 * with the same user's token, so each figure is also a ratio to it measured in the same run (goal ≤ 0.8). Both apps
 * are opened in a tab of a browser that has already loaded them: an administrator's next link, not a first visit.
 * Prints medians and ratios, writes test-results/bench-open.json. Uses ports 4010, 4173 and 4174, so not while
 * `npm start`, the browser journeys or another benchmark run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext } from 'playwright-core';
import { BARE, latestBearer, withPortalAndBareApp } from './bench/bareApp';
import { timeToContent } from './bench/contentDrawn';
import { firstCompanyNumber, firstUserEmail, thamesValleyNumber } from './bench/contentTexts';
import { buildWhenStale, median, PORTAL, ROOT } from './bench/servers';
import { signIn } from './bench/signIn';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 10;
const distArg = process.argv.indexOf('--dist');
const DIST = distArg > 0 && process.argv[distArg + 1] ? path.resolve(process.argv[distArg + 1]) : undefined;
const cpuArg = process.argv.indexOf('--cpu');
/** How many times slower than the machine the CPU runs: 4, a mid-range phone (the goal's figure); 1, this machine. */
const CPU = cpuArg > 0 ? Number(process.argv[cpuArg + 1]) : 4;
const VIEWPORT = { width: 1366, height: 900 };

interface Screen {
  name: string;
  portal: string;
  bare: string;
  /** The text that shows the content is drawn, read from the sandbox as the screen would show it. */
  content: (origin: string, token: string) => Promise<string>;
}

const SCREENS: Screen[] = [
  {
    name: 'companies list',
    portal: '/administration/onboarding/company/list',
    bare: '/screens.html#/companies',
    content: firstCompanyNumber,
  },
  {
    name: 'users list',
    portal: '/administration/user/list',
    bare: '/screens.html#/users',
    content: firstUserEmail,
  },
  {
    name: 'company record',
    portal: '/administration/onboarding/company/view/cmp-01/details',
    bare: '/screens.html#/companies/cmp-01/show',
    content: thamesValleyNumber,
  },
];

/** Signs SuperAdmin in to the portal and answers the access token its requests carry, the bare app's to use too. */
async function signedIn(browser: Browser): Promise<{ portal: BrowserContext; token: () => string }> {
  const portal = await browser.newContext({ viewport: VIEWPORT });
  const token = latestBearer(portal);
  const page = await portal.newPage();
  await signIn(page, 'superadmin@portico.test');
  await page.close();
  if (!token()) throw new Error('signing in sent no bearer token to read');
  return { portal, token };
}

type Runs = Record<string, { portal: number[]; bare: number[] }>;

async function measure(browser: Browser): Promise<Runs> {
  const { portal, token } = await signedIn(browser);
  const bare = await browser.newContext({ viewport: VIEWPORT });
  const texts = await Promise.all(SCREENS.map((s) => s.content(PORTAL, token())));
  const runs: Runs = Object.fromEntries(SCREENS.map((s) => [s.name, { portal: [], bare: [] }]));
  for (let run = 0; run < RUNS; run++) {
    // The portal renews its token as it goes; the bare app is given the latest before each run.
    await bare.addInitScript((t) => localStorage.setItem('token', t), token());
    for (const [i, screen] of SCREENS.entries()) {
      runs[screen.name]!.bare.push(await timeToContent(bare, `${BARE}${screen.bare}`, texts[i]!, CPU));
      runs[screen.name]!.portal.push(await timeToContent(portal, `${PORTAL}${screen.portal}`, texts[i]!, CPU));
    }
    console.log(`run ${run + 1} of ${RUNS}`);
  }
  return runs;
}

async function main() {
  if (!DIST) buildWhenStale();
  const runs = await withPortalAndBareApp(DIST, measure);
  const figures = Object.fromEntries(
    Object.entries(runs).map(([name, r]) => {
      const portal = median(r.portal);
      const bare = median(r.bare);
      return [name, { 'portal ms': portal, 'bare ms': bare, 'portal ÷ bare': Math.round((portal / bare) * 100) / 100 }];
    }),
  );
  console.log(
    `bench:open (content drawn after a full navigation, CPU slowed ${CPU}x, medians of ${RUNS}; goal: portal ÷ bare ≤ 0.8; ` +
      `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'})`,
  );
  console.table(figures);
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-results', 'bench-open.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, cpuSlowdown: CPU, dist: DIST ?? 'dist', figures, all: runs }, null, 2)}\n`,
  );
}

await main();
