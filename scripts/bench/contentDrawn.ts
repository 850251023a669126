/**
 * What `npm run bench:open` and `npm run bench:dev` read of a page opened by URL (issue 25's goals 3 and 4): the time
 * from the navigation's start until a text that only the screen's content shows (a record's field, a row's email) is
 * first in the document at a frame, and optionally until the screen's skeleton is (an element matching a selector),
 * with the CPU slowed four times as the other timing benchmarks slow it (or as told). Checked once per animation
 * frame, before the browser paints that frame, so each figure is the frame that first draws it (to within one frame)
 * whichever app draws it. tests/unit/scripts/benchOpen.test.ts holds it to a page whose content comes late.
 */
import type { BrowserContext } from 'playwright-core';

/** What to wait for: the content's text, and the skeleton's selector when the skeleton is measured too. */
export interface Drawn {
  text: string;
  skeleton?: string;
}

/**
 * Set before the page's own scripts run: a frame-by-frame look for the text in the page's text (not a script's or a
 * style's source) and for an element matching the skeleton's selector that has a box (a hidden one, such as the
 * static shell's picture of the sign-in page on other routes, is not drawn), kept up until both are found. The
 * content counts as the skeleton too: a screen that draws its content at once has drawn its frame.
 */
const WATCH = ({ text, skeleton }: Drawn) => `(() => {
  const text = ${JSON.stringify(text)};
  const skeleton = ${JSON.stringify(skeleton ?? null)};
  const shown = () => {
    if (!document.body) return false;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (node.data.includes(text) && !/^(SCRIPT|STYLE|TEMPLATE|NOSCRIPT)$/.test(node.parentNode.nodeName)) return true;
    }
    return false;
  };
  const drawn = (element) => element.getClientRects().length > 0;
  const look = () => {
    if (skeleton && window.porticoSkeletonDrawn === undefined && [...document.querySelectorAll(skeleton)].some(drawn)) {
      window.porticoSkeletonDrawn = performance.now();
    }
    if (shown()) {
      window.porticoContentDrawn = performance.now();
      if (window.porticoSkeletonDrawn === undefined) window.porticoSkeletonDrawn = window.porticoContentDrawn;
    } else requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
})();`;

/**
 * Opens `url` in a new page of `context` and answers the ms from its navigation until the skeleton and the content are
 * drawn; `cpuSlowdown` 4 is the mid-range phone the other benchmarks emulate, 1 the machine's own speed.
 */
export async function timesToDrawn(
  context: BrowserContext,
  url: string,
  drawn: Drawn,
  cpuSlowdown = 4,
  timeoutMs = 30_000,
): Promise<{ skeleton: number; content: number }> {
  const page = await context.newPage();
  try {
    await page.addInitScript({ content: WATCH(drawn) });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
    await page.goto(url);
    const times = await page.waitForFunction(
      () => {
        const w = window as { porticoContentDrawn?: number; porticoSkeletonDrawn?: number };
        return w.porticoContentDrawn !== undefined && [w.porticoSkeletonDrawn, w.porticoContentDrawn];
      },
      undefined,
      { timeout: timeoutMs, polling: 100 },
    );
    const [skeleton, content] = (await times.jsonValue()) as [number, number];
    return { skeleton: Math.round(skeleton), content: Math.round(content) };
  } finally {
    await page.close();
  }
}

/** The ms from the navigation until `text` is drawn (bench:open's one figure). */
export const timeToContent = async (context: BrowserContext, url: string, text: string, cpuSlowdown = 4, timeoutMs = 30_000) =>
  (await timesToDrawn(context, url, { text }, cpuSlowdown, timeoutMs)).content;
