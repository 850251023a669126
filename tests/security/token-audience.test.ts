// @vitest-environment node
/**
 * Issue 22 (ASVS 9.2.2, 9.2.3): every token was an HS256 JWT signed with one key, with no audience and a `scope`
 * claim as its only kind: a token was good at any service, and only the handler's own scope check told an access
 * token from a challenge session. Now each kind of token has its own `typ` and its own key, and names the services
 * it is for in `aud`; a service accepts only the kind it expects, addressed to it.
 */
import { decodeJwt, decodeProtectedHeader } from 'jose';
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { signToken } from '../../sandbox/tokens';
import { GATEWAY, ID, PORTAL, get, login, post } from '../sandbox/helpers';

const AUDIENCES = { identity: 'portico-identity', portal: 'portico-portal', gateway: 'portico-gateway' };

const challengeSession = async (kind: 'mfa_setup' | 'new_password') => {
  if (kind === 'new_password') {
    getStore().users.find((u) => u.email === 'analyst@portico.test')!.temporaryPassword = true;
    return (await login('analyst@portico.test')).session!;
  }
  return (await login('mfa-setup@portico.test')).session!;
};

describe('kinds of token', () => {
  it('an access token is an at+jwt for the three services; a challenge session has a kind of its own, for identity only', async () => {
    const { accessToken } = await login('manager@portico.test');
    expect(decodeProtectedHeader(accessToken).typ).toBe('at+jwt');
    expect(decodeJwt(accessToken).aud).toEqual([AUDIENCES.identity, AUDIENCES.portal, AUDIENCES.gateway]);
    const setup = await challengeSession('mfa_setup');
    expect(decodeProtectedHeader(setup).typ).toBe('mfa-setup+jwt');
    expect(decodeJwt(setup).aud).toEqual([AUDIENCES.identity]);
    const newPassword = await challengeSession('new_password');
    expect(decodeProtectedHeader(newPassword).typ).toBe('new-password+jwt');
    expect(decodeJwt(newPassword).aud).toEqual([AUDIENCES.identity]);
  });

  it('refuses a challenge session wherever an access token is needed', async () => {
    for (const session of [await challengeSession('mfa_setup'), await challengeSession('new_password')]) {
      expect((await get(`${PORTAL}/users/current`, session)).status).toBe(401);
      expect((await get(`${GATEWAY}/access-requests`, session)).status).toBe(401);
      expect((await get(`${ID}/users/current`, session)).status).toBe(401);
    }
  });

  it('refuses an access token, or the other kind of session, as a challenge session', async () => {
    const { accessToken } = await login('manager@portico.test');
    expect((await post(`${ID}/auth/login/new-password`, { session: accessToken, password: 'Lantern#Quay-2031' })).status).toBe(401);
    const setup = await challengeSession('mfa_setup');
    expect((await post(`${ID}/auth/login/new-password`, { session: setup, password: 'Lantern#Quay-2031' })).status).toBe(401);
  });

  it('refuses a challenge session even when addressed to the service', async () => {
    const { sub } = decodeJwt(await challengeSession('mfa_setup')) as { sub: string };
    const addressed = await signToken('mfa_setup', { sub, jti: 'addressed' }, 300, Object.values(AUDIENCES));
    expect((await get(`${PORTAL}/users/current`, addressed)).status).toBe(401);
    expect((await get(`${GATEWAY}/access-requests`, addressed)).status).toBe(401);
  });

  it('refuses a token addressed to another service', async () => {
    const { accessToken } = await login('clientadmin@portico.test');
    const { sub, sid } = decodeJwt(accessToken) as { sub: string; sid: string };
    const gatewayOnly = await signToken('access', { sub, sid, jti: 'gateway-only' }, 300, [AUDIENCES.gateway]);
    expect((await get(`${GATEWAY}/access-requests`, gatewayOnly)).status).toBe(200);
    expect((await get(`${PORTAL}/users/current`, gatewayOnly)).status).toBe(401);
    expect((await get(`${ID}/users/current`, gatewayOnly)).status).toBe(401);
    const portalOnly = await signToken('access', { sub, sid, jti: 'portal-only' }, 300, [AUDIENCES.portal]);
    expect((await get(`${PORTAL}/users/current`, portalOnly)).status).toBe(200);
    expect((await get(`${GATEWAY}/access-requests`, portalOnly)).status).toBe(401);
  });
});
