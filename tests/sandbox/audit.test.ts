// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, PORTAL, get, post, tokenFor } from './helpers';

type Entry = {
  entityType: string;
  entityId: string;
  action: string;
  userEmail: string;
  occurredAt: string;
  changes: { field: string; before: string | null; after: string | null }[];
};

const trail = async (token: string, filter: Record<string, unknown> = {}, range = [0, 24]) => {
  const res = await get(`${PORTAL}/audit-trail?filter=${encodeURIComponent(JSON.stringify(filter))}&range=${JSON.stringify(range)}`, token);
  return {
    status: res.status,
    total: Number(res.headers.get('Content-Range')?.split('/')[1]),
    entries: res.ok ? ((await res.json()) as Entry[]) : [],
  };
};

describe('the audit trail', () => {
  it('records a change made through any screen: who, which entity, what changed before and after', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const before = getStore().companies.find((c) => c.id === 'cmp-02')!.directDebit;
    const after = before === 'DirectDebit' ? 'NoDirectDebit' : 'DirectDebit';
    expect((await post(`${PORTAL}/companies`, { id: 'cmp-02', directDebit: after }, token, 'PATCH')).ok).toBe(true);
    const { entries } = await trail(token, { entityType: 'Company' });
    expect(entries[0]).toMatchObject({ entityType: 'Company', entityId: 'cmp-02', action: 'Update', userEmail: 'superadmin@portico.test' });
    expect(entries[0]!.changes).toContainEqual({ field: 'directDebit', before, after });
  });

  it('never writes a secret down, and a refused call records nothing', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const count = getStore().auditTrail.length;
    expect((await post(`${PORTAL}/companies`, { id: 'cmp-02', primaryColour: 'red' }, token, 'PATCH')).status).toBe(400);
    expect(getStore().auditTrail).toHaveLength(count);
    const manager = getStore().users.find((u) => u.email === 'manager@portico.test')!;
    expect((await post(`${PORTAL}/users/${manager.id}/reset-mfa`, {}, token)).ok).toBe(true);
    expect(JSON.stringify(getStore().auditTrail)).not.toMatch(/passwordHash|mfaSecret|pbkdf2/i);
  });

  it('pages newest first and filters by entity type, user and an inclusive day range; SuperAdmin and Support only', async () => {
    const token = await tokenFor('support@portico.test');
    const all = await trail(token);
    expect(all.entries.length).toBe(25);
    expect(all.entries.map((e) => e.occurredAt)).toEqual([...all.entries.map((e) => e.occurredAt)].sort().reverse());
    const support = getStore().users.find((u) => u.email === 'support@portico.test')!;
    const bySupport = await trail(token, { userId: support.id });
    expect(bySupport.entries.every((e) => e.userEmail === 'support@portico.test')).toBe(true);
    const day = all.entries.at(-1)!.occurredAt.slice(0, 10);
    const oneDay = await trail(token, { from: day, to: day });
    expect(oneDay.entries.length).toBeGreaterThan(0);
    expect(oneDay.entries.every((e) => e.occurredAt.startsWith(day))).toBe(true);
    expect((await trail(token, { from: '2026-02-01', to: '2026-01-01' })).status).toBe(400);
    expect((await trail(token, { entityType: 'Invoice' })).status).toBe(400);
    // A filter that is JSON but not an object is refused with the contract's 400, not a crash.
    for (const filter of ['null', '[]', '"Company"']) expect((await get(`${PORTAL}/audit-trail?filter=${filter}`, token)).status).toBe(400);
    expect((await trail(await tokenFor('analyst@portico.test'))).status).toBe(403);
  });
});

describe('the audit trail beyond spec 3.2', () => {
  it('records tenants, modules and API integrations too, never an API secret', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const created = await post(`${PORTAL}/tenants`, { name: 'Solent Pensions Trust', domain: 'solent.portico.test' }, token);
    expect(created.status).toBe(201);
    const { entries } = await trail(token, { entityType: 'Tenant' });
    expect(entries[0]).toMatchObject({ action: 'Create', entityName: 'Solent Pensions Trust', userEmail: 'superadmin@portico.test' });
    const connection = getStore().apiConnections[0]!;
    expect((await post(`${GATEWAY}/api-connections/${connection.id}/credentials`, {}, token)).ok).toBe(true);
    expect(JSON.stringify(getStore().auditTrail)).not.toContain('sha256$');
  });
});
