// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { PORTAL, get, post, tokenFor } from './helpers';

const patch = (url: string, body: unknown, token: string) => post(url, body, token, 'PATCH');

/**
 * A module being retired (issue 27): the seed's Payroll Bridge. Companies that have it keep it and may change its
 * schemes; no company gets it anew. cmp-01 has it; cmp-02 (same tenant, which offers every module) does not.
 */
const RETIRING = 'prd-payroll-bridge';
const HAS_IT = 'cmp-01';
const LACKS_IT = 'cmp-02';
const REFUSAL = 'Payroll Bridge is being retired, so it is not given to companies that do not have it already.';

const has = (companyId: string, productId = RETIRING) =>
  getStore().companyProducts.some((cp) => cp.companyId === companyId && cp.productId === productId);
const modulesOf = (companyId: string) => getStore().companyProducts.filter((cp) => cp.companyId === companyId);

describe('a module being retired', () => {
  it('says so in its record (retiring), and only Payroll Bridge is seeded as retiring', async () => {
    const token = await tokenFor('support@portico.test');
    const all = (await (await get(`${PORTAL}/products/all`, token)).json()) as Array<{ id: string; retiring: boolean }>;
    expect(all.filter((p) => p.retiring).map((p) => p.id)).toEqual([RETIRING]);
    expect(all.every((p) => typeof p.retiring === 'boolean')).toBe(true);
    expect(((await (await get(`${PORTAL}/products/${RETIRING}`, token)).json()) as { retiring: boolean }).retiring).toBe(true);
  });

  it('is not offered to a company that lacks it, though its tenant offers it', async () => {
    const token = await tokenFor('support@portico.test');
    expect(getStore().tenants.find((t) => t.id === getStore().companies.find((c) => c.id === LACKS_IT)!.tenantId)!.productIds).toContain(
      RETIRING,
    );
    const available = (await (await get(`${PORTAL}/products/availableForCompany/${LACKS_IT}`, token)).json()) as Array<{ id: string }>;
    expect(available.map((p) => p.id)).not.toContain(RETIRING);
    expect(available.length).toBeGreaterThan(0);
  });

  it('is refused to a company that lacks it by assignCompany (409 on productId), and nothing is assigned', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await post(`${PORTAL}/products/assignCompany`, { companyId: LACKS_IT, productId: RETIRING }, token);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({ message: REFUSAL, errors: { productId: [REFUSAL] } });
    expect(has(LACKS_IT)).toBe(false);
  });

  it('is refused to a company that lacks it by both bulk calls, which change nothing', async () => {
    const token = await tokenFor('support@portico.test');
    const before = structuredClone(modulesOf(LACKS_IT));
    const schemeIds = getStore()
      .schemes.filter((s) => s.companyId === LACKS_IT)
      .map((s) => s.id);
    const added = await post(
      `${PORTAL}/products/bulkAssignSchemesAndProducts`,
      { companyId: LACKS_IT, products: [{ productId: 'prd-web-reporting' }, { productId: RETIRING, schemeIds }] },
      token,
    );
    expect(added.status).toBe(409);
    expect((await added.json()).errors).toEqual({ 'products.1.productId': [REFUSAL] });
    const replaced = await patch(
      `${PORTAL}/products/bulkUpdateSchemesAndProducts`,
      {
        companyId: LACKS_IT,
        products: [...before.map(({ productId, schemeIds: ids }) => ({ productId, schemeIds: ids })), { productId: RETIRING }],
      },
      token,
    );
    expect(replaced.status).toBe(409);
    expect((await replaced.json()).errors).toEqual({ [`products.${before.length}.productId`]: [REFUSAL] });
    expect(modulesOf(LACKS_IT)).toEqual(before);
  });

  it('stays with a company that has it, marked retiring, and its schemes can still change', async () => {
    const token = await tokenFor('support@portico.test');
    const assigned = (await (await get(`${PORTAL}/products/assignedToCompany/${HAS_IT}`, token)).json()) as Array<{
      id: string;
      retiring: boolean;
    }>;
    expect(assigned.find((p) => p.id === RETIRING)?.retiring).toBe(true);
    const [first] = getStore().schemes.filter((s) => s.companyId === HAS_IT);
    const products = modulesOf(HAS_IT).map((cp) => ({
      productId: cp.productId,
      schemeIds: cp.productId === RETIRING ? [first!.id] : cp.schemeIds,
    }));
    expect((await patch(`${PORTAL}/products/bulkUpdateSchemesAndProducts`, { companyId: HAS_IT, products }, token)).status).toBe(200);
    expect(getStore().companyProducts.find((cp) => cp.companyId === HAS_IT && cp.productId === RETIRING)!.schemeIds).toEqual([first!.id]);
    const merged = await post(
      `${PORTAL}/products/bulkAssignSchemesAndProducts`,
      { companyId: HAS_IT, products: [{ productId: RETIRING }] },
      token,
    );
    expect(merged.status).toBe(200);
    expect(has(HAS_IT)).toBe(true);
  });

  it('is set and cleared by SuperAdmin and Support with PATCH /products; anything but true or false is refused', async () => {
    const token = await tokenFor('support@portico.test');
    const on = await patch(`${PORTAL}/products`, { id: 'prd-trustee-academy', retiring: true }, token);
    expect(on.status).toBe(200);
    expect((await on.json()).retiring).toBe(true);
    const refused = await post(`${PORTAL}/products/assignCompany`, { companyId: 'cmp-01', productId: 'prd-trustee-academy' }, token);
    expect(refused.status).toBe(409);
    expect((await refused.json()).message).toBe(
      'Trustee Academy is being retired, so it is not given to companies that do not have it already.',
    );
    const bad = await patch(`${PORTAL}/products`, { id: 'prd-trustee-academy', retiring: 'yes' }, token);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.retiring).toEqual(['retiring must be true or false.']);
    const off = await patch(`${PORTAL}/products`, { id: 'prd-trustee-academy', retiring: false }, token);
    expect((await off.json()).retiring).toBe(false);
    expect((await post(`${PORTAL}/products/assignCompany`, { companyId: 'cmp-01', productId: 'prd-trustee-academy' }, token)).status).toBe(
      201,
    );
  });
});
