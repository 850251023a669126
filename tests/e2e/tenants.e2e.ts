import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, expectNoAxeViolations, field, launchBrowser, newPage, signIn, STEP_TIMEOUT_MS, SUPERADMIN } from './support';

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

  it('SuperAdmin creates a tenant: details, branding (a colour refused as "red", accepted as #0a7d5a), then products', async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto('/administration/tenant/create');
    await page.getByRole('heading', { level: 1, name: 'Create tenant' }).waitFor();
    await field(page, 'Tenant name').fill('Solent Pensions Trust');
    await field(page, 'Domain').fill('solent.portico.test');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/administration\/tenant\/create\/[^/]+\/branding$/, { timeout: STEP_TIMEOUT_MS });
    const id = currentPath(page).split('/')[4]!;

    await field(page, 'Primary colour').fill('red');
    await field(page, 'Terms of use (HTML)').fill('<h2>Solent terms</h2><p onclick="steal()">Read these.</p><script>steal()</script>');
    // The preview is what users will see: the script and the handler are gone before anything is saved.
    const preview = page.getByRole('region', { name: /^Preview: what users will see/ }).first();
    await preview.getByText('Read these.').waitFor();
    expect(await preview.innerHTML()).not.toMatch(/script|onclick/i);
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.getByText('Primary colour must be valid color, like: #012345').first().waitFor();
    await expectNoAxeViolations(page);
    await field(page, 'Primary colour').fill('#0a7d5a');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(`**/administration/tenant/create/${id}/products`, { timeout: STEP_TIMEOUT_MS });
    // The stepper ticks from the record: details are done, branding waits for the logo (terms of use are saved).
    const stepper = page.getByLabel('Steps', { exact: true });
    await stepper.getByRole('link', { name: /^Details\s*done$/ }).waitFor();
    await stepper.getByRole('link', { name: /^Branding\s*waiting for a logo$/ }).waitFor();
    await page.getByRole('group', { name: 'Products' }).getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Save products' }).click();
    await page.getByText('Products saved.').waitFor();
    await expectNoAxeViolations(page);

    // Finish opens the summary: what is done, and the way to the branding still missing.
    await page.getByRole('link', { name: 'Finish' }).click();
    await page.waitForURL(`**/administration/tenant/create/${id}/summary`, { timeout: STEP_TIMEOUT_MS });
    await page.getByText('Solent Pensions Trust is saved, but its setup is not finished yet: see what is missing below.').waitFor();
    await page.getByText('Products: done').waitFor();
    await page.getByRole('link', { name: "add the tenant's logo and terms of use" }).waitFor();
    await expectNoAxeViolations(page);

    // The record's update screen shows the same progress under its title, "Next:" naming what is missing.
    await page.goto(`/administration/tenant/update/${id}`);
    const progress = page.getByRole('region', { name: 'Setup progress' });
    await progress.getByText('2. Branding: waiting for a logo').waitFor();
    await progress.getByText('3. Products: done').waitFor();
    expect(await progress.getByText('Next:').textContent()).toContain("add the tenant's logo and terms of use");
    await expectNoAxeViolations(page);

    // The console's audit trail lists the new tenant and its changes, with who made them.
    await page.goto('/administration/console/audit');
    await field(page, 'Entity type').selectOption({ label: 'Tenant' });
    const rows = page.getByRole('row').filter({ hasText: 'Solent Pensions Trust' });
    await expect.poll(() => rows.count(), { timeout: STEP_TIMEOUT_MS }).toBeGreaterThanOrEqual(2);
    expect(await rows.first().textContent()).toContain(SUPERADMIN.email);
  });
});
