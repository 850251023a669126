/**
 * Users and permissions journeys (issue 5): invite through every step (access decided before the invitation goes,
 * issue 27) and sign in from the outbox link, which leads to the portal under test; invite a company's administrator
 * from the company's link;
 * deactivate and reactivate; grant a product and a scheme and see it at every drill-down level; a ClientAdmin
 * never sees users of other companies.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  baseUrl,
  currentPath,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  field,
  launchBrowser,
  newPage,
  readOutbox,
  signIn,
  STEP_TIMEOUT_MS,
  SUPERADMIN,
} from './support';

const CLIENT_ADMIN = 'clientadmin@portico.test';
const NEW_PASSWORD = 'Harbour#Lights2031';

const dataRows = (page: Page) => page.getByRole('row').filter({ has: page.getByRole('cell') });

const confirmAction = async (page: Page, action: string) => {
  await page.getByRole('group', { name: 'User actions' }).getByRole('button', { name: action, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: action, exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
};

describe('users and permissions', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a ClientAdmin invites a user through every step, and the invitee signs in from the emailed link', async () => {
    const page = await newPage(browser);
    await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invite New User' }).click();
    await page.waitForURL('**/administration/user/create/personal-information');
    await field(page, 'First name').fill('Amara');
    await field(page, 'Last name').fill('Okafor');
    await field(page, 'Email').fill('amara.okafor@example.com');
    await field(page, 'Phone').fill('+44 7700900777');
    await expectNoAxeViolations(page, { include: 'main' });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/administration/user/create/permissions');
    await page.getByRole('radio', { name: /^Manager/ }).check();
    await expectNoAxeViolations(page, { include: 'main' });
    await page.getByRole('button', { name: 'Next' }).click();

    await page.waitForURL('**/administration/user/create/client-access');
    await page.getByRole('checkbox', { name: 'Thames Valley Logistics Ltd' }).check();
    await expectNoAxeViolations(page, { include: 'main' });
    // The user is created here, not invited: the invitation goes once access is decided (issue 27).
    await page.getByRole('button', { name: 'Create user and continue' }).click();

    await page.waitForURL(/\/administration\/user\/create\/[^/]+\/employer-access$/);
    const userId = currentPath(page).split('/')[4]!;
    expect(await readOutbox()).not.toContainEqual(expect.objectContaining({ to: 'amara.okafor@example.com' }));
    const company = page.getByRole('region', { name: 'Thames Valley Logistics Ltd' });
    // A Manager starts with every module of the company, each covering all its schemes: keep Member Portal only,
    // for the Final Salary scheme only.
    const portalBox = company.getByRole('checkbox', { name: 'Member Portal', exact: true });
    await expect.poll(() => portalBox.isChecked(), { timeout: STEP_TIMEOUT_MS }).toBe(true);
    const modules = await company.getByRole('checkbox').evaluateAll((boxes) => boxes.map((box) => box.closest('label')?.textContent ?? ''));
    expect(modules.length).toBeGreaterThan(1);
    for (const name of modules.filter((m) => m !== 'Member Portal')) {
      await company.getByRole('checkbox', { name, exact: true }).uncheck();
    }
    await company.getByRole('button', { name: 'Choose schemes and employers for Member Portal' }).click();
    await company.getByRole('checkbox', { name: 'Thames Valley Logistics Defined Contribution Pension Plan' }).uncheck();
    const summary = page.getByRole('region', { name: 'Amara Okafor will be able to open:' });
    await summary.getByText('Member Portal for Thames Valley Logistics Ltd (1 of 2 schemes, 3 employers)', { exact: true }).waitFor();
    await expectNoAxeViolations(page, { include: 'main' });
    await page.getByRole('button', { name: 'Send invitation' }).click();
    await page.waitForURL(`**/administration/user/update/${userId}/user-detail`);
    await page.getByText('The user has been created and the invitation sent to amara.okafor@example.com.').waitFor();
    await page.getByText('Invited', { exact: true }).first().waitFor();

    const mail = (await readOutbox()).find((m) => m.to === 'amara.okafor@example.com');
    expect(mail?.text).toContain('Charlotte Pemberton (Client Admin at Thames Valley Logistics Ltd) has invited you');
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/signup\/\S+/)?.[0];
    expect(link).toBeTruthy();
    // The sandbox was told the address of the portal under test: the emailed link leads to it, as it is.
    if (inject('e2eServer') !== 'external') expect(new URL(link!).origin).toBe(baseUrl());

    const invitee = await newPage(browser);
    await invitee.goto(inject('e2eServer') === 'external' ? new URL(link!).pathname : link!);
    await field(invitee, 'New password').fill(NEW_PASSWORD);
    await field(invitee, 'Confirm new password').fill(NEW_PASSWORD);
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await invitee.getByText('Your password has been set. You can now log in.').waitFor();
    await signIn(invitee, 'amara.okafor@example.com', NEW_PASSWORD);
    expect(currentPath(invitee)).not.toMatch(/^\/auth\//);

    // The first sign-in activates the account (the portal's first load of the current user): the admin sees it Active.
    await invitee.getByRole('heading', { level: 1 }).first().waitFor();
    await expect
      .poll(
        async () => {
          await page.reload();
          await page
            .getByText(/^(Invited|Active)$/)
            .first()
            .waitFor();
          return page.getByText('Active', { exact: true }).count();
        },
        { timeout: STEP_TIMEOUT_MS * 2 },
      )
      .toBeGreaterThan(0);
  });

  it("invites a company's administrator from the company's link: details from its contact, and no module only after asking", async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto('/administration/user/create/personal-information?companyId=cmp-05&role=ClientAdmin');
    await expect
      .poll(() => field(page, 'Email').inputValue(), { timeout: STEP_TIMEOUT_MS })
      .toMatch(/@midlandsprecisionengineering\.co\.uk$/);
    const email = await field(page, 'Email').inputValue();
    expect(await field(page, 'First name').inputValue()).not.toBe('');
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/administration/user/create/permissions');
    expect(await page.getByRole('radio', { name: /^Client Admin/ }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/administration/user/create/client-access');
    await page.getByRole('button', { name: 'Midlands Precision Engineering Ltd' }).waitFor();
    await page.getByRole('button', { name: 'Create user and continue' }).click();

    await page.waitForURL(/\/employer-access$/);
    const company = page.getByRole('region', { name: 'Midlands Precision Engineering Ltd' });
    await expect
      .poll(() => company.getByRole('checkbox', { name: 'Member Portal', exact: true }).isChecked(), { timeout: STEP_TIMEOUT_MS })
      .toBe(true);
    await page.getByRole('button', { name: 'Skip for now' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send the invitation without module access?' });
    await dialog.getByText(/will not be able to open any module at Midlands Precision Engineering Ltd/).waitFor();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Go back' }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await readOutbox()).not.toContainEqual(expect.objectContaining({ to: email }));
    await page.getByRole('button', { name: 'Skip for now' }).click();
    await dialog.getByRole('button', { name: 'Send invitation' }).click();
    await page.waitForURL(/\/administration\/user\/update\/[^/]+\/user-detail$/);
    await page.getByText('Invited', { exact: true }).first().waitFor();
    const mail = (await readOutbox()).find((m) => m.to === email);
    expect(mail?.text).toContain('Eleanor Whitfield (Super Admin at Portico) has invited you');
    expect(mail?.text).toContain('as a Client Admin for Midlands Precision Engineering Ltd');
  });

  it('deactivates and reactivates a user, each confirmed, with the status updated at once', async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto('/administration/user/list');
    await page.getByRole('textbox', { name: 'Search' }).fill('manager@portico.test');
    await expect.poll(() => dataRows(page).count(), { timeout: STEP_TIMEOUT_MS }).toBe(1);
    await dataRows(page).first().getByRole('link').first().click();
    await page.waitForURL('**/administration/user/update/usr-manager/user-detail');

    await confirmAction(page, 'Deactivate');
    await page.getByRole('group', { name: 'User actions' }).getByRole('button', { name: 'Activate', exact: true }).waitFor();
    await page.getByText('Deactivated', { exact: true }).first().waitFor();
    await confirmAction(page, 'Activate');
    await page.getByRole('group', { name: 'User actions' }).getByRole('button', { name: 'Deactivate', exact: true }).waitFor();
    await page.getByText('Active', { exact: true }).first().waitFor();
    await expectNoAxeViolations(page, { include: 'main' });
  });

  it('grants a product and a scheme and shows them at every drill-down level', async () => {
    const page = await newPage(browser);
    await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
    const base = '/administration/user/update/usr-manager/roles-and-permissions';
    await page.goto(`${base}/company/list`);
    const companies = page.getByRole('table', { name: 'Companies' });
    await companies.getByRole('link', { name: 'Pennine Building Society' }).waitFor();
    await companies.getByRole('link', { name: 'Pennine Building Society' }).click();

    await page.waitForURL(`**${base}/company/cmp-02/product/list`);
    const products = page.getByRole('table', { name: 'Products' });
    const uploaderRow = products.getByRole('row').filter({ has: page.getByRole('rowheader', { name: 'Data Uploader' }) });
    await uploaderRow.getByText('Not assigned').waitFor();
    await uploaderRow.getByRole('button', { name: 'Assign Data Uploader' }).click();
    await uploaderRow.getByText('Assigned', { exact: true }).waitFor();
    await products.getByRole('link', { name: 'Data Uploader' }).click();

    await page.waitForURL(`**${base}/company/cmp-02/product/prd-data-uploader/scheme/list`);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await trail.getByText('Data Uploader').waitFor();
    const schemes = page.getByRole('table', { name: 'Schemes' });
    const firstScheme = schemes.getByRole('rowheader').first();
    const schemeName = (await firstScheme.textContent())!.trim();
    const schemeRow = schemes.getByRole('row').filter({ has: page.getByRole('rowheader', { name: schemeName }) });
    await schemeRow.getByRole('button', { name: `Assign ${schemeName}` }).click();
    await schemeRow.getByText('Assigned', { exact: true }).waitFor();
    await schemes.getByRole('link', { name: schemeName }).click();

    await page.waitForURL(/\/scheme\/[^/]+\/employer\/list$/);
    await trail.getByText(schemeName).waitFor();
    const employers = page.getByRole('table', { name: 'Employers' });
    await employers.getByRole('row').nth(1).waitFor();
    // Granting the scheme granted its employers.
    await expect.poll(() => employers.getByText('Not assigned').count(), { timeout: STEP_TIMEOUT_MS }).toBe(0);
    await expectNoAxeViolations(page, { include: 'main' });

    // Walk back up through the trail: each level still shows the grant.
    await trail.getByRole('link', { name: 'Data Uploader' }).click();
    await page
      .getByRole('table', { name: 'Schemes' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: schemeName }) })
      .getByText('Assigned', { exact: true })
      .waitFor();
    await trail.getByRole('link', { name: 'Pennine Building Society' }).click();
    await page
      .getByRole('table', { name: 'Products' })
      .getByRole('row')
      .filter({ has: page.getByRole('rowheader', { name: 'Data Uploader' }) })
      .getByText('Assigned', { exact: true })
      .waitFor();
  });

  it('a ClientAdmin cannot see users of other companies', async () => {
    const page = await newPage(browser);
    await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
    await page.goto('/administration/user/list');
    await page.getByText('manager@portico.test').waitFor();
    await page.getByRole('textbox', { name: 'Search' }).fill('portico.test');
    // Wait for the search to apply: every row is then a portico.test account.
    await expect
      .poll(
        async () => {
          const rows = await dataRows(page).allTextContents();
          return rows.length > 0 && rows.every((row) => row.includes('portico.test'));
        },
        { timeout: STEP_TIMEOUT_MS },
      )
      .toBe(true);
    const shown = (await dataRows(page).allTextContents()).join('\n');
    for (const hidden of ['superadmin@portico.test', 'support@portico.test', 'outsider@portico.test', 'mfa@portico.test']) {
      expect(shown).not.toContain(hidden);
    }
    expect(shown).toContain('clientadmin@portico.test');

    await page.goto('/administration/user/update/usr-outsider/user-detail');
    const refusal = page.getByRole('alert').filter({ hasText: "You don't have permission to access." });
    await refusal.waitFor();
    expect(await page.getByText('outsider@portico.test').count()).toBe(0);
    expect(await page.getByText(/undefined/).count()).toBe(0);
    await expectNoAxeViolations(page);
    await refusal.getByRole('link', { name: 'Back to Users' }).click();
    await page.waitForURL('**/administration/user/list');
  });
  it("a company's Unassign asks first, saying what goes with it, and Cancel keeps the access", async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto('/administration/user/update/usr-manager/roles-and-permissions/company/list');
    const table = page.getByRole('table', { name: 'Companies' });
    const row = table.getByRole('row').filter({ hasText: 'Assigned' }).filter({ hasNotText: 'Not assigned' }).first();
    const company = (await row.getByRole('rowheader').textContent())!.trim();
    await row.getByRole('button', { name: `Unassign ${company}` }).click();

    const dialog = page.getByRole('dialog').filter({ hasText: `Unassign ${company} from ` });
    await dialog.getByText(/^This also removes their access to \d+ products?, \d+ schemes? and \d+ employers?\.$/).waitFor();
    await expect.poll(() => dialog.getByRole('button', { name: 'Cancel' }).evaluate((el) => el === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await dialog.waitFor({ state: 'hidden' });
    expect(await table.getByRole('row').filter({ hasText: company }).textContent()).not.toContain('Not assigned');

    // Every company, a page at a time, searched on the server.
    await page.getByRole('group', { name: 'Show' }).getByRole('button', { name: 'All companies' }).click();
    await page.getByRole('searchbox', { name: 'Search companies' }).fill('precision');
    await table.getByRole('rowheader', { name: 'Midlands Precision Engineering Ltd' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('a ClientAdmin selects users by their labelled checkboxes and gives them a module of one company at once', async () => {
    const page = await newPage(browser);
    await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
    await page.goto('/administration/user/list');
    await page.getByRole('checkbox', { name: 'Select James Thornton' }).check();
    const selection = page.getByRole('region', { name: '1 selected' });
    await selection.getByRole('button', { name: 'Give a module' }).click();
    const dialog = page.getByRole('dialog', { name: 'Give 1 user a module' });
    await dialog.getByRole('combobox', { name: 'Company' }).click();
    await page.getByRole('option', { name: 'Pennine Building Society' }).click();
    await dialog.getByRole('combobox', { name: 'Module' }).click();
    await page.getByRole('option', { name: 'Trustee Academy' }).click();
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Give it to 1 user' }).click();
    await page.getByText('1 user now has Trustee Academy.').waitFor();
    await selection.waitFor({ state: 'hidden' });
    await expectNoAxeViolations(page);

    await page.goto('/administration/user/update/usr-manager/roles-and-permissions/company/cmp-02/product/list');
    const products = page.getByRole('table', { name: 'Products' });
    await products.getByRole('row').filter({ hasText: 'Trustee Academy' }).filter({ hasNotText: 'Not assigned' }).waitFor();
  });
});
