// @vitest-environment node
/**
 * Issue 11: 40 wrong MFA codes and 30 wrong passwords in two seconds, then the right one worked. Now failures are
 * counted per account and per client address, with a back-off answered as 429 and Retry-After (seconds).
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ID, ORIGIN, PASSWORD, outbox, post } from '../sandbox/helpers';
import { CLIENT_ADDRESS_HEADER } from '../../sandbox/http';
import { MFA_EMAIL, MFA_SECRET, awayFromStepBoundary, totpAt, wrongCode } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

const from = (address: string) => ({ [CLIENT_ADDRESS_HEADER]: address });
const loginFrom = (address: string, email: string, password: string) =>
  fetch(`${ID}/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...from(address) },
    body: JSON.stringify({ email, password }),
  });

const retryAfter = (res: Response) => Number(res.headers.get('Retry-After'));

describe('per-account throttling', () => {
  it('locks an account after 5 wrong passwords, refusing even the right one with 429 and Retry-After', async () => {
    for (let i = 0; i < 5; i++) {
      expect((await post(`${ID}/auth/login`, { email: 'analyst@portico.test', password: `Wrong#${i}` })).status).toBe(400);
    }
    const locked = await post(`${ID}/auth/login`, { email: 'analyst@portico.test', password: PASSWORD });
    expect(locked.status).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(0);
    expect(retryAfter(locked)).toBeLessThanOrEqual(60);
    expect((await locked.json()).message).toMatch(/^Too many attempts\. Try again in /);
    // Another account is not affected.
    expect((await post(`${ID}/auth/login`, { email: 'manager@portico.test', password: PASSWORD })).status).toBe(200);
  });

  it('backs off: each failure after the lock doubles the wait, and the lock lifts when it runs out', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const wrong = () => post(`${ID}/auth/login`, { email: 'analyst@portico.test', password: 'Wrong#Password1' });
    for (let i = 0; i < 5; i++) await wrong();
    const first = retryAfter(await wrong());
    expect(first).toBe(60);
    vi.advanceTimersByTime(61_000);
    expect((await wrong()).status).toBe(400);
    const second = retryAfter(await wrong());
    expect(second).toBe(120);
    vi.advanceTimersByTime(121_000);
    expect((await post(`${ID}/auth/login`, { email: 'analyst@portico.test', password: PASSWORD })).status).toBe(200);
  });

  it('counts unknown emails the same way, so the lock tells nothing about the account', async () => {
    for (let i = 0; i < 5; i++) await post(`${ID}/auth/login`, { email: 'nobody@portico.test', password: `Wrong#${i}` });
    expect((await post(`${ID}/auth/login`, { email: 'nobody@portico.test', password: PASSWORD })).status).toBe(429);
  });

  it('throttles wrong MFA codes at login', async () => {
    await awayFromStepBoundary();
    const bad = wrongCode(MFA_SECRET);
    for (let i = 0; i < 5; i++) {
      expect((await post(`${ID}/auth/login/mfa`, { email: MFA_EMAIL, password: PASSWORD, code: bad })).status).toBe(400);
    }
    const locked = await post(`${ID}/auth/login/mfa`, { email: MFA_EMAIL, password: PASSWORD, code: totpAt(MFA_SECRET) });
    expect(locked.status).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(0);
  });

  it('throttles password-reset code guesses and reset requests', async () => {
    const confirm = (code: string) =>
      post(`${ID}/users/reset-password/confirm`, { email: 'viewer@portico.test', code, password: 'Fresh#Password1' });
    for (let i = 0; i < 5; i++) await post(`${ID}/users/reset-password`, { email: 'viewer@portico.test' });
    const tooMany = await post(`${ID}/users/reset-password`, { email: 'viewer@portico.test' });
    expect(tooMany.status).toBe(429);
    expect(retryAfter(tooMany)).toBeGreaterThan(0);
    const code = /\b(\d{6})\b/.exec((await outbox()).filter((m) => m.to === 'viewer@portico.test').at(-1)!.text)![1]!;
    for (let i = 0; i < 5; i++) await confirm(code === '000000' ? '111111' : '000000');
    expect((await confirm(code)).status).toBe(429);
  });
});

describe('per-address throttling', () => {
  it('locks an address spraying many accounts, whatever X-Forwarded-For says, and not other addresses', async () => {
    const emails = ['a', 'b', 'c', 'd', 'e'].map((x) => `${x}@portico.test`);
    for (let i = 0; i < 20; i++) {
      const res = await fetch(`${ID}/auth/login`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', ...from('203.0.113.7'), 'X-Forwarded-For': `198.51.100.${i}` },
        body: JSON.stringify({ email: emails[i % 5], password: `Wrong#${i}` }),
      });
      expect(res.status).toBe(400);
    }
    const locked = await loginFrom('203.0.113.7', 'manager@portico.test', PASSWORD);
    expect(locked.status).toBe(429);
    expect(retryAfter(locked)).toBeGreaterThan(0);
    expect((await loginFrom('203.0.113.8', 'manager@portico.test', PASSWORD)).status).toBe(200);
  });
});

describe('sandbox reset', () => {
  it('POST /__sandbox/reset clears throttling, so browser journeys stay independent', async () => {
    for (let i = 0; i < 5; i++) await post(`${ID}/auth/login`, { email: 'analyst@portico.test', password: `Wrong#${i}` });
    expect((await post(`${ID}/auth/login`, { email: 'analyst@portico.test', password: PASSWORD })).status).toBe(429);
    expect((await fetch(`${ORIGIN}/__sandbox/reset`, { method: 'POST' })).status).toBe(204);
    expect((await post(`${ID}/auth/login`, { email: 'analyst@portico.test', password: PASSWORD })).status).toBe(200);
  });
});
