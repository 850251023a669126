import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectNoAxeViolations, field, launchBrowser, newPage, STEP_TIMEOUT_MS } from './support';
import {
  expectPortalAxeClean,
  readAuthCookie,
  startExtraSandbox,
  submitLogin,
  useSandbox,
  waitForSession,
  type ExtraSandbox,
} from './support/auth';

const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);
const welcome = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome to your .+ portal$/ });

describe('session', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('logging out in one tab signs out the other', async () => {
    // The tab that went through the sign-in page is the one that must notice: it has had both apps mounted.
    const first = await newPage(browser);
    await submitLogin(first, 'clientadmin@portico.test', DEMO_PASSWORD);
    await onPath(first, '/dashboard');
    await welcome(first).waitFor();

    // A second tab of the same browser shares the session.
    const second = await first.context().newPage();
    await second.goto('/administration/onboarding/company/list');
    await onPath(second, '/administration/onboarding/company/list');
    await second
      .getByRole('row')
      .filter({ has: second.getByRole('cell') })
      .first()
      .waitFor();

    // Survives only if the first tab is never reloaded.
    await first.evaluate(() => Object.assign(window, { __sameDocument: true }));
    await second.getByRole('button', { name: /account menu/i }).click();
    await second.getByRole('menuitem', { name: /^log ?out$/i }).click();
    await onPath(second, '/auth/login');
    await field(second, 'Email').waitFor();

    // The other tab hears it and shows the login page without being touched, and without reloading.
    await onPath(first, '/auth/login');
    await field(first, 'Email').waitFor();
    expect(await first.evaluate(() => (window as { __sameDocument?: boolean }).__sameDocument)).toBe(true);
    expect(await readAuthCookie(first.context())).toBeNull();
    await expectNoAxeViolations(first);
  });

  describe('with a short-lived access token', () => {
    let sandbox: ExtraSandbox;
    beforeAll(async () => {
      // A sandbox of its own: the shared one issues 15-minute tokens, and its TTL is fixed when it starts.
      sandbox = await startExtraSandbox({ SANDBOX_ACCESS_TOKEN_TTL: '3' });
    });
    afterAll(async () => {
      await sandbox?.stop();
    });

    it('stays signed in across the access token’s expiry', async () => {
      const page = await newPage(browser);
      await useSandbox(page.context(), sandbox.url);
      const refreshes: number[] = [];
      page.on('response', (res) => res.url().endsWith('/identity/auth/refresh') && refreshes.push(res.status()));

      await submitLogin(page, 'superadmin@portico.test', DEMO_PASSWORD);
      await onPath(page, '/dashboard');
      await welcome(page).waitFor();
      const first = await waitForSession(page.context());
      expect(first.accessTokenExpiresIn - Date.now()).toBeLessThanOrEqual(3_000);

      // Wait (on the clock the cookie states) until the access token has expired.
      await expect.poll(() => Date.now() > first.accessTokenExpiresIn + 500, { timeout: STEP_TIMEOUT_MS, interval: 250 }).toBe(true);

      // An API call after expiry is made with a refreshed token, and the page keeps working.
      await page.getByRole('link', { name: 'Companies' }).first().click();
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first()
        .waitFor();
      const second = await readAuthCookie(page.context());
      expect(second?.accessToken).not.toBe(first.accessToken);
      expect(second!.accessTokenExpiresIn).toBeGreaterThan(first.accessTokenExpiresIn);
      expect(refreshes.length).toBeGreaterThan(0);
      expect(refreshes.every((status) => status === 200)).toBe(true);

      // Expired again, then a full reload: still signed in, straight back to the same page.
      await expect.poll(() => Date.now() > second!.accessTokenExpiresIn + 500, { timeout: STEP_TIMEOUT_MS, interval: 250 }).toBe(true);
      const path = new URL(page.url()).pathname;
      await page.reload();
      await onPath(page, path);
      await page
        .getByRole('row')
        .filter({ has: page.getByRole('cell') })
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).not.toMatch(/^\/auth\//);
      await expectPortalAxeClean(page);
    });
  });
});
