/**
 * What `npm run bench:memory` reads of a page between rounds: once the page has held still, a forced garbage
 * collection (DevTools' `HeapProfiler.collectGarbage`), then the JavaScript heap in use, the DOM nodes and the event
 * listeners. tests/unit/scripts/benchMemory.test.ts holds it to telling memory kept from memory dropped.
 */
import type { CDPSession, Page } from 'playwright-core';

export const STEP_TIMEOUT_MS = 60_000;

export interface Sample {
  lists: number;
  records: number;
  heapMiB: number;
  nodes: number;
  listeners: number;
}

/** Waits until the page's element count has held still for a second: the list has drawn everything it will. */
export async function settled(page: Page): Promise<void> {
  await page.waitForFunction(
    () => {
      const w = window as { porticoBenchCounts?: number[] };
      const counts = [...(w.porticoBenchCounts ?? []), document.getElementsByTagName('*').length].slice(-5);
      w.porticoBenchCounts = counts;
      return counts.length === 5 && counts.every((c) => c === counts[0]);
    },
    undefined,
    { polling: 250, timeout: STEP_TIMEOUT_MS },
  );
  await page.evaluate(() => delete (window as { porticoBenchCounts?: number[] }).porticoBenchCounts);
}

/** Call `HeapProfiler.enable` on the session first. */
export async function sample(page: Page, cdp: CDPSession, lists: number, records: number): Promise<Sample> {
  await settled(page);
  await cdp.send('HeapProfiler.collectGarbage');
  const { usedSize } = await cdp.send('Runtime.getHeapUsage');
  const counters = await cdp.send('Memory.getDOMCounters');
  return {
    lists,
    records,
    heapMiB: Math.round((usedSize / 2 ** 20) * 10) / 10,
    nodes: counters.nodes,
    listeners: counters.jsEventListeners,
  };
}
