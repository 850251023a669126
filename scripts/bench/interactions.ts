/**
 * How `npm run bench:interactions` measures an interaction, as INP does (issue 25): the page records the Event Timing
 * API's entries (PerformanceObserver 'event', durationThreshold 16 ms, the smallest the API allows), and an
 * interaction's duration is the longest entry sharing its interactionId (pointerdown, pointerup and click of one
 * click; keydown and keyup of one key), from the input to the next paint after its handlers ran. An action made of
 * several interactions (typing a word) counts its longest one. An action whose interactions all stayed under the
 * threshold reports 0, printed as "< 16 ms".
 * Starts no server and no browser: the benchmark and its own test (tests/unit/scripts/benchInteractions.test.ts)
 * hand it a page.
 */
import type { Page } from 'playwright-core';

export const EVENT_THRESHOLD_MS = 16;

declare global {
  interface Window {
    /** The entries recorded since `since` (performance.now()), by interactionId; older ones are forgotten. */
    __porticoInteractions?: (since: number) => Array<[number, number]>;
  }
}

/** TypeScript's DOM library lacks the interaction's id (Event Timing level 2, in Chromium since 96). */
type EventEntry = PerformanceEventTiming & { interactionId?: number };

/** Installed in every document the page opens, before the app's own scripts. */
function recordEventTiming(threshold: number) {
  const entries: EventEntry[] = [];
  const observer = new PerformanceObserver((list) => entries.push(...(list.getEntries() as EventEntry[])));
  observer.observe({ type: 'event', durationThreshold: threshold, buffered: true } as PerformanceObserverInit);
  window.__porticoInteractions = (since) => {
    entries.push(...(observer.takeRecords() as EventEntry[]));
    const longest = new Map<number, number>();
    for (const entry of entries) {
      if (!entry.interactionId || entry.startTime < since) continue;
      longest.set(entry.interactionId, Math.max(longest.get(entry.interactionId) ?? 0, entry.duration));
    }
    entries.length = 0;
    return [...longest];
  };
}

/**
 * Prepares `page` (before its first navigation) to record interactions, with its CPU slowed `cpuSlowdown` times
 * through DevTools' `Emulation.setCPUThrottlingRate`, as a mid-range phone runs.
 */
export async function measurePage(page: Page, cpuSlowdown: number): Promise<void> {
  await page.addInitScript(recordEventTiming, EVENT_THRESHOLD_MS);
  const devtools = await page.context().newCDPSession(page);
  await devtools.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
}

/** Two frames, then a pause: the next paint has happened and its Event Timing entries are queued. */
const nextPaints = (page: Page) =>
  page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(resolve, 50)))));

/**
 * The duration (ms) of the interaction `act` performs, `act` returning once the page has answered it (rows shown,
 * record open). Interactions before it, whose entries may still arrive, are not counted.
 */
export async function measureInteraction(page: Page, act: () => Promise<void>): Promise<number> {
  await nextPaints(page);
  const since = await page.evaluate(() => {
    window.__porticoInteractions?.(Infinity);
    return performance.now();
  });
  await act();
  await nextPaints(page);
  const interactions = await page.evaluate((from) => {
    if (!window.__porticoInteractions) throw new Error('the page does not record interactions: call measurePage before opening it');
    return window.__porticoInteractions(from);
  }, since);
  return Math.max(0, ...interactions.map(([, duration]) => duration));
}

/** A page holding only a select of four choices, as a list's filter offers them. */
const BARE_SELECT = `data:text/html,${encodeURIComponent(
  '<!doctype html><html lang="en"><title>A select alone</title><label for="status">Status</label> ' +
    '<select id="status"><option>Any</option><option>Active</option><option>Invited</option><option>Disabled</option></select>',
)}`;

/**
 * The browser's own floor under "change a filter": opening a select on a page holding nothing else, `runs` times, as
 * the lists' filters are opened (a press, then Escape). Chromium draws a select's list on Linux as a small page of its
 * own, on the main thread of the page that opens it, so no list's filter opens faster on the same machine. `page` is
 * prepared by `measurePage` and opens nothing else after.
 */
export async function measureBareSelect(page: Page, runs: number): Promise<InteractionFigures> {
  await page.goto(BARE_SELECT);
  const select = page.getByRole('combobox', { name: 'Status' });
  const durations: number[] = [];
  for (let run = 0; run < runs; run++) {
    await select.click({ trial: true });
    durations.push(await measureInteraction(page, () => select.click({ force: true })));
    await page.keyboard.press('Escape');
  }
  return summarise(durations);
}

/** The nearest-rank percentile: the smallest value at least `p`% of the values do not exceed. */
export function percentile(values: number[], p: number): number {
  if (values.length === 0) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

export interface InteractionFigures {
  p50: number;
  p95: number;
  runs: number[];
}

export const summarise = (runs: number[]): InteractionFigures => ({ p50: percentile(runs, 50), p95: percentile(runs, 95), runs });

/** One row of the report: an interaction, with its figures on each list measured (by column name). */
export interface InteractionRow {
  interaction: string;
  figures: Record<string, InteractionFigures | undefined>;
}

/** Two columns whose 95th percentiles are compared, the larger list's ÷ the smaller's, in a column after them. */
export interface Comparison {
  small: string;
  large: string;
  label: string;
}

const ms = (value: number | undefined) =>
  value === undefined || Number.isNaN(value) ? '' : value < EVENT_THRESHOLD_MS ? `< ${EVENT_THRESHOLD_MS}` : String(Math.round(value));

/**
 * The larger list's 95th percentile ÷ the smaller's; none when either was not measured or both stayed under the
 * threshold (two unmeasured figures have no ratio). A figure under the threshold counts as the threshold.
 */
export function ratio(small: InteractionFigures | undefined, large: InteractionFigures | undefined): number | undefined {
  if (!small || !large || (small.p95 < EVENT_THRESHOLD_MS && large.p95 < EVENT_THRESHOLD_MS)) return undefined;
  const floor = (value: number) => Math.max(value, EVENT_THRESHOLD_MS);
  return Math.round((floor(large.p95) / floor(small.p95)) * 100) / 100;
}

/** The report as a markdown table: an interaction a row, each column's p50 and p95 in ms, and the comparison. */
export function interactionTable(rows: InteractionRow[], columns: string[], comparison?: Comparison): string {
  const head = ['interaction'];
  for (const column of columns) {
    head.push(`${column} p50 ms`, `${column} p95 ms`);
    if (column === comparison?.large) head.push(comparison.label);
  }
  const lines = [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`];
  for (const row of rows) {
    const cells = [row.interaction];
    for (const column of columns) {
      cells.push(ms(row.figures[column]?.p50), ms(row.figures[column]?.p95));
      if (column === comparison?.large) cells.push(String(ratio(row.figures[comparison.small], row.figures[comparison.large]) ?? ''));
    }
    lines.push(`| ${cells.join(' | ')} |`);
  }
  return lines.join('\n');
}
