/**
 * `npm run bench:lighthouse [-- --runs 3]`
 *
 * Lighthouse (the npm package, mobile preset, performance only) in Debian's chromium against the production build
 * served by `vite preview` and the sandbox: `/auth/login` signed out, and `/dashboard` signed in as a ClientAdmin
 * (signed in through the page itself in the same browser, whose storage Lighthouse then keeps). Prints score, LCP,
 * TBT and CLS, medians of the runs, and writes test-results/bench-lighthouse.json. Timings vary with the machine:
 * the figures go in docs/performance.md with the date and machine, and CI never gates on them.
 * Uses ports 4010 and 4173, so not while `npm start` or the browser journeys run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { launch, type LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';
import { buildWhenStale, DEMO_PASSWORD, median, PORTAL, ROOT, withServers } from './bench/servers';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 3;
/** `--reports`: keep each run's whole Lighthouse report (test-results/lighthouse/), to see where the time went. */
const KEEP_REPORTS = process.argv.includes('--reports');

interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
}

async function audit(chrome: LaunchedChrome, url: string, keepStorage: boolean): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (KEEP_REPORTS) {
    const dir = path.join(ROOT, 'test-results', 'lighthouse');
    mkdirSync(dir, { recursive: true });
    writeFileSync(path.join(dir, `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  return {
    score: categories.performance?.score ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
  };
}

/** Signs in through the sign-in page in the Chrome Lighthouse drives, so the session cookie is that browser's. */
async function signIn(chrome: LaunchedChrome, email: string): Promise<void> {
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chrome.port}`);
  const page = await browser.contexts()[0]!.newPage();
  await page.goto(`${PORTAL}/auth/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^\s*Password(\s*\*)?\s*$/).fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(sign in|log in)$/i }).click();
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
  await page.close();
  await browser.close();
}

/** Medians over the runs that measured the figure (a run can miss one, e.g. no LCP when a redirect raced it). */
const medians = (runs: Figures[]): Figures & { runs: Figures[] } => {
  const of = (pick: (f: Figures) => number) => median(runs.map(pick).filter(Number.isFinite));
  return { score: of((r) => r.score), lcpMs: of((r) => r.lcpMs), tbtMs: of((r) => r.tbtMs), cls: of((r) => r.cls), runs };
};

async function main() {
  buildWhenStale();
  const report = await withServers('', async () => {
    const chrome = await launch({ chromePath: CHROMIUM_PATH, chromeFlags: CHROMIUM_ARGS });
    try {
      const login: Figures[] = [];
      for (let run = 0; run < RUNS; run++) login.push(await audit(chrome, `${PORTAL}/auth/login`, false));
      await signIn(chrome, 'clientadmin@portico.test');
      const dashboard: Figures[] = [];
      for (let run = 0; run < RUNS; run++) dashboard.push(await audit(chrome, `${PORTAL}/dashboard`, true));
      return { '/auth/login': medians(login), '/dashboard (ClientAdmin)': medians(dashboard) };
    } finally {
      chrome.kill();
    }
  });
  console.log(`bench:lighthouse (mobile preset, medians of ${RUNS}; ${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'})`);
  console.table(
    Object.fromEntries(
      Object.entries(report).map(([page, f]) => [
        page,
        { score: f.score, LCP: `${Math.round(f.lcpMs)} ms`, TBT: `${Math.round(f.tbtMs)} ms`, CLS: f.cls.toFixed(3) },
      ]),
    ),
  );
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-results', 'bench-lighthouse.json'),
    `${JSON.stringify({ date: new Date().toISOString(), runs: RUNS, report }, null, 2)}\n`,
  );
}

await main();
