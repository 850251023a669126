// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 16.3.1, 16.3.2): refused requests and lock-outs left no record, so an attack on the API or on an
 * account could not be seen or alerted on. Every 401 and 403 the services answer, and every lock a throttle sets,
 * is written to the security log (the server's log, and in memory for tests), naming who, from where and what, and
 * never a secret: no token, password, code or request body. (contract)
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { takeSecurityLog } from '../../sandbox/securityLog';
import { ID, PASSWORD, PORTAL, get, post, tokenFor } from '../sandbox/helpers';

beforeEach(() => {
  takeSecurityLog();
});

describe('the security log', () => {
  it('records a 403: who was refused what, without the token', async () => {
    const token = await tokenFor('manager@portico.test');
    expect((await get(`${PORTAL}/tenants?filter=${encodeURIComponent('{"q":"secret"}')}`, token)).status).toBe(403);
    const log = takeSecurityLog();
    expect(log).toEqual([
      expect.objectContaining({ kind: 'Refused', status: 403, method: 'GET', path: '/portal/api/v1/tenants', userId: 'usr-manager' }),
    ]);
    expect(log[0]).toMatchObject({ ipAddress: expect.any(String), occurredAt: expect.any(String) });
    expect(JSON.stringify(log)).not.toContain(token);
    expect(JSON.stringify(log)).not.toContain('secret');
  });

  it('records a 401 with no one to name', async () => {
    expect((await get(`${PORTAL}/users/current`, 'forged.token.here')).status).toBe(401);
    const log = takeSecurityLog();
    expect(log).toEqual([expect.objectContaining({ kind: 'Refused', status: 401, path: '/portal/api/v1/users/current', userId: null })]);
    expect(JSON.stringify(log)).not.toContain('forged');
  });

  it('records a lock-out once, naming the account and the scope, without the passwords tried', async () => {
    for (let i = 0; i < 5; i++) await post(`${ID}/auth/login`, { email: 'Analyst@portico.test', password: `Wrong#Guess${i}` });
    expect((await post(`${ID}/auth/login`, { email: 'analyst@portico.test', password: PASSWORD })).status).toBe(429);
    const log = takeSecurityLog().filter((e) => e.kind === 'LockOut');
    expect(log).toEqual([
      expect.objectContaining({ kind: 'LockOut', scope: 'signin', subject: 'analyst@portico.test', userId: 'usr-analyst' }),
    ]);
    expect(log[0]!.lockedUntil).toEqual(expect.any(String));
    expect(JSON.stringify(log)).not.toMatch(/Wrong#|Portico#/);
  });

  it('does not record what it answers with success', async () => {
    expect((await get(`${PORTAL}/users/current`, await tokenFor('manager@portico.test'))).status).toBe(200);
    expect(takeSecurityLog()).toEqual([]);
  });
});
