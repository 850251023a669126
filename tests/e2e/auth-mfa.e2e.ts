import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectNoAxeViolations, field, launchBrowser, newPage } from './support';
import { expectPortalAxeClean, readAuthCookie, submitLogin, totp } from './support/auth';

const MFA_SECRET = 'JBSWY3DPEHPK3PXP';

describe('multi-factor authentication', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('mfa@ answers the software-token challenge with a TOTP from the seeded secret', async () => {
    const page = await newPage(browser);
    await submitLogin(page, 'mfa@portico.test', DEMO_PASSWORD);

    // Code stage: same page, credentials gone, a verification code asked for.
    const code = field(page, 'Verification code');
    await code.waitFor();
    expect(new URL(page.url()).pathname).toBe('/auth/login');
    expect(await field(page, 'Email').count()).toBe(0);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await page.getByRole('button', { name: 'Use another account' }).waitFor();
    expect(await readAuthCookie(page.context())).toBeNull();
    await expectNoAxeViolations(page);

    await page.getByRole('heading', { level: 1, name: 'Enter your verification code' }).waitFor();
    // A wrong code is refused with the service's message, once, under the form; the field is marked.
    await code.fill(totp(MFA_SECRET) === '000000' ? '111111' : '000000');
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.getByRole('alert').filter({ hasText: 'Invalid verification code.' }).waitFor();
    expect(await page.getByText('Invalid verification code.').count()).toBe(1);
    expect(await code.getAttribute('aria-invalid')).toBe('true');

    await code.fill(totp(MFA_SECRET));
    await page.getByRole('button', { name: 'Verify' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome to your .+ portal$/ }).waitFor();
    expect(await readAuthCookie(page.context())).not.toBeNull();
    await expectPortalAxeClean(page);
  });

  it("'Use another account' goes back to the credentials stage", async () => {
    const page = await newPage(browser);
    await submitLogin(page, 'mfa@portico.test', DEMO_PASSWORD);
    await field(page, 'Verification code').waitFor();
    await page.getByRole('button', { name: 'Use another account' }).click();
    await field(page, 'Email').waitFor();
    expect(await field(page, 'Email').inputValue()).toBe('');
    expect(await field(page, 'Verification code').count()).toBe(0);
    await submitLogin(page, 'analyst@portico.test', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('mfa-setup@ enrols an authenticator with the shared key shown on the page, then is signed in', async () => {
    const page = await newPage(browser);
    await submitLogin(page, 'mfa-setup@portico.test', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/auth/mfa/setup');

    await page.getByRole('img', { name: 'QR code for your authenticator app' }).waitFor();
    const qr = await page.getByRole('img', { name: 'QR code for your authenticator app' }).boundingBox();
    expect(qr?.width).toBe(150);
    const sharedKey = (await page.getByLabel('Shared key').textContent())?.trim() ?? '';
    expect(sharedKey).toMatch(/^[A-Z2-7]{16,}$/);
    await expectNoAxeViolations(page);

    await field(page, 'Verification code').fill(totp(sharedKey));
    await page.getByRole('button', { name: 'Add MFA' }).click();
    await page.waitForURL((url) => url.pathname === '/dashboard');
    expect(await readAuthCookie(page.context())).not.toBeNull();

    // From now on the account answers the software-token challenge, with the enrolled key. The enrolment spent this
    // 30 s step's code (a code is accepted once), so the next step's code it is.
    const again = await newPage(browser);
    await submitLogin(again, 'mfa-setup@portico.test', DEMO_PASSWORD);
    await field(again, 'Verification code').fill(totp(sharedKey, 'user', 1));
    await again.getByRole('button', { name: 'Verify' }).click();
    await again.waitForURL((url) => url.pathname === '/dashboard');
  });

  it('a signed-in user changes MFA: confirm, then enrol a new authenticator', async () => {
    const page = await newPage(browser);
    await submitLogin(page, 'support@portico.test', DEMO_PASSWORD);
    await page.waitForURL((url) => url.pathname === '/dashboard');
    await page.goto('/auth/mfa/change');
    const change = page.getByRole('button', { name: 'Change MFA' });
    await change.waitFor();
    expect(await change.isDisabled()).toBe(true);
    await expectNoAxeViolations(page);
    await page.getByRole('checkbox', { name: 'I understand that my current authenticator will stop working' }).check();
    expect(await change.isEnabled()).toBe(true);
    // support@ has no authenticator yet, so the password alone proves it is them (an enrolled user adds a code).
    expect(await field(page, 'Verification code').count()).toBe(0);
    await field(page, 'Password').fill(DEMO_PASSWORD);
    await change.click();

    await page.waitForURL((url) => url.pathname === '/auth/mfa/setup');
    const sharedKey = (await page.getByLabel('Shared key').textContent())?.trim() ?? '';
    await field(page, 'Verification code').fill(totp(sharedKey));
    await page.getByRole('button', { name: 'Add MFA' }).click();
    await page.getByRole('status').filter({ hasText: 'MFA has been added to your account.' }).waitFor();
    await expectNoAxeViolations(page);
  });

  it("'Lost your MFA?' points to the support help centre", async () => {
    const page = await newPage(browser);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Lost your MFA?' }).click();
    await page.getByRole('heading', { level: 1, name: 'Lost your MFA?' }).waitFor();
    const help = page.getByRole('link', { name: 'Visit the support help centre' });
    expect(await help.getAttribute('href')).toMatch(/^https:\/\//);
    expect(await help.getAttribute('rel')).toContain('noopener');
    await expectNoAxeViolations(page);
  });
});
