// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 L2, low): a user record answers only what the caller may see. A client administrator reading
 * someone who also works for another client learns that they do (the privilege table needs it) but not for whom:
 * no company ids, no tenant names of other clients, in every path that answers a user. (contract)
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import type { User } from '../../sandbox/types';
import { PORTAL, get, post, tokenFor } from '../sandbox/helpers';

/** cmp-01 is the ClientAdmin's (tenant Portico Demo); cmp-24 is another client's, of Northern Trustees Network. */
const OWN = 'cmp-01';
const FOREIGN = 'cmp-24';
const FOREIGN_TENANT = 'Northern Trustees Network';

interface Answered {
  companyIds: string[];
  tenants: { name: string }[];
  worksForOtherCompanies?: boolean;
}

let serial = 0;
/** A Manager of cmp-01 who also works for cmp-24. */
const sharedUser = (): User => {
  const store = getStore();
  serial += 1;
  const user: User = {
    ...structuredClone(store.users.find((u) => u.id === 'usr-manager')!),
    id: `usr-shared-${serial}`,
    email: `shared-${serial}@records.test`,
    companyIds: [OWN, FOREIGN],
    tenantIds: ['ten-portico-demo', 'ten-northern-trustees'],
  };
  store.users.push(user);
  return user;
};

/** What a caller who works for cmp-01 only may be told. */
const expectOnlyOwn = (answer: Answered) => {
  expect(answer.companyIds).toEqual([OWN]);
  expect(answer.tenants.map((t) => t.name)).toEqual(['Portico Demo']);
  expect(answer.worksForOtherCompanies).toBe(true);
};

describe('a ClientAdmin reading a user who also works for another client', () => {
  it('is given neither the other company nor its tenant, by id, details or search', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const user = sharedUser();
    expectOnlyOwn((await (await get(`${PORTAL}/users/${user.id}`, token)).json()) as Answered);
    expectOnlyOwn((await (await get(`${PORTAL}/users/${user.id}/userDetails`, token)).json()) as Answered);
    const search = await post(`${PORTAL}/users/search`, { q: user.email, page: 1, perPage: 25 }, token);
    const { items } = (await search.json()) as { items: Answered[] };
    expect(items).toHaveLength(1);
    expectOnlyOwn(items[0]!);
  });

  it('cannot find out who works for another company through the search filter', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const user = sharedUser();
    const search = await post(`${PORTAL}/users/search`, { q: user.email, companyIds: [FOREIGN], page: 1, perPage: 25 }, token);
    expect(await search.json()).toEqual({ items: [], total: 0 });
  });

  it('is not told the other company when it takes the user out of its own', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const user = sharedUser();
    const res = await post(`${PORTAL}/users/removeUserFromCompany`, { userId: user.id, companyId: OWN }, token, 'PATCH');
    expect(res.status).toBe(200);
    const answer = (await res.json()) as Answered;
    expect(answer.companyIds).toEqual([]);
    expect(answer.tenants.map((t) => t.name)).not.toContain(FOREIGN_TENANT);
  });

  it("sees in the company's default scheme access only its own companies of each user", async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const user = sharedUser();
    const res = await get(`${PORTAL}/companies/${OWN}/default-scheme-access`, token);
    const { users } = (await res.json()) as { users: ({ userId: string } & Omit<Answered, 'tenants'>)[] };
    expect(users.find((u) => u.userId === user.id)).toMatchObject({ companyIds: [OWN], worksForOtherCompanies: true });
    // The seeded Analyst also works for cmp-03 and cmp-04, which are not the ClientAdmin's.
    expect(users.find((u) => u.userId === 'usr-analyst')).toMatchObject({ companyIds: [OWN], worksForOtherCompanies: true });
  });
});

describe('callers who may see every company, and the user itself', () => {
  it('a SuperAdmin is given every company and tenant', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const user = sharedUser();
    const answer = (await (await get(`${PORTAL}/users/${user.id}`, token)).json()) as Answered;
    expect(answer.companyIds).toEqual([OWN, FOREIGN]);
    expect(answer.tenants.map((t) => t.name).sort()).toEqual([FOREIGN_TENANT, 'Portico Demo']);
    expect(answer.worksForOtherCompanies ?? false).toBe(false);
  });

  it('the Analyst reads its own companies in full', async () => {
    const answer = (await (await get(`${PORTAL}/users/current`, await tokenFor('analyst@portico.test'))).json()) as Answered;
    expect(answer.companyIds).toEqual(['cmp-01', 'cmp-03', 'cmp-04']);
    expect(answer.worksForOtherCompanies ?? false).toBe(false);
  });
});
