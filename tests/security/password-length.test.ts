// @vitest-environment node
/**
 * ASVS 5.0 V6.2.9: passwords of at least 64 characters are allowed. Neither the contract (`NewPassword` has no
 * maximum) nor the service nor the portal's form caps a password's length: a long passphrase is set, and signs in,
 * through every way of setting one tested here, and the form does not refuse it. Checked on a copy of this file
 * whose service and form refused more than 63 characters: every case failed; a service keeping only the first 63
 * characters fails the sign-in check.
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { newPassword, validateForm } from '../../src/shared/validation';
import { ID, PASSWORD, login, post } from '../sandbox/helpers';

/** `length` characters meeting spec 5's rule, with no word in it (no common password, no one's name). */
const passphrase = (length: number) => Array.from({ length }, (_, i) => 'Kq7#wZ3!xV9%'[i % 12]).join('');
const LENGTHS = [64, 128, 1024];
const EMAIL = 'manager@portico.test';

const signsIn = async (password: string) => (await post(`${ID}/auth/login`, { email: EMAIL, password })).status === 200;

describe('long passwords', () => {
  it.each(LENGTHS)('a password of %i characters is set by a password change, and signs in', async (length) => {
    const password = passphrase(length);
    expect(password).toHaveLength(length);
    const { accessToken } = await login(EMAIL);
    const res = await post(`${ID}/users/current/change-password`, { oldPassword: PASSWORD, newPassword: password }, accessToken);
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await signsIn(password)).toBe(true);
    // The whole of it counts: the first 63 characters are not enough.
    expect(await signsIn(password.slice(0, 63))).toBe(false);
  });

  it.each(LENGTHS)('a password of %i characters is set by a password reset, and signs in', async (length) => {
    const password = passphrase(length);
    expect((await post(`${ID}/users/reset-password`, { email: EMAIL })).status).toBe(204);
    const { code } = getStore().resetCodes.find((r) => r.email === EMAIL && !r.usedAt)!;
    const res = await post(`${ID}/users/reset-password/confirm`, { email: EMAIL, code, password });
    expect(res.status, await res.clone().text()).toBe(204);
    expect(await signsIn(password)).toBe(true);
  });

  it.each(LENGTHS)("the portal's new-password rule accepts %i characters", (length) => {
    expect(validateForm({ password: passphrase(length) }, { password: newPassword('New password') })).toEqual({});
  });
});
