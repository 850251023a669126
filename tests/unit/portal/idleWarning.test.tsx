/**
 * Issue 22 item 6: two minutes before the inactivity timeout the portal warns, in a dialog that takes focus, is
 * announced as an alert, counts down, and offers "Stay signed in".
 */
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { I18nContextProvider } from 'react-admin';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18nProvider } from '../../../providers/i18n/i18nProvider';
import { LAST_ACTIVITY_KEY } from '../../../providers/idle';
import { readAuthState, setNavigator, signIn, storeAuthState } from '../../../providers/session';
import companies from '../../../resources/companies';
import users from '../../../resources/users';
import { server } from '../../../sandbox/node';
import IdleWarning from '../../../src/portal/IdleWarning';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

const MINUTE = 60_000;

const cleanups: (() => void)[] = [];
beforeEach(() => {
  server.use(http.post('http://localhost:4010/identity/auth/logout', () => new HttpResponse(null, { status: 204 })));
  cleanups.push(setNavigator(() => undefined));
});
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  vi.useRealTimers();
});

const advance = (ms: number) => act(() => vi.advanceTimersByTimeAsync(ms));

describe('the inactivity warning', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'Date'] });
    signIn({ accessToken: 'a', expiresIn: 900, refreshToken: 'r', refreshTokenExpiresIn: 28800 });
    render(
      <I18nContextProvider value={createI18nProvider({})}>
        <IdleWarning />
      </I18nContextProvider>,
    );
  });

  it('appears two minutes before the timeout as an alert dialog, with the focus on "Stay signed in"', async () => {
    await advance(28 * MINUTE - 1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(1000);
    const dialog = screen.getByRole('alertdialog', { name: 'You will be signed out soon' });
    expect(dialog).toHaveAccessibleDescription(
      'You have not used the portal for a while. For your security you will be signed out in 2:00.',
    );
    expect(screen.getByRole('button', { name: 'Stay signed in' })).toHaveFocus();
  });

  it('counts down the time left', async () => {
    await advance(28 * MINUTE);
    await advance(15_000);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('signed out in 1:45.');
    await advance(60_000);
    expect(screen.getByRole('alertdialog')).toHaveTextContent('signed out in 0:45.');
  });

  it('"Stay signed in" keeps the session and closes the dialog', async () => {
    await advance(29 * MINUTE);
    fireEvent.click(screen.getByRole('button', { name: 'Stay signed in' }));
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
    await advance(1000);
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    await advance(5 * MINUTE);
    expect(readAuthState()).not.toBeNull();
  });

  it('signs out when nobody answers it', async () => {
    await advance(30 * MINUTE);
    expect(readAuthState()).toBeNull();
  });
});

describe("in the portal's frame", () => {
  it('shows for a session left without input', async () => {
    await signInAs('clientadmin@portico.test');
    const state = readAuthState()!;
    storeAuthState({ ...state, signedInAt: Date.now() - 29 * MINUTE });
    renderPortal([users, companies], '/dashboard');
    await waitFor(() => expect(screen.getByRole('alertdialog', { name: 'You will be signed out soon' })).toBeInTheDocument());
  });
});
