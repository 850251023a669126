// @vitest-environment node
/** Issue 11: a TOTP code was accepted three times. A time step is now accepted once per user. */
import { describe, expect, it } from 'vitest';
import { ID, PASSWORD, get, login, post } from '../sandbox/helpers';
import { MFA_EMAIL, MFA_SECRET, awayFromStepBoundary, totpAt } from './helpers';

const loginWithCode = (code: string) => post(`${ID}/auth/login/mfa`, { email: MFA_EMAIL, password: PASSWORD, code });

describe('TOTP replay', () => {
  it('accepts a code once, and no older step after a newer one', async () => {
    await awayFromStepBoundary();
    const now = totpAt(MFA_SECRET);
    expect((await loginWithCode(now)).status).toBe(200);
    const replay = await loginWithCode(now);
    expect(replay.status).toBe(400);
    expect(await replay.json()).toEqual({ message: 'Invalid verification code.', errors: { code: ['Invalid verification code.'] } });
    // The previous step is still inside the drift window, but older than the one just used.
    expect((await loginWithCode(totpAt(MFA_SECRET, -1))).status).toBe(400);
    expect((await loginWithCode(totpAt(MFA_SECRET, 1))).status).toBe(200);
  });

  it('does not accept the enrolment code again at login', async () => {
    await awayFromStepBoundary();
    const first = await login('mfa-setup@portico.test');
    const { sharedKey } = await (await get(`${ID}/2FA-auth/authenticator`, first.session)).json();
    const code = totpAt(sharedKey);
    expect((await post(`${ID}/2FA-auth/token-verify`, { code }, first.session)).status).toBe(200);
    const again = await post(`${ID}/auth/login/mfa`, { email: 'mfa-setup@portico.test', password: PASSWORD, code });
    expect(again.status).toBe(400);
  });
});
