// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, del, get, tokenFor } from './helpers';

type Grant = { id: string; status: string; expiresAt: string | null };

const grants = async (email: string) => (await (await get(`${GATEWAY}/access-requests`, await tokenFor(email))).json()) as Grant[];

describe('access grants as they stand now', () => {
  it('reports an Active grant past its expiry as Expired, in the record and in the status filter', async () => {
    const lapsed = getStore().accessRequests.find((r) => r.status === 'Active')!;
    lapsed.expiresAt = new Date(Date.now() - 60_000).toISOString();
    const token = await tokenFor('superadmin@portico.test');
    const one = (await (await get(`${GATEWAY}/access-requests/${lapsed.id}`, token)).json()) as Grant;
    expect(one.status).toBe('Expired');
    const active = (await (
      await get(`${GATEWAY}/access-requests?filter=${encodeURIComponent('{"status":"Active"}')}`, token)
    ).json()) as Grant[];
    expect(active.map((g) => g.id)).not.toContain(lapsed.id);
  });

  it('seeds running grants from the day the sandbox starts, so some are Active whenever it runs', async () => {
    const active = (await grants('superadmin@portico.test')).filter((g) => g.status === 'Active');
    expect(active.length).toBeGreaterThan(0);
    for (const grant of active) expect(Date.parse(grant.expiresAt!)).toBeGreaterThan(Date.now());
  });
});

describe('deleting an access request', () => {
  it('is for SuperAdmin: the request is gone from the list and its id answers 404', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await del(`${GATEWAY}/access-requests/acr-013`, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'acr-013', companyId: 'cmp-01', status: 'Pending' });
    expect(getStore().accessRequests.some((r) => r.id === 'acr-013')).toBe(false);
    expect((await get(`${GATEWAY}/access-requests/acr-013`, token)).status).toBe(404);
  });
});
