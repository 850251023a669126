// @vitest-environment node
/**
 * ASVS 5.0 V15.3.7 (HTTP parameter pollution): a query parameter that takes one value, given twice, is refused with
 * `400` rather than read one way by the service and another by whatever stands in front of it (a gateway, a cache,
 * a firewall that checked the other copy). Before, the sandbox read the first copy and the contract checked the last.
 * A parameter the contract declares a list (`setupCompleteness`) repeats as before. tests/sandbox/contractErrors.test.ts
 * holds every operation of the contract to the same rule; these are the cases where a copy would matter most.
 */
import { describe, expect, it } from 'vitest';
import { GATEWAY, PORTAL, get, tokenFor } from '../sandbox/helpers';

const refusal = (name: string) => {
  const message = `The query parameter "${name}" is given more than once.`;
  return { message, errors: { [name]: [message] } };
};

describe('a query parameter given more than once', () => {
  it("is refused whichever copy names the caller's own company and whichever another's: nothing of either is answered", async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const own = `${GATEWAY}/data-retention/search?companyId=cmp-01`;
    expect((await get(own, token)).status).toBe(200);
    expect((await get(`${GATEWAY}/data-retention/search?companyId=cmp-04`, token)).status).toBe(403);
    for (const query of ['companyId=cmp-01&companyId=cmp-04', 'companyId=cmp-04&companyId=cmp-01']) {
      const res = await get(`${GATEWAY}/data-retention/search?${query}`, token);
      expect(res.status, query).toBe(400);
      expect(await res.json()).toEqual(refusal('companyId'));
    }
  });

  it('is refused for paging, sorting and ra-data-simple-rest parameters, even with the same value twice', async () => {
    const token = await tokenFor('superadmin@portico.test');
    for (const [url, name] of [
      [`${PORTAL}/companies/search?page=1&page=2`, 'page'],
      [`${PORTAL}/companies/search?sortField=name&sortField=createdAt`, 'sortField'],
      [`${PORTAL}/companies/search?perPage=25&perPage=25`, 'perPage'],
      [`${PORTAL}/users/usr-manager/authEvents?page=1&page=1`, 'page'],
      [`${PORTAL}/schemes?range=[0,9]&range=[0,999]`, 'range'],
      [`${PORTAL}/schemes?filter={"companyId":"cmp-01"}&filter={}`, 'filter'],
    ] as const) {
      const res = await get(url, token);
      expect(res.status, url).toBe(400);
      expect(await res.json()).toEqual(refusal(name));
    }
  });

  it('is refused by a public call too', async () => {
    const res = await get(`${PORTAL}/tenants/branding?domain=localhost&domain=other.test`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual(refusal('domain'));
  });

  it('is settled after who is calling: without a token the answer is 401', async () => {
    expect((await get(`${PORTAL}/companies/search?page=1&page=2`)).status).toBe(401);
  });

  it('repeats freely where the contract declares a list', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await get(`${PORTAL}/companies/search?setupCompleteness=Available&setupCompleteness=BrandingIncomplete`, token);
    expect(res.status).toBe(200);
    const { items } = (await res.json()) as { items: { setupCompleteness: string }[] };
    expect(items.length).toBeGreaterThan(0);
    expect(items.filter((c) => !['Available', 'BrandingIncomplete'].includes(c.setupCompleteness))).toEqual([]);
  });
});
