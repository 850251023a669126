// @vitest-environment node
/**
 * Issue 11: with the password alone, `/2FA-auth/login` handed an enrolled user an MFA-setup session and the setup
 * calls enrolled a new key over the owner's; `reset-mfa` needed only an access token.
 */
import { describe, expect, it } from 'vitest';
import { ID, PASSWORD, PORTAL, get, login, outbox, post } from '../sandbox/helpers';
import { MFA_EMAIL, MFA_SECRET, signInEnrolled, totpAt, wrongCode } from './helpers';

describe('MFA setup is only for users not yet enrolled', () => {
  it('answers the software-token challenge, never a setup session, to an enrolled user', async () => {
    const res = await post(`${ID}/2FA-auth/login`, { email: MFA_EMAIL, password: PASSWORD });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body).toEqual({ challengeType: 'SOFTWARE_TOKEN_MFA' });
    expect(body.session).toBeUndefined();
  });

  it("keeps the owner's factor: a setup session minted before enrolment cannot enrol a second key", async () => {
    const first = await login('mfa-setup@portico.test');
    const { sharedKey } = await (await get(`${ID}/2FA-auth/authenticator`, first.session)).json();
    // The owner enrols through a second setup session, with that session's own key.
    const second = await login('mfa-setup@portico.test');
    const owners = await (await get(`${ID}/2FA-auth/authenticator`, second.session)).json();
    expect((await post(`${ID}/2FA-auth/token-verify`, { code: totpAt(owners.sharedKey) }, second.session)).status).toBe(200);
    // The first (stolen) session now gets nothing.
    expect((await get(`${ID}/2FA-auth/authenticator`, first.session)).status).toBe(403);
    expect((await post(`${ID}/2FA-auth/token-verify`, { code: totpAt(sharedKey, 1) }, first.session)).status).toBe(403);
  });

  it('refuses to enrol a new key over an existing factor with an access token alone', async () => {
    const { accessToken } = await signInEnrolled();
    expect((await get(`${ID}/2FA-auth/authenticator`, accessToken)).status).toBe(403);
    expect((await post(`${ID}/2FA-auth/token-verify`, { code: totpAt(MFA_SECRET, 1) }, accessToken)).status).toBe(403);
    // The owner's codes still work.
    expect((await post(`${ID}/auth/login/mfa`, { email: MFA_EMAIL, password: PASSWORD, code: totpAt(MFA_SECRET, 1) })).status).toBe(200);
  });
});

describe('resetting a factor needs the password and the current code', () => {
  const reset = (token: string, body: Record<string, unknown>) => post(`${ID}/users/current/reset-mfa`, body, token);

  it('refuses an access token alone, a wrong password or a wrong code, with field errors', async () => {
    const { accessToken } = await signInEnrolled();
    const bare = await reset(accessToken, {});
    expect(bare.status).toBe(400);
    expect((await bare.json()).errors).toMatchObject({ password: expect.any(Array), code: expect.any(Array) });
    const badPassword = await reset(accessToken, { password: 'Wrong#Password1', code: totpAt(MFA_SECRET) });
    expect((await badPassword.json()).errors.password).toEqual(['Password is incorrect.']);
    const badCode = await reset(accessToken, { password: PASSWORD, code: wrongCode(MFA_SECRET) });
    expect((await badCode.json()).errors.code).toEqual(['Invalid verification code.']);
    // Nothing changed: the next login still asks for the code.
    expect((await login(MFA_EMAIL)).challengeType).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('with both: removes the factor, ends the other sessions (not this one) and emails the user', async () => {
    const other = await signInEnrolled();
    const current = (await (await post(`${ID}/auth/login/mfa`, { email: MFA_EMAIL, password: PASSWORD, code: totpAt(MFA_SECRET) })).json())
      .accessToken as string;
    const proven = await reset(current, { password: PASSWORD, code: totpAt(MFA_SECRET, 1) });
    expect(proven.status).toBe(200);
    const { session } = await proven.json();
    expect((await get(`${PORTAL}/users/current`, other.accessToken)).status).toBe(401);
    expect((await post(`${ID}/auth/refresh`, { refreshToken: other.refreshToken })).status).toBe(401);
    expect((await get(`${PORTAL}/users/current`, current)).status).toBe(200);
    const mail = (await outbox()).filter((m) => m.to === MFA_EMAIL);
    expect(mail.at(-1)?.subject).toBe('Multi-factor authentication was reset on your Portico account');
    // The setup session it answered (not the access token) enrols the replacement.
    const { sharedKey } = await (await get(`${ID}/2FA-auth/authenticator`, session)).json();
    expect((await post(`${ID}/2FA-auth/token-verify`, { code: totpAt(sharedKey) }, session)).status).toBe(204);
  });

  it('asks only the password of a user who has no factor yet', async () => {
    const { accessToken } = await login('analyst@portico.test');
    expect((await reset(accessToken, {})).status).toBe(400);
    const proven = await reset(accessToken, { password: PASSWORD });
    expect(proven.status).toBe(200);
    expect(await proven.json()).toEqual({ challengeType: 'MFA_SETUP', session: expect.any(String) });
  });
});
