/**
 * `npm run bench:memory [-- --rounds 10]`
 *
 * Issue 25's goal 6: does an administrator's working session leak? The production build (built when stale) served by
 * `vite preview` against the seeded sandbox, in Debian's chromium, signed in as SuperAdmin, moving only as a person
 * does (menu entries, row clicks, the browser's back button; never a reload, which would empty the heap): each round
 * opens five lists from the menu (Manage Users, Manage Companies, Tenant Configuration, API Integrations, All
 * Products) and four records from each, so ten rounds are 50 lists and 200 records. At the start of each round, on
 * the users list, it forces a garbage collection (DevTools' `HeapProfiler.collectGarbage`) and reads the JavaScript
 * heap in use, the DOM nodes and the event listeners; the same after the last round.
 * Goal: the heap after the last round at most 1.3× the heap after the first round. The first round is the baseline
 * rather than the first ten records because it is the first time every screen's code is loaded: code loaded once is
 * not a leak. Prints the samples and the ratio, writes test-results/bench-memory.json. Not part of CI or `npm test`.
 * Uses ports 4010 and 4173, so not while `npm start`, the browser journeys or another benchmark run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { CDPSession, Page } from 'playwright-core';
import { sample, settled, STEP_TIMEOUT_MS, type Sample } from './bench/memory';
import { buildWhenStale, PORTAL, ROOT, withServers } from './bench/servers';
import { signIn } from './bench/signIn';
import { launchChromium } from './chromium';

const roundsArg = process.argv.indexOf('--rounds');
const ROUNDS = roundsArg > 0 ? Number(process.argv[roundsArg + 1]) : 10;
const RECORDS_PER_LIST = 4;
const LISTS = ['Manage Users', 'Manage Companies', 'Tenant Configuration', 'API Integrations', 'All Products'] as const;
const GOAL = 1.3;

const dataRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });
/** The page's own heading (a list's title is in the app bar, so most lists have none). */
const mainHeading = (page: Page) => page.evaluate(() => document.querySelector('main h1')?.textContent ?? '');

async function openList(page: Page, name: string): Promise<string> {
  await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name, exact: true }).click();
  await page.waitForURL(/\/list(\?|$)/, { timeout: STEP_TIMEOUT_MS });
  await dataRows(page).first().waitFor({ timeout: STEP_TIMEOUT_MS });
  return mainHeading(page);
}

/** Opens the list's `index`th row (counted round the rows shown), waits for its record, and goes back. */
async function openRecord(page: Page, index: number, listHeading: string): Promise<void> {
  const rows = dataRows(page);
  // A list may draw its rows again as it settles its parameters in the URL: count them once it is still.
  await settled(page);
  const row = rows.nth(index % Math.max(1, await rows.count()));
  await row
    .getByRole('cell')
    .filter({ hasNot: page.getByRole('checkbox') })
    .first()
    .click();
  await page.waitForURL(/\/(view|update)\//, { timeout: STEP_TIMEOUT_MS });
  await page.waitForFunction(
    (before) => {
      const h1 = document.querySelector('main h1');
      return Boolean(h1?.textContent && h1.textContent !== before);
    },
    listHeading,
    { timeout: STEP_TIMEOUT_MS },
  );
  await page.goBack();
  await dataRows(page).first().waitFor({ timeout: STEP_TIMEOUT_MS });
}

async function session(page: Page, cdp: CDPSession): Promise<Sample[]> {
  const samples: Sample[] = [];
  let lists = 0;
  let records = 0;
  for (let round = 0; round < ROUNDS; round++) {
    for (const [i, name] of LISTS.entries()) {
      const listHeading = await openList(page, name);
      lists++;
      if (i === 0) samples.push(await sample(page, cdp, lists, records));
      for (let r = 0; r < RECORDS_PER_LIST; r++) {
        await openRecord(page, round * RECORDS_PER_LIST + r, listHeading);
        records++;
      }
    }
    console.log(`round ${round + 1} of ${ROUNDS}: ${lists} lists, ${records} records opened`);
  }
  await openList(page, LISTS[0]);
  samples.push(await sample(page, cdp, lists + 1, records));
  return samples;
}

async function main() {
  buildWhenStale();
  const samples = await withServers('', async () => {
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
      const page = await context.newPage();
      await signIn(page, 'superadmin@portico.test');
      const cdp = await context.newCDPSession(page);
      await cdp.send('HeapProfiler.enable');
      return await session(page, cdp);
    } finally {
      await browser.close();
    }
  });
  // samples[0] is before any record; samples[1] after the first round, the baseline.
  const baseline = samples[1]!;
  const last = samples.at(-1)!;
  const ratio = Math.round((last.heapMiB / baseline.heapMiB) * 100) / 100;
  console.log(`\nbench:memory (${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}; ${PORTAL})\n`);
  console.log('| lists opened | records opened | JS heap after GC (MiB) | DOM nodes | event listeners |');
  console.log('|---:|---:|---:|---:|---:|');
  for (const s of samples) console.log(`| ${s.lists} | ${s.records} | ${s.heapMiB} | ${s.nodes} | ${s.listeners} |`);
  console.log(`\nheap after ${last.records} records ÷ after ${baseline.records}: ${ratio.toFixed(2)} (issue 25 goal 6: ≤ ${GOAL})`);
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-results', 'bench-memory.json'),
    `${JSON.stringify({ date: new Date().toISOString(), rounds: ROUNDS, samples, ratio }, null, 2)}\n`,
  );
}

await main();
