// @vitest-environment node
import * as OTPAuth from 'otpauth';
import { afterEach, describe, expect, it } from 'vitest';
import { ID, ORIGIN, PASSWORD, PORTAL, get, login, outbox, post } from './helpers';

const totp = (secret: string, email: string) => new OTPAuth.TOTP({ secret, label: email, issuer: 'Portico' }).generate();

afterEach(() => {
  delete process.env.SANDBOX_ACCESS_TOKEN_TTL;
  delete process.env.SANDBOX_REFRESH_TOKEN_TTL;
});

describe('login', () => {
  it('answers tokens for a plain account', async () => {
    const result = await login('superadmin@portico.test');
    expect(result).toMatchObject({ expiresIn: 900, refreshTokenExpiresIn: 28800, challengeType: null });
    expect(result.accessToken.split('.')).toHaveLength(3);
    const me = await (await get(`${ID}/users/current`, result.accessToken)).json();
    expect(me.email).toBe('superadmin@portico.test');
    expect(me.userAttributes).toContainEqual({ name: 'custom:roles', value: 'SuperAdmin' });
  });

  it('exposes client roles with a data-gateway suffix', async () => {
    const { accessToken } = await login('clientadmin@portico.test');
    const me = await (await get(`${ID}/users/current`, accessToken)).json();
    expect(me.userAttributes).toContainEqual({ name: 'custom:roles', value: 'ClientPortal_ClientAdmin;DataGateway_ClientAdmin:eu-west-2' });
  });

  it('refuses wrong credentials with 400 and the same message for unknown emails', async () => {
    for (const body of [
      { email: 'superadmin@portico.test', password: 'nope' },
      { email: 'nobody@portico.test', password: PASSWORD },
      { email: 'newjoiner@portico.test', password: PASSWORD },
    ]) {
      const res = await post(`${ID}/auth/login`, body);
      expect(res.status).toBe(400);
      expect(await res.json()).toEqual({ message: 'Incorrect email or password.' });
    }
  });

  it('validates missing fields', async () => {
    const res = await post(`${ID}/auth/login`, { email: '' });
    expect(res.status).toBe(400);
    expect((await res.json()).errors).toMatchObject({ email: expect.any(Array), password: expect.any(Array) });
  });

  it('tells a deactivated user so, once the password is right', async () => {
    const { accessToken } = await login('superadmin@portico.test');
    const res = await post(`${PORTAL}/users/usr-manager/deactivate`, {}, accessToken);
    expect(res.status).toBe(200);
    const refused = await post(`${ID}/auth/login`, { email: 'manager@portico.test', password: PASSWORD });
    expect(refused.status).toBe(400);
    expect((await refused.json()).message).toMatch(/deactivated/);
  });

  it('asks the enrolled user for a code and accepts a TOTP computed from the seeded secret', async () => {
    const first = await login('mfa@portico.test');
    expect(first).toEqual({ challengeType: 'SOFTWARE_TOKEN_MFA' });
    const bad = await post(`${ID}/auth/login/mfa`, { email: 'mfa@portico.test', password: PASSWORD, code: '000000' });
    expect(bad.status).toBe(400);
    expect(await bad.json()).toEqual({ message: 'Invalid verification code.', errors: { code: ['Invalid verification code.'] } });
    const ok = await post(`${ID}/auth/login/mfa`, {
      email: 'mfa@portico.test',
      password: PASSWORD,
      code: totp('JBSWY3DPEHPK3PXP', 'mfa@portico.test'),
    });
    expect(ok.status).toBe(200);
    expect((await ok.json()).accessToken).toBeTruthy();
  });

  it('walks MFA setup: challenge session, authenticator key, code, tokens', async () => {
    const first = await login('mfa-setup@portico.test');
    expect(first.challengeType).toBe('MFA_SETUP');
    expect(first.session).toBeTruthy();
    expect(first.accessToken).toBeUndefined();
    const auth = await (await get(`${ID}/2FA-auth/authenticator`, first.session)).json();
    expect(auth.authenticatorUri).toMatch(/^otpauth:\/\/totp\/Portico:mfa-setup%40portico\.test\?.*secret=/);
    expect(auth.authenticatorUri).toContain('issuer=Portico');
    const again = await (await get(`${ID}/2FA-auth/authenticator`, first.session)).json();
    expect(again.sharedKey).toBe(auth.sharedKey);
    const wrong = await post(`${ID}/2FA-auth/token-verify`, { code: '123456' }, first.session);
    expect(wrong.status).toBe(400);
    const verified = await post(`${ID}/2FA-auth/token-verify`, { code: totp(auth.sharedKey, 'mfa-setup@portico.test') }, first.session);
    expect(verified.status).toBe(200);
    expect((await verified.json()).accessToken).toBeTruthy();
    // The challenge session is single use, and the next login asks for a code.
    expect((await post(`${ID}/2FA-auth/token-verify`, { code: '123456' }, first.session)).status).toBe(401);
    expect((await login('mfa-setup@portico.test')).challengeType).toBe('SOFTWARE_TOKEN_MFA');
  });

  it('answers a setup session to the MFA change login and to the signed-in password step-up', async () => {
    const change = await post(`${ID}/2FA-auth/login`, { email: 'analyst@portico.test', password: PASSWORD });
    expect(await change.json()).toMatchObject({ challengeType: 'MFA_SETUP', session: expect.any(String) });
    const { accessToken } = await login('analyst@portico.test');
    const stepUp = await post(`${ID}/users/current/reset-mfa`, { password: PASSWORD }, accessToken);
    expect(await stepUp.json()).toMatchObject({ challengeType: 'MFA_SETUP', session: expect.any(String) });
  });

  it('lets a signed-in user enrol with the step-up session (204), not with its access token', async () => {
    const { accessToken } = await login('support@portico.test');
    expect((await get(`${ID}/2FA-auth/authenticator`, accessToken)).status).toBe(401);
    const { session } = await (await post(`${ID}/users/current/reset-mfa`, { password: PASSWORD }, accessToken)).json();
    const { sharedKey } = await (await get(`${ID}/2FA-auth/authenticator`, session)).json();
    const res = await post(`${ID}/2FA-auth/token-verify`, { code: totp(sharedKey, 'support@portico.test') }, session);
    expect(res.status).toBe(204);
    expect((await login('support@portico.test')).challengeType).toBe('SOFTWARE_TOKEN_MFA');
  });
});

describe('sessions', () => {
  it('refreshes with a rotated refresh token and counts down the sign-in lifetime', async () => {
    const first = await login('analyst@portico.test');
    const res = await post(`${ID}/auth/refresh`, { refreshToken: first.refreshToken });
    expect(res.status).toBe(200);
    const next = await res.json();
    expect(next.refreshToken).not.toBe(first.refreshToken);
    expect(next.refreshTokenExpiresIn).toBeLessThanOrEqual(28800);
    expect((await get(`${PORTAL}/users/current`, next.accessToken)).status).toBe(200);
  });

  it('logout revokes the refresh token and every access token of the session', async () => {
    const first = await login('analyst@portico.test');
    const refreshed = await (await post(`${ID}/auth/refresh`, { refreshToken: first.refreshToken })).json();
    expect((await post(`${ID}/auth/logout`, { refreshToken: first.refreshToken })).status).toBe(204);
    expect((await get(`${PORTAL}/users/current`, first.accessToken)).status).toBe(401);
    expect((await get(`${PORTAL}/users/current`, refreshed.accessToken)).status).toBe(401);
    expect((await post(`${ID}/auth/refresh`, { refreshToken: first.refreshToken })).status).toBe(401);
  });

  it('answers 401 for an expired access token and an expired refresh token', async () => {
    process.env.SANDBOX_ACCESS_TOKEN_TTL = '0';
    process.env.SANDBOX_REFRESH_TOKEN_TTL = '0';
    const result = await login('analyst@portico.test');
    expect(result.expiresIn).toBe(0);
    const res = await get(`${PORTAL}/users/current`, result.accessToken);
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Token expired.' });
    expect((await post(`${ID}/auth/refresh`, { refreshToken: result.refreshToken })).status).toBe(401);
  });

  it('answers 401 for missing and forged tokens', async () => {
    expect((await get(`${PORTAL}/users/current`)).status).toBe(401);
    const { accessToken } = await login('analyst@portico.test');
    const forged = accessToken.slice(0, -4) + (accessToken.endsWith('AAAA') ? 'BBBB' : 'AAAA');
    expect((await get(`${PORTAL}/users/current`, forged)).status).toBe(401);
  });

  it('/__sandbox/reset restores the seed and revokes every session', async () => {
    const { accessToken } = await login('superadmin@portico.test');
    await post(`${PORTAL}/companies`, { name: 'Temporary Widgets Ltd' }, accessToken);
    expect((await fetch(`${ORIGIN}/__sandbox/reset`, { method: 'POST' })).status).toBe(204);
    expect((await get(`${PORTAL}/users/current`, accessToken)).status).toBe(401);
    const fresh = await login('superadmin@portico.test');
    const names = (await (await get(`${PORTAL}/companies/all`, fresh.accessToken)).json()).map((c: { name: string }) => c.name);
    expect(names).not.toContain('Temporary Widgets Ltd');
  });
});

describe('passwords', () => {
  it('changes the password with field errors for a wrong old or weak new one', async () => {
    const { accessToken } = await login('manager@portico.test');
    const url = `${ID}/users/current/change-password`;
    const wrongOld = await post(url, { oldPassword: 'wrong', newPassword: 'Another#Pass2026' }, accessToken);
    expect(wrongOld.status).toBe(400);
    expect((await wrongOld.json()).errors.oldPassword).toBeTruthy();
    const weak = await post(url, { oldPassword: PASSWORD, newPassword: 'short' }, accessToken);
    expect((await weak.json()).errors.newPassword).toBeTruthy();
    expect((await post(url, { oldPassword: PASSWORD, newPassword: 'Another#Pass2026' }, accessToken)).status).toBe(204);
    expect((await post(`${ID}/auth/login`, { email: 'manager@portico.test', password: 'Another#Pass2026' })).status).toBe(200);
  });

  it('resets the password with the code from the outbox, once', async () => {
    expect((await post(`${ID}/users/reset-password`, { email: 'nobody@portico.test' })).status).toBe(204);
    expect((await post(`${ID}/users/reset-password`, { email: 'viewer@portico.test' })).status).toBe(204);
    const mail = (await outbox()).find((m) => m.to === 'viewer@portico.test')!;
    expect((await outbox()).some((m) => m.to === 'nobody@portico.test')).toBe(false);
    const code = /\b(\d{6})\b/.exec(mail.text)![1];
    const confirm = `${ID}/users/reset-password/confirm`;
    const bad = await post(confirm, {
      email: 'viewer@portico.test',
      code: '999999' === code ? '111111' : '999999',
      password: 'Fresh#Password1',
    });
    expect((await bad.json()).errors.code).toBeTruthy();
    expect((await post(confirm, { email: 'viewer@portico.test', code, password: 'Fresh#Password1' })).status).toBe(204);
    expect((await post(confirm, { email: 'viewer@portico.test', code, password: 'Fresh#Password2' })).status).toBe(400);
    expect((await post(`${ID}/auth/login`, { email: 'viewer@portico.test', password: 'Fresh#Password1' })).status).toBe(200);
  });

  it("confirms newjoiner's invitation from the seeded outbox link, single use", async () => {
    const mail = (await outbox()).find((m) => m.to === 'newjoiner@portico.test')!;
    const link = /http:\/\/localhost:5173\/auth\/signup\/(\S+)/.exec(mail.text)!;
    const decoded = JSON.parse(atob(link[1]!.replace(/-/g, '+').replace(/_/g, '/')));
    expect(decoded.email).toBe('newjoiner@portico.test');
    const body = { email: decoded.email, token: decoded.token, password: 'Joiner#Password1' };
    expect((await post(`${ID}/users/email-confirm`, { ...body, password: 'weak' })).status).toBe(400);
    expect((await post(`${ID}/users/email-confirm`, body)).status).toBe(204);
    const again = await post(`${ID}/users/email-confirm`, body);
    expect(again.status).toBe(400);
    expect((await again.json()).errors.token).toBeTruthy();
    const { accessToken } = await login('newjoiner@portico.test', 'Joiner#Password1');
    expect((await (await get(`${PORTAL}/users/current`, accessToken)).json()).status).toBe('Invited');
    expect((await post(`${PORTAL}/users/activateCurrent`, {}, accessToken)).status).toBe(204);
    expect((await (await get(`${PORTAL}/users/current`, accessToken)).json()).status).toBe('Active');
  });
});

describe('temporary passwords', () => {
  it('answers NEW_PASSWORD_REQUIRED and signs in once a new password is chosen', async () => {
    const { getStore } = await import('../../sandbox/store');
    getStore().users.find((u) => u.email === 'analyst@portico.test')!.temporaryPassword = true;
    const first = await login('analyst@portico.test');
    expect(first).toMatchObject({ challengeType: 'NEW_PASSWORD_REQUIRED', session: expect.any(String) });
    const weak = await post(`${ID}/auth/login/new-password`, { session: first.session, password: 'weak' });
    expect((await weak.json()).errors.password).toBeTruthy();
    const done = await post(`${ID}/auth/login/new-password`, { session: first.session, password: 'Brand#NewPass2026' });
    expect((await done.json()).accessToken).toBeTruthy();
    expect((await post(`${ID}/auth/login/new-password`, { session: first.session, password: 'Brand#NewPass2027' })).status).toBe(401);
    expect((await login('analyst@portico.test', 'Brand#NewPass2026')).accessToken).toBeTruthy();
  });
});
