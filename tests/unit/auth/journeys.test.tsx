import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import * as OTPAuth from 'otpauth';
import { server } from '../../../sandbox/node';
import { login } from '../../../providers/identity';
import { readAuthState, signIn } from '../../../providers/session';
import { clearBrandingCache } from '../../../src/shared/branding';
import { PASSWORD, renderAuth } from './render';

// Not 'Harbour…': the viewer works for Harbour Pensions Partnership, and a password may not name the user's organisation.
const NEW_PASSWORD = 'Lantern#Quay2026';
const totp = (secret: string) => new OTPAuth.TOTP({ secret, digits: 6, period: 30, algorithm: 'SHA1' }).generate();
const signInAs = async (email: string) => signIn(await login({ email, password: PASSWORD }));
const outbox = async () =>
  (await (await fetch('http://localhost:4010/__sandbox/outbox')).json()) as { to: string; subject: string; text: string }[];

// Branding is fetched once per page load; each test is a fresh load.
beforeEach(() => clearBrandingCache());

describe('MFA challenge', () => {
  it('asks for the code, then signs in with the TOTP of the seeded secret', async () => {
    const { user } = renderAuth();
    await user.type(screen.getByLabelText(/^Email/), 'mfa@portico.test');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const code = await screen.findByLabelText(/^Verification code/);
    expect(code).toHaveAttribute('autocomplete', 'one-time-code');
    expect(screen.queryByLabelText(/^Password/)).not.toBeInTheDocument();
    // The code stage is a page of its own: its heading says what it asks for, not 'Log in' again.
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Enter your verification code');
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    // Said once, under the form (spec 8); the field it is about is marked and described by it.
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification code.');
    expect(screen.getAllByText('Invalid verification code.')).toHaveLength(1);
    expect(code).toHaveAttribute('aria-invalid', 'true');
    expect(code).toHaveAccessibleDescription('Invalid verification code.');
    expect(code).toHaveFocus();
    await user.clear(code);
    await user.type(code, totp('JBSWY3DPEHPK3PXP'));
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByTestId('portal')).toHaveTextContent(/^\/$/);
    expect(readAuthState()).not.toBeNull();
  });

  it("'Use another account' goes back to the credentials stage", async () => {
    const { user } = renderAuth();
    await user.type(screen.getByLabelText(/^Email/), 'mfa@portico.test');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    await user.click(await screen.findByRole('button', { name: 'Use another account' }));
    expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Email/)).toHaveValue('');
  });
});

describe('MFA setup', () => {
  it('shows the QR code at 150 px and the shared key, and signs in with a code from that key', async () => {
    const { user } = renderAuth();
    await user.type(screen.getByLabelText(/^Email/), 'mfa-setup@portico.test');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toHaveAttribute('width', '150');
    expect(qr).toHaveAttribute('height', '150');
    const sharedKey = screen.getByTestId('shared-key').textContent!;
    expect(sharedKey).toMatch(/^[A-Z2-7]+$/);
    await user.type(screen.getByLabelText(/^Verification code/), totp(sharedKey));
    await user.click(screen.getByRole('button', { name: 'Add MFA' }));
    expect(await screen.findByTestId('portal')).toHaveTextContent(/^\/$/);
    expect(readAuthState()).not.toBeNull();
  });

  it('is not available without a session or the setup challenge', async () => {
    renderAuth('/auth/mfa/setup');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});

describe('MFA change and reset', () => {
  it('keeps the button disabled until the confirmation is ticked, then sets up a new authenticator', async () => {
    await signInAs('clientadmin@portico.test');
    const { user } = renderAuth('/auth/mfa/reset');
    const button = await screen.findByRole('button', { name: 'Setup a New MFA' });
    expect(button).toBeDisabled();
    await user.click(screen.getByRole('checkbox'));
    expect(button).toBeEnabled();
    // No authenticator enrolled yet: the password alone is the proof (tests/security covers the code).
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(button);
    const qr = await screen.findByRole('img', { name: 'QR code for your authenticator app' });
    expect(qr).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Verification code/), totp(screen.getByTestId('shared-key').textContent!));
    await user.click(screen.getByRole('button', { name: 'Add MFA' }));
    expect(await screen.findByText('MFA has been added to your account.')).toBeInTheDocument();
  });

  it('sends a signed-in user who opens the setup page to confirm the password first (issue 22)', async () => {
    await signInAs('clientadmin@portico.test');
    renderAuth('/auth/mfa/setup');
    expect(await screen.findByRole('button', { name: 'Change MFA' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'QR code for your authenticator app' })).not.toBeInTheDocument();
  });

  it('says so when the setup session has lapsed, and offers to start again', async () => {
    await signInAs('clientadmin@portico.test');
    const { user } = renderAuth('/auth/mfa/reset');
    await user.type(await screen.findByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('checkbox'));
    server.use(http.get('*/2FA-auth/authenticator', () => HttpResponse.json({ message: 'Token expired.' }, { status: 401 })));
    await user.click(screen.getByRole('button', { name: 'Setup a New MFA' }));
    expect(await screen.findByText('This setup has expired. Confirm your password again.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change MFA' })).toHaveAttribute('href', '/auth/mfa/change');
    expect(screen.queryByText('Token expired.')).not.toBeInTheDocument();
  });

  it('the change page needs a login and has the same confirmation', async () => {
    const first = renderAuth('/auth/mfa/change');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    first.unmount();
    await signInAs('analyst@portico.test');
    renderAuth('/auth/mfa/change');
    expect(await screen.findByRole('button', { name: 'Change MFA' })).toBeDisabled();
  });

  it("'Lost your MFA?' points to the support help centre", async () => {
    const { user } = renderAuth();
    await user.click(screen.getByRole('link', { name: 'Lost your MFA?' }));
    expect(await screen.findByRole('link', { name: 'Visit the support help centre' })).toHaveAttribute('rel', 'noopener noreferrer');
  });

  it('takes the help centre address from the runtime config (supportUrl)', async () => {
    window.__PORTICO_CONFIG__ = { supportUrl: 'https://support.portico.example/hc/lost-mfa' };
    try {
      renderAuth('/auth/mfa/help');
      expect(await screen.findByRole('link', { name: 'Visit the support help centre' })).toHaveAttribute(
        'href',
        'https://support.portico.example/hc/lost-mfa',
      );
    } finally {
      delete window.__PORTICO_CONFIG__;
    }
  });
});

describe('password', () => {
  it('resets in two stages with the code from the email, then logs in with the new password', async () => {
    const { user } = renderAuth('/auth/password/reset');
    expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
    await user.type(screen.getByLabelText(/^Email/), 'Viewer@Portico.test');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    const codeField = await screen.findByLabelText(/^Verification code/);
    const mail = (await outbox()).find((m) => m.to === 'viewer@portico.test' && /reset/i.test(m.subject))!;
    const code = /(\d{6})/.exec(mail.text)![1];
    await user.type(codeField, code);
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), `${NEW_PASSWORD}x`);
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(screen.getByLabelText(/^Confirm new password/)).toHaveAccessibleDescription('Passwords should be the same');
    await user.type(screen.getByLabelText(/^Confirm new password/), '{Backspace}');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect(await screen.findByText('Your password has been reset. You can now log in with your new password.')).toBeInTheDocument();
    await expect(login({ email: 'viewer@portico.test', password: NEW_PASSWORD })).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it('changes the password, with the complexity rule and the server check of the old password', async () => {
    await signInAs('manager@portico.test');
    const { user } = renderAuth('/auth/password/change');
    await user.type(await screen.findByLabelText(/^Old password/), 'wrong-old-password');
    await user.type(screen.getByLabelText(/^New password/), 'abcdefghijkl');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'abcdefghijkl');
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(screen.getByLabelText(/^New password/)).toHaveAccessibleDescription(
      'New password should contain at least an uppercase letter, lowercase letter, number and special character.',
    );
    expect(screen.getByLabelText(/^New password/)).toHaveFocus();
    await user.clear(screen.getByLabelText(/^New password/));
    await user.clear(screen.getByLabelText(/^Confirm new password/));
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    await waitFor(() => expect(screen.getByLabelText(/^Old password/)).toHaveAccessibleDescription('Old password is incorrect.'));
    await user.clear(screen.getByLabelText(/^Old password/));
    await user.type(screen.getByLabelText(/^Old password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Change password' }));
    expect(await screen.findByText('Your password has been changed.')).toBeInTheDocument();
  });
});

describe('sign-up', () => {
  it("sets newjoiner's first password from the invitation link, then the user can log in", async () => {
    const mail = (await outbox()).find((m) => m.to === 'newjoiner@portico.test')!;
    const path = new URL(/(https?:\/\/\S+\/auth\/signup\/\S+)/.exec(mail.text)![1]).pathname;
    const { user } = renderAuth(path);
    expect(await screen.findByText(/newjoiner@portico\.test/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), NEW_PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), NEW_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password has been set. You can now log in.')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Go to log in' }));
    expect(await screen.findByLabelText(/^Email/)).toHaveValue('newjoiner@portico.test');
    await expect(login({ email: 'newjoiner@portico.test', password: NEW_PASSWORD })).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
  });

  it("says 'Invalid verification token' for a token that does not decode", async () => {
    renderAuth('/auth/signup/not-a-token');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification token');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});

describe('SSH key', () => {
  it('needs a login and returns to the page afterwards', async () => {
    const { user } = renderAuth('/auth/ssh');
    await user.type(await screen.findByLabelText(/^Email/), 'sftp@portico.test');
    await user.type(screen.getByLabelText(/^Password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('heading', { name: 'SSH key' })).toBeInTheDocument();
    expect(await screen.findByText('You have not added a public key yet.')).toBeInTheDocument();
  });

  it('checks the format, saves the key and confirms in a modal; SftpOnly users get a user navigation', async () => {
    await signInAs('sftp@portico.test');
    const { user } = renderAuth('/auth/ssh');
    const nav = await screen.findByRole('navigation', { name: 'Account' });
    expect(within(nav).getByRole('link', { name: 'Change password' })).toHaveAttribute('href', '/auth/password/change');
    expect(within(nav).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/auth/logout');
    expect(await screen.findByText('You have not added a public key yet.')).toBeInTheDocument();
    const field = screen.getByLabelText(/^Public key/);
    await user.click(field);
    await user.paste('ssh-ed25519 AAAAC3NzaC1lZDI1NTE5');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(field).toHaveAccessibleDescription('Key expected format is "ssh-rsa <Base64-encoded key>"');
    await user.clear(field);
    await user.paste(`ssh-rsa ${'AAAAB3NzaC1yc2EAAAADAQABAAABAQ'.padEnd(300, 'A')} sftp@portico`);
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('SSH Key has been added/updated successfully.');
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('You have a public key on file.')).toBeInTheDocument();
  });

  it('names the confirmation dialog by its message, for screen readers', async () => {
    await signInAs('sftp@portico.test');
    const { user } = renderAuth('/auth/ssh');
    await user.click(await screen.findByLabelText(/^Public key/));
    await user.paste(`ssh-rsa ${'AAAAB3NzaC1yc2EAAAADAQABAAABAQ'.padEnd(300, 'A')} sftp@portico`);
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByRole('dialog', { name: 'SSH Key has been added/updated successfully.' })).toBeInTheDocument();
  });

  it('shows server errors on the field and under the form', async () => {
    await signInAs('sftp@portico.test');
    server.use(
      http.post('http://localhost:4010/portal/api/v1/users/ssh-keys/public', () =>
        HttpResponse.json({ message: 'The key could not be saved.', errors: { publicKey: ['Key is too short.'] } }, { status: 400 }),
      ),
    );
    const { user } = renderAuth('/auth/ssh');
    await user.click(await screen.findByLabelText(/^Public key/));
    await user.paste('ssh-rsa AAAA');
    await user.click(screen.getByRole('button', { name: 'Save key' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The key could not be saved.');
    expect(screen.getByLabelText(/^Public key/)).toHaveAccessibleDescription('Key is too short.');
  });
});

describe('agreements', () => {
  it("shows the tenant's terms, sanitised, with the logo in header and footer and the footer linking to root", async () => {
    server.use(
      http.get('http://localhost:4010/portal/api/v1/tenants/branding', () =>
        HttpResponse.json({
          tenantId: 't1',
          name: 'Harbour Trustees',
          logoUrl: 'javascript:alert(1)',
          termsAndConditions:
            '<h2>Terms</h2><p onclick="steal()">Read these.</p><script>steal()</script><img src="x" onerror="steal()">' +
            '<a href="javascript:steal()">bad</a><a href="https://example.org/terms">full terms</a><iframe src="https://evil.example"></iframe>',
        }),
      ),
    );
    renderAuth('/auth/agreements/terms-of-use');
    expect(await screen.findByText('Harbour Trustees')).toBeInTheDocument();
    const body = await screen.findByTestId('agreement');
    expect(body.innerHTML).not.toMatch(/script|onclick|onerror|javascript:|iframe/i);
    expect(within(body).getByRole('link', { name: 'full terms' })).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(body).getByText('bad')).not.toHaveAttribute('href');
    const logos = screen.getAllByRole('img', { name: 'Harbour Trustees logo' });
    expect(logos).toHaveLength(2);
    logos.forEach((logo) => expect(logo).toHaveAttribute('src', '/logo.svg'));
    expect(screen.getByRole('link', { name: 'Go to Harbour Trustees' })).toHaveAttribute('href', '/');
  });

  it('shows the data-protection statement', async () => {
    renderAuth('/auth/agreements/data-protection');
    expect(await screen.findByRole('heading', { name: 'Data Protection', level: 1 })).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('agreement').textContent).not.toBe(''));
  });
});
