/**
 * What `npm run bench:open` reads of a page opened by URL (issue 25's goal 3): the time from the navigation's start
 * until a text that only the screen's content shows (a record's field, a row's email) is first in the document at a
 * frame, with the CPU slowed four times as the other timing benchmarks slow it (or as told). Checked once per
 * animation frame, before the browser paints that frame, so the figure is the frame that first draws the content (to
 * within one frame) whichever app draws it. tests/unit/scripts/benchOpen.test.ts holds it to a page whose content
 * comes late.
 */
import type { BrowserContext } from 'playwright-core';

/**
 * Set before the page's own scripts run: a frame-by-frame look for the text in the page's text (not a script's or a
 * style's source), kept up until it is found.
 */
const WATCH = (text: string) => `(() => {
  const text = ${JSON.stringify(text)};
  const shown = () => {
    if (!document.body) return false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.data.includes(text) && !/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(node.parentNode.nodeName)) return true;
    }
    return false;
  };
  const look = () => {
    if (shown()) window.porticoContentDrawn = performance.now();
    else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/**
 * Opens `url` in a new page of `context` and answers the ms from its navigation until `text` is drawn; `cpuSlowdown`
 * 4 is the mid-range phone the other benchmarks emulate, 1 the machine's own speed.
 */
export async function timeToContent(
  context: BrowserContext,
  url: string,
  text: string,
  cpuSlowdown = 4,
  timeoutMs = 30_000,
): Promise<number> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: WATCH(text) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    const drawn = await page.waitForFunction(() => (window as { porticoContentDrawn?: number }).porticoContentDrawn, undefined, {
      timeout: timeoutMs,
      polling: 100,
    });
    return Math.round(Number(await drawn.jsonValue()));
  } finally {
    await page.close();
  }
}
