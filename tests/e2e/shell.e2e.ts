import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, DEMO_PASSWORD, expectNoAxeViolations, field, launchBrowser, newPage, STEP_TIMEOUT_MS } from './support';

/** Signs in and waits for wherever the portal sends the account (the SSH key page is under /auth). */
const signInAs = async (page: Page, email: string) => {
  await page.goto('/auth/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(DEMO_PASSWORD);
  await page.getByRole('button', { name: /^(sign in|log in|login|continue)$/i }).click();
  await page.waitForURL((url) => url.pathname !== '/auth/login' && url.pathname !== '/', { timeout: STEP_TIMEOUT_MS * 2 });
};

const menu = (page: Page) => page.getByRole('navigation', { name: 'Main menu' });

describe('app shell: landing pages, menus, access', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('SuperAdmin lands on the dashboard with every module, the full onboarding menu and no demo list', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'superadmin@portico.test');
    expect(currentPath(page)).toBe('/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome to your .+ portal$/ }).waitFor();
    await page.getByRole('heading', { name: 'Your modules' }).waitFor();
    const tiles = page.getByRole('article');
    await expect.poll(() => tiles.count()).toBeGreaterThanOrEqual(4);
    // datauploader, webreporting and dashboards modules are never tiles
    for (const hidden of ['Data Uploader', 'Web Reporting']) expect(await page.getByRole('link', { name: hidden }).count()).toBe(0);
    expect(await page.getByRole('heading', { name: 'Find out about our other modules' }).count()).toBe(0);
    // the picker is hidden on the dashboard for SuperAdmin
    expect(await page.getByRole('combobox', { name: 'Company' }).count()).toBe(0);
    for (const entry of ['Manage Companies', 'Add New Company', 'Tenant Configuration', 'Manage Users']) {
      await menu(page).getByRole('link', { name: entry }).waitFor();
    }
    // The footer (inside react-admin's main area, so not a contentinfo landmark) names the product and version.
    await page.getByText(/v\d+\.\d+\.\d+$/).waitFor();
    await expectNoAxeViolations(page);
  });

  it('ClientAdmin sees their company’s modules, expands a description, and requests a demo', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'clientadmin@portico.test');
    expect(currentPath(page)).toMatch(/^\/dashboard/);
    await page.getByRole('combobox', { name: 'Company' }).waitFor();
    await page.getByRole('heading', { name: 'Find out about our other modules' }).waitFor();
    // Her own product roles (GET /permissions/{userId}) name her role in each module of the selected company.
    await page
      .getByRole('region', { name: 'Your modules' })
      .getByText(/^Your role: .+/)
      .first()
      .waitFor();

    const toggle = page.getByRole('button', { name: /^Show .+ description$/ }).first();
    const name = (await toggle.getAttribute('aria-label'))!.replace(/^Show (.+) description$/, '$1');
    await toggle.click();
    await page.getByRole('button', { name: `Collapse ${name} description` }).waitFor();

    const demoButtons = page.getByRole('button', { name: /^Request a demo of / });
    await demoButtons.first().click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('We have sent your request. We will be in touch with you shortly.').waitFor();
    expect(currentPath(page)).toMatch(/^\/dashboard\/request-demo-success/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await page.waitForURL(/\/dashboard(\?.*)?$/);
    expect(await tenantsLinkCount(page)).toBe(0);
  });

  it('Viewer has no modules and is told so', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'viewer@portico.test');
    await page.getByText('It appears you do not have access to our modules').waitFor();
    expect(await menu(page).getByRole('link', { name: 'All Policies' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('Manager is refused the administration area', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'manager@portico.test');
    expect(currentPath(page)).toMatch(/^\/dashboard/);
    // A Manager may read their own product roles, so their tiles say what they can do in each module.
    await page
      .getByRole('region', { name: 'Your modules' })
      .getByText(/^Your role: .+/)
      .first()
      .waitFor();
    expect(await menu(page).getByRole('link', { name: 'Manage Companies' }).count()).toBe(0);
    await page.goto('/administration/user/list');
    await page.waitForURL('**/permission-denied');
    await page.getByRole('heading', { level: 1, name: 'Permission Denied' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'the Main Page' }).click();
    await page.waitForURL(/\/dashboard/);
  });

  it('an Analyst who is a Viewer in the data gateway sees both roles, reads policies and is offered no change there', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'dataviewer@portico.test');
    await page.getByRole('button', { name: /account menu/i }).click();
    const account = page.getByRole('menu');
    await account.getByText('Client portal: Analyst').waitFor();
    await account.getByText('Data gateway: Viewer').waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');

    await menu(page).getByRole('link', { name: 'All Policies' }).click();
    await page.getByRole('row').nth(1).waitFor();
    expect(await page.getByRole('link', { name: 'Create' }).count()).toBe(0);
    // Requesting access to data is a data-gateway change: no My Access for a data-gateway Viewer.
    expect(await menu(page).getByRole('link', { name: 'My Access' }).count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('SftpOnly users are sent to their SSH key page, also from the portal areas', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'sftp@portico.test');
    expect(currentPath(page)).toBe('/auth/ssh');
    await page.goto('/dashboard');
    await page.waitForURL('**/auth/ssh');
  });

  it('unknown paths go to root, which is the dashboard', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'support@portico.test');
    await page.goto('/no/such/page');
    await page.waitForURL(/\/dashboard/);
    expect(await menu(page).getByRole('link', { name: 'Tenant Configuration' }).count()).toBe(0);
  });

  it("opened by its address, the dashboard's welcome is there before the app's code has run, where the page draws it", async () => {
    const page = await newPage(browser);
    await signInAs(page, 'clientadmin@portico.test');
    const welcome = page.getByRole('heading', { level: 1, name: /^Welcome to your .+ portal$/ });
    for (const width of [1366, 1000, 390]) {
      await page.setViewportSize({ width, height: 844 });
      await page.goto('/dashboard');
      await page.getByRole('heading', { name: 'Your modules' }).waitFor();
      const drawn = { text: await welcome.textContent(), top: (await welcome.boundingBox())?.y };
      // index.html's shell alone: the app's entry never arrives.
      await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
      await page.goto('/dashboard');
      await welcome.waitFor();
      expect(await page.locator('.shell-frame').isVisible()).toBe(true);
      expect({ text: await welcome.textContent(), top: (await welcome.boundingBox())?.y }).toEqual(drawn);
      await page.unrouteAll();
    }
  });

  it('the sidebar is open at 1366 px and collapsed at 1365 px', async () => {
    const page = await newPage(browser);
    await signInAs(page, 'analyst@portico.test');
    const entry = menu(page).getByRole('link', { name: 'Manage Companies' });
    await entry.waitFor();
    await expect.poll(() => entry.textContent()).toBe('Manage Companies');
    await page.setViewportSize({ width: 1365, height: 900 });
    // collapsed: icons only, the name kept for assistive technology
    await expect.poll(() => entry.textContent()).toBe('');
    expect(await entry.getAttribute('aria-label')).toBe('Manage Companies');
    await page.setViewportSize({ width: 1366, height: 900 });
    await expect.poll(() => entry.textContent()).toBe('Manage Companies');
  });
});

const tenantsLinkCount = (page: Page) => menu(page).getByRole('link', { name: 'Tenant Configuration' }).count();
