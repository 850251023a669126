/**
 * Issue 25: once the dashboard is drawn and the browser idle, the generated screens' code is already loaded: opening
 * Manage Users from the menu, its filter's menu, selecting the page's rows and opening a record then ask for no
 * framework screen code (only the users resource's own list, messages and tabs, which load with their screen).
 */
import type { Browser, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newPage, signIn, STEP_TIMEOUT_MS } from './support';

/** The framework's screen chunks the idle prefetch loads (src/framework/views/ScreenPrefetch.tsx), by file name. */
const SCREEN_CHUNKS = /\/assets\/(ResourceList|ResourceRecord|ResourceCreate|fieldComponents)-[\w-]+\.js$/;

const scriptsAskedFor = (page: Page) => {
  const asked: string[] = [];
  const listen = (request: Request) => {
    if (request.resourceType() === 'script' || request.url().endsWith('.js')) asked.push(new URL(request.url()).pathname);
  };
  page.on('request', listen);
  return { asked, stop: () => page.off('request', listen) };
};

describe('idle prefetch of the screens people open next', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('after the dashboard, a list, its filter, selecting rows and a record ask for no screen code', async () => {
    const page = await newPage(browser);
    const prefetched = scriptsAskedFor(page);
    await signIn(page, 'superadmin@portico.test', DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1 }).waitFor();
    // The sign: the last screen in the prefetch's order has arrived (the create form's code).
    await expect
      .poll(() => prefetched.asked.some((path) => path.includes('/ResourceCreate-')), { timeout: STEP_TIMEOUT_MS * 2 })
      .toBe(true);
    prefetched.stop();
    expect(prefetched.asked.filter((path) => SCREEN_CHUNKS.test(path)).length).toBeGreaterThanOrEqual(4);

    const later = scriptsAskedFor(page);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Manage Users' }).click();
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await rows.first().waitFor();

    const onList = later.asked.length;
    await page.getByRole('combobox', { name: 'Status' }).selectOption({ label: 'Active' });
    await page.waitForURL(/filter=.*Active/);
    await rows.first().waitFor();
    await page.getByRole('checkbox', { name: 'Select everyone on this page' }).click();
    await page.getByRole('region', { name: /selected$/ }).waitFor();
    // The list's own interactions: nothing more to load at all.
    expect(later.asked.slice(onList)).toEqual([]);

    await page.getByRole('checkbox', { name: 'Select everyone on this page' }).click();
    await rows.first().getByRole('link').first().click();
    await page.getByRole('tabpanel').first().waitFor();
    later.stop();
    expect(later.asked.filter((path) => SCREEN_CHUNKS.test(path))).toEqual([]);
  });
});
