/**
 * API integrations (issue 10): SuperAdmin creates one through its three steps, copies the secret shown once, allows
 * 10.1.2.3 and 2001:db8::1 and is refused 999.1.1.1 with spec 5's message, picks a product, and after a reload of
 * view/{id}/credentials no secret is anywhere on the page.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, expectNoAxeViolations, field, launchBrowser, newPage, signIn, STEP_TIMEOUT_MS, SUPERADMIN } from './support';

const BASE = '/administration/integration';

describe('API integrations', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('SuperAdmin sets up a client system: details, a secret shown once, allowed addresses, a product', async () => {
    const page = await newPage(browser);
    await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'API Integrations' }).click();
    await page.waitForURL(`**${BASE}/list`);
    await page.getByRole('main').getByRole('link', { name: 'Create', exact: true }).click();
    await page.waitForURL(`**${BASE}/create`);
    await page.getByRole('heading', { level: 1, name: 'Create API integration' }).waitFor();
    await expectNoAxeViolations(page);

    await field(page, 'Name').fill('Payroll bureau feed');
    await field(page, 'Company').fill('Thames');
    await page.getByRole('option', { name: 'Thames Valley Logistics Ltd' }).click();
    await field(page, 'Auth scheme').click();
    await page.getByRole('option', { name: 'Bearer' }).click();
    await field(page, 'Status').click();
    await page.getByRole('option', { name: 'Enabled' }).click();
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/administration\/integration\/create\/[^/]+\/credentials$/, { timeout: STEP_TIMEOUT_MS });
    const id = currentPath(page).split('/')[4]!;

    await page.getByRole('button', { name: 'Generate client secret' }).click();
    const secretBox = page.getByRole('textbox', { name: 'New client secret' });
    const secret = await secretBox.inputValue();
    expect(secret).toMatch(/^pcs_/);
    await page.getByText(/It is shown only once/).waitFor();
    await page.getByRole('button', { name: 'Copy secret' }).click();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(secret);
    await expectNoAxeViolations(page);

    // The allow-list is a page of the credentials tab on the update screen.
    await page.goto(`${BASE}/update/${id}/credentials/ip-address`);
    await page.getByRole('heading', { name: 'Allowed IP addresses' }).waitFor();
    await page.getByText('None: no calls are accepted until an address is added.').waitFor();
    for (const ip of ['10.1.2.3', '2001:db8::1', '999.1.1.1']) {
      await page.getByRole('button', { name: 'Add address' }).click();
      await page
        .getByRole('textbox', { name: /^IP address \d/ })
        .last()
        .fill(ip);
    }
    await page.getByRole('button', { name: 'Save addresses' }).click();
    await page.getByText('IP address must be a valid in IPv4 or IPv6 format.').first().waitFor();
    expect(await page.getByRole('textbox', { name: 'IP address 3' }).getAttribute('aria-invalid')).toBe('true');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Remove address 3' }).click();
    await page.getByRole('button', { name: 'Save addresses' }).click();
    await page.waitForURL(`**${BASE}/update/${id}/credentials`, { timeout: STEP_TIMEOUT_MS });
    await page.getByText('2001:db8::1').waitFor();

    await page.getByRole('tab', { name: 'Products' }).click();
    const products = page.getByRole('group', { name: 'Products' });
    await products.getByRole('checkbox').first().check();
    await page.getByRole('button', { name: 'Save products' }).click();
    await page.getByText('Products saved.').waitFor();

    // Read back after a reload: the credentials say a secret is set, and the secret is nowhere.
    await page.goto(`${BASE}/view/${id}/credentials`);
    await page.getByText('Set. It was shown once, when it was generated, and cannot be shown again.').waitFor();
    await page.getByText('10.1.2.3').waitFor();
    expect(await page.content()).not.toContain(secret);
    expect(await page.getByRole('button', { name: /client secret/ }).count()).toBe(0);
    await expectNoAxeViolations(page);

    // The console's audit trail lists the changes, with who made them.
    await page.goto('/administration/console/audit');
    await field(page, 'Entity type').selectOption({ label: 'API integration' });
    const row = page.getByRole('row').filter({ hasText: 'Payroll bureau feed' }).first();
    await row.waitFor();
    expect(await row.textContent()).toContain(SUPERADMIN.email);
    expect(await page.content()).not.toContain(secret);
    await expectNoAxeViolations(page);
  });
});
