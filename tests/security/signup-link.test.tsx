/**
 * Issue 22 (ASVS 14.2.1): the invitation's token is in the sign-up link's path (spec 2.2's route,
 * `/auth/signup/{verificationToken}`), and it stayed in the address bar for as long as the page was open: in the
 * tab's history entry, a screenshot, an address copied to a colleague. The page now replaces the address with
 * `/auth/signup` as it opens (no new history entry) and keeps the token in memory for the form.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BrowserRouter, Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { login } from '../../providers/identity';
import AuthApp from '../../src/auth/AuthApp';
import { outbox } from '../sandbox/helpers';

const PASSWORD = 'Lantern#Quay-2031';

const renderAt = (path: string) => {
  window.history.pushState(null, '', path);
  const user = userEvent.setup();
  render(
    <BrowserRouter>
      <Routes>
        <Route path="/auth/*" element={<AuthApp />} />
      </Routes>
    </BrowserRouter>,
  );
  return user;
};

afterEach(() => window.history.replaceState(null, '', '/'));

describe('the sign-up link', () => {
  it('takes the token out of the address bar at once, without a history entry, and still sets the password', async () => {
    const mail = (await outbox()).find((m) => m.to === 'newjoiner@portico.test')!;
    const path = new URL(/(https?:\/\/\S+\/auth\/signup\/\S+)/.exec(mail.text)![1]!).pathname;
    const token = path.split('/').pop()!;
    const entries = window.history.length;
    const user = renderAt(path);
    await waitFor(() => expect(window.location.pathname).toBe('/auth/signup'));
    expect(window.location.href).not.toContain(token);
    // Replaced, not pushed: Back does not lead to the address with the token.
    expect(window.history.length).toBe(entries + 1);
    expect(await screen.findByText(/newjoiner@portico\.test/)).toBeInTheDocument();
    await user.type(screen.getByLabelText(/^New password/), PASSWORD);
    await user.type(screen.getByLabelText(/^Confirm new password/), PASSWORD);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password has been set. You can now log in.')).toBeInTheDocument();
    await expect(login({ email: 'newjoiner@portico.test', password: PASSWORD })).resolves.toMatchObject({
      accessToken: expect.any(String),
    });
    expect(window.location.href).not.toContain(token);
  });

  it('at /auth/signup with no token in memory (a reload), says the token is invalid', async () => {
    renderAt('/auth/signup');
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid verification token');
    expect(screen.queryByLabelText(/^New password/)).not.toBeInTheDocument();
  });
});
