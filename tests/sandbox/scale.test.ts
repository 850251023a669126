// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../sandbox/seed';
import { applyScale, parseScale } from '../../sandbox/seed/scale';

describe('the seed at scale (npm run bench:scale)', () => {
  it('reads PORTICO_SANDBOX_SCALE, ignoring what it does not know', () => {
    expect(parseScale('users=100000,companies=5000')).toEqual({ users: 100000, companies: 5000 });
    expect(parseScale(' users = 100 , tenants=3, companies=-1')).toEqual({ users: 100 });
    expect(parseScale(undefined)).toEqual({});
  });

  it('tops the seed up to the asked numbers, with unique ids and emails, and leaves the named accounts alone', () => {
    const store = buildSeed();
    const named = structuredClone(store.users.filter((u) => u.email.endsWith('@portico.test') && !u.id.startsWith('usr-s')));
    applyScale(store, { users: 1_000, companies: 60 });
    expect(store.companies).toHaveLength(60);
    expect(store.users).toHaveLength(1_000);
    expect(new Set(store.users.map((u) => u.id)).size).toBe(1_000);
    expect(new Set(store.users.map((u) => u.email)).size).toBe(1_000);
    expect(new Set(store.companies.map((c) => c.name)).size).toBe(60);
    for (const account of named) expect(store.users.find((u) => u.id === account.id)).toEqual(account);
    const generated = store.users.filter((u) => u.id.startsWith('usr-s'));
    expect(generated.every((u) => u.companyIds.every((id) => store.companies.some((c) => c.id === id)))).toBe(true);
  });
});
