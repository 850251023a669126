/**
 * Approvers see requests arrive (issue 26, item 4): a ClientAdmin has Manage Access open; in another browser context
 * the Analyst asks for access to one of the ClientAdmin's companies; within 2 s, without a reload, the queue shows the
 * request and a polite status says "1 new request". Axe-checked once it has.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectNoAxeViolations, launchBrowser, newPage, sandboxUrl, signIn, STEP_TIMEOUT_MS } from './support';

const REASON = 'Checking the month-end contribution file';

describe('live updates', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows an approver a request made in another browser within 2 s, announced, without a reload', async () => {
    const approver = await newPage(browser);
    await signIn(approver, 'clientadmin@portico.test', DEMO_PASSWORD);
    const streamOpen = approver.waitForResponse((r) => r.url().includes('/portal/api/v1/events') && r.status() === 200, {
      timeout: STEP_TIMEOUT_MS,
    });
    await approver.goto('/data/access/manage/request-access');
    await approver
      .getByRole('row')
      .filter({ has: approver.getByRole('cell') })
      .first()
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    await streamOpen;
    await approver.evaluate(() => Object.assign(window, { porticoNotReloaded: true }));
    expect(await approver.getByRole('cell', { name: REASON }).count()).toBe(0);

    // The Analyst, in a browser context of their own, asks for access to the ClientAdmin's company.
    const analyst = await newPage(browser);
    const login = await analyst.request.post(`${sandboxUrl()}/identity/auth/login`, {
      data: { email: 'analyst@portico.test', password: DEMO_PASSWORD },
    });
    const { accessToken } = (await login.json()) as { accessToken: string };
    const product = 'prd-member-portal';
    const made = await analyst.request.post(`${sandboxUrl()}/gateway/api/v1/access-requests`, {
      headers: { Authorization: `Bearer ${accessToken}` },
      data: { companyId: 'cmp-01', productId: product, schemeIds: [], reason: REASON, durationUnit: 'Hours', durationValue: 4 },
    });
    expect(made.status()).toBe(201);
    const madeAt = Date.now();

    await approver.getByRole('cell', { name: REASON }).waitFor({ timeout: 2_000 });
    expect(Date.now() - madeAt).toBeLessThan(2_000);
    await approver.getByRole('status').filter({ hasText: '1 new request' }).waitFor({ timeout: 2_000 });
    expect(await approver.evaluate(() => (window as { porticoNotReloaded?: boolean }).porticoNotReloaded)).toBe(true);
    await expectNoAxeViolations(approver);
  });
});
