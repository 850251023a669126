/**
 * Issue 22 (ASVS 6.2.8): a new password was trimmed when set (by the pages and by the service) but compared as typed
 * at sign-in, so a user who chose `  Lantern#Quay2031 ` could not sign in by typing it again. Now nothing alters a
 * password: it is sent, stored and checked exactly as typed, surrounding spaces included. Spec 5's rule still judges
 * the trimmed value (spaces do not make a password long enough).
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ID, PASSWORD, login, outbox, post } from '../sandbox/helpers';
import { renderAuth } from '../unit/auth/render';

const TYPED = '  Lantern#Quay2031 ';
const TRIMMED = TYPED.trim();

const signIn = (email: string, password: string) => post(`${ID}/auth/login`, { email, password });

describe('surrounding whitespace in passwords (contract)', () => {
  it('a password changed with surrounding spaces signs in exactly as typed, and only so', async () => {
    const { accessToken } = await login('manager@portico.test');
    expect((await post(`${ID}/users/current/change-password`, { oldPassword: PASSWORD, newPassword: TYPED }, accessToken)).status).toBe(
      204,
    );
    expect((await signIn('manager@portico.test', TYPED)).status).toBe(200);
    expect((await signIn('manager@portico.test', TRIMMED)).status).toBe(400);
    // The other calls that check a password read it the same way.
    const fresh = await login('manager@portico.test', TYPED);
    const change = await post(
      `${ID}/users/current/change-password`,
      { oldPassword: TYPED, newPassword: 'Mosaic#Lantern-2032' },
      fresh.accessToken,
    );
    expect(change.status).toBe(204);
  });

  it('a password reset with surrounding spaces signs in exactly as typed', async () => {
    await post(`${ID}/users/reset-password`, { email: 'sftp@portico.test' });
    const code = /\b(\d{6})\b/.exec((await outbox()).find((m) => m.to === 'sftp@portico.test')!.text)![1];
    expect((await post(`${ID}/users/reset-password/confirm`, { email: 'sftp@portico.test', code, password: TYPED })).status).toBe(204);
    expect((await signIn('sftp@portico.test', TYPED)).status).toBe(200);
    expect((await signIn('sftp@portico.test', TRIMMED)).status).toBe(400);
  });

  it('judges the length without the surrounding spaces, and signs in no one with spaces added', async () => {
    const { accessToken } = await login('manager@portico.test');
    const short = await post(
      `${ID}/users/current/change-password`,
      { oldPassword: PASSWORD, newPassword: '   Ab1!Ab1!Ab1   ' },
      accessToken,
    );
    expect((await short.json()).errors.newPassword).toEqual(['Password must be at least 12 characters long.']);
    expect((await signIn('manager@portico.test', ` ${PASSWORD} `)).status).toBe(400);
  });
});

describe('surrounding whitespace in the sign-up page', () => {
  it('sends the password as typed, so the invitee signs in typing it the same way', async () => {
    const mail = (await outbox()).find((m) => m.to === 'newjoiner@portico.test')!;
    const { user } = renderAuth(new URL(/(https?:\/\/\S+\/auth\/signup\/\S+)/.exec(mail.text)![1]!).pathname);
    await user.type(await screen.findByLabelText(/^New password/), TYPED);
    await user.type(screen.getByLabelText(/^Confirm new password/), TYPED);
    await user.click(screen.getByRole('button', { name: 'Set password' }));
    expect(await screen.findByText('Your password has been set. You can now log in.')).toBeInTheDocument();
    expect((await signIn('newjoiner@portico.test', TYPED)).status).toBe(200);
  });
});
