// @vitest-environment node
/**
 * `npm run bench:open` measures what it claims (issue 25's "Done when"): a tiny page served here and opened through
 * the same module in the same Chromium reports its content as drawn no sooner than the page draws it. Content that
 * arrives 800 ms after the page's script starts is reported at least 800 ms later than the same content drawn at once.
 */
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { timeToContent } from '../../../scripts/bench/contentDrawn';
import { launchChromium } from '../../../scripts/chromium';
import { servePage, type ServedPage } from '../support/servePage';

const LATE_MS = 800;
const CONTENT = 'PAYE 123/AB45678';

/** The screen's frame at once; its content (a record's field) at once, or `?late`, after 800 ms, as a slow answer. */
const page = (late: boolean) => `<!doctype html><html lang="en"><head><title>record</title></head><body>
<main><h1>Employer</h1><p id="field">Loading</p></main>
<script>setTimeout(() => { document.getElementById('field').textContent = ${JSON.stringify(CONTENT)}; }, ${late ? LATE_MS : 0});</script>
</body></html>`;

describe('bench:open measuring', () => {
  let server: ServedPage;
  let browser: Browser;
  let context: BrowserContext;

  beforeAll(async () => {
    server = await servePage((url) => page(url.includes('late')));
    browser = await launchChromium();
    context = await browser.newContext();
  }, 60_000);

  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });

  it('reports content drawn late as late, and the same content drawn at once as sooner', async () => {
    const late = await timeToContent(context, `${server.origin}/?late`, CONTENT);
    const atOnce = await timeToContent(context, `${server.origin}/`, CONTENT);
    expect(late).toBeGreaterThanOrEqual(LATE_MS);
    expect(late - atOnce).toBeGreaterThanOrEqual(LATE_MS - 100);
  }, 60_000);

  it('never reports content a page does not draw', async () => {
    await expect(timeToContent(context, `${server.origin}/`, 'NI 99/ZZ00000', 4, 2000)).rejects.toThrow(/Timeout/);
  }, 60_000);
});
