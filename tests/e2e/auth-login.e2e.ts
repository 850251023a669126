import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { baseUrl, currentPath, DEMO_PASSWORD, expectNoAxeViolations, field, launchBrowser, newPage, STEP_TIMEOUT_MS } from './support';
import { expectPortalAxeClean, portalGet, readAuthCookie, submitLogin, waitForSession } from './support/auth';

const DASHBOARD_ROLES = [
  'superadmin@portico.test',
  'support@portico.test',
  'analyst@portico.test',
  'viewer@portico.test',
  'clientadmin@portico.test',
  'manager@portico.test',
];

const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

describe('sign-in page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders a labelled Email and Password form and is axe-clean', async () => {
    const page = await newPage(browser);
    const response = await page.goto('/auth/login');
    expect(response?.ok()).toBe(true);

    const email = field(page, 'Email');
    const password = field(page, 'Password');
    await email.waitFor();
    await password.waitFor();
    expect(await email.isEditable()).toBe(true);
    expect(await password.getAttribute('type')).toBe('password');
    expect(await email.getAttribute('autocomplete')).toBe('username');
    expect(await password.getAttribute('autocomplete')).toBe('current-password');
    await page.getByRole('button', { name: 'Log in', exact: true }).waitFor();
    await page.getByRole('link', { name: 'Forgotten your password?' }).waitFor();
    await page.getByRole('link', { name: 'Lost your MFA?' }).waitFor();
    await page.getByRole('link', { name: 'Terms of Use' }).waitFor();
    // The verification code belongs to the MFA stage only.
    expect(await field(page, 'Verification code').count()).toBe(0);

    await expectNoAxeViolations(page);
  });

  it("the Terms of Use show the tenant's terms, with its logo in header and footer", async () => {
    const page = await newPage(browser);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Terms of Use' }).click();
    await onPath(page, '/auth/agreements/terms-of-use');
    await page.getByText('These terms govern your use of the Portico Demo client portal', { exact: false }).waitFor();
    await expect.poll(() => page.getByRole('img', { name: 'Portico Demo logo' }).count()).toBe(2);
    expect(await page.getByRole('link', { name: 'Go to Portico Demo' }).getAttribute('href')).toBe('/');
    await expectNoAxeViolations(page);
  });

  it("a tenant's hostile terms are shown without their scripts, handlers or javascript: links", async () => {
    const page = await newPage(browser);
    const dialogs: string[] = [];
    page.on('dialog', (dialog) => {
      dialogs.push(dialog.message());
      void dialog.dismiss();
    });
    // The fixture is the test's own: the demo tenant's data stays what a client would read.
    await page.route('**/tenants/branding*', async (route) => {
      const branding = (await (await route.fetch()).json()) as Record<string, unknown>;
      await route.fulfill({
        json: {
          ...branding,
          termsAndConditions:
            '<h1>Terms of Use</h1><p>Hostile terms.</p><img src="/brand/none.png" alt="" onerror="alert(1)">' +
            '<script>window.__termsScriptRan = true;</script><p><a href="javascript:alert(2)">Unsafe link</a></p>',
        },
      });
    });
    await page.goto('/auth/agreements/terms-of-use');
    await page.getByText('Hostile terms.').waitFor();
    await page.getByText('Unsafe link').waitFor();
    expect(await page.getByText('Unsafe link').getAttribute('href')).toBeNull();
    expect(await page.evaluate(() => (window as { __termsScriptRan?: boolean }).__termsScriptRan)).toBeUndefined();
    expect(dialogs).toEqual([]);
  });

  it.each(DASHBOARD_ROLES)('%s lands on the dashboard', async (email) => {
    const page = await newPage(browser);
    await submitLogin(page, email, DEMO_PASSWORD);
    await onPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome to your .+ portal$/ }).waitFor();
    await expectPortalAxeClean(page);
  });

  it('sftp@ (SftpOnly) lands on the SSH key page', async () => {
    const page = await newPage(browser);
    await submitLogin(page, 'sftp@portico.test', DEMO_PASSWORD);
    await onPath(page, '/auth/ssh');
    await page.getByRole('heading', { level: 1, name: 'SSH key' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it('a wrong password shows the server message under the form and keeps the email', async () => {
    const page = await newPage(browser);
    await submitLogin(page, 'analyst@portico.test', 'not-the-password');
    const alert = page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' });
    await alert.waitFor();
    expect(currentPath(page)).toBe('/auth/login');
    expect(await field(page, 'Email').inputValue()).toBe('analyst@portico.test');
    await expectNoAxeViolations(page);
  });

  it('an Invited user is activated on first load', async () => {
    const page = await newPage(browser);
    const activated = page.waitForResponse(
      (res) => res.request().method() === 'POST' && res.url().endsWith('/api/v1/users/activateCurrent'),
    );
    await submitLogin(page, 'invited@portico.test', DEMO_PASSWORD);
    expect((await activated).status()).toBeLessThan(300);
    await onPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome to your .+ portal$/ }).waitFor();
    const { accessToken } = await waitForSession(page.context());
    const me = await portalGet<{ status: string }>(accessToken, '/api/v1/users/current');
    expect(me.status).toBe('Active');
    await expectPortalAxeClean(page);
  });

  it('a user without access to this tenant is signed out', async () => {
    const page = await newPage(browser);
    const logged: string[] = [];
    page.on('console', (msg) => logged.push(msg.text()));
    await submitLogin(page, 'outsider@portico.test', DEMO_PASSWORD);
    await expect
      .poll(() => logged.some((text) => text.includes("User doesn't have access to the tenant")), { timeout: STEP_TIMEOUT_MS })
      .toBe(true);
    await onPath(page, '/auth/login');
    await field(page, 'Email').waitFor();
    expect(await readAuthCookie(page.context())).toBeNull();
    // Nothing of the portal stays on screen.
    await page.goto('/dashboard');
    await onPath(page, '/auth/login');
    await expectNoAxeViolations(page);
  });

  // The full list of hostile forms is unit-tested (tests/unit/auth/redirect.test.ts); these prove the wiring.
  it.each(['https://localhost.evil.example/steal', '//evil.example/', 'javascript:alert(document.domain)'])(
    'redirectTo %s is refused: the user lands on root',
    async (hostile) => {
      const page = await newPage(browser);
      const seen: string[] = [];
      page.on('framenavigated', (frame) => frame === page.mainFrame() && seen.push(frame.url()));
      await page.goto(`/auth/login?redirectTo=${encodeURIComponent(hostile)}`);
      await submitLogin(page, 'superadmin@portico.test', DEMO_PASSWORD);
      // Root sends a dashboard role on to the dashboard.
      await onPath(page, '/dashboard');
      expect(new URL(page.url()).origin).toBe(baseUrl());
      expect(seen.every((url) => new URL(url).origin === baseUrl())).toBe(true);
    },
  );

  it('an unknown sign-in path goes to root, which sends a signed-out user to log in', async () => {
    const page = await newPage(browser);
    await page.goto('/auth/no-such-page');
    await onPath(page, '/auth/login');
    await field(page, 'Email').waitFor();
  });

  it('redirectTo on this origin is honoured', async () => {
    const page = await newPage(browser);
    await page.goto(`/auth/login?redirectTo=${encodeURIComponent('/administration/onboarding/company/list')}`);
    await submitLogin(page, 'superadmin@portico.test', DEMO_PASSWORD);
    await onPath(page, '/administration/onboarding/company/list');
  });
});
