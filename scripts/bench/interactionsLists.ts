/**
 * What `npm run bench:interactions` does on a list (issue 25, goal 1), by the labels and roles an administrator and
 * the browser journeys use: each interaction is performed `runs` times and measured (./interactions.ts), each run
 * ending when the page has answered it (rows changed, record open, saved), so that no run's work spills into the next.
 */
import type { Locator, Page } from 'playwright-core';
import { measureInteraction, summarise, type InteractionFigures } from './interactions';
import { PORTAL } from './servers';

/** A list of the portal and how an administrator works in it. */
export interface ListUnderTest {
  /** The report's column: the list and its size. */
  column: string;
  path: string;
  /** Added to the list's URL when it is opened afresh: no search, no filter, first page (and a filter shown). */
  freshQuery: string;
  /** Records the list must count (its pagination's "of N"): the seed this run asked for, not another sandbox's. */
  total: number;
  sortButton: RegExp;
  /** Seeded records' words: typed in the search box, each row then shows them. */
  searches: string[];
  /** A filter (the browser's select): its first choice after "Any" shows other rows than all of them. */
  filter: { label: string };
  /** The checkbox selecting the page's rows; a list without one has no such interaction. */
  selectAll?: string;
  /** The record page's level-1 heading, and the breadcrumb back to the list. */
  recordHeading: RegExp;
  breadcrumb: string;
  /** From a row's link to the record's edit form, and the text field edited there. */
  editPath: (rowLink: string) => string;
  editField: string;
}

export const INTERACTIONS = [
  'sort by a column',
  'type in search',
  'change a filter',
  'next page',
  'select all on the page',
  'open a record',
  'go back (breadcrumb)',
  "save a record's edit",
] as const;
export type Interaction = (typeof INTERACTIONS)[number];

const WAIT_MS = 60_000;
const rows = (page: Page) => page.locator('main tbody tr');

/**
 * Brings `target` into view, as a person scrolls to a button before pressing it, and waits until what the scroll set
 * off has ended (the app bar slides away on scrolling down). Without this, playwright scrolls within the press itself
 * and the press is charged with the scroll's work, which no one's press carries. Then playwright's checks that a press
 * would land on it (visible, still, enabled, on top), the pointer resting over it as a person's does before pressing.
 */
async function inView(page: Page, target: Locator): Promise<Locator> {
  await target.scrollIntoViewIfNeeded({ timeout: WAIT_MS });
  // Finite animations only: a spinner turns for as long as something loads.
  await page.waitForFunction(
    () => document.getAnimations().every((animation) => animation.effect?.getComputedTiming().iterations === Infinity),
    undefined,
    { timeout: WAIT_MS },
  );
  await target.click({ trial: true, timeout: WAIT_MS });
  return target;
}

/**
 * The measured press on a target `inView` has checked. Without `force`, playwright checks again within the press that it
 * lands on the target: page script hit-testing at each of the press's events (pointerdown to click), each forcing a
 * layout after the page's own updates. A CPU profile of the company form's Save charged that to the press: a quarter
 * of its script time, which no person's press carries.
 */
const press = (target: Locator) => target.click({ force: true, timeout: WAIT_MS });

/** The first link of the list's row at `index`, in view. */
const rowLink = (page: Page, index: number) => inView(page, rows(page).nth(index).getByRole('link').first());

/** Clicks `link` (a row's), until the record's heading shows. */
async function openRecord(page: Page, list: ListUnderTest, link: Locator): Promise<void> {
  await press(link);
  await page.getByRole('heading', { level: 1, name: list.recordHeading }).waitFor({ timeout: WAIT_MS });
}

/** The first row's text and the pagination's summary ("1–25 of 10000"): what changes when the list shows other rows. */
const listState = (page: Page) =>
  page.evaluate(() => {
    const summary = [...document.querySelectorAll('main p')].find((p) => /^\d+–\d+ of \d+$/.test(p.textContent ?? ''));
    return `${document.querySelector('main tbody tr')?.textContent ?? ''}|${summary?.textContent ?? ''}`;
  });

/** Waits until `done` holds of the list's state, asking every 20 ms. */
async function untilList(page: Page, done: (state: string) => boolean): Promise<void> {
  const deadline = Date.now() + WAIT_MS;
  while (!done(await listState(page))) {
    if (Date.now() > deadline) throw new Error('the list did not answer within a minute');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const listChanged = (page: Page, before: string) => untilList(page, (state) => state !== before);

/** Back on the list's page with its rows shown. */
async function atList(page: Page, list: ListUnderTest): Promise<void> {
  await page.waitForURL((url) => url.pathname === list.path, { timeout: WAIT_MS });
  await rows(page).first().waitFor({ timeout: WAIT_MS });
}

/** The list shows every record again (no search or filter left): its summary counts them all. */
const unfiltered = (page: Page, list: ListUnderTest) => untilList(page, (state) => state.endsWith(` of ${list.total}`));

async function openFresh(page: Page, list: ListUnderTest): Promise<void> {
  await page.goto(`${PORTAL}${list.path}?${list.freshQuery}`);
  await rows(page).first().waitFor({ timeout: WAIT_MS });
  await unfiltered(page, list);
}

/** Checks the list counts the records this run seeded (another sandbox on the port would count others). */
export async function checkTotal(page: Page, list: ListUnderTest): Promise<void> {
  await openFresh(page, list);
  const summary = page.getByText(/^\d+–\d+ of \d+$/);
  const text = (await summary.textContent({ timeout: WAIT_MS })) ?? '';
  if (!text.endsWith(` of ${list.total}`)) {
    throw new Error(`${list.column}: the list says "${text}", not ${list.total} records: is another sandbox answering on :4010?`);
  }
}

type Perform = (page: Page, list: ListUnderTest, run: number) => Promise<number>;

const PERFORM: Record<Interaction, { prepare?: (page: Page, list: ListUnderTest) => Promise<void>; run: Perform }> = {
  'sort by a column': {
    // The same header each run: ascending, then descending, and so on; the rows change each time.
    run: async (page, list) => {
      const before = await listState(page);
      const sort = await inView(page, page.getByRole('button', { name: list.sortButton }));
      return measureInteraction(page, async () => {
        await press(sort);
        await listChanged(page, before);
      });
    },
  },
  'type in search': {
    run: async (page, list, run) => {
      const word = list.searches[run % list.searches.length]!;
      const search = page.getByRole('textbox', { name: 'Search' });
      await search.click();
      const duration = await measureInteraction(page, async () => {
        await search.pressSequentially(word);
        await page.waitForFunction(
          (term) => {
            const shown = [...document.querySelectorAll('main tbody tr')];
            return shown.length > 0 && shown.every((row) => (row.textContent ?? '').toLowerCase().includes(term));
          },
          word.toLowerCase(),
          { timeout: WAIT_MS },
        );
      });
      await search.fill('');
      await unfiltered(page, list);
      return duration;
    },
  },
  'change a filter': {
    // Opening the browser's list of choices with a click, then choosing by the keyboard (the first choice, then "Any"
    // again, in turn): the longer of the two is the change counted. A choice clicked in the browser's own list sends
    // the page no input event to measure; the arrow key on the closed select makes the same change.
    run: async (page, list, run) => {
      const select = await inView(page, page.getByRole('combobox', { name: list.filter.label }));
      const opening = await measureInteraction(page, () => press(select));
      await page.keyboard.press('Escape');
      await select.focus();
      const before = await listState(page);
      const choosing = await measureInteraction(page, async () => {
        await page.keyboard.press(run % 2 === 0 ? 'ArrowDown' : 'ArrowUp');
        await listChanged(page, before);
      });
      return Math.max(opening, choosing);
    },
  },
  'next page': {
    run: async (page) => {
      const before = await listState(page);
      const next = await inView(page, page.getByRole('button', { name: 'Go to the next page' }));
      return measureInteraction(page, async () => {
        await press(next);
        await listChanged(page, before);
      });
    },
  },
  'select all on the page': {
    run: async (page, list) => {
      const box = await inView(page, page.getByRole('checkbox', { name: list.selectAll! }));
      const duration = await measureInteraction(page, async () => {
        await press(box);
        await page.getByRole('region', { name: /selected$/ }).waitFor({ timeout: WAIT_MS });
      });
      await box.click();
      await page.getByRole('region', { name: /selected$/ }).waitFor({ state: 'hidden', timeout: WAIT_MS });
      return duration;
    },
  },
  'open a record': {
    // A different row each run, and back to the list by the browser's history (not measured: no input event).
    run: async (page, list, run) => {
      const count = await rows(page).count();
      const link = await rowLink(page, run % count);
      const duration = await measureInteraction(page, async () => {
        await openRecord(page, list, link);
        await page.getByRole('tabpanel').first().waitFor({ timeout: WAIT_MS });
      });
      await page.goBack();
      await atList(page, list);
      return duration;
    },
  },
  'go back (breadcrumb)': {
    // From the record 'open a record' opens, back to the list by the breadcrumb.
    run: async (page, list, run) => {
      const count = await rows(page).count();
      await openRecord(page, list, await rowLink(page, run % count));
      const breadcrumb = await inView(
        page,
        page.getByRole('navigation', { name: 'Breadcrumb' }).getByRole('link', { name: list.breadcrumb, exact: true }),
      );
      return measureInteraction(page, async () => {
        await press(breadcrumb);
        await atList(page, list);
      });
    },
  },
  "save a record's edit": {
    // The first row's record, its text field changed each run (a letter added, then taken away) and saved.
    prepare: async (page, list) => {
      const link = (await rows(page).first().getByRole('link').first().getAttribute('href')) ?? '';
      await page.goto(`${PORTAL}${list.editPath(link)}`);
      await page.getByRole('textbox', { name: list.editField }).waitFor({ timeout: WAIT_MS });
    },
    run: async (page, list, run) => {
      const field = page.getByRole('textbox', { name: list.editField });
      const value = await field.inputValue();
      await field.fill(run % 2 === 0 ? `${value}s` : value.replace(/s$/, ''));
      const save = await inView(page, page.getByRole('button', { name: 'Save' }));
      return measureInteraction(page, async () => {
        await press(save);
        // Saved: the form is pristine again, so Save is disabled, and no longer busy.
        await page.waitForFunction(
          () => {
            const button = [...document.querySelectorAll('main button')].find((b) => b.textContent?.trim() === 'Save');
            return button instanceof HTMLButtonElement && button.disabled && !button.querySelector('[role="progressbar"]');
          },
          undefined,
          { timeout: WAIT_MS },
        );
      });
    },
  },
};

/** Every interaction on `list` (or those `only` names), `runs` times each; an interaction the list lacks, or that failed, has no figures. */
export async function measureList(
  page: Page,
  list: ListUnderTest,
  runs: number,
  log: (line: string) => void,
  only: readonly Interaction[] = INTERACTIONS,
): Promise<Partial<Record<Interaction, InteractionFigures>>> {
  const figures: Partial<Record<Interaction, InteractionFigures>> = {};
  for (const interaction of INTERACTIONS.filter((each) => only.includes(each))) {
    if (interaction === 'select all on the page' && !list.selectAll) continue;
    const { prepare, run } = PERFORM[interaction];
    try {
      await openFresh(page, list);
      await prepare?.(page, list);
      const durations: number[] = [];
      for (let n = 0; n < runs; n++) durations.push(await run(page, list, n));
      figures[interaction] = summarise(durations);
      log(`${list.column}, ${interaction}: ${durations.map(Math.round).join(' ')} ms`);
    } catch (error) {
      log(`${list.column}, ${interaction}: FAILED, ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`);
    }
  }
  return figures;
}
