// @vitest-environment node
/**
 * `npm run bench:mainthread` measures what it claims (issue 25's "Done when"): a tiny page served here and opened
 * through the same module in the same Chromium reports a script's 300 ms task as main-thread time and as blocking
 * time past 50 ms; the same page without it reports no such blocking time.
 */
import { describe, expect, it } from 'vitest';
import { mainThreadWork } from '../../../scripts/bench/mainThread';
import { servedInChromium } from '../support/servePage';

const BUSY_MS = 300;

/** `?slowed`: a moment after the page has loaded, a 300 ms task, as a screen drawing its data would. */
const page = (slowed: boolean) => `<!doctype html><html lang="en"><head><title>work</title></head><body>
<main><h1>Schemes</h1><p>A pension scheme administered here.</p></main>
${slowed ? `<script>setTimeout(() => { const end = performance.now() + ${BUSY_MS}; while (performance.now() < end) {} }, 200);</script>` : ''}
</body></html>`;

describe('bench:mainthread measuring', () => {
  const served = servedInChromium((url) => page(url.includes('slowed')));

  it('reports a long task as main-thread and blocking time, and a plain page without that blocking time', async () => {
    const slowed = await mainThreadWork(served.context, `${served.origin}/?slowed`, 1500);
    const plain = await mainThreadWork(served.context, `${served.origin}/`, 1500);
    expect(slowed.longTasks).toBeGreaterThanOrEqual(1);
    expect(slowed.blockingMs).toBeGreaterThanOrEqual(BUSY_MS - 50);
    expect(slowed.taskMs).toBeGreaterThanOrEqual(BUSY_MS);
    // The plain page is held to lacking the task's blocking time. Its whole task time is not compared: opening a page
    // costs a few hundred milliseconds of its own on a busy machine (610 ms once in a full `npm test`), as much as
    // the task.
    expect(plain.blockingMs).toBeLessThan(slowed.blockingMs - BUSY_MS / 2);
  }, 60_000);
});
