import type { Page, Request } from 'playwright-core';
import { expect } from 'vitest';
import { STEP_TIMEOUT_MS } from './browser';

/** The live-event stream (providers/liveEvents.ts): open for as long as a live screen shows, so never "in flight". */
const isLiveStream = (request: Request) => new URL(request.url()).pathname.endsWith('/api/v1/events');

/**
 * Waits until the page has made no request for a moment and shows no spinner and no skeleton (a part of the page still
 * loading says `aria-busy`: on a loaded machine a screen's code can arrive and render its skeleton more than the quiet
 * moment before its data is asked for). `waitForLoadState('networkidle')` answers at once after an in-app navigation:
 * the page's load state was reached long before. Nor does it ever answer on a live screen, whose event stream
 * stays open: that request is not counted.
 */
export function quietWatcher(page: Page): () => Promise<void> {
  let inFlight = 0;
  let lastActivity = Date.now();
  const started = (request: Request) => {
    if (isLiveStream(request)) return;
    inFlight += 1;
    lastActivity = Date.now();
  };
  const ended = (request: Request) => {
    if (isLiveStream(request)) return;
    inFlight = Math.max(0, inFlight - 1);
    lastActivity = Date.now();
  };
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async () => {
    // The navigation's own requests start a moment after it: count the quiet from now.
    lastActivity = Date.now();
    await expect.poll(() => inFlight === 0 && Date.now() - lastActivity > 300, { timeout: STEP_TIMEOUT_MS, interval: 100 }).toBe(true);
    await expect.poll(() => page.getByRole('progressbar').count(), { timeout: STEP_TIMEOUT_MS }).toBe(0);
    await expect.poll(() => page.locator('[aria-busy="true"]').count(), { timeout: STEP_TIMEOUT_MS }).toBe(0);
  };
}
