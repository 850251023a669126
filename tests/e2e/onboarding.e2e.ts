/**
 * Company onboarding end to end (issue 9): a SuperAdmin onboards 'Acme Pensions Ltd' through the wizard, gives it a
 * DC scheme with a section, a strategic partner and an employer, assigns a module and its scheme, and invites a
 * ClientAdmin who then sees that module on the dashboard; a Viewer reads every tab of a company without a way to
 * change it; a ClientAdmin of other companies is refused; every route of the issue opens on its own URL.
 *
 * Each test stands alone: the Viewer, refusal and route checks use the seeded company cmp-03 (Severn Estuary Ports
 * plc, demo tenant), which clientadmin@portico.test does not belong to (they have cmp-01 and cmp-02).
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
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

const BASE = '/administration/onboarding/company';
const VIEWER = 'viewer@portico.test';
const CLIENT_ADMIN = 'clientadmin@portico.test';
const REFUSAL = "You don't have permission to access.";

/** The seeded company and one record of each kind under it (sandbox/seed/schemes.ts ids). */
const SEEDED = {
  companyId: 'cmp-03',
  companyName: 'Severn Estuary Ports plc',
  schemeId: 'cmp-03-sch-1',
  sectionId: 'cmp-03-sch-1-sec-1',
  partnerId: 'cmp-03-sch-1-sp-1',
  employerId: 'cmp-03-sch-1-emp-1',
  productId: 'prd-member-portal',
} as const;

/** Buttons or links that would change something; none may show on a read-only screen. */
const CHANGE_ACTION = /^(save|create|delete|edit|remove|assign|enable|disable|undo)\b/i;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Waits until nothing in the page is loading (react-admin's spinners have no name while they turn). */
async function settled(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('progressbar').count(), { timeout: STEP_TIMEOUT_MS }).toBe(0);
}

async function axeClean(page: Page): Promise<void> {
  await settled(page);
  await expectNoAxeViolations(page, { include: 'main' });
}

/** Picks `option` in the MUI select whose label starts with `label`. */
async function choose(page: Page, label: string, option: string): Promise<void> {
  await page.getByRole('combobox', { name: new RegExp(`^${escapeRegExp(label)}`) }).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
  await page.getByRole('listbox').waitFor({ state: 'hidden' });
}

/** The selected tab of the tab list named `tablist` ('Company', 'Scheme', 'Default scheme access'). */
const selectedTab = (page: Page, tablist: string) =>
  page.getByRole('tablist', { name: tablist, exact: true }).getByRole('tab', { selected: true });

async function expectSelected(page: Page, tabs: Record<string, string>): Promise<void> {
  for (const [tablist, tab] of Object.entries(tabs)) {
    await expect
      .poll(
        async () => ((await selectedTab(page, tablist).count()) === 1 ? (await selectedTab(page, tablist).textContent())?.trim() : null),
        {
          timeout: STEP_TIMEOUT_MS,
          message: `tab selected in '${tablist}' on ${page.url()}`,
        },
      )
      .toBe(tab);
  }
}

interface RouteCheck {
  path: string;
  /** Tab list name → the tab that must be selected. */
  tabs: Record<string, string>;
  /** Text the page must show once loaded (so absence checks are not run on a half-drawn page). */
  shows: string | RegExp;
  /** The screen is axe-checked in the onboarding journey already (the wizard's steps). */
  axeElsewhere?: boolean;
}

/**
 * Problems found along a loop of pages, reported together at the end so one bad page does not hide the next.
 * `check` runs `step` and keeps its failure, prefixed with where it happened.
 */
function problemLog() {
  const problems: string[] = [];
  return {
    problems,
    async check(where: string, step: () => Promise<void>): Promise<void> {
      try {
        await step();
      } catch (error) {
        problems.push(`${where}: ${error instanceof Error ? error.message : String(error)}`);
      }
    },
  };
}

/** The page is on `route`, loaded, with its tabs selected; read-only screens offer nothing that changes data. */
async function expectOnRoute(page: Page, route: RouteCheck, readOnly: boolean): Promise<void> {
  await page.getByRole('main').getByText(route.shows).first().waitFor();
  await settled(page);
  expect(currentPath(page)).toBe(route.path);
  await expectSelected(page, route.tabs);
  expect(await page.getByRole('main').getByRole('alert').filter({ hasText: REFUSAL }).count()).toBe(0);
  if (readOnly) {
    const main = page.getByRole('main');
    const actions = [
      ...(await main.getByRole('button', { name: CHANGE_ACTION }).allTextContents()),
      ...(await main.getByRole('link', { name: CHANGE_ACTION }).allTextContents()),
    ];
    expect(actions, 'buttons or links that change data').toEqual([]);
  }
}

/** The seeded company's records as the sandbox seeds them (sandbox/seed/schemes.ts: cmp-03's first scheme is CDC). */
const SEEDED_NAMES = {
  scheme: 'Severn Estuary Ports Collective Money Purchase Scheme',
  section: 'Closed 1998 Section',
  partner: 'Barnett Waddingham LLP',
  employer: 'Severn Estuary Ports plc',
} as const;

/** The routes of a company's record screen (`update` or `view`) for the seeded company, with what each selects. */
function companyRoutes(mode: 'update' | 'view') {
  const { companyId, schemeId, sectionId, partnerId, employerId, companyName } = SEEDED;
  const company = `${BASE}/${mode}/${companyId}`;
  const scheme = `${company}/scheme/${mode}/${schemeId}`;
  const inScheme = (tab: string) => ({ Company: 'Schemes', Scheme: tab });
  const dsa = (tab: string) => ({ Company: 'Default scheme access', 'Default scheme access': tab });
  const route = (path: string, tabs: Record<string, string>, shows: string | RegExp): RouteCheck => ({ path, tabs, shows });
  return {
    details: route(`${company}/details`, { Company: 'Details' }, companyName),
    schemes: route(`${company}/scheme/list`, { Company: 'Schemes' }, SEEDED_NAMES.scheme),
    scheme: route(`${scheme}/details`, inScheme('Details'), 'Pension Scheme Tax Reference'),
    sections: route(`${scheme}/sections`, inScheme('Sections'), SEEDED_NAMES.section),
    section: route(`${scheme}/sections/${sectionId}`, inScheme('Sections'), 'Section code'),
    partners: route(`${scheme}/strategic-partners`, inScheme('Strategic partners'), SEEDED_NAMES.partner),
    partner: route(`${scheme}/strategic-partners/${partnerId}`, inScheme('Strategic partners'), 'Role for the scheme'),
    employers: route(`${scheme}/employers`, inScheme('Employers'), 'Employer PAYE reference'),
    employer: route(`${scheme}/employers/${employerId}/details`, inScheme('Employers'), 'Employer type'),
    products: route(`${company}/products`, { Company: 'Products' }, 'Assigned modules'),
    dsaMain: route(`${company}/default-scheme-access/main`, dsa('Settings'), 'Company default'),
    dsaAudit: route(`${company}/default-scheme-access/audit`, dsa('Audit'), 'Changed by'),
  };
}

/** The create screens under the seeded company's update screen (there are none under view). */
function createRoutes(): RouteCheck[] {
  const company = `${BASE}/update/${SEEDED.companyId}`;
  const scheme = `${company}/scheme/update/${SEEDED.schemeId}`;
  const inScheme = (tab: string) => ({ Company: 'Schemes', Scheme: tab });
  return [
    { path: `${company}/create-scheme`, tabs: { Company: 'Schemes' }, shows: 'Create scheme' },
    { path: `${scheme}/sections/create`, tabs: inScheme('Sections'), shows: 'Create section' },
    { path: `${scheme}/strategic-partners/create`, tabs: inScheme('Strategic partners'), shows: 'Create strategic partner' },
    { path: `${scheme}/employers/create`, tabs: inScheme('Employers'), shows: 'Create employer' },
  ];
}

const tab = (page: Page, tablist: string, name: string) =>
  page.getByRole('tablist', { name: tablist, exact: true }).getByRole('tab', { name, exact: true }).click();
const row = (page: Page, name: string) => page.getByRole('main').getByRole('cell', { name, exact: true }).first().click();

// The loops below visit a dozen or more pages each; their time limits leave room for a loaded machine.
describe('company onboarding', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('a SuperAdmin onboards Acme Pensions Ltd, and the ClientAdmin it invites sees the module on the dashboard', async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    // Accessibility findings are collected and reported at the end, so the journey still runs to its end.
    const log = problemLog();
    const axe = (where: string) => log.check(where, () => axeClean(page));

    // Step 1, Details: creating the company moves on to its schemes.
    await page.goto(`${BASE}/create`);
    await field(page, 'Company name').fill('Acme Pensions Ltd');
    await field(page, 'Companies House number').fill('12873465');
    await axe('wizard: details step');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(new RegExp(`${BASE}/create/[^/]+/schemes$`));
    const companyId = currentPath(page).split('/')[5]!;

    // Step 2, Schemes: a DC scheme added in place, listed at once.
    const schemeName = 'Acme Pensions DC Plan';
    await page.getByRole('main').getByText('No schemes yet.').waitFor();
    await settled(page);
    await field(page, 'Scheme name').fill(schemeName);
    await choose(page, 'Scheme type', 'Defined contribution (DC)');
    await field(page, 'Pension Scheme Tax Reference').fill('12345678AB');
    await choose(page, 'Status', 'Active');
    await axe('wizard: schemes step, no scheme yet');
    for (const href of await page
      .getByRole('main')
      .getByRole('link', { name: 'Create', exact: true })
      .evaluateAll((links) => links.map((a) => a.getAttribute('href')))) {
      if (!href?.startsWith(`${BASE}/`))
        log.problems.push(`${BASE}/create/${companyId}/schemes: a 'Create' link leaves the wizard for ${href}`);
    }
    expect(await field(page, 'Scheme name').inputValue()).toBe(schemeName);
    await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
    await page.getByRole('main').getByRole('cell', { name: schemeName }).waitFor();
    await axe('wizard: schemes step with the new scheme');
    await page.getByRole('main').getByRole('link', { name: 'Next', exact: true }).click();

    // Step 3, Products; Finish lands on the read-only company.
    await page.waitForURL(`**${BASE}/create/${companyId}/products`);
    await page.getByRole('heading', { name: 'Modules it can be given' }).waitFor();
    await axe('wizard: products step');
    await page.getByRole('main').getByRole('link', { name: 'Finish', exact: true }).click();
    await page.waitForURL(`**${BASE}/view/${companyId}/details`);
    await page.getByRole('heading', { name: 'Company: Acme Pensions Ltd' }).waitFor();

    // The scheme, through the update chain: its section, strategic partner and employer, each from its tab's Create.
    await page.getByRole('main').getByRole('link', { name: 'Edit', exact: true }).click();
    await page.waitForURL(`**${BASE}/update/${companyId}/details`);
    await page.getByRole('tablist', { name: 'Company' }).getByRole('tab', { name: 'Schemes' }).click();
    await page.waitForURL(`**${BASE}/update/${companyId}/scheme/list`);
    await page.getByRole('main').getByRole('cell', { name: schemeName }).click();
    await page.waitForURL(new RegExp(`${BASE}/update/${companyId}/scheme/update/[^/]+/details$`));
    const schemeId = currentPath(page).split('/')[8]!;
    const schemeBase = `${BASE}/update/${companyId}/scheme/update/${schemeId}`;
    const schemeTabs = page.getByRole('tablist', { name: 'Scheme', exact: true });

    const createUnder = async (tab: string, segment: string, fill: () => Promise<void>, landing: RegExp) => {
      await schemeTabs.getByRole('tab', { name: tab }).click();
      await page.waitForURL(`**${schemeBase}/${segment}`);
      // Once loaded the list is empty; its toolbar's Create must lead to this tab's create screen.
      await page.getByRole('main').getByText(`No ${tab.toLowerCase()} yet.`).waitFor();
      await settled(page);
      const createPage = `${schemeBase}/${segment}/create`;
      const create = page.getByRole('main').getByRole('link', { name: 'Create', exact: true });
      const href = await create.getAttribute('href');
      if (href === createPage) await create.click();
      else {
        log.problems.push(`${schemeBase}/${segment} (empty list): 'Create' links to ${href}, not ${createPage}`);
        await page.goto(createPage);
      }
      await page.waitForURL(`**${createPage}`);
      await page.getByRole('heading', { name: /^Create / }).waitFor();
      await settled(page);
      await fill();
      await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
      await page.waitForURL(landing);
      await expectSelected(page, { Company: 'Schemes', Scheme: tab });
    };
    const newRecord = (segment: string, suffix = '') =>
      new RegExp(`${escapeRegExp(schemeBase)}/${segment}/(?!create)[^/]+${escapeRegExp(suffix)}$`);

    await createUnder(
      'Sections',
      'sections',
      async () => {
        await field(page, 'Section name').fill('Money Purchase Section');
        await field(page, 'Section code').fill('MP-01');
        await choose(page, 'Status', 'Open to new members');
      },
      newRecord('sections'),
    );
    await field(page, 'Section name').waitFor();
    expect(await field(page, 'Section name').inputValue()).toBe('Money Purchase Section');

    await createUnder(
      'Strategic partners',
      'strategic-partners',
      async () => {
        await field(page, 'Partner name').fill('Hymans Robertson LLP');
        await choose(page, 'Role for the scheme', 'Actuary');
        await field(page, 'Contact email').fill('pensions@hymans.co.uk');
      },
      newRecord('strategic-partners'),
    );
    expect(await field(page, 'Partner name').inputValue()).toBe('Hymans Robertson LLP');

    const employerName = 'Acme Pensions Services Ltd';
    await createUnder(
      'Employers',
      'employers',
      async () => {
        await field(page, 'Employer name').fill(employerName);
        await choose(page, 'Employer type', 'Other');
        await field(page, 'Employer PAYE reference').fill('123/AB45678');
        await axe('employer create form');
      },
      newRecord('employers', '/details'),
    );
    expect(await field(page, 'Employer name').inputValue()).toBe(employerName);

    // Products tab: assign Member Portal (the demo tenant offers every module), then its scheme coverage.
    await page.getByRole('tablist', { name: 'Company' }).getByRole('tab', { name: 'Products' }).click();
    await page.waitForURL(`**${BASE}/update/${companyId}/products`);
    await page.getByRole('button', { name: 'Assign to all schemes: Member Portal for Acme Pensions Ltd' }).click();
    const assigned = page.getByRole('region', { name: 'Assigned modules' });
    await assigned.getByText('Covers 1 of 1 scheme').waitFor();
    await axe('Products tab with the module assigned');
    await assigned.getByRole('link', { name: 'Schemes covered by Member Portal' }).click();
    await page.waitForURL(`**/administration/company/${companyId}/product/update/prd-member-portal/scheme`);

    // Assigning covered every scheme the company had: the new one is ticked, with the employer just added. Taking
    // it away (confirmed) and picking it again exercises both saves; it ends covered.
    const schemeBox = page.getByRole('checkbox', { name: `${schemeName} (Defined contribution (DC))` });
    await page
      .getByRole('list', { name: `Employers of ${schemeName}` })
      .getByText(`${employerName} (Other)`)
      .waitFor();
    expect(await schemeBox.isChecked()).toBe(true);
    await axe('scheme coverage');
    const save = page.getByRole('main').getByRole('button', { name: 'Save', exact: true });
    await schemeBox.uncheck();
    await save.click();
    const confirm = page.getByRole('dialog');
    await confirm.getByText('Stop covering 1 scheme?').waitFor();
    await confirm.getByRole('button', { name: 'Save', exact: true }).click();
    await confirm.waitFor({ state: 'hidden' });
    await page.getByText('Schemes covered by Member Portal saved.').waitFor();
    await page.getByRole('status').filter({ hasText: 'No changes to save.' }).waitFor();
    expect(await schemeBox.isChecked()).toBe(false);
    await schemeBox.check();
    await page
      .getByRole('status')
      .filter({ hasText: `Adds: ${schemeName}.` })
      .waitFor();
    await save.click();
    await page.getByRole('status').filter({ hasText: 'No changes to save.' }).waitFor();
    await page.reload();
    await page.getByRole('list', { name: `Employers of ${schemeName}` }).waitFor();
    expect(await schemeBox.isChecked()).toBe(true);

    // Invite a ClientAdmin for Acme with the module and the scheme.
    await page.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'Invite New User' }).click();
    await page.waitForURL('**/administration/user/create/personal-information');
    const inviteeEmail = 'olivia.brennan@acmepensions.co.uk';
    await field(page, 'First name').fill('Olivia');
    await field(page, 'Last name').fill('Brennan');
    await field(page, 'Email').fill(inviteeEmail);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/administration/user/create/permissions');
    await page.getByRole('radio', { name: /^Client Admin/ }).check();
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/administration/user/create/client-access');
    // A SuperAdmin finds the company among every company by typing part of its name.
    await page.getByRole('combobox', { name: 'Selected companies' }).fill('Acme Pensions');
    await page.getByRole('option', { name: 'Acme Pensions Ltd', exact: true }).click();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Acme Pensions Ltd', exact: true }).waitFor();
    await axe('invite: companies chosen by search');
    await page.getByRole('button', { name: 'Create user and send invitation' }).click();
    await page.waitForURL(/\/administration\/user\/create\/[^/]+\/employer-access$/);
    const acme = page.getByRole('region', { name: 'Acme Pensions Ltd' });
    await acme.getByRole('checkbox', { name: 'Member Portal' }).check();
    await acme.getByRole('checkbox', { name: schemeName }).check();
    await acme.getByRole('checkbox', { name: new RegExp(`^${escapeRegExp(employerName)} `) }).waitFor();
    await axe('invite: employer access');
    await page.getByRole('button', { name: 'Finish' }).click();
    await page.waitForURL(/\/administration\/user\/update\/[^/]+\/user-detail$/);

    // The invitee signs up from the emailed link, signs in and finds Member Portal among their modules.
    const mail = (await readOutbox()).find((m) => m.to === inviteeEmail);
    const link = mail?.text.match(/https?:\/\/\S+\/auth\/signup\/\S+/)?.[0];
    expect(link).toBeTruthy();
    const invitee = await newPage(browser);
    await invitee.goto(new URL(link!).pathname);
    const password = 'Severn#Crossing2031';
    await field(invitee, 'New password').fill(password);
    await field(invitee, 'Confirm new password').fill(password);
    await invitee.getByRole('button', { name: 'Set password' }).click();
    await invitee.getByText('Your password has been set. You can now log in.').waitFor();
    await signIn(invitee, inviteeEmail, password);
    const modules = invitee.getByRole('region', { name: 'Your modules' });
    // The tile's title is the module's name, a link to it (its name adds that it opens in a new tab).
    await modules.getByRole('heading', { name: /^Member Portal\b/ }).waitFor();
    expect(await invitee.getByText('It appears you do not have access to our modules').count()).toBe(0);
    expect(log.problems).toEqual([]);
  }, 150_000);

  it('a Viewer goes through every tab of a company read-only; each page keeps its URL and tab through a reload, axe clean', async () => {
    const page = await newPage(browser);
    await signIn(page, VIEWER, DEMO_PASSWORD);
    const r = companyRoutes('view');
    // Moving as a user does (tabs, rows), then reloading: the URL each click leads to is the page's own.
    const walk: [RouteCheck, () => Promise<unknown>][] = [
      [r.details, () => page.goto(r.details.path)],
      [r.schemes, () => tab(page, 'Company', 'Schemes')],
      [r.scheme, () => row(page, SEEDED_NAMES.scheme)],
      [r.sections, () => tab(page, 'Scheme', 'Sections')],
      [r.section, () => row(page, SEEDED_NAMES.section)],
      [r.partners, () => tab(page, 'Scheme', 'Strategic partners')],
      [r.partner, () => row(page, SEEDED_NAMES.partner)],
      [r.employers, () => tab(page, 'Scheme', 'Employers')],
      [r.employer, () => row(page, SEEDED_NAMES.employer)],
      [r.products, () => tab(page, 'Company', 'Products')],
      [r.dsaMain, () => tab(page, 'Company', 'Default scheme access')],
      [r.dsaAudit, () => tab(page, 'Default scheme access', 'Audit')],
    ];
    const log = problemLog();
    for (const [route, open] of walk) {
      await open();
      await page.waitForURL(`**${route.path}`);
      await log.check(route.path, async () => {
        await expectOnRoute(page, route, true);
        await page.reload();
        await expectOnRoute(page, route, true);
        await axeClean(page);
      });
    }
    expect(log.problems).toEqual([]);
  }, 180_000);

  it("a ClientAdmin of other companies gets the refusal for a company's URLs, never its data", async () => {
    const page = await newPage(browser);
    await signIn(page, CLIENT_ADMIN, DEMO_PASSWORD);
    const { companyId, schemeId } = SEEDED;
    const paths = [
      `${BASE}/update/${companyId}/details`,
      `${BASE}/view/${companyId}/scheme/list`,
      `${BASE}/update/${companyId}/scheme/update/${schemeId}/details`,
    ];
    for (const path of paths) {
      await page.goto(path);
      await page.getByRole('main').getByRole('alert').filter({ hasText: REFUSAL }).waitFor();
      await settled(page);
      // Refused where the user asked, not sent elsewhere; nothing of the company shows (title, breadcrumb, picker).
      expect(currentPath(page)).toBe(path);
      expect(await page.getByText(/Severn Estuary/).count(), path).toBe(0);
      // The refusal is one component whatever the route: checked once.
      if (path === paths[0]) await axeClean(page);
    }
  });

  it('every route of the issue opens on its own URL for an editor, with its tab selected, axe clean', async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    const { companyId, companyName, productId } = SEEDED;
    const wizard = `${BASE}/create/${companyId}`;
    const routes: RouteCheck[] = [
      { path: `${BASE}/list`, tabs: {}, shows: companyName },
      { path: `${BASE}/create`, tabs: {}, shows: 'Create company' },
      { path: `${wizard}/details`, tabs: {}, shows: 'Save and continue', axeElsewhere: true },
      { path: `${wizard}/schemes`, tabs: {}, shows: 'Create scheme', axeElsewhere: true },
      { path: `${wizard}/products`, tabs: {}, shows: 'Modules it can be given', axeElsewhere: true },
      ...Object.values(companyRoutes('update')),
      ...createRoutes(),
      {
        path: `/administration/company/${companyId}/product/update/${productId}/scheme`,
        tabs: {},
        shows: `Schemes of ${companyName} covered by Member Portal`,
      },
    ];
    const log = problemLog();
    for (const route of routes) {
      await log.check(route.path, async () => {
        await page.goto(route.path);
        await expectOnRoute(page, route, false);
        if (!route.axeElsewhere) await axeClean(page);
      });
    }
    expect(log.problems).toEqual([]);
  }, 240_000);
});
