/**
 * "Your sessions" (issue 22, ASVS 5.0 V7.5.2): the signed-in user sees where the account is logged in, this browser
 * marked, and logs any other session out after confirming, one or all at once. Against the sandbox's identity service.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { clearBrandingCache } from '../../../src/shared/branding';
import { signInAs } from '../support/session';
import { PASSWORD, renderAuth } from './render';

const ID = 'http://localhost:4010/identity';
const EMAIL = 'manager@portico.test';
const PHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';

/** A sign-in of the same account on another device, straight at the service. */
const signInElsewhere = async (userAgent: string) => {
  const res = await fetch(`${ID}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'User-Agent': userAgent },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  return (await res.json()) as { refreshToken: string };
};
/** Whether that device could still renew its tokens. */
const stillSignedIn = async (device: { refreshToken: string }) =>
  (
    await fetch(`${ID}/auth/refresh`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: device.refreshToken }),
    })
  ).status === 200;

const table = () => screen.findByRole('table', { name: 'Your sessions' });
const rowOf = async (name: RegExp) => (await screen.findByRole('rowheader', { name })).closest('tr')!;

beforeEach(() => clearBrandingCache());

describe('Your sessions', () => {
  it('lists every session of the account, this browser marked, with when and from where it logged in', async () => {
    await signInElsewhere(PHONE);
    await signInAs(EMAIL);
    renderAuth('/auth/sessions');
    expect(await screen.findByRole('heading', { level: 1, name: 'Your sessions' })).toBeInTheDocument();
    const rows = within(await table()).getAllByRole('row');
    expect(
      rows.map((r) =>
        within(r)
          .queryAllByRole('columnheader')
          .map((c) => c.textContent),
      )[0],
    ).toEqual(['Browser and device', 'Logged in', 'Last active', 'IP address', 'Action']);
    expect(rows).toHaveLength(3);
    // This browser first, marked; it logs out the ordinary way.
    expect(within(rows[1]!).getByRole('rowheader')).toHaveTextContent('This device');
    expect(within(rows[1]!).getByRole('link', { name: 'Log out' })).toHaveAttribute('href', '/auth/logout');
    const phone = await rowOf(/^Safari 18 on iPhone$/);
    expect(within(phone).getByText('127.0.0.1')).toBeInTheDocument();
    expect(phone.querySelectorAll('time')).toHaveLength(2);
    expect(within(phone).getByRole('button', { name: /^Log out Safari 18 on iPhone, logged in / })).toBeInTheDocument();
  });

  it('logs another session out after confirming: it can no longer renew its tokens, and the result takes the focus', async () => {
    const phone = await signInElsewhere(PHONE);
    const desktop = await signInElsewhere(DESKTOP);
    await signInAs(EMAIL);
    const { user } = renderAuth('/auth/sessions');
    await user.click(within(await rowOf(/^Safari 18 on iPhone$/)).getByRole('button', { name: /^Log out/ }));
    const dialog = screen.getByRole('dialog', { name: 'Log out this session?' });
    expect(dialog).toHaveTextContent(/Safari 18 on iPhone, logged in .*, will have to log in again\./);
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Safari 18 on iPhone is logged out.');
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /iPhone/ })).not.toBeInTheDocument());
    expect(screen.getByText('Safari 18 on iPhone is logged out.').closest('[tabindex="-1"]')).toHaveFocus();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(desktop)).toBe(true);
  });

  it('keeps the session when the confirmation is cancelled', async () => {
    const phone = await signInElsewhere(PHONE);
    await signInAs(EMAIL);
    const { user } = renderAuth('/auth/sessions');
    await user.click(within(await rowOf(/iPhone/)).getByRole('button', { name: /^Log out/ }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('rowheader', { name: /iPhone/ })).toBeInTheDocument();
    expect(await stillSignedIn(phone)).toBe(true);
  });

  it('logs out of every other session at once, and then says there are none', async () => {
    const phone = await signInElsewhere(PHONE);
    const desktop = await signInElsewhere(DESKTOP);
    await signInAs(EMAIL);
    const { user } = renderAuth('/auth/sessions');
    await table();
    await user.click(screen.getByRole('button', { name: 'Log out of all other sessions' }));
    const dialog = screen.getByRole('dialog', { name: 'Log out of all other sessions?' });
    expect(dialog).toHaveTextContent('Every other browser and device will have to log in again. You stay logged in here.');
    await user.click(within(dialog).getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText('Every other session is logged out.')).toBeInTheDocument();
    expect(await screen.findByText('Your account is logged in nowhere else.')).toBeInTheDocument();
    expect(within(await table()).getAllByRole('rowheader')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Log out of all other sessions' })).not.toBeInTheDocument();
    expect(await stillSignedIn(phone)).toBe(false);
    expect(await stillSignedIn(desktop)).toBe(false);
  });

  it("shows the service's refusal under the list, and the list as it now is", async () => {
    const phone = await signInElsewhere(PHONE);
    await signInAs(EMAIL);
    const { user } = renderAuth('/auth/sessions');
    await user.click(within(await rowOf(/iPhone/)).getByRole('button', { name: /^Log out/ }));
    // Meanwhile the phone logs out by itself: the session is gone by the time the user confirms.
    await fetch(`${ID}/auth/logout`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ refreshToken: phone.refreshToken }),
    });
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Log out' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Session not found.');
    // Under the list, not in place of it.
    const list = await table();
    expect(list.compareDocumentPosition(alert) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /iPhone/ })).not.toBeInTheDocument());
  });

  it('says when the list cannot be loaded, and loads it on request', async () => {
    await signInAs(EMAIL);
    let failing = true;
    server.use(
      http.get('*/identity/users/current/sessions', () =>
        failing ? HttpResponse.json({ message: 'The identity service is unavailable.' }, { status: 503 }) : undefined,
      ),
    );
    const { user } = renderAuth('/auth/sessions');
    const alert = await screen.findByRole('alert');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    failing = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('asks for a log-in first without a session', async () => {
    renderAuth('/auth/sessions');
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeInTheDocument();
  });
});
