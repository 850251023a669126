/**
 * What `npm run bench:lighthouse` reads from a Lighthouse run (the npm package, mobile preset, performance only):
 * score, LCP, TBT, CLS and the LCP element, their medians over runs, and ratios to a baseline measured in the same
 * run. tests/unit/scripts/benchLighthouse.test.ts audits a page slowed on purpose through it.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LaunchedChrome } from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { median } from './servers';

export interface Figures {
  score: number;
  lcpMs: number;
  tbtMs: number;
  cls: number;
  /** The LCP element as Lighthouse names it (the same element in every run, or the comparison means little). */
  lcpElement: string;
}

/** `reportsDir`: keep the whole Lighthouse report there, to see where the time went. */
export async function audit(chrome: LaunchedChrome, url: string, keepStorage: boolean, reportsDir?: string): Promise<Figures> {
  const result = await lighthouse(url, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
    formFactor: 'mobile',
    disableStorageReset: keepStorage,
  });
  if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
  if (reportsDir) {
    mkdirSync(reportsDir, { recursive: true });
    writeFileSync(path.join(reportsDir, `${new URL(url).pathname.replaceAll('/', '_')}-${Date.now()}.json`), JSON.stringify(result.lhr));
  }
  const { categories, audits } = result.lhr;
  return {
    score: categories.performance?.score ?? NaN,
    lcpMs: audits['largest-contentful-paint']?.numericValue ?? NaN,
    tbtMs: audits['total-blocking-time']?.numericValue ?? NaN,
    cls: audits['cumulative-layout-shift']?.numericValue ?? NaN,
    lcpElement: lcpElementOf(audits['largest-contentful-paint-element']?.details),
  };
}

/** The LCP element's selector, from the audit's table of tables (Lighthouse 12). */
function lcpElementOf(details: unknown): string {
  const tables = (details as { items?: Array<{ items?: Array<{ node?: { selector?: string; snippet?: string } }> }> })?.items;
  const node = tables?.[0]?.items?.[0]?.node;
  return node?.selector ?? node?.snippet ?? 'none';
}

export type Medians = Figures & { runs: Figures[] };

/** Medians over the runs that measured the figure (a run can miss one, e.g. no LCP when a redirect raced it). */
export const medians = (runs: Figures[]): Medians => {
  const of = (pick: (f: Figures) => number) => median(runs.map(pick).filter(Number.isFinite));
  const elements = [...new Set(runs.map((r) => r.lcpElement))].join(' | ');
  return {
    score: of((r) => r.score),
    lcpMs: of((r) => r.lcpMs),
    tbtMs: of((r) => r.tbtMs),
    cls: of((r) => r.cls),
    lcpElement: elements,
    runs,
  };
};

export const ratio = (part: number, whole: number) => Math.round((part / whole) * 100) / 100;
