import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectNoAxeViolations, field, launchBrowser, newPage, readOutbox, sandboxUrl, STEP_TIMEOUT_MS } from './support';
import { expectPortalAxeClean, submitLogin, waitUntilOpaque } from './support/auth';

const NEW_PASSWORD = 'Harbour#Lights2027';
const SSH_KEY =
  'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7vbqajDhA+17ZAdaZcZSjJF7Jyu1jZ0T2bNAGDhrHxHoGZ3QQqOkPmVj0xVyo0XrZlMNC1NxR e2e@portico';

const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);

/** The newest email to `to` whose text matches `pattern`, once the sandbox has "sent" it. */
async function waitForEmail(to: string, pattern: RegExp): Promise<RegExpMatchArray> {
  let found: RegExpMatchArray | null = null;
  await expect
    .poll(
      async () => {
        const mails = (await readOutbox()).filter((m) => m.to === to);
        found =
          mails
            .reverse()
            .map((m) => m.text.match(pattern))
            .find(Boolean) ?? null;
        return found !== null;
      },
      { timeout: STEP_TIMEOUT_MS },
    )
    .toBe(true);
  return found!;
}

describe('account journeys', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('resets a forgotten password with the emailed code, then signs in with the new one', async () => {
    const page = await newPage(browser);
    await page.goto('/auth/login');
    await page.getByRole('link', { name: 'Forgotten your password?' }).click();
    await onPath(page, '/auth/password/reset');
    // Stage one asks for the email only.
    expect(await field(page, 'New password').count()).toBe(0);
    await expectNoAxeViolations(page);

    await field(page, 'Email').fill('  Manager@Portico.test ');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByRole('status').filter({ hasText: 'We have sent a code to manager@portico.test' }).waitFor();
    const [, code] = await waitForEmail('manager@portico.test', /\b(\d{6})\b/);
    await expectNoAxeViolations(page);

    // Stage two's rules apply to stage two's fields, with the spec's words.
    await field(page, 'Verification code').fill(code!);
    await field(page, 'New password').fill('alllowercase-but-long');
    await field(page, 'Confirm new password').fill('something else');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page
      .getByText('New password should contain at least an uppercase letter, lowercase letter, number and special character.')
      .waitFor();
    await page.getByText('Passwords should be the same').waitFor();
    // Focus moves to the first field in error.
    await expect.poll(() => field(page, 'New password').evaluate((el) => el === document.activeElement)).toBe(true);

    // A password that meets the rule but is one attackers try first is refused by the service, and says why (issue 22).
    await field(page, 'New password').fill('Password123!');
    await field(page, 'Confirm new password').fill('Password123!');
    await page.getByRole('button', { name: 'Reset password' }).click();
    await page.getByText('Choose a less common password: this one appears in lists of passwords attackers try first.').waitFor();
    await expectNoAxeViolations(page);

    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Reset password' }).click();
    await onPath(page, '/auth/password/reset/completed');
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Back to log in' }).click();
    await onPath(page, '/auth/login');
    await submitLogin(page, 'manager@portico.test', DEMO_PASSWORD);
    await page.getByRole('alert').filter({ hasText: 'Incorrect email or password.' }).waitFor();
    await submitLogin(page, 'manager@portico.test', NEW_PASSWORD);
    await onPath(page, '/dashboard');
  });

  it('newjoiner@ signs up through the invitation link from the outbox, then signs in', async () => {
    const [link] = await waitForEmail('newjoiner@portico.test', /https?:\/\/\S+\/auth\/signup\/[A-Za-z0-9_-]+=*/);
    const page = await newPage(browser);
    // The link names the default portal origin; follow its path on the portal under test.
    await page.goto(new URL(link!).pathname);
    await page.getByText('Choose a password for newjoiner@portico.test.').waitFor();
    await expectNoAxeViolations(page);

    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Set password' }).click();
    await page.getByRole('status').filter({ hasText: 'Your password has been set. You can now log in.' }).waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('link', { name: 'Go to log in' }).click();
    await onPath(page, '/auth/login');
    expect(await field(page, 'Email').inputValue()).toBe('newjoiner@portico.test');
    await field(page, 'Password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await onPath(page, '/dashboard');
    await page.getByRole('heading', { level: 1, name: /^Welcome to your .+ portal$/ }).waitFor();
    await expectPortalAxeClean(page);
  });

  it('a sign-up link with a broken token says so', async () => {
    const page = await newPage(browser);
    await page.goto('/auth/signup/not-a-token');
    await page.getByRole('alert').filter({ hasText: 'Invalid verification token' }).waitFor();
    expect(await field(page, 'New password').count()).toBe(0);
    await expectNoAxeViolations(page);
  });

  it('sftp@ adds an SSH key and sees the confirmation', async () => {
    const page = await newPage(browser);
    await submitLogin(page, 'sftp@portico.test', DEMO_PASSWORD);
    await onPath(page, '/auth/ssh');
    await page.getByText('You have not added a public key yet.').waitFor();
    // SftpOnly users have their account navigation here.
    const nav = page.getByRole('navigation', { name: 'Account' });
    await nav.getByRole('link', { name: 'Change password' }).waitFor();
    await nav.getByRole('link', { name: 'Change MFA' }).waitFor();
    await nav.getByRole('link', { name: 'Your sessions' }).waitFor();
    await nav.getByRole('link', { name: 'Log out' }).waitFor();
    await expectNoAxeViolations(page);

    const key = field(page, 'Public key');
    await key.fill('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5AAAAI');
    await page.getByRole('button', { name: 'Save key' }).click();
    await page.getByText('Key expected format is "ssh-rsa <Base64-encoded key>"').waitFor();
    expect(await key.getAttribute('aria-invalid')).toBe('true');

    await key.fill(SSH_KEY);
    await page.getByRole('button', { name: 'Save key' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByText('SSH Key has been added/updated successfully.').waitFor();
    await waitUntilOpaque(dialog);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await dialog.waitFor({ state: 'hidden' });
    await page.getByText('You have a public key on file.').waitFor();

    await nav.getByRole('link', { name: 'Log out' }).click();
    await onPath(page, '/auth/login');
    await page.getByText('You have been logged out.').waitFor();
  });

  it('clientadmin@ opens its sessions from the account menu and logs another device out (issue 22, ASVS V7.5.2)', async () => {
    const identity = (path: string, body: unknown, headers: Record<string, string> = {}) =>
      fetch(`${sandboxUrl()}/identity${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...headers },
        body: JSON.stringify(body),
      });
    const phone = (await (
      await identity(
        '/auth/login',
        { email: 'clientadmin@portico.test', password: DEMO_PASSWORD },
        {
          'User-Agent':
            'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1',
        },
      )
    ).json()) as { refreshToken: string };

    const page = await newPage(browser);
    await submitLogin(page, 'clientadmin@portico.test', DEMO_PASSWORD);
    await onPath(page, '/dashboard');
    await page.getByRole('button', { name: /account menu/i }).click();
    await page.getByRole('menuitem', { name: 'Your sessions' }).click();
    await onPath(page, '/auth/sessions');
    const table = page.getByRole('table', { name: 'Your sessions' });
    await table.getByRole('rowheader', { name: /This device$/ }).waitFor();
    await expectNoAxeViolations(page);

    await table.getByRole('button', { name: /^Log out Safari 18 on iPhone, logged in / }).click();
    const dialog = page.getByRole('dialog', { name: 'Log out this session?' });
    await waitUntilOpaque(dialog);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Log out' }).click();
    await page.getByRole('status').filter({ hasText: 'Safari 18 on iPhone is logged out.' }).waitFor();
    await table.getByRole('rowheader', { name: /iPhone/ }).waitFor({ state: 'detached' });
    await page.getByText('Your account is logged in nowhere else.').waitFor();
    await expectNoAxeViolations(page);
    expect((await identity('/auth/refresh', { refreshToken: phone.refreshToken })).status).toBe(401);
  });

  it('sftp@ changes the password from the navigation of the SSH key page', async () => {
    const page = await newPage(browser);
    await submitLogin(page, 'sftp@portico.test', DEMO_PASSWORD);
    await onPath(page, '/auth/ssh');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Change password' }).click();
    await onPath(page, '/auth/password/change');
    await expectNoAxeViolations(page);

    await field(page, 'Old password').fill('not-my-password');
    await field(page, 'New password').fill(NEW_PASSWORD);
    await field(page, 'Confirm new password').fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await page.getByRole('alert').filter({ hasText: 'Old password is incorrect.' }).waitFor();

    await field(page, 'Old password').fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Change password' }).click();
    await onPath(page, '/auth/password/change/completed');
    await page.getByRole('status').filter({ hasText: 'Your password has been changed.' }).waitFor();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Continue' }).click();
    await onPath(page, '/auth/ssh');
  });
});
