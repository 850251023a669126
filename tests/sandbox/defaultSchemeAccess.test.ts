// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { PORTAL, get, post, tokenFor } from './helpers';

const patch = (url: string, token: string) => post(url, undefined, token, 'PATCH');
const del = (url: string, token: string) => fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

// cmp-01 and cmp-02 are clientadmin@portico.test's companies; cmp-03 is not.
const view = (companyId: string, token: string) => get(`${PORTAL}/companies/${companyId}/default-scheme-access`, token);
const audit = (companyId: string, token: string, query = '') =>
  get(`${PORTAL}/companies/${companyId}/default-scheme-access-audit/search${query}`, token);

interface AccessView {
  defaultSchemeAccess: string;
  users: { userId: string; defaultSchemeAccess: string; scope: string }[];
}

describe('default scheme access: who may change it', () => {
  it('refuses the Viewer every change, though it may read', async () => {
    const token = await tokenFor('viewer@portico.test');
    expect((await view('cmp-01', token)).status).toBe(200);
    expect((await patch(`${PORTAL}/companies/cmp-01/default-scheme-access/Enabled`, token)).status).toBe(403);
    expect((await patch(`${PORTAL}/companies/cmp-01/user/usr-clientadmin/default-scheme-access/Disabled`, token)).status).toBe(403);
    expect((await del(`${PORTAL}/companies/cmp-01/user/usr-clientadmin/default-scheme-access`, token)).status).toBe(403);
    expect(getStore().companies.find((c) => c.id === 'cmp-01')!.defaultSchemeAccess).toBe('Disabled');
  });

  it('lets a ClientAdmin change their own company, and refuses another company, read or write', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const own = await patch(`${PORTAL}/companies/cmp-01/default-scheme-access/Enabled`, token);
    expect(own.status).toBe(200);
    expect(((await own.json()) as AccessView).defaultSchemeAccess).toBe('Enabled');
    expect((await view('cmp-03', token)).status).toBe(403);
    expect((await audit('cmp-03', token)).status).toBe(403);
    expect((await patch(`${PORTAL}/companies/cmp-03/default-scheme-access/Disabled`, token)).status).toBe(403);
    expect((await patch(`${PORTAL}/companies/cmp-03/user/usr-103/default-scheme-access/Disabled`, token)).status).toBe(403);
    expect(getStore().companies.find((c) => c.id === 'cmp-03')!.defaultSchemeAccess).toBe('Enabled');
  });

  it('refuses the Manager, and answers 400 for a value that is not Enabled or Disabled', async () => {
    const manager = await tokenFor('manager@portico.test');
    const companyId = getStore().users.find((u) => u.email === 'manager@portico.test')!.companyIds[0] ?? 'cmp-01';
    expect((await patch(`${PORTAL}/companies/${companyId}/default-scheme-access/Enabled`, manager)).status).toBe(403);
    const admin = await tokenFor('superadmin@portico.test');
    expect((await patch(`${PORTAL}/companies/cmp-01/default-scheme-access/On`, admin)).status).toBe(400);
  });
});

describe("a user's own setting", () => {
  it('overrides the company default for that user (scope Company) and records the access event', async () => {
    // cmp-01 is Disabled by default, and usr-101 (a ClientAdmin of cmp-01 only) has no setting of its own there.
    const before = getStore().defaultSchemeAccessAudits.length;
    const res = await patch(
      `${PORTAL}/companies/cmp-01/user/usr-101/default-scheme-access/Enabled`,
      await tokenFor('clientadmin@portico.test'),
    );
    expect(res.status).toBe(200);
    const body = (await res.json()) as AccessView;
    expect(body.defaultSchemeAccess).toBe('Disabled');
    expect(body.users.find((u) => u.userId === 'usr-101')).toMatchObject({ defaultSchemeAccess: 'Enabled', scope: 'Company' });
    expect(getStore().companies.find((c) => c.id === 'cmp-01')!.userDefaultSchemeAccess['usr-101']).toBe('Enabled');
    expect(getStore().defaultSchemeAccessAudits.slice(before)).toEqual([
      expect.objectContaining({ event: 'GrantedAccess', userId: 'usr-101', changedBy: 'clientadmin@portico.test' }),
    ]);
  });
});

describe('a user back on the company default', () => {
  it('drops the user setting, and records an access event only when what the user gets changes', async () => {
    const token = await tokenFor('support@portico.test');
    // cmp-01 is Disabled by default; usr-clientadmin has Enabled of their own, usr-127 Disabled (same as the default).
    const before = getStore().defaultSchemeAccessAudits.length;
    const res = await del(`${PORTAL}/companies/cmp-01/user/usr-clientadmin/default-scheme-access`, token);
    expect(res.status).toBe(200);
    const body = (await res.json()) as AccessView;
    expect(body.users.find((u) => u.userId === 'usr-clientadmin')).toMatchObject({ defaultSchemeAccess: 'Disabled', scope: 'Default' });
    expect(getStore().defaultSchemeAccessAudits.slice(before)).toEqual([
      expect.objectContaining({ event: 'RemovedAccess', userId: 'usr-clientadmin', changedBy: 'support@portico.test' }),
    ]);
    await del(`${PORTAL}/companies/cmp-01/user/usr-127/default-scheme-access`, token);
    expect(getStore().defaultSchemeAccessAudits).toHaveLength(before + 1);
    expect((await del(`${PORTAL}/companies/cmp-01/user/usr-nobody/default-scheme-access`, token)).status).toBe(404);
  });
});

describe('the audit search', () => {
  it('pages newest first and names the affected user', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const first = (await (await audit('cmp-01', token, '?page=1&perPage=10')).json()) as {
      items: { occurredAt: string; userName: string | null; event: string }[];
      total: number;
    };
    expect(first.total).toBe(11);
    expect(first.items).toHaveLength(10);
    const times = first.items.map((i) => i.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
    expect(first.items[0]).toMatchObject({ event: 'RemovedAccess', userName: expect.any(String) });
    const second = (await (await audit('cmp-01', token, '?page=2&perPage=10')).json()) as { items: unknown[] };
    expect(second.items).toHaveLength(1);
  });

  it('filters by event and by inclusive days', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const granted = (await (await audit('cmp-01', token, '?event=GrantedAccess')).json()) as { items: { event: string }[] };
    expect(granted.items.map((i) => i.event)).toEqual(['GrantedAccess']);
    // The seeded GrantedAccess of cmp-01 happened on 2025-11-02.
    const day = (await (await audit('cmp-01', token, '?from=2025-11-02&to=2025-11-02')).json()) as { items: { event: string }[] };
    expect(day.items.map((i) => i.event)).toEqual(['GrantedAccess']);
    const range = (await (await audit('cmp-01', token, '?from=2025-11-03&to=2026-01-31')).json()) as { items: { event: string }[] };
    expect(range.items.map((i) => i.event)).toEqual(['RemovedAccess']);
  });

  it('answers 400 with field errors for a bad event or date', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const bad = await audit('cmp-01', token, '?event=Deleted&from=2026-02-30&to=tomorrow');
    expect(bad.status).toBe(400);
    const { errors } = (await bad.json()) as { errors: Record<string, string[]> };
    expect(errors.event).toEqual(['event must be one of DisabledFeature, EnabledFeature, RemovedAccess, GrantedAccess.']);
    expect(errors.from).toEqual(['from must be a date like 2026-01-31.']);
    expect(errors.to).toEqual(['to must be a date like 2026-01-31.']);
    const reversed = await audit('cmp-01', token, '?from=2026-01-02&to=2026-01-01');
    expect(reversed.status).toBe(400);
    expect(((await reversed.json()) as { errors: Record<string, string[]> }).errors.from).toEqual(['from must not be later than to.']);
  });
});
