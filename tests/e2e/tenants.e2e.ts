import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, launchBrowser, newPage, signIn, SUPERADMIN } from './support';

describe('tenants', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('lists the seeded tenants, including Portico Demo', async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);

    await page.goto('/administration/tenant/list');
    await expect.poll(() => currentPath(page)).toBe('/administration/tenant/list');

    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(3);
    await rows.filter({ hasText: 'Portico Demo' }).first().waitFor();
  });
});
