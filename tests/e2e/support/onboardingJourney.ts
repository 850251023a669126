/**
 * The onboarding journey of issue 27, walked as a newcomer would (only what the screens offer, no typed URLs): a
 * SuperAdmin adds Acme Pensions Ltd through the wizard (details with a logo, a DC scheme with a section, a strategic
 * partner and an employer added inside the schemes step, Member Portal covering the chosen scheme), reads the Finish
 * summary, invites the company's administrator from it, and she signs up from the emailed link and finds Member
 * Portal on her dashboard. Shared by the browser journey (tests/e2e/onboarding.e2e.ts, with its checks) and the
 * screenshots of the journey at 1440 and 390 px (tests/e2e/screenshots/onboarding.shots.ts).
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { field, newPage, signIn, STEP_TIMEOUT_MS } from './browser';
import { baseUrl } from './browser';
import { SUPERADMIN } from './accounts';
import { readOutbox, sandboxUrl, superAdminHeaders } from './sandbox';

export const ACME = {
  name: 'Acme Pensions Ltd',
  companyNumber: '12873465',
  line1: '1 Temple Quay',
  town: 'Bristol',
  postcode: 'BS1 6DZ',
  administrator: { firstName: 'Olivia', lastName: 'Brennan', email: 'olivia.brennan@acmepensions.co.uk' },
  phone: '020 7946 0000',
  scheme: 'Acme Pensions DC Plan',
  pstr: '12873465AB',
  section: 'Money Purchase Section',
  partner: 'Hymans Robertson LLP',
  employer: 'Acme Pensions Services Ltd',
  module: 'Member Portal',
} as const;

/** A 1×1 PNG: a real image, which the API judges by its first bytes. */
const LOGO_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64');

export interface JourneyHooks {
  /** After each stage the page is settled: the browser journey checks axe here, the screenshots shoot. */
  stage?: (page: Page, name: string) => Promise<void>;
}

export interface JourneyResult {
  companyId: string;
  admin: Page;
  invitee: Page;
  /** Every stage's setup progress as the stepper said it: step name → its caption. */
  progress: Record<string, Record<string, string>>;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until nothing in the page is loading (react-admin's spinners have no name while they turn). */
export async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('progressbar').count(), { timeout: STEP_TIMEOUT_MS }).toBe(0);
}

/** Picks `option` in the MUI select whose label starts with `label`, within `scope`. */
export async function choose(page: Page, scope: Locator, label: string, option: string): Promise<void> {
  await scope.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** The wizard's stepper as text per step: { Details: 'done', Schemes: 'waiting for a first scheme', … }. */
async function stepperState(page: Page): Promise<Record<string, string>> {
  const steps = page.getByRole('main').locator('.MuiStep-root');
  const state: Record<string, string> = {};
  for (const step of await steps.all()) {
    const label = (await step.locator('.MuiStepLabel-label').first().textContent())?.trim() ?? '';
    const caption =
      (
        await step
          .locator('.MuiTypography-caption')
          .first()
          .textContent()
          .catch(() => '')
      )?.trim() ?? '';
    state[label] = caption;
  }
  return state;
}

/** Waits until the stepper says `step` is done (it reads the company again after each change). */
export async function expectStepDone(page: Page, step: string): Promise<void> {
  await expect.poll(async () => (await stepperState(page))[step], { timeout: STEP_TIMEOUT_MS, message: `step ${step}` }).toBe('done');
}

/** The company as the API holds it, read as the SuperAdmin. */
export async function companyFromApi(companyId: string): Promise<Record<string, unknown>> {
  const res = await fetch(`${sandboxUrl()}/portal/api/v1/companies/${encodeURIComponent(companyId)}`, {
    headers: await superAdminHeaders(),
  });
  return (await res.json()) as Record<string, unknown>;
}

/** MUI's `sm` breakpoint: below it the sidebar is a drawer behind the menu button (src/framework/views/usePhoneWidth.ts). */
const PHONE_MAX_WIDTH = 599;

/**
 * Opens a sidebar entry; on a phone the sidebar is a drawer behind the menu button. Decided by the width, not by
 * whether the entry shows yet: the menu is drawn after the frame's start-up answers, and pressing the button on a wide
 * screen before then closed the sidebar (its tooltip then covered the entry: live-updates failed so on a busy run).
 */
export async function openMenuEntry(page: Page, name: string): Promise<void> {
  const nav = page.getByRole('navigation', { name: 'Main menu' });
  const link = nav.getByRole('link', { name, exact: true });
  if ((page.viewportSize()?.width ?? Infinity) <= PHONE_MAX_WIDTH && !(await link.isVisible()))
    await page
      .getByRole('button', { name: /^Open menu$|^Open drawer$|menu/i })
      .first()
      .click();
  await link.click();
}

/**
 * The invitee follows the invitation's sign-up link (on the portal that sent it), sets a password, signs in and
 * finds Member Portal among their modules; their page, on the dashboard.
 */
export async function signUpFromInvitation(browser: Browser, email: string, width: number): Promise<Page> {
  const mail = (await readOutbox()).find((m) => m.to === email);
  const link = mail?.text.match(/https?:\/\/\S+\/auth\/signup\/\S+/)?.[0];
  expect(link, 'the sign-up link in the invitation').toBeTruthy();
  expect(new URL(link!).origin, 'the link leads to the portal that sent it').toBe(new URL(baseUrl()).origin);
  const invitee = await newPage(browser);
  await invitee.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await invitee.goto(new URL(link!).pathname);
  const password = 'Severn#Crossing2031';
  await field(invitee, 'New password').fill(password);
  await field(invitee, 'Confirm new password').fill(password);
  await invitee.getByRole('button', { name: 'Set password' }).click();
  await invitee.getByText('Your password has been set. You can now log in.').waitFor();
  await signIn(invitee, email, password);
  await invitee
    .getByRole('region', { name: 'Your modules' })
    .getByRole('heading', { name: new RegExp(`^${ACME.module}\\b`) })
    .waitFor();
  return invitee;
}

export async function runOnboardingJourney(browser: Browser, width: number, hooks: JourneyHooks = {}): Promise<JourneyResult> {
  const stage = async (page: Page, name: string) => {
    await settled(page);
    await hooks.stage?.(page, name);
  };
  const progress: JourneyResult['progress'] = {};
  const page = await newPage(browser);
  await page.setViewportSize({ width, height: width < 600 ? 844 : 900 });
  await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
  const main = page.getByRole('main');

  // Step 1, Details: everything the setup asks for, the phone as people type it, and the logo.
  await openMenuEntry(page, 'Add New Company');
  await page.waitForURL('**/administration/onboarding/company/create');
  await field(page, 'Company name').fill(ACME.name);
  await field(page, 'Companies House number').fill(ACME.companyNumber);
  await field(page, 'Address line 1').fill(ACME.line1);
  await field(page, 'Town or city').fill(ACME.town);
  await field(page, 'Postcode').fill(ACME.postcode);
  await field(page, 'Administrator name').fill(`${ACME.administrator.firstName} ${ACME.administrator.lastName}`);
  await field(page, 'Administrator email').fill(ACME.administrator.email);
  await main.getByRole('button', { name: 'Add phone' }).click();
  await field(page, 'Phone 1 number').fill(ACME.phone);
  await choose(page, main, 'Preferred contact method', 'Email');
  await choose(page, main, 'Direct debit', 'Pays by direct debit');
  await main.locator('input[type=file]').setInputFiles({ name: 'acme-logo.png', mimeType: 'image/png', buffer: LOGO_PNG });
  await stage(page, 'details');
  await main.getByRole('button', { name: 'Save and continue' }).click();
  await page.waitForURL(/\/company\/create\/[^/]+\/schemes$/);
  const companyId = new URL(page.url()).pathname.split('/')[5]!;
  await expectStepDone(page, 'Details');
  progress.details = await stepperState(page);

  // Step 2, Schemes: the scheme, then its section, partner and employer inside its row.
  await main.getByText('No schemes yet.').waitFor();
  await field(page, 'Scheme name').fill(ACME.scheme);
  await choose(page, main, 'Scheme type', 'Defined contribution (DC)');
  await field(page, 'Pension Scheme Tax Reference').fill(ACME.pstr);
  await choose(page, main, 'Status', 'Active');
  await stage(page, 'scheme-form');
  // Two clicks as one impatient person makes them: the scheme is created once.
  await main.getByRole('button', { name: 'Save', exact: true }).dblclick();
  await main.getByText(`${ACME.scheme} added.`).waitFor();
  await main.getByText('Just added').waitFor();
  await expectStepDone(page, 'Schemes');
  progress.schemes = await stepperState(page);

  const addPart = async (button: string, fill: (form: Locator) => Promise<void>, listed: string) => {
    await main.getByRole('button', { name: `${button} to ${ACME.scheme}` }).click();
    const form = main.locator('form').filter({ has: page.getByRole('button', { name: 'Cancel' }) });
    await fill(form);
    await form.getByRole('button', { name: 'Save', exact: true }).click();
    await main.getByRole('listitem').filter({ hasText: listed }).first().waitFor();
  };
  await addPart(
    'Add section',
    async (form) => {
      await field(page, 'Section name').fill(ACME.section);
      await field(page, 'Section code').fill('MP-01');
      await choose(page, form, 'Status', 'Open to new members');
    },
    ACME.section,
  );
  await addPart(
    'Add strategic partner',
    async (form) => {
      await field(page, 'Partner name').fill(ACME.partner);
      await choose(page, form, 'Role for the scheme', 'Actuary');
      await field(page, 'Contact email').fill('pensions@hymans.co.uk');
    },
    ACME.partner,
  );
  await addPart(
    'Add employer',
    async (form) => {
      await field(page, 'Employer name').fill(ACME.employer);
      await choose(page, form, 'Employer type', 'Other');
      await field(page, 'Employer PAYE reference').fill('123/AB45678');
    },
    ACME.employer,
  );
  await stage(page, 'schemes');
  await main.getByRole('link', { name: 'Next', exact: true }).click();

  // Step 3, Products: Member Portal, covering the chosen scheme.
  await page.waitForURL(`**/company/create/${companyId}/products`);
  await main.getByRole('heading', { name: 'Modules it can be given' }).waitFor();
  await main.getByRole('button', { name: `Assign ${ACME.module} to ${ACME.name}`, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('radio', { name: 'Chosen schemes' }).check();
  await dialog.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(ACME.scheme)}`) }).check();
  await stage(page, 'assign-module');
  await dialog.getByRole('button', { name: 'Assign', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  const coverage = main.getByRole('link', { name: `Covers 1 of 1 scheme: the schemes ${ACME.module} covers` });
  await coverage.waitFor();
  await expectStepDone(page, 'Products');
  // The count opens the module's coverage page, which leads back to this step.
  await coverage.click();
  await page.waitForURL(`**/administration/company/${companyId}/product/update/*/scheme`);
  await main.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(ACME.scheme)}`) }).waitFor();
  expect(await main.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(ACME.scheme)}`) }).isChecked()).toBe(true);
  await main.getByRole('link', { name: 'Back to setup' }).click();
  await page.waitForURL(`**/company/create/${companyId}/products`);
  await main.getByRole('heading', { name: 'Modules it can be given' }).waitFor();
  progress.products = await stepperState(page);
  await stage(page, 'products');
  await main.getByRole('link', { name: 'Finish', exact: true }).click();

  // Finish: the summary, and its next action.
  await page.waitForURL(`**/company/create/${companyId}/summary`);
  await main.getByText(`${ACME.name} is set up.`).waitFor();
  await stage(page, 'summary');
  await main.getByRole('link', { name: "Invite the company's administrator" }).click();

  // Invite: the administrator's contact comes filled in, the role and company chosen; access before the invitation.
  await page.waitForURL('**/administration/user/create/personal-information?*');
  await expect.poll(() => field(page, 'Email').inputValue(), { timeout: STEP_TIMEOUT_MS }).toBe(ACME.administrator.email);
  expect(await field(page, 'First name').inputValue()).toBe(ACME.administrator.firstName);
  await main.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/administration/user/create/permissions*');
  expect(await main.getByRole('radio', { name: /^Client Admin/ }).isChecked()).toBe(true);
  await main.getByRole('button', { name: 'Next' }).click();
  await page.waitForURL('**/administration/user/create/client-access*');
  await main.getByRole('button', { name: ACME.name, exact: true }).waitFor();
  await stage(page, 'invite-companies');
  await main.getByRole('button', { name: 'Create user and continue' }).click();
  await page.waitForURL(/\/administration\/user\/create\/[^/]+\/employer-access/);
  const acme = main.getByRole('region', { name: ACME.name });
  await expect.poll(() => acme.getByRole('checkbox', { name: ACME.module }).isChecked(), { timeout: STEP_TIMEOUT_MS }).toBe(true);
  await main.getByText(`${ACME.administrator.firstName} ${ACME.administrator.lastName} will be able to open:`).waitFor();
  await main.getByText(new RegExp(`^${ACME.module} for ${ACME.name} \\(1 of 1 schemes`)).waitFor();
  await stage(page, 'invite-access');
  await main.getByRole('button', { name: 'Send invitation' }).click();
  await page.getByText(`The user has been created and the invitation sent to ${ACME.administrator.email}.`).waitFor();

  // She signs up from the emailed link, signs in, and finds Member Portal among her modules.
  const invitee = await signUpFromInvitation(browser, ACME.administrator.email, width);
  await stage(invitee, 'first-screen');
  return { companyId, admin: page, invitee, progress };
}
