/**
 * Every list opens its records by keyboard (issue 15, item 1): for each definition with a list and a record screen,
 * the journey opens the list, presses Tab from the top of the page until focus reaches a record's link in the list,
 * presses Enter and expects to arrive at that record. The lists come from the definitions, so a new resource is
 * covered without touching this file.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listPath } from '../../src/framework/paths';
import { resourceDefinitions } from '../../src/portal/registry';
import { DEMO_PASSWORD, launchBrowser, newPage, quietWatcher, signIn, uploadOnboardingFiles, STEP_TIMEOUT_MS } from './support';

/** Seeded records the nested lists hang under (sandbox/seed): Anglia's first scheme has sections, partners and employers. */
const PARENTS = { companyId: 'cmp-03', schemeId: 'cmp-03-sch-1' };

/** Who opens each list when SuperAdmin does not: the data area's lists belong to data users. */
const ACCOUNT_FOR: Record<string, string> = {
  accessRequests: 'analyst@portico.test',
};

const MAX_TABS = 120;

const recordLists = resourceDefinitions.filter((d) => d.route.views.list && (d.route.views.view || d.route.views.update));

/** Tabs until a link inside the list's rows (or its cards on a phone) has focus; answers that link's path, or where
 * focus went instead (the last few stops), so a failure says what the page offered. */
async function tabToFirstRecord(page: Page): Promise<{ path: string | null; trail: string[] }> {
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
  const trail: string[] = [];
  for (let presses = 0; presses < MAX_TABS; presses += 1) {
    await page.keyboard.press('Tab');
    const { href, stop } = await page.evaluate(() => {
      const active = document.activeElement;
      const inList = active instanceof HTMLAnchorElement && active.closest('main tbody, main li.MuiCard-root');
      const name = (active?.getAttribute('aria-label') ?? active?.textContent ?? '').trim().slice(0, 40);
      return { href: inList ? active.getAttribute('href') : null, stop: `${active?.tagName.toLowerCase()} "${name}"` };
    });
    if (href) return { path: href.split(/[?#]/)[0]!, trail };
    trail.push(stop);
  }
  return { path: null, trail: trail.slice(-8) };
}

describe('lists open their records by keyboard', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    await uploadOnboardingFiles([PARENTS.companyId]);
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const definition of recordLists) {
    const path = listPath(definition, PARENTS, 'update');
    const account = ACCOUNT_FOR[definition.name] ?? 'superadmin@portico.test';
    it(`${definition.name}: Tab reaches a record on ${path}, Enter opens it (${account})`, async () => {
      const page = await newPage(browser);
      // Not networkidle: a live list's event stream stays open.
      const settle = quietWatcher(page);
      await signIn(page, account, DEMO_PASSWORD);
      await page.goto(path);
      // A data-area list shows the selected company (spec 4) and offers the link's own: take it, as a user would.
      const switchTo = page.getByRole('button', { name: /^Switch to / });
      const recordLink = page.locator('main tbody a, main li.MuiCard-root a').first();
      // Once the shell has settled which company the page shows (it may rewrite the URL to the selected one after
      // the link's records first drew), not before: else the link taken may be of a list about to be replaced.
      await settle();
      await switchTo.or(recordLink).first().waitFor();
      if (await switchTo.isVisible()) await switchTo.click();
      await recordLink.waitFor();
      // The list may still be answering (the switched company's records): tab through the page it settles on.
      await settle();
      // The shell may also have moved the page to the selected company after the link's records drew (and after the
      // check above): the offer to switch back shows then, and is taken as a user would.
      if (await switchTo.isVisible()) {
        await switchTo.click();
        await recordLink.waitFor();
        await settle();
      }
      await expect.poll(() => page.getByRole('progressbar').count(), { timeout: STEP_TIMEOUT_MS }).toBe(0);
      const { path: target, trail } = await tabToFirstRecord(page);
      expect(target, `no record link on ${path} took focus within ${MAX_TABS} Tab presses; last stops: ${trail.join(', ')}`).not.toBeNull();
      await page.keyboard.press('Enter');
      await expect.poll(() => new URL(page.url()).pathname, { timeout: STEP_TIMEOUT_MS }).toBe(target);
      await page.getByRole('heading', { level: 1 }).waitFor();
    });
  }
});
