// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 1.2, 13.4, 16.5): a client-chosen key must never reach the prototype. `users/search` with
 * `sortField: "constructor"` and a setting keyed `__proto__` answered 500 with the sandbox's stack trace. Lookups by a
 * client's key are own-property lookups, and no answer ever carries a stack: a 500 says a generic message and the
 * stack goes to the server's log only. (contract)
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { kdf } from '../../sandbox/auth';
import { takeContractViolations } from '../../sandbox/contract';
import { ID, PORTAL, get, post, tokenFor } from '../sandbox/helpers';
import { sandboxOverHttp } from '../sandbox/overHttp';

const PROTOTYPE_KEYS = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf'];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('client-chosen keys', () => {
  it.each(PROTOTYPE_KEYS)('users/search sorts by lastName when sortField is %s', async (sortField) => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await post(`${PORTAL}/users/search`, { sortField, perPage: 500 }, token);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { lastName: string }[] };
    const names = items.map((u) => u.lastName);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base', numeric: true })));
  });

  it.each(PROTOTYPE_KEYS)('a setting keyed %s is an unknown setting', async (key) => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await post(`${PORTAL}/console/settings`, { key, scope: 'Default', value: 'x' }, token, 'PUT');
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({ message: 'Unknown setting.', errors: { key: ['Unknown setting.'] } });
  });

  it.each(PROTOTYPE_KEYS)('a list sorted and filtered by %s answers the records, unfiltered by the prototype', async (key) => {
    const token = await tokenFor('superadmin@portico.test');
    const all = (await (await get(`${PORTAL}/schemes?range=[0,999]`, token)).json()) as unknown[];
    const sort = encodeURIComponent(JSON.stringify([`${key}.${key}`, 'ASC']));
    const sorted = await get(`${PORTAL}/schemes?range=[0,999]&sort=${sort}`, token);
    expect(sorted.status).toBe(200);
    expect(((await sorted.json()) as unknown[]).length).toBe(all.length);
    // A record has no own field of that name: it matches no value, not even the prototype's own function's text.
    const wanted = String(({} as Record<string, unknown>)[key]);
    const filter = encodeURIComponent(JSON.stringify({ [key]: wanted }));
    const filtered = await get(`${PORTAL}/schemes?filter=${filter}`, token);
    expect(filtered.status).toBe(200);
    expect(await filtered.json()).toEqual([]);
  });
});

const GENERIC = { message: 'Something went wrong on our side. Try again in a moment.' };

/**
 * A handler that fails unexpectedly: the key derivation of a sign-in throws, as a real fault would. The password is
 * one never tried, so no remembered derivation stands in for it.
 */
const failingSignIn = () => {
  vi.spyOn(kdf, 'derive').mockRejectedValue(new Error('boom in /work/main/sandbox/auth.ts'));
  return JSON.stringify({ email: 'analyst@portico.test', password: `Never#Tried${crypto.randomUUID()}` });
};

describe('an unexpected failure', () => {
  it('answers 500 with a generic message and no stack, and logs the stack on the server', async () => {
    const body = failingSignIn();
    const log = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await fetch(`${ID}/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(GENERIC);
    expect(text).not.toMatch(/stack|boom|sandbox\/|node_modules|at /i);
    expect(log.mock.calls.flat().join(' ')).toMatch(/boom in \/work\/main\/sandbox\/auth\.ts/);
    // A 500 is not in the contract: the sandbox reports it as a violation, which is how a real fault fails its test.
    expect(takeContractViolations().map((v) => v.status)).toEqual([500]);
  });
});

describe('an unexpected failure over HTTP', () => {
  const site = sandboxOverHttp();

  it('answers 500 as JSON with a generic message and no stack', async () => {
    const body = failingSignIn();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const res = await fetch(`${site.base}/identity/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body });
    expect(res.status).toBe(500);
    expect(res.headers.get('content-type')).toMatch(/^application\/json/);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual(GENERIC);
    expect(text).not.toMatch(/stack|boom|sandbox\/|node_modules|at /i);
    takeContractViolations();
  });
});
