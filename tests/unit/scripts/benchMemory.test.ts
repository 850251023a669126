// @vitest-environment node
/**
 * `npm run bench:memory` measures what it claims (issue 25's "Done when"): on a tiny page served here, in the same
 * Chromium and through the same sampling module, memory a page keeps (objects, elements with listeners) shows in the
 * heap, node and listener counts after the forced garbage collection, and memory it only passes through does not.
 */
import type { Browser, CDPSession, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sample } from '../../../scripts/bench/memory';
import { launchChromium } from '../../../scripts/chromium';
import { servePage, type ServedPage } from '../support/servePage';

/** Each call makes about 5 MiB of objects and 500 elements with a listener each; `keep` holds on to them. */
const PAGE = `<!doctype html><html lang="en"><head><title>memory</title></head><body><main><p>A page</p></main><script>
const kept = [];
const work = () => {
  const objects = Array.from({ length: 200000 }, (_, i) => ({ i, label: 'row ' + i }));
  const elements = Array.from({ length: 500 }, () => {
    const element = document.createElement('div');
    element.addEventListener('click', () => objects.length);
    return element;
  });
  return { objects, elements };
};
window.keep = () => { kept.push(work()); };
window.drop = () => { work(); };
</script></body></html>`;

describe('bench:memory sampling', () => {
  let server: ServedPage;
  let browser: Browser;
  let page: Page;
  let cdp: CDPSession;

  beforeAll(async () => {
    server = await servePage(() => PAGE);
    browser = await launchChromium();
    const context = await browser.newContext();
    page = await context.newPage();
    await page.goto(`${server.origin}/`);
    cdp = await context.newCDPSession(page);
    await cdp.send('HeapProfiler.enable');
    // Starting Chromium on a busy two-core machine takes longer than a hook's default 10 s.
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('counts what a page keeps after the forced collection, and not what it let go', async () => {
    const start = await sample(page, cdp, 0, 0);
    for (let round = 0; round < 5; round++) await page.evaluate(() => (window as unknown as { drop(): void }).drop());
    const passedThrough = await sample(page, cdp, 0, 5);
    expect(passedThrough.heapMiB).toBeLessThan(start.heapMiB + 2);
    expect(passedThrough.nodes).toBeLessThan(start.nodes + 100);
    expect(passedThrough.listeners).toBeLessThan(start.listeners + 100);

    for (let round = 0; round < 5; round++) await page.evaluate(() => (window as unknown as { keep(): void }).keep());
    const kept = await sample(page, cdp, 0, 10);
    expect(kept.heapMiB).toBeGreaterThan(passedThrough.heapMiB + 15);
    expect(kept.nodes).toBeGreaterThanOrEqual(passedThrough.nodes + 2500);
    expect(kept.listeners).toBeGreaterThanOrEqual(passedThrough.listeners + 2500);
    expect(kept).toMatchObject({ lists: 0, records: 10 });
  }, 60_000);
});
