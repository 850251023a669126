/**
 * The command palette (issue 13): go anywhere in two keystrokes, by keyboard alone, and never be offered what the
 * role may not see.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  currentPath,
  DEMO_PASSWORD,
  expectNoAxeViolations,
  launchBrowser,
  newPage,
  quietWatcher,
  sandboxUrl,
  signIn,
  STEP_TIMEOUT_MS,
} from './support';

interface Employer {
  id: string;
  companyId: string;
  schemeId: string;
  name: string;
}

const api = async <T>(path: string, email: string): Promise<T> => {
  const login = await fetch(`${sandboxUrl()}/identity/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
  });
  const { accessToken } = (await login.json()) as { accessToken: string };
  return (await (await fetch(`${sandboxUrl()}/portal/api/v1${path}`, { headers: { Authorization: `Bearer ${accessToken}` } })).json()) as T;
};

const palette = (page: Page) => page.getByRole('combobox', { name: 'Search screens and records' });
const settled = (page: Page) =>
  expect.poll(() => page.getByRole('dialog').getByRole('status').textContent(), { timeout: STEP_TIMEOUT_MS }).not.toMatch(/Searching/);

describe('command palette', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it("SuperAdmin: Ctrl+K, part of an employer's name, Enter: the employer's details", async () => {
    // A subsidiary employer ("… Holdings Ltd"): its name is no company's, so it is the first thing offered.
    const employers = await api<Employer[]>(`/employers?filter=${encodeURIComponent('{"q":"Holdings Ltd"}')}`, 'superadmin@portico.test');
    const employer = employers[0]!;
    const page = await newPage(browser);
    // Not networkidle: the dashboard's count of access requests keeps its event stream open.
    const settle = quietWatcher(page);
    await signIn(page, 'superadmin@portico.test', DEMO_PASSWORD);
    await page.getByRole('heading', { level: 1 }).waitFor();
    await page.getByRole('button', { name: 'Go to… (Ctrl+K)' }).waitFor();
    await settle();
    await page.keyboard.press('Control+k');
    await palette(page).waitFor();
    await page.keyboard.type(employer.name.slice(0, -4)); // "… Holdings", without " Ltd"
    const option = page.getByRole('group', { name: 'Employers' }).getByRole('option', { name: employer.name });
    await option.first().waitFor();
    await settled(page);
    await expectNoAxeViolations(page);
    await page.keyboard.press('Enter');
    await page.waitForURL(`**/scheme/update/${employer.schemeId}/employers/${employer.id}/details`);
    expect(currentPath(page)).toBe(
      `/administration/onboarding/company/update/${employer.companyId}/scheme/update/${employer.schemeId}/employers/${employer.id}/details`,
    );
    await page.getByRole('textbox', { name: 'Employer name' }).waitFor();
  });

  it('after a log-out, the next user of the browser finds nothing of the previous one (issue 22, ASVS 14.3)', async () => {
    const employers = await api<Employer[]>(`/employers?filter=${encodeURIComponent('{"q":"Holdings Ltd"}')}`, 'superadmin@portico.test');
    const employer = employers[0]!;
    const page = await newPage(browser);
    await signIn(page, 'superadmin@portico.test', DEMO_PASSWORD);
    // SuperAdmin goes to an employer through the palette (a recent destination) and filters the users list.
    await page.getByRole('button', { name: 'Go to… (Ctrl+K)' }).click();
    await palette(page).fill(employer.name);
    await page.getByRole('group', { name: 'Employers' }).getByRole('option', { name: employer.name }).first().click();
    await page.getByRole('textbox', { name: 'Employer name' }).waitFor();
    await page.getByRole('button', { name: 'Go to… (Ctrl+K)' }).click();
    await page.getByRole('group', { name: 'Recent' }).getByRole('option', { name: employer.name }).waitFor();
    await page.keyboard.press('Escape');
    const before = await page.evaluate(() => JSON.stringify({ ...localStorage }));
    expect(before, 'the palette remembered the employer while signed in').toContain(employer.id);

    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Log out' }).click();
    await page.waitForURL('**/auth/login');
    const stored = await page.evaluate(() => ({ local: { ...localStorage }, session: { ...sessionStorage } }));
    expect(JSON.stringify(stored)).not.toMatch(new RegExp(`${employer.id}|${employer.name}|superadmin`, 'i'));

    await signIn(page, 'clientadmin@portico.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Go to… (Ctrl+K)' }).click();
    await palette(page).waitFor();
    // The palette has opened with what it offers before any typing; the previous user's destination is not among it.
    await page.getByRole('dialog').getByRole('status').waitFor();
    expect(await page.getByRole('group', { name: 'Recent' }).count()).toBe(0);
    expect(await page.getByRole('option', { name: employer.name }).count()).toBe(0);
  });

  it("ClientAdmin: never offered another client's records nor a screen the role may not open", async () => {
    const companies = await api<{ id: string; name: string }[]>('/companies/all', 'superadmin@portico.test');
    const own = await api<{ id: string }[]>('/companies/all', 'clientadmin@portico.test');
    const other = companies.find((c) => !own.some((o) => o.id === c.id))!;
    const page = await newPage(browser);
    await signIn(page, 'clientadmin@portico.test', DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Go to… (Ctrl+K)' }).click();
    await palette(page).fill(other.name);
    await settled(page);
    expect(await page.getByRole('option', { name: other.name }).count()).toBe(0);
    await palette(page).fill('Tenant');
    await settled(page);
    expect(await page.getByRole('option', { name: /tenant/i }).count()).toBe(0);
    await palette(page).fill('Manage Users');
    await page.getByRole('option', { name: 'Manage Users' }).waitFor();
    await expectNoAxeViolations(page);
    await page.keyboard.press('Escape');
    await page.getByRole('dialog').waitFor({ state: 'hidden' });
  });
});
