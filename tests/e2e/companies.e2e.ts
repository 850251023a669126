import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, launchBrowser, newPage, signIn, SUPERADMIN } from './support';
import { openMenuEntry } from './support/onboardingJourney';

describe('companies', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("superadmin opens a company from Manage Companies, and the menu's company entries then act on it", async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    expect(currentPath(page)).not.toMatch(/^\/auth\//);
    await openMenuEntry(page, 'Manage Companies');
    await expect.poll(() => currentPath(page)).toBe('/administration/onboarding/company/list');

    // Data rows only: the header row has column headers, not cells.
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(10);

    // The second row: the first is the company selected by default (the first by name).
    const bulkOnboard = page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Bulk Onboard', exact: true });
    const selectedBefore = (await bulkOnboard.getAttribute('href'))?.match(/\/company\/([^/]+)\/upload$/)?.[1];
    expect(selectedBefore).toBeTruthy();
    const cell = rows
      .nth(1)
      .getByRole('cell')
      .filter({ hasNot: page.getByRole('checkbox') })
      .first();
    const name = (await cell.textContent())?.trim() ?? '';
    expect(name).not.toBe('');
    await cell.click();

    await page.waitForURL(/\/administration\/onboarding\/company\/view\/[^/]+\/details$/);
    const companyId = currentPath(page).match(/\/administration\/onboarding\/company\/view\/([^/]+)\/details$/)?.[1];
    expect(companyId).toBeTruthy();
    expect(companyId).not.toBe(selectedBefore);
    // The details page shows the company that was clicked.
    await page.getByRole('heading', { level: 1, name: `Company: ${name}` }).waitFor();

    // Opening it selected it: the menu's Bulk Onboard opens this company's upload, not the one selected before.
    await openMenuEntry(page, 'Bulk Onboard');
    await page.waitForURL(`**/administration/onboarding/onboard/company/${companyId}/upload`);
    await page.getByRole('heading', { level: 1, name: 'Bulk Onboard' }).waitFor();
    await expect.poll(() => page.getByRole('combobox', { name: 'Company' }).inputValue()).toBe(name);
  });
});
