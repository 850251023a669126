/**
 * What `npm run bench:mainthread` reads of a page as it opens, in the browser itself with the CPU slowed four times
 * (DevTools' `Emulation.setCPUThrottlingRate`, a mid-range phone): the main thread's whole task time (DevTools'
 * `TaskDuration`) and the long tasks' time past 50 ms each, summed over a fixed window from the navigation, as the
 * Long Tasks API reports them. Lighthouse's TBT is an estimate replayed from an unthrottled load and counted only
 * between its estimated first paint and "interactive"; these are counted as the browser does the work
 * (docs/performance.md). tests/unit/scripts/benchMainThread.test.ts holds it to a page slowed on purpose.
 */
import type { BrowserContext } from 'playwright-core';

const CPU_SLOWDOWN = 4;

export interface MainThreadWork {
  /** Everything the main thread ran, in ms. */
  taskMs: number;
  /** The long tasks' time past 50 ms each (the blocking part), in ms. */
  blockingMs: number;
  longTasks: number;
}

const OBSERVE_LONG_TASKS = `new PerformanceObserver((list) => {
  const w = window;
  w.porticoLongTasks = (w.porticoLongTasks || []).concat(list.getEntries().map((e) => e.duration));
}).observe({ type: 'longtask', buffered: true });`;

const taskSeconds = (metrics: Array<{ name: string; value: number }>) => metrics.find((m) => m.name === 'TaskDuration')?.value ?? 0;

/** Opens `url` in a new page of `context` and measures the first `windowMs` from the navigation. */
export async function mainThreadWork(context: BrowserContext, url: string, windowMs = 6000): Promise<MainThreadWork> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: OBSERVE_LONG_TASKS });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await cdp.send('Performance.enable');
    const before = taskSeconds((await cdp.send('Performance.getMetrics')).metrics);
    await page.goto(url);
    await page.waitForTimeout(windowMs);
    const after = taskSeconds((await cdp.send('Performance.getMetrics')).metrics);
    const durations = await page.evaluate(() => (window as { porticoLongTasks?: number[] }).porticoLongTasks ?? []);
    return {
      taskMs: Math.round((after - before) * 1000),
      blockingMs: Math.round(durations.reduce((sum, d) => sum + Math.max(0, d - 50), 0)),
      longTasks: durations.length,
    };
  } finally {
    await page.close();
  }
}
