import { describe, expect, it, vi } from 'vitest';
import { cleanup, screen, waitFor } from '@testing-library/react';
import { getStore } from '../../../sandbox/store';
import { readAuthState } from '../../../providers/session';
import { PASSWORD, renderAuth } from './render';

const fillCredentials = async (user: ReturnType<typeof renderAuth>['user'], email: string, password = PASSWORD) => {
  await user.type(screen.getByLabelText(/^Email/), email);
  await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
};

describe('login page', () => {
  it('after the new-password challenge, leads to root and says why on the login page (spec 3.1, catalogue)', async () => {
    const invited = getStore().users.find((u) => u.email === 'viewer@portico.test')!;
    invited.temporaryPassword = true;
    const { user } = renderAuth();
    await fillCredentials(user, 'viewer@portico.test');
    const landed = await screen.findByTestId('portal');
    expect(landed).toHaveTextContent(/^\/$/);
    expect(landed).toHaveAttribute('data-notice', 'newPasswordRequired');
    cleanup();
    renderAuth({ pathname: '/auth/login', state: { notice: 'newPasswordRequired' } });
    expect(screen.getByRole('alert')).toHaveTextContent(
      'You need to set a new password before you can log in. Use the link in your invitation email.',
    );
  });

  it.each([
    ['idle', {}, 'You were signed out after 30 minutes without activity.'],
    ['idle', { idleTimeoutMinutes: 1 }, 'You were signed out after 1 minute without activity.'],
    ['sessionLimit', {}, 'You were signed out because a session lasts at most 12 hours. Log in again to continue.'],
    ['sessionLimit', { absoluteSessionHours: 8 }, 'You were signed out because a session lasts at most 8 hours. Log in again to continue.'],
  ])('says why the session ended: %s, after %o (issue 22 item 6)', (notice, config, message) => {
    window.__PORTICO_CONFIG__ = config;
    try {
      renderAuth({ pathname: '/auth/login', state: { notice } });
      expect(screen.getByRole('alert')).toHaveTextContent(message);
    } finally {
      delete window.__PORTICO_CONFIG__;
    }
  });

  it('keeps a user without access to this tenant on the login page, signed out, without loading the portal', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { user } = renderAuth();
    await fillCredentials(user, 'outsider@portico.test');
    await waitFor(() => expect(logged).toHaveBeenCalledWith("User doesn't have access to the tenant"));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Log in' })).toBeEnabled());
    expect(screen.queryByTestId('portal')).not.toBeInTheDocument();
    expect(readAuthState()).toBeNull();
    expect(screen.getByLabelText(/^Email/)).toBeInTheDocument();
  });

  it('labels its fields, sets autocomplete, and links to the help pages and the Terms of Use', () => {
    renderAuth();
    expect(screen.getByLabelText(/^Email/)).toHaveAttribute('autocomplete', 'username');
    expect(screen.getByLabelText(/^Password/)).toHaveAttribute('autocomplete', 'current-password');
    expect(screen.queryByLabelText(/^Verification code/)).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Forgotten your password?' })).toHaveAttribute('href', '/auth/password/reset');
    expect(screen.getByRole('link', { name: 'Lost your MFA?' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Terms of Use' })).toHaveAttribute('href', '/auth/agreements/terms-of-use');
  });

  it('shows the tenant name from the branding, with the product logo when the tenant has none', async () => {
    renderAuth();
    expect(await screen.findByText('Portico Demo')).toBeInTheDocument();
    const logo = screen.getByRole('img', { name: /logo$/ });
    expect(logo.getAttribute('src')).toMatch(/^(https:|\/)/);
  });

  it('signs in with email and password, stores the tokens in the cookie and returns to root', async () => {
    const { user } = renderAuth();
    await fillCredentials(user, '  SuperAdmin@Portico.test ');
    expect(await screen.findByTestId('portal')).toHaveTextContent(/^\/$/);
    const state = readAuthState();
    expect(state?.accessToken).toMatch(/^ey/);
    expect(state!.accessTokenExpiresIn).toBeGreaterThan(Date.now());
    expect(state!.refreshTokenExpiresIn).toBeGreaterThan(state!.accessTokenExpiresIn);
    expect(window.localStorage.length).toBe(0);
  });

  it('returns to the location the user came from', async () => {
    const { user } = renderAuth({ pathname: '/auth/login', state: { from: '/administration/tenant/list' } });
    await fillCredentials(user, 'support@portico.test');
    expect(await screen.findByTestId('portal')).toHaveTextContent('/administration/tenant/list');
  });

  it('honours a same-origin redirectTo and refuses a foreign one', async () => {
    const first = renderAuth('/auth/login?redirectTo=%2Fdashboard%3FcompanyId%3D1');
    await fillCredentials(first.user, 'analyst@portico.test');
    expect(await screen.findByTestId('portal')).toHaveTextContent('/dashboard?companyId=1');
    first.unmount();

    const second = renderAuth('/auth/login?redirectTo=https%3A%2F%2Flocalhost.evil.example%2Fsteal');
    await fillCredentials(second.user, 'analyst@portico.test');
    expect(await screen.findByTestId('portal')).toHaveTextContent(/^\/$/);
  });

  it("shows the server's message under the form on wrong credentials, keeping the email", async () => {
    const { user } = renderAuth();
    await fillCredentials(user, 'viewer@portico.test', 'not-the-password');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Incorrect email or password.');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('viewer@portico.test');
    expect(alert).toHaveFocus();
    expect(readAuthState()).toBeNull();
  });

  it('validates before calling the service and moves focus to the first error', async () => {
    const { user } = renderAuth();
    await user.type(screen.getByLabelText(/^Password/), 'x');
    await user.click(screen.getByRole('button', { name: 'Log in' }));
    const emailInput = screen.getByLabelText(/^Email/);
    expect(emailInput).toHaveFocus();
    expect(emailInput).toHaveAttribute('aria-invalid', 'true');
    expect(emailInput).toHaveAccessibleDescription('Email is required');
  });

  it('/auth/logout ends the session and shows the login page', async () => {
    const { user, unmount } = renderAuth();
    await fillCredentials(user, 'manager@portico.test');
    await screen.findByTestId('portal');
    unmount();
    renderAuth('/auth/logout');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
    expect(screen.getByText('You have been logged out.')).toBeInTheDocument();
    await waitFor(() => expect(readAuthState()).toBeNull());
  });

  it('sends unknown auth paths to root', async () => {
    renderAuth('/auth/nowhere');
    expect(await screen.findByTestId('portal')).toHaveTextContent(/^\/$/);
  });
});
