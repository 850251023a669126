import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { brandShade } from '../../src/shared/theme';
import { DEMO_PASSWORD, launchBrowser, newPage, quietWatcher, signIn, STEP_TIMEOUT_MS } from './support';
import { expectPortalAxeClean } from './support/auth';

/** The demo tenant (served on localhost) is seeded with a teal too light for white text (sandbox/seed/tenants.ts). */
const DEMO_TENANT_COLOUR = '#2A9D8F';

const PHONE = { width: 390, height: 844 };

const rgb = (hex: string) => {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16));
  return `rgb(${r}, ${g}, ${b})`;
};

/** The page is no wider than the screen, once the page has settled. */
const expectNoHorizontalOverflow = async (page: Page) => {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { timeout: STEP_TIMEOUT_MS })
    .toBeLessThanOrEqual(0);
};

/** Log out is reachable: the account menu opens and offers it, on screen. */
const expectLogOutReachable = async (page: Page) => {
  // On a phone react-admin slides the app bar away while the page is scrolled down and back on scrolling up, as
  // phone apps do; opening a record from far down a list leaves the page scrolled.
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.getByRole('button', { name: /account menu/i }).click();
  const logOut = page.getByRole('menuitem', { name: /^log ?out$/i });
  await logOut.waitFor();
  const box = (await logOut.boundingBox())!;
  expect(box.x).toBeGreaterThanOrEqual(0);
  expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
  await page.keyboard.press('Escape');
  await logOut.waitFor({ state: 'hidden' });
};

const checkPhonePage = async (page: Page) => {
  await expectPortalAxeClean(page);
  await expectNoHorizontalOverflow(page);
  await expectLogOutReachable(page);
};

/** Records the page's layout shifts from its first paint (set before it is opened). */
const watchLayoutShifts = (page: Page) =>
  page.addInitScript(() => {
    const shifts: number[] = [];
    const observer = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) shifts.push((entry as unknown as { value: number }).value);
    });
    observer.observe({ type: 'layout-shift', buffered: true });
    Object.assign(window, { shifts, shiftObserver: observer });
  });

/**
 * The page's layout shifts so far, once settled: the fonts and pictures in and painted, and the entries of the last
 * frames taken at once.
 */
const layoutShiftTotal = (page: Page) =>
  page.evaluate(async () => {
    await document.fonts.ready;
    await Promise.all([...document.images].map((image) => image.decode().catch(() => undefined)));
    await new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted)));
    const { shifts, shiftObserver } = window as unknown as { shifts: number[]; shiftObserver: PerformanceObserver };
    for (const entry of shiftObserver.takeRecords()) shifts.push((entry as unknown as { value: number }).value);
    return shifts.reduce((sum, v) => sum + v, 0);
  });

describe('layout: phone width and the tenant theme', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('at 390 px the dashboard, users, companies and a company record fit the screen, with Log out reachable', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(PHONE);
    await signIn(page, 'superadmin@portico.test', DEMO_PASSWORD);

    await page.goto('/dashboard');
    await page.getByRole('heading', { level: 1 }).waitFor();
    await checkPhonePage(page);

    await page.goto('/administration/user/list');
    await page.getByRole('row').nth(1).waitFor();
    // Invite and Export stay on screen (they slid off the left edge before).
    for (const action of [/invite/i, /export/i]) {
      const box = (await page
        .getByRole('link', { name: action })
        .or(page.getByRole('button', { name: action }))
        .first()
        .boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    }
    await checkPhonePage(page);

    await page.goto('/administration/onboarding/company/list');
    // Below the small breakpoint the generated list is stacked cards; each card's first value opens the record.
    const firstCompany = page.locator('main ul > li.MuiCard-root a').first();
    await firstCompany.waitFor();
    await checkPhonePage(page);

    const name = (await firstCompany.textContent())!.trim();
    await firstCompany.click();
    await page.waitForURL(/\/company\/(view|update)\//);
    await page.getByRole('tab').first().waitFor();
    await page.getByText(name).first().waitFor();
    await checkPhonePage(page);
  });

  it('on a phone, choosing an entry in the menu closes the menu over the page it opens', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(PHONE);
    await signIn(page, 'superadmin@portico.test', DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1 }).waitFor();
    const nav = page.getByRole('navigation', { name: 'Main menu' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await nav.getByRole('link', { name: 'Add New Company', exact: true }).click();
    await page.waitForURL('**/administration/onboarding/company/create');
    await page.getByRole('textbox', { name: /^Company name/ }).waitFor();
    await expect.poll(() => nav.isVisible(), { timeout: STEP_TIMEOUT_MS }).toBe(false);
    // Nothing lies over the form: its first field takes a click.
    await page.getByRole('textbox', { name: /^Company name/ }).click({ timeout: STEP_TIMEOUT_MS });
  });

  it("themes the app bar in the tenant's primary colour, darkened to AA when too light for white text", async () => {
    const page = await newPage(browser);
    await signIn(page, 'superadmin@portico.test', DEMO_PASSWORD);
    await page.goto('/dashboard');
    const shade = brandShade(DEMO_TENANT_COLOUR)!;
    expect(shade).not.toBe(DEMO_TENANT_COLOUR.toLowerCase());
    const bar = page.locator('header').first();
    await expect.poll(() => bar.evaluate((el) => getComputedStyle(el).backgroundColor), { timeout: STEP_TIMEOUT_MS }).toBe(rgb(shade));
    await page.getByRole('img', { name: 'Portico Demo' }).first().waitFor();
    await expectPortalAxeClean(page);
  });

  it('on a phone the dashboard does not jump as the company picker and the module tiles arrive (no layout shift)', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(PHONE);
    await signIn(page, 'clientadmin@portico.test', DEMO_PASSWORD);
    await watchLayoutShifts(page);
    const settle = quietWatcher(page);
    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Your modules' }).getByRole('heading', { level: 3 }).first().waitFor();
    await page.getByRole('combobox', { name: 'Company' }).waitFor();
    await settle();
    expect(await layoutShiftTotal(page)).toBeLessThan(0.01);
  });

  it('on a phone a list, a record and the audit trail do not jump as their content arrives (the footer stays below)', async () => {
    const page = await newPage(browser);
    await page.setViewportSize(PHONE);
    await signIn(page, 'superadmin@portico.test', DEMO_PASSWORD);
    await watchLayoutShifts(page);
    const opened = [
      {
        path: '/administration/user/list',
        content: () =>
          page
            .getByRole('row')
            .filter({ has: page.getByRole('cell') })
            .first(),
      },
      {
        path: '/administration/onboarding/company/view/cmp-01/details',
        content: () => page.getByRole('heading', { level: 1, name: 'Company: Thames Valley Logistics Ltd' }),
        // Nothing at all: its tabs overflow a phone, and their scroll buttons once moved them aside as it settled.
        most: 0,
      },
      { path: '/administration/console/audit', content: () => page.getByRole('main').getByRole('listitem').first() },
    ];
    for (const { path, content, most = 0.01 } of opened) {
      const settle = quietWatcher(page);
      await page.goto(path);
      await content().waitFor({ timeout: STEP_TIMEOUT_MS });
      await settle();
      expect(await layoutShiftTotal(page), path).toBeLessThanOrEqual(most);
    }
  });
});
