/**
 * `npm run bench:dev [-- --runs 3] [--cpu 1] [--keep-cache]`
 *
 * Issue 25's goal 4, the development server: `npm start`'s two servers (the sandbox on :4010, Vite's dev server on
 * :5173), Vite started with `--force` so that its dependency optimiser begins with no cache, as on a newcomer's clone
 * (`--keep-cache` uses the one left by the last start). In Debian's chromium, SuperAdmin signs in through the page,
 * then opens each screen below by a full navigation in a new tab: once (the first visit, which the dev server
 * transforms the screen's modules for), then `--runs` times more. For each it reads when the screen's skeleton (a
 * heading, status, placeholder or table in the page's `<main>`) and its content (a text only the content shows, read
 * from the sandbox as the screen would show it) are first drawn (scripts/bench/contentDrawn.ts), at the machine's own
 * speed unless `--cpu` says otherwise. It counts the dependency re-optimisations the dev server reports and the
 * reloads they cause in the page. Goal: skeleton ≤ 200 ms and content ≤ 1.5 s after the first visit, and no reload.
 * Prints the figures, writes test-results/bench-dev.json. Uses ports 4010 and 5173, so not while `npm start`, the
 * browser journeys or another benchmark run.
 */
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { BrowserContext } from 'playwright-core';
import { launchChromium } from './chromium';
import { latestBearer } from './bench/bareApp';
import { timesToDrawn } from './bench/contentDrawn';
import { firstCompanyNumber, firstUserEmail, newestAuditRecord, thamesValleyNumber, thamesValleyPolicyName } from './bench/contentTexts';
import { answers, median, portsFree, ROOT, SANDBOX, start, stop } from './bench/servers';
import { signIn } from './bench/signIn';

const DEV = 'http://localhost:5173';
const arg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const RUNS = Number(arg('--runs') ?? 3);
/** The machine's own speed: goal 4's figures are a developer's, on their machine. */
const CPU = Number(arg('--cpu') ?? 1);
const KEEP_CACHE = process.argv.includes('--keep-cache');
/** Where react-admin's store (localStorageStore, app key 'Portico') keeps the selected company. */
const SELECTED_COMPANY_KEY = 'RaStorePortico.portico.companyId';
const SKELETON = 'main h1, main [role=status], main [role=progressbar], main .MuiSkeleton-root, main table';

/** Each screen, and the text that shows its content drawn (what its first row or record shows). */
const SCREENS: { name: string; url: string; content: (origin: string, token: string) => Promise<string> }[] = [
  // The welcome heading, drawn once the tenant's name is known.
  { name: 'dashboard', url: '/dashboard', content: () => Promise.resolve('Welcome to your') },
  { name: 'companies list', url: '/administration/onboarding/company/list', content: firstCompanyNumber },
  { name: 'users list', url: '/administration/user/list', content: firstUserEmail },
  { name: 'company record', url: '/administration/onboarding/company/view/cmp-01/details', content: thamesValleyNumber },
  { name: 'audit trail', url: '/administration/console/audit', content: newestAuditRecord },
  { name: 'retention policies', url: '/data/retention/company/cmp-01/policy/list', content: thamesValleyPolicyName },
];

/** Counts the page's own reloads: any load of a tab's document after its first. */
function countReloads(context: BrowserContext): () => number {
  let reloads = 0;
  context.on('page', (page) => {
    let loads = 0;
    page.on('load', () => {
      if (++loads > 1) reloads++;
    });
  });
  return () => reloads;
}

interface Figures {
  first: { skeleton: number; content: number };
  later: { skeleton: number[]; content: number[] };
}

async function measure(): Promise<{ figures: Record<string, Figures>; pageReloads: number }> {
  const browser = await launchChromium();
  try {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
    const token = latestBearer(context);
    const reloads = countReloads(context);
    const page = await context.newPage();
    await signIn(page, 'superadmin@portico.test', DEV);
    // Thames Valley selected, as a SuperAdmin who works on it would have it: the policies' URL names it, and the portal
    // otherwise moves a link to another company's page over to the selected one (spec 4).
    await page.evaluate((key) => localStorage.setItem(key, JSON.stringify('cmp-01')), SELECTED_COMPANY_KEY);
    await page.close();
    const texts = await Promise.all(SCREENS.map((s) => s.content(DEV, token())));
    const figures: Record<string, Figures> = {};
    for (const [i, screen] of SCREENS.entries()) {
      const first = await timesToDrawn(context, `${DEV}${screen.url}`, { text: texts[i]!, skeleton: SKELETON }, CPU, 120_000);
      figures[screen.name] = { first, later: { skeleton: [], content: [] } };
    }
    for (let run = 0; run < RUNS; run++) {
      for (const [i, screen] of SCREENS.entries()) {
        const later = await timesToDrawn(context, `${DEV}${screen.url}`, { text: texts[i]!, skeleton: SKELETON }, CPU, 60_000);
        figures[screen.name]!.later.skeleton.push(later.skeleton);
        figures[screen.name]!.later.content.push(later.content);
      }
    }
    return { figures, pageReloads: reloads() };
  } finally {
    await browser.close();
  }
}

async function main() {
  await portsFree([`${SANDBOX}/__sandbox/health`, `${DEV}/auth/login`]);
  const sandbox = start(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['sandbox/server.ts'], {
    SANDBOX_PORT: '4010',
    SANDBOX_PORTAL_ORIGIN: DEV,
  });
  const vite = spawn(
    path.join(ROOT, 'node_modules', '.bin', 'vite'),
    ['--port', '5173', '--strictPort', ...(KEEP_CACHE ? [] : ['--force'])],
    {
      cwd: ROOT,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, BROWSER: 'none' },
    },
  );
  // What the dev server says when a screen imports a dependency its first scan did not find, before the page reloads.
  let reoptimised = 0;
  for (const stream of [vite.stdout, vite.stderr]) {
    stream.on('data', (chunk: Buffer) => {
      reoptimised += (chunk.toString().match(/new dependencies optimized|optimized dependencies changed/g) ?? []).length;
    });
  }
  try {
    await answers(`${SANDBOX}/__sandbox/health`);
    await answers(`${DEV}/auth/login`);
    const { figures, pageReloads } = await measure();
    const table = Object.fromEntries(
      Object.entries(figures).map(([name, f]) => [
        name,
        {
          'first skeleton ms': f.first.skeleton,
          'first content ms': f.first.content,
          'later skeleton ms': median(f.later.skeleton),
          'later content ms': median(f.later.content),
        },
      ]),
    );
    console.log(
      `bench:dev (npm start's servers, ${KEEP_CACHE ? 'the optimiser cache kept' : 'the optimiser cache cleared'}; first visit, then medians of ` +
        `${RUNS} later visits; CPU ${CPU}x; goal: later skeleton ≤ 200 ms, content ≤ 1,500 ms, no reload; ${os.cpus().length} cores, ` +
        `${os.cpus()[0]?.model ?? 'unknown CPU'})`,
    );
    console.table(table);
    console.log(`dependency re-optimisations reported by the dev server: ${reoptimised}; reloads of a page: ${pageReloads}`);
    mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(
      path.join(ROOT, 'test-results', 'bench-dev.json'),
      JSON.stringify(
        { date: new Date().toISOString(), cpu: CPU, runs: RUNS, keepCache: KEEP_CACHE, figures, reoptimised, pageReloads },
        null,
        2,
      ),
    );
  } finally {
    await stop(vite);
    await stop(sandbox);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
