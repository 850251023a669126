/**
 * `npm run bench:scale [-- --runs 5]`
 *
 * Issue 12's scale figures: the production build (built when stale) served by `vite preview`, against the sandbox
 * seeded twice, once as usual topped up to 100 users and once with 100 000 users and 5 000 companies
 * (`PORTICO_SANDBOX_SCALE`, sandbox/seed/scale.ts). In Debian's chromium, signed in as SuperAdmin, it times
 *   - the users list: typing a search to its rows, and the next page to its rows;
 *   - the company picker: typing part of a name to the options listing only its matches;
 *   - signing in: submit to the first module tile (at the usual size only);
 * as medians, prints each large ÷ usual ratio (goal ≤ 1.5), the bytes of the largest JSON answer each page needed,
 * and writes them to test-results/bench-scale.json. Timings vary with the machine: compare ratios, never gate CI.
 * Uses ports 4010 and 4173, so not while `npm start` or the browser journeys run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page, Response } from 'playwright-core';
import { buildWhenStale, median, PORTAL, ROOT, withServers } from './bench/servers';
import { fillSignIn, submitSignIn } from './bench/signIn';
import { launchChromium } from './chromium';

const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 5;
const WAIT_MS = 60_000;

/** Seeded people (README) to search for, and seeded companies to pick by part of their name. */
const SEARCHES = ['pemberton', 'thornton', 'chandra', 'okoro', 'whitfield'];
const COMPANIES = ['Tyne Valley', 'Sheffield Cutlery', 'Medway Foods', 'Humber Chemicals', 'Harbourside'];

const SCALES = {
  usual: 'users=100',
  large: 'users=100000,companies=5000',
} as const;

/** Times `action` until `done` holds, polling every animation frame's worth. */
async function time(action: () => Promise<void>, done: () => Promise<boolean>): Promise<number> {
  const started = performance.now();
  await action();
  const deadline = started + WAIT_MS;
  while (!(await done())) {
    if (performance.now() > deadline) throw new Error('timed out waiting for the page');
    await new Promise((r) => setTimeout(r, 16));
  }
  return performance.now() - started;
}

/** Largest JSON answer (bytes) the page received while `during` ran. */
async function largestJson(page: Page, during: () => Promise<void>): Promise<number> {
  let largest = 0;
  const onResponse = (response: Response) => {
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    void response.body().then(
      (body) => (largest = Math.max(largest, body.length)),
      () => undefined,
    );
  };
  page.on('response', onResponse);
  await during();
  await page.waitForTimeout(500);
  page.off('response', onResponse);
  return largest;
}

async function signIn(page: Page): Promise<number> {
  await fillSignIn(page, 'superadmin@portico.test');
  const tile = page.getByRole('region', { name: 'Your modules' }).getByRole('link').first();
  return time(
    () => submitSignIn(page),
    () => tile.isVisible(),
  );
}

const dataRows = (page: Page) => page.locator('main tbody tr');
const rowTexts = (page: Page) => dataRows(page).allInnerTexts();

async function usersList(page: Page) {
  const bytes = await largestJson(page, async () => {
    await page.goto(`${PORTAL}/administration/user/list`);
    await dataRows(page).first().waitFor({ timeout: WAIT_MS });
  });
  const search = page.getByRole('textbox', { name: 'Search' });
  const searchTimes: number[] = [];
  for (const term of SEARCHES.slice(0, RUNS)) {
    searchTimes.push(
      await time(
        () => search.fill(term),
        async () => {
          const rows = await rowTexts(page);
          return rows.length > 0 && rows.every((r) => r.toLowerCase().includes(term));
        },
      ),
    );
    await search.fill('');
    await page.waitForFunction(() => document.querySelectorAll('main tbody tr').length >= 25, undefined, { timeout: WAIT_MS });
  }
  const pageTimes: number[] = [];
  for (let run = 0; run < RUNS; run++) {
    const before = (await rowTexts(page)).join('\n');
    // Forward, then back: the usual seed has only four pages.
    const button = page.getByRole('button', { name: run % 2 === 0 ? 'Go to the next page' : 'Go to the previous page' });
    pageTimes.push(
      await time(
        () => button.click(),
        async () => {
          const now = (await rowTexts(page)).join('\n');
          return now !== '' && now !== before;
        },
      ),
    );
  }
  return { search: median(searchTimes), nextPage: median(pageTimes), largestJsonBytes: bytes };
}

async function companyPicker(page: Page) {
  const bytes = await largestJson(page, async () => {
    await page.goto(`${PORTAL}/data/retention/company/cmp-01/policy/list`);
    await page.getByRole('combobox', { name: 'Company' }).waitFor({ timeout: WAIT_MS });
  });
  const picker = page.getByRole('combobox', { name: 'Company' });
  const times: number[] = [];
  for (const name of COMPANIES.slice(0, RUNS)) {
    await picker.click();
    await picker.fill('');
    times.push(
      await time(
        () => picker.pressSequentially(name),
        // Done when the options listed are the answer to what was typed (the picker searches on the server after a
        // pause in typing, keeping the previous answer on screen meanwhile): every option matches, the company among them.
        async () => {
          // The picker's list only: a list filter's select has options of its own on the page.
          const names = await page.getByRole('listbox').getByRole('option').allTextContents();
          return names.some((n) => n.startsWith(name)) && names.every((n) => n.toLowerCase().includes(name.toLowerCase()));
        },
      ),
    );
    await page.keyboard.press('Escape');
  }
  return { typeToOption: median(times), largestJsonBytes: bytes };
}

const measure = (browser: Browser, scale: string) =>
  withServers(scale, async () => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
    const page = await context.newPage();
    const signInTimes: number[] = [];
    for (let run = 0; run < RUNS; run++) {
      await context.clearCookies();
      signInTimes.push(await signIn(page));
    }
    const users = await usersList(page);
    const picker = await companyPicker(page);
    await context.close();
    return { signInToTile: median(signInTimes), users, picker };
  });

async function main() {
  buildWhenStale();
  const browser = await launchChromium();
  try {
    const usual = await measure(browser, SCALES.usual);
    const large = await measure(browser, SCALES.large);
    const ratio = (a: number, b: number) => Math.round((a / b) * 100) / 100;
    const ms = (n: number) => `${Math.round(n)} ms`;
    const kib = (n: number) => `${(n / 1024).toFixed(1)} KiB`;
    const report = {
      date: new Date().toISOString(),
      runs: RUNS,
      usual,
      large,
      ratios: {
        usersSearch: ratio(large.users.search, usual.users.search),
        usersNextPage: ratio(large.users.nextPage, usual.users.nextPage),
        companyPicker: ratio(large.picker.typeToOption, usual.picker.typeToOption),
      },
    };
    console.log(`bench:scale (medians of ${RUNS}; usual = 100 users, 26 companies; large = 100 000 users, 5 000 companies)`);
    console.table({
      'users: search → rows': { usual: ms(usual.users.search), large: ms(large.users.search), ratio: report.ratios.usersSearch },
      'users: next page → rows': { usual: ms(usual.users.nextPage), large: ms(large.users.nextPage), ratio: report.ratios.usersNextPage },
      'company picker: type → option': {
        usual: ms(usual.picker.typeToOption),
        large: ms(large.picker.typeToOption),
        ratio: report.ratios.companyPicker,
      },
      'users list: largest JSON answer': { usual: kib(usual.users.largestJsonBytes), large: kib(large.users.largestJsonBytes), ratio: '' },
      'picker page: largest JSON answer': {
        usual: kib(usual.picker.largestJsonBytes),
        large: kib(large.picker.largestJsonBytes),
        ratio: '',
      },
    });
    console.log(`sign-in submit → first tile (usual, loopback): ${ms(usual.signInToTile)} (goal ≤ 1 s)`);
    mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
    writeFileSync(path.join(ROOT, 'test-results', 'bench-scale.json'), `${JSON.stringify(report, null, 2)}\n`);
  } finally {
    await browser.close();
  }
}

await main();
