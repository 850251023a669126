// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 L2, items 1 and 2, and the administrator's reset): an access token alone enrolled an
 * authenticator for a user without one, with no password, no email and no sign-out elsewhere, so whoever held the
 * session locked the owner out; concurrent MFA-setup sessions shared one pending key; an administrator's MFA reset
 * left the target's sessions running.
 */
import { describe, expect, it } from 'vitest';
import { ID, PASSWORD, PORTAL, get, login, outbox, post, tokenFor } from '../sandbox/helpers';
import { MFA_EMAIL, MFA_SECRET, signInEnrolled, totpAt } from './helpers';

const ENROLLED_SUBJECT = 'An authenticator was added to your Portico account';

const stepUp = async (accessToken: string, proof: Record<string, unknown> = { password: PASSWORD }) => {
  const res = await post(`${ID}/users/current/reset-mfa`, proof, accessToken);
  expect(res.status).toBe(200);
  const body = (await res.json()) as { challengeType: string; session: string };
  expect(body.challengeType).toBe('MFA_SETUP');
  return body.session;
};

const keyFor = async (bearer: string) => {
  const res = await get(`${ID}/2FA-auth/authenticator`, bearer);
  expect(res.status).toBe(200);
  return ((await res.json()) as { sharedKey: string }).sharedKey;
};

const mailTo = async (email: string) => (await outbox()).filter((m) => m.to === email);

describe('enrolling an authenticator from a signed-in session', () => {
  it('refuses an access token alone (401): the password is asked first', async () => {
    const { accessToken } = await login('support@portico.test');
    const key = await get(`${ID}/2FA-auth/authenticator`, accessToken);
    expect(key.status).toBe(401);
    expect(await key.json()).toEqual({ message: 'Confirm your password to set up multi-factor authentication.' });
    expect((await post(`${ID}/2FA-auth/token-verify`, { code: '123456' }, accessToken)).status).toBe(401);
    // Nothing was enrolled: the next sign-in still needs no code.
    expect((await login('support@portico.test')).challengeType).toBeNull();
  });

  it('after the password step-up: enrols, ends every other session (not this one) and emails the user', async () => {
    const other = await login('support@portico.test');
    const current = await login('support@portico.test');
    const session = await stepUp(current.accessToken);
    const sharedKey = await keyFor(session);
    expect((await post(`${ID}/2FA-auth/token-verify`, { code: totpAt(sharedKey) }, session)).status).toBe(204);

    expect((await get(`${PORTAL}/users/current`, other.accessToken)).status).toBe(401);
    expect((await post(`${ID}/auth/refresh`, { refreshToken: other.refreshToken })).status).toBe(401);
    expect((await get(`${PORTAL}/users/current`, current.accessToken)).status).toBe(200);
    const mail = (await mailTo('support@portico.test')).at(-1)!;
    expect(mail.subject).toBe(ENROLLED_SUBJECT);
    expect(mail.text).toContain('support@portico.test');
    expect(mail.text).toContain('Every other session of your account was signed out.');
    expect(mail.text).toContain('If this was not you');
    expect((await login('support@portico.test')).challengeType).toBe('SOFTWARE_TOKEN_MFA');
    // The step-up session was spent by the enrolment.
    expect((await get(`${ID}/2FA-auth/authenticator`, session)).status).toBe(401);
  });

  it('asks the password of a user with no factor without removing anything, emailing or signing anyone out', async () => {
    const other = await login('support@portico.test');
    const current = await login('support@portico.test');
    const wrong = await post(`${ID}/users/current/reset-mfa`, { password: 'Wrong#Password1' }, current.accessToken);
    expect(wrong.status).toBe(400);
    await stepUp(current.accessToken);
    expect((await get(`${PORTAL}/users/current`, other.accessToken)).status).toBe(200);
    expect(await mailTo('support@portico.test')).toEqual([]);
    // Abandoned half-way, the account is as it was.
    expect((await login('support@portico.test')).challengeType).toBeNull();
  });

  it("replaces an enrolled user's factor: proof, then a new key, the old one dead", async () => {
    const current = await signInEnrolled();
    const session = await stepUp(current.accessToken, { password: PASSWORD, code: totpAt(MFA_SECRET) });
    const sharedKey = await keyFor(session);
    expect(sharedKey).not.toBe(MFA_SECRET);
    expect((await post(`${ID}/2FA-auth/token-verify`, { code: totpAt(sharedKey) }, session)).status).toBe(204);
    expect((await mailTo(MFA_EMAIL)).map((m) => m.subject)).toEqual([
      'Multi-factor authentication was reset on your Portico account',
      ENROLLED_SUBJECT,
    ]);
    const old = await post(`${ID}/auth/login/mfa`, { email: MFA_EMAIL, password: PASSWORD, code: totpAt(MFA_SECRET, 1) });
    expect(old.status).toBe(400);
  });

  it('ends the setup session with the session that asked for it', async () => {
    const current = await login('support@portico.test');
    const session = await stepUp(current.accessToken);
    expect((await post(`${ID}/auth/logout`, { refreshToken: current.refreshToken })).status).toBe(204);
    expect((await get(`${ID}/2FA-auth/authenticator`, session)).status).toBe(401);
  });
});

describe('enrolling under the sign-in challenge', () => {
  it('ends the sessions opened with the password alone and emails the user', async () => {
    const before = await login('analyst@portico.test');
    const challenge = await (await post(`${ID}/2FA-auth/login`, { email: 'analyst@portico.test', password: PASSWORD })).json();
    const sharedKey = await keyFor(challenge.session);
    const verified = await post(`${ID}/2FA-auth/token-verify`, { code: totpAt(sharedKey) }, challenge.session);
    expect(verified.status).toBe(200);
    const signedIn = (await verified.json()) as { accessToken: string };
    expect((await get(`${PORTAL}/users/current`, before.accessToken)).status).toBe(401);
    expect((await get(`${PORTAL}/users/current`, signedIn.accessToken)).status).toBe(200);
    expect((await mailTo('analyst@portico.test')).at(-1)?.subject).toBe(ENROLLED_SUBJECT);
  });
});

describe('each MFA-setup session has its own pending key', () => {
  it('offers a different key to each session, and a code of one key does not enrol under the other', async () => {
    const first = await login('mfa-setup@portico.test');
    const second = await login('mfa-setup@portico.test');
    const firstKey = await keyFor(first.session!);
    const secondKey = await keyFor(second.session!);
    expect(secondKey).not.toBe(firstKey);
    // Each session keeps its own key on a repeated fetch.
    expect(await keyFor(first.session!)).toBe(firstKey);
    const crossed = await post(`${ID}/2FA-auth/token-verify`, { code: totpAt(firstKey) }, second.session);
    expect(crossed.status).toBe(400);
    expect((await post(`${ID}/2FA-auth/token-verify`, { code: totpAt(firstKey) }, first.session)).status).toBe(200);
    // The enrolled key is the first session's.
    const next = await post(`${ID}/auth/login/mfa`, { email: 'mfa-setup@portico.test', password: PASSWORD, code: totpAt(firstKey, 1) });
    expect(next.status).toBe(200);
  });
});

describe("an administrator's MFA reset", () => {
  it('ends every session of the target and emails it', async () => {
    const target = await signInEnrolled();
    const admin = await tokenFor('superadmin@portico.test');
    expect((await post(`${PORTAL}/users/usr-mfa/reset-mfa`, {}, admin)).status).toBe(200);
    expect((await get(`${PORTAL}/users/current`, target.accessToken)).status).toBe(401);
    expect((await post(`${ID}/auth/refresh`, { refreshToken: target.refreshToken })).status).toBe(401);
    const mail = (await mailTo(MFA_EMAIL)).at(-1)!;
    expect(mail.subject).toBe('Multi-factor authentication was reset on your Portico account');
    expect(mail.text).toContain('Every session of your account was signed out.');
    expect((await login(MFA_EMAIL)).challengeType).toBe('MFA_SETUP');
  });
});
