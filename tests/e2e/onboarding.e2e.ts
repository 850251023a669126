/**
 * Company onboarding end to end (issues 9 and 27): a SuperAdmin sets up 'Acme Pensions Ltd' in the wizard without
 * leaving it (support/onboardingJourney.ts), invites its administrator from the Finish summary, and she opens Member
 * Portal on her first screen; phones typed either way are stored alike; a Viewer reads every tab of a company without
 * a way to change it; a ClientAdmin of other companies is refused; every route of the issue opens on its own URL.
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
  resetSandbox,
  signIn,
  STEP_TIMEOUT_MS,
  SUPERADMIN,
  VIEWPORT,
} from './support';
import { layoutProblems } from './support/layout';
import {
  ACME,
  choose,
  companyFromApi,
  expectStepDone,
  openMenuEntry,
  runOnboardingJourney,
  settled,
  signUpFromInvitation,
} from './support/onboardingJourney';

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

async function axeClean(page: Page): Promise<void> {
  await settled(page);
  await expectNoAxeViolations(page, { include: 'main' });
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

  it('a SuperAdmin sets up Acme Pensions Ltd in the wizard, invites its administrator from the summary, and she opens Member Portal', async () => {
    // Accessibility findings are collected and reported at the end, so the journey still runs to its end.
    const log = problemLog();
    const { companyId, admin, invitee, progress } = await runOnboardingJourney(browser, VIEWPORT.width, {
      stage: (page, name) => log.check(`axe: ${name}`, () => expectNoAxeViolations(page, { include: 'main' })),
    });

    // The stepper ticked each step as its data arrived.
    expect(progress.details?.Details).toBe('done');
    expect(progress.schemes).toMatchObject({ Details: 'done', Schemes: 'done', Products: 'waiting for a module' });
    expect(progress.products).toMatchObject({ Details: 'done', Schemes: 'done', Products: 'done' });
    // The phone as typed, stored in the one canonical form; the double-clicked Save made one scheme.
    const company = await companyFromApi(companyId);
    expect(company).toMatchObject({
      setupCompleteness: 'Available',
      schemeCount: 1,
      moduleCount: 1,
      adminContact: { administratorPhones: [{ order: 1, countryCode: '+44', number: '2079460000' }] },
    });
    // The invitation says who invited her, to which company, and links to this portal.
    const mail = (await readOutbox()).find((m) => m.to === ACME.administrator.email)!;
    expect(mail.text).toContain('Eleanor Whitfield');
    expect(mail.text).toContain(ACME.name);
    // Her first screen: her company's module, never the no-access text.
    expect(await invitee.getByText('It appears you do not have access to our modules').count()).toBe(0);

    // The company's own page says its setup is complete.
    await admin.goto(`${BASE}/view/${companyId}/details`);
    await admin
      .getByRole('region', { name: 'Setup progress' })
      .getByText("Setup complete: the company's users can be given its modules.")
      .waitFor();
    expect(log.problems).toEqual([]);
  }, 240_000);

  it('on a phone (390 px) the same journey fits the screen at every stage: nothing runs off its edge or under a button', async () => {
    // The same company again: the seed without the first journey's Acme Pensions Ltd.
    await resetSandbox();
    const log = problemLog();
    const { invitee } = await runOnboardingJourney(browser, 390, {
      stage: (page, name) =>
        log.check(`layout: ${name}`, async () => {
          const found = await layoutProblems(page);
          if (found.length) throw new Error(found.join('\n'));
        }),
    });
    expect(await invitee.getByText('It appears you do not have access to our modules').count()).toBe(0);
    expect(log.problems.join('\n\n')).toBe('');
  }, 240_000);

  it('on the shortest path, every optional step skipped, the invited administrator still opens Member Portal', async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    const main = page.getByRole('main');
    const name = 'Quayside Pensions Ltd';
    const admin = { first: 'Priya', last: 'Shah', email: 'priya.shah@quaysidepensions.co.uk' };
    // Only what each step requires: the name; one scheme; a module on its defaults.
    await openMenuEntry(page, 'Add New Company');
    await field(page, 'Company name').fill(name);
    await main.getByRole('button', { name: 'Save and continue' }).click();
    await page.waitForURL(/\/company\/create\/[^/]+\/schemes$/);
    await field(page, 'Scheme name').fill('Quayside Staff Pension Scheme');
    await choose(page, main, 'Scheme type', 'Defined benefit (DB)');
    await field(page, 'Pension Scheme Tax Reference').fill('10293847QP');
    await choose(page, main, 'Status', 'Active');
    await main.getByRole('button', { name: 'Save', exact: true }).click();
    await expectStepDone(page, 'Schemes');
    await main.getByRole('link', { name: 'Next', exact: true }).click();
    await main.getByRole('button', { name: `Assign ${ACME.module} to ${name}`, exact: true }).click();
    await page.getByRole('dialog').getByRole('button', { name: 'Assign', exact: true }).click();
    await expectStepDone(page, 'Products');
    await main.getByRole('link', { name: 'Finish', exact: true }).click();
    // The summary says what is missing, and still offers the invitation.
    await main.getByText(`${name} is saved, but its setup is not finished yet: see what is missing below.`).waitFor();
    await main.getByRole('region', { name: 'Still to do' }).getByRole('link', { name: 'complete the company details' }).waitFor();
    await main.getByRole('link', { name: "Invite the company's administrator" }).click();
    // No contact on record: the administrator is typed in; the role and company come chosen, access on its defaults.
    await field(page, 'First name').fill(admin.first);
    await field(page, 'Last name').fill(admin.last);
    await field(page, 'Email').fill(admin.email);
    await main.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/administration/user/create/permissions*');
    // The URL changes before the step renders: read the chosen role first, as a person would, so Next is this step's.
    await expect.poll(() => main.getByRole('radio', { name: /^Client Admin/ }).isChecked(), { timeout: STEP_TIMEOUT_MS }).toBe(true);
    await main.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL('**/administration/user/create/client-access*');
    await main.getByRole('button', { name, exact: true }).waitFor();
    await main.getByRole('button', { name: 'Create user and continue' }).click();
    await page.waitForURL(/\/administration\/user\/create\/[^/]+\/employer-access/);
    await main.getByText(new RegExp(`^${ACME.module} for ${name} \\(1 of 1 schemes`)).waitFor();
    await main.getByRole('button', { name: 'Send invitation' }).click();
    await page.getByText(`The user has been created and the invitation sent to ${admin.email}.`).waitFor();
    const invitee = await signUpFromInvitation(browser, admin.email, VIEWPORT.width);
    expect(await invitee.getByText('It appears you do not have access to our modules').count()).toBe(0);
  }, 180_000);

  it('takes a phone in national or international form and stores both alike', async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    const stored = async () =>
      ((await companyFromApi(SEEDED.companyId)).adminContact as { administratorPhones: unknown[] }).administratorPhones[0];
    const typedAndStored = [
      ['+44 20 7946 0000', '2079460000'],
      ['020 7946 0001', '2079460001'],
    ] as const;
    for (const [typed, number] of typedAndStored) {
      await page.goto(`${BASE}/update/${SEEDED.companyId}/details`);
      await field(page, 'Phone 1 number').waitFor();
      await field(page, 'Phone 1 number').fill(typed);
      await page.getByRole('main').getByRole('button', { name: 'Save', exact: true }).click();
      await expect.poll(stored, { timeout: STEP_TIMEOUT_MS }).toMatchObject({ countryCode: '+44', number });
    }
  });

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
      { path: `${wizard}/schemes`, tabs: {}, shows: 'Add another scheme', axeElsewhere: true },
      { path: `${wizard}/products`, tabs: {}, shows: 'Modules it can be given', axeElsewhere: true },
      { path: `${wizard}/summary`, tabs: {}, shows: "Invite the company's administrator", axeElsewhere: true },
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
