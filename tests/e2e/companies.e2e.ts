import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, launchBrowser, newPage, signIn, SUPERADMIN } from './support';

describe('companies', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('superadmin signs in, opens the company list and a company', async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    expect(currentPath(page)).not.toMatch(/^\/auth\//);
    // The portal shell (react-admin's app bar) is up.
    await page.getByRole('banner').waitFor();

    await page.goto('/administration/onboarding/company/list');
    await expect.poll(() => currentPath(page)).toBe('/administration/onboarding/company/list');

    // Data rows only: the header row has column headers, not cells.
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(10);

    // Click a cell of the first row that is not the bulk-selection checkbox.
    const cell = rows
      .first()
      .getByRole('cell')
      .filter({ hasNot: page.getByRole('checkbox') })
      .first();
    const firstText = (await cell.textContent())?.trim() ?? '';
    expect(firstText).not.toBe('');
    await cell.click();

    await page.waitForURL(/\/administration\/onboarding\/company\/view\/[^/]+\/details$/);
    const match = currentPath(page).match(/\/administration\/onboarding\/company\/view\/([^/]+)\/details$/);
    expect(match?.[1]).toBeTruthy();
    // The details page shows the company that was clicked.
    await page.getByRole('heading', { name: new RegExp(firstText.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')) }).waitFor();
  });
});
