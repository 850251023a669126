/**
 * `npm run bench:interactions [-- --runs 20] [--quick]`
 *
 * Issue 25's goal 1: how long the portal takes to answer what administrators do all day, as INP measures it. The
 * production build (built when stale) served by `vite preview`, against the sandbox seeded with 10 000 users and then
 * 100 000 (5 000 companies both times, `PORTICO_SANDBOX_SCALE`); in Debian's chromium with the CPU slowed 4×
 * (DevTools' `Emulation.setCPUThrottlingRate`), signed in as SuperAdmin, on the users list at both sizes and the
 * companies list (5 000, measured with the first size): sort by a column, type in search, change a filter, next page,
 * select all on the page, open a record, go back, save a record's edit, each `--runs` times (20). Each interaction's
 * duration comes from the Event Timing API (scripts/bench/interactions.ts). Prints a markdown table of p50 and p95 and
 * the users list's 100 000 ÷ 10 000 ratio of p95 (goal: p95 ≤ 100 ms, ratio ≤ 1.2), then the browser's own floor under
 * "change a filter" (a select opened on a page holding nothing else, in the same browser and run), and writes
 * test-results/bench-interactions.json.
 * `--quick`: 5 runs, at 100 000 users only (no ratio). `--dist <dir>`: measure another build (e.g. one made from the
 * commit before a change), as it is. `--only "select all on the page,next page"`: those interactions alone;
 * `--users 10000`: that size alone (several comma-separated): for measuring one change quickly. Timings vary with the machine and with other work on it:
 * compare figures from one run, never gate CI (this is not part of CI or `npm test`; its measuring is,
 * tests/unit/scripts/benchInteractions.test.ts).
 * Uses ports 4010 and 4173, so not while `npm start`, the browser journeys or another benchmark run.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { interactionTable, measureBareSelect, measurePage, type InteractionFigures } from './bench/interactions';
import { checkTotal, INTERACTIONS, measureList, type Interaction, type ListUnderTest } from './bench/interactionsLists';
import { buildWhenStale, ROOT, withServers } from './bench/servers';
import { signIn } from './bench/signIn';
import { launchChromium } from './chromium';

const QUICK = process.argv.includes('--quick');
const runsArg = process.argv.indexOf('--runs');
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : QUICK ? 5 : 20;
const distArg = process.argv.indexOf('--dist');
const DIST = distArg > 0 && process.argv[distArg + 1] ? path.resolve(process.argv[distArg + 1]) : undefined;
const CPU_SLOWDOWN = 4;
const COMPANIES = 5_000;

const usersList = (total: number): ListUnderTest => ({
  column: `users ${total.toLocaleString('en-GB')}`,
  path: '/administration/user/list',
  freshQuery: 'filter=%7B%7D&page=1&perPage=25',
  total,
  sortButton: /^Sort by email/,
  // Seeded people (README): each search finds a few among the generated thousands.
  searches: ['pemberton', 'thornton', 'chandra', 'okoro', 'whitfield'],
  filter: { label: 'Status' },
  selectAll: 'Select everyone on this page',
  recordHeading: /^User: /,
  breadcrumb: 'Users',
  editPath: (link) => link,
  editField: 'Last name',
});

const companiesList: ListUnderTest = {
  column: `companies ${COMPANIES.toLocaleString('en-GB')}`,
  path: '/administration/onboarding/company/list',
  // The setup filter is offered by "Add filter": shown from the start.
  freshQuery: `displayedFilters=${encodeURIComponent('{"setupCompleteness":true}')}&filter=%7B%7D&page=1&perPage=25`,
  total: COMPANIES,
  sortButton: /^Sort by companies House number/,
  searches: ['Tyne Valley', 'Sheffield Cutlery', 'Medway Foods', 'Humber Chemicals', 'Harbourside'],
  filter: { label: 'Setup' },
  recordHeading: /^Company: /,
  breadcrumb: 'Companies',
  editPath: (link) => link.replace('/view/', '/update/'),
  editField: 'Company name',
};

/** The value after `name` on the command line, split at commas; undefined when not given. */
const listArg = (name: string) => {
  const at = process.argv.indexOf(name);
  return at > 0 ? (process.argv[at + 1] ?? '').split(',').map((item) => item.trim()) : undefined;
};
const ONLY = listArg('--only') as Interaction[] | undefined;
const unknown = ONLY?.filter((interaction) => !INTERACTIONS.includes(interaction));
if (unknown?.length) throw new Error(`--only: no interaction "${unknown.join('", "')}" (there are: ${INTERACTIONS.join(', ')})`);
const SIZES = listArg('--users')?.map(Number) ?? (QUICK ? [100_000] : [10_000, 100_000]);
if (SIZES.some((users) => !Number.isInteger(users) || users < 1)) throw new Error('--users: whole numbers of users, comma-separated');

/** One sandbox seeding: sign in, then each list in turn. */
async function measureAtSize(browser: Browser, users: number, lists: ListUnderTest[]) {
  return withServers(
    `users=${users},companies=${COMPANIES}`,
    async () => {
      const context = await browser.newContext({ viewport: { width: 1366, height: 900 }, locale: 'en-GB' });
      try {
        const page = await context.newPage();
        await measurePage(page, CPU_SLOWDOWN);
        await signIn(page, 'superadmin@portico.test');
        const measured: Record<string, Partial<Record<Interaction, InteractionFigures>>> = {};
        for (const list of lists) {
          await checkTotal(page, list);
          measured[list.column] = await measureList(page, list, RUNS, (line) => console.log(line), ONLY);
        }
        return measured;
      } finally {
        await context.close();
      }
    },
    DIST,
  );
}

async function main() {
  if (!DIST) buildWhenStale();
  const browser = await launchChromium();
  const measured: Record<string, Partial<Record<Interaction, InteractionFigures>>> = {};
  let bareSelect: InteractionFigures | undefined;
  try {
    for (const [index, users] of SIZES.entries()) {
      Object.assign(measured, await measureAtSize(browser, users, index === 0 ? [usersList(users), companiesList] : [usersList(users)]));
    }
    if (!ONLY || ONLY.includes('change a filter')) {
      const page = await browser.newPage();
      await measurePage(page, CPU_SLOWDOWN);
      bareSelect = await measureBareSelect(page, RUNS);
    }
  } finally {
    await browser.close();
  }
  const columns = [...SIZES.map((users) => usersList(users).column), companiesList.column];
  const [small, large] = SIZES.map((users) => usersList(users).column);
  const rows = (ONLY ?? INTERACTIONS).map((interaction) => ({
    interaction,
    figures: Object.fromEntries(columns.map((column) => [column, measured[column]?.[interaction]])),
  }));
  const machine = `${os.cpus().length} cores, ${os.cpus()[0]?.model ?? 'unknown CPU'}, Node ${process.versions.node}`;
  console.log(`\nbench:interactions (${RUNS} runs each, CPU slowed ${CPU_SLOWDOWN}×, Event Timing durations in ms; ${machine})\n`);
  console.log(interactionTable(rows, columns, large ? { small: small!, large, label: `${large} ÷ ${small} (p95)` } : undefined));
  if (bareSelect) {
    console.log(
      `\nThe browser's own select on a page holding nothing else opens in p50 ${Math.round(bareSelect.p50)} / p95 ${Math.round(bareSelect.p95)} ms` +
        ' here: the floor under "change a filter", which opens the list\'s select and chooses (the longer of the two counts).',
    );
  }
  console.log(
    '\nGoal (issue 25): every p95 ≤ 100 ms, and the 100 000 users figure ≤ 1.2× the 10 000 one. An empty cell: not measured (see the log above).',
  );
  mkdirSync(path.join(ROOT, 'test-results'), { recursive: true });
  writeFileSync(
    path.join(ROOT, 'test-results', 'bench-interactions.json'),
    `${JSON.stringify({ date: new Date().toISOString(), machine, runs: RUNS, cpuSlowdown: CPU_SLOWDOWN, measured, bareSelect }, null, 2)}\n`,
  );
}

await main();
