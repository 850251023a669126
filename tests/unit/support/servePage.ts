/**
 * A page of the test's own on a local port, for the benchmarks' tests to measure in Chromium: `html` answers every
 * path (given the path and query, so one page can come in variants).
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, BrowserContext } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { launchChromium } from '../../../scripts/chromium';

export interface ServedPage {
  origin: string;
  close(): Promise<void>;
}

export async function servePage(html: (url: string) => string): Promise<ServedPage> {
  const server = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    response.end(html(request.url ?? '/'));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    origin: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

/**
 * For a benchmark's test file: serves `html` and starts Chromium with one browser context before its tests, and
 * closes both after them. The fixture's fields are set once `beforeAll` has run.
 */
export function servedInChromium(html: (url: string) => string): { origin: string; context: BrowserContext } {
  const fixture = { origin: '', context: undefined as unknown as BrowserContext };
  let server: ServedPage | undefined;
  let browser: Browser | undefined;
  beforeAll(async () => {
    server = await servePage(html);
    browser = await launchChromium();
    fixture.origin = server.origin;
    fixture.context = await browser.newContext();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.close();
  });
  return fixture;
}
