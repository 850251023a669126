/**
 * Approvers see requests arrive (issue 26, item 4): a ClientAdmin has Manage Access open, and the dashboard in another
 * tab; in another browser context the Analyst signs in, opens My Access from the menu and its Create action,
 * and asks for access to one of the ClientAdmin's companies. Within 2 s of the request's answer, without a reload, the
 * queue shows it, a polite status says "1 new request", and the dashboard's count of waiting requests is one more.
 * Axe-checked once it has, and again on the request's own screen once it says someone else decided it. A requester cannot withdraw a request on any screen (My Access offers no such action; the
 * gateway lets only a SuperAdmin delete one), so a withdrawal is not part of this journey.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectNoAxeViolations, launchBrowser, newPage, sandboxUrl, signIn, STEP_TIMEOUT_MS } from './support';
import { openMenuEntry } from './support/onboardingJourney';

const REASON = 'Checking the month-end contribution file';
const COMPANY = 'Thames Valley Logistics Ltd';
const PRODUCT = 'Member Portal';

const isStream = (r: { url: () => string; status: () => number }) => r.url().includes('/portal/api/v1/events') && r.status() === 200;

/** The dashboard's sentence about waiting requests, as a number. */
const waitingCount = async (dashboard: Page) => {
  const sentence = dashboard.getByText(/access requests? (is|are) waiting for a decision\.$/);
  await sentence.waitFor({ timeout: STEP_TIMEOUT_MS });
  return Number((await sentence.textContent())!.match(/^\d+/)![0]);
};

describe('live updates', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows an approver a request made through the screens of another browser within 2 s, announced, without a reload', async () => {
    const approver = await newPage(browser);
    await signIn(approver, 'clientadmin@portico.test', DEMO_PASSWORD);
    const queueStream = approver.waitForResponse(isStream, { timeout: STEP_TIMEOUT_MS });
    // The approver's queue as the menu leads to it.
    await openMenuEntry(approver, 'Manage Access');
    await approver.waitForURL('**/data/access/manage/request-access');
    await approver
      .getByRole('row')
      .filter({ has: approver.getByRole('cell') })
      .first()
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await queueStream;

    const dashboard = await approver.context().newPage();
    const dashboardStream = dashboard.waitForResponse(isStream, { timeout: STEP_TIMEOUT_MS });
    await dashboard.goto('/');
    const waitingBefore = await waitingCount(dashboard);
    await dashboardStream;

    for (const page of [approver, dashboard]) await page.evaluate(() => Object.assign(window, { porticoNotReloaded: true }));
    expect(await approver.getByRole('cell', { name: REASON }).count()).toBe(0);

    // The Analyst, in a browser context of their own, goes where the screens lead: the menu's My Access, then its
    // Create action, which opens "Request access to data".
    const requester = await newPage(browser);
    await signIn(requester, 'analyst@portico.test', DEMO_PASSWORD);
    await requester.getByRole('navigation', { name: 'Main menu' }).getByRole('link', { name: 'My Access' }).click();
    await requester.getByRole('main').getByRole('link', { name: 'Create', exact: true }).click();
    await requester.getByText('Request access to data').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await requester.getByRole('combobox', { name: /Company/ }).fill(COMPANY.slice(0, 6));
    await requester.getByRole('option', { name: COMPANY }).click();
    await requester.getByRole('combobox', { name: /Product/ }).click();
    await requester.getByRole('option', { name: PRODUCT }).click();
    await requester.getByRole('combobox', { name: /Schemes/ }).click();
    await requester.getByRole('option').first().click();
    await requester.keyboard.press('Escape');
    await requester.getByRole('textbox', { name: /Reason/ }).fill(REASON);
    const answered = requester.waitForResponse(
      (r) => r.request().method() === 'POST' && new URL(r.url()).pathname.endsWith('/access-requests'),
      { timeout: STEP_TIMEOUT_MS },
    );
    await requester.getByRole('button', { name: 'Save' }).click();
    expect((await answered).status()).toBe(201);
    const madeAt = Date.now();

    await Promise.all([
      approver.getByRole('cell', { name: REASON }).waitFor({ timeout: 2_000 }),
      approver.getByRole('status').filter({ hasText: '1 new request' }).waitFor({ timeout: 2_000 }),
      expect.poll(() => waitingCount(dashboard), { timeout: 2_000, interval: 100 }).toBe(waitingBefore + 1),
    ]);
    expect(Date.now() - madeAt).toBeLessThan(2_000);
    await dashboard.getByRole('status').filter({ hasText: '1 new request' }).waitFor({ timeout: 2_000 });
    for (const page of [approver, dashboard]) {
      expect(await page.evaluate(() => (window as { porticoNotReloaded?: boolean }).porticoNotReloaded)).toBe(true);
    }
    // The requester's form ended on the request it made.
    await requester.getByText(REASON).first().waitFor({ timeout: STEP_TIMEOUT_MS });
    await expectNoAxeViolations(approver);
    await expectNoAxeViolations(dashboard);

    // The approver opens the request; Support decides it meanwhile (through the API: no screen of this journey is
    // Support's). The record screen says so before the approver acts, and stays axe clean with its notice.
    await approver.getByRole('cell', { name: REASON }).click();
    await approver.getByRole('button', { name: 'Approve' }).waitFor({ timeout: STEP_TIMEOUT_MS });
    const requestId = new URL(approver.url()).pathname.split('/')[6]!;
    const login = await requester.request.post(`${sandboxUrl()}/identity/auth/login`, {
      data: { email: 'support@portico.test', password: DEMO_PASSWORD },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const decided = await requester.request.put(`${sandboxUrl()}/gateway/api/v1/access-requests/${requestId}`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { approvalStatus: 'Rejected' },
    });
    expect(decided.status()).toBe(200);
    await approver
      .getByRole('alert')
      .filter({ hasText: 'This record was changed by someone else since you opened it' })
      .waitFor({ timeout: 2_000 });
    await expectNoAxeViolations(approver);
  });
});
