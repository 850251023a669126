// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { PORTAL, get, post, tokenFor } from './helpers';

const patch = (url: string, body: unknown, token: string) => post(url, body, token, 'PATCH');

/** cmp-01 (demo tenant) has seven modules; Trustee Academy and Retirement Modeller are still available to it. */
const COMPANY = 'cmp-01';
const AVAILABLE = 'prd-trustee-academy';
const ASSIGNED = 'prd-member-portal';

describe("a company's modules: reads", () => {
  it('lists assigned modules with their schemes and how many users hold them, and the ones still available', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const assigned = (await (await get(`${PORTAL}/products/assignedToCompany/${COMPANY}`, token)).json()) as Array<{
      id: string;
      schemeIds: string[];
      userCount: number;
    }>;
    const store = getStore();
    const member = assigned.find((p) => p.id === ASSIGNED)!;
    const holders = new Set(store.permissions.filter((p) => p.companyId === COMPANY && p.productId === ASSIGNED).map((p) => p.userId));
    expect(member.userCount).toBe(holders.size);
    expect(member.userCount).toBeGreaterThan(0);
    expect(member.schemeIds).toEqual(store.schemes.filter((s) => s.companyId === COMPANY).map((s) => s.id));
    const available = (await (await get(`${PORTAL}/products/availableForCompany/${COMPANY}`, token)).json()) as Array<{ id: string }>;
    expect(available.map((p) => p.id)).toContain(AVAILABLE);
    expect(available.map((p) => p.id)).not.toContain(ASSIGNED);
  });

  it("lists each scheme's employers under availableProductSchemes", async () => {
    const token = await tokenFor('support@portico.test');
    const entries = (await (await get(`${PORTAL}/products/availableProductSchemes/${COMPANY}`, token)).json()) as Array<{
      productId: string;
      schemes: Array<{ id: string; assigned: boolean; employers: Array<{ id: string; name: string; employerType: string }> }>;
    }>;
    const scheme = entries.find((e) => e.productId === ASSIGNED)!.schemes[0]!;
    const employers = getStore().employers.filter((e) => e.schemeId === scheme.id);
    expect(scheme.employers.map((e) => e.id).sort()).toEqual(employers.map((e) => e.id).sort());
    expect(scheme.employers[0]).toEqual({
      id: expect.any(String),
      name: expect.any(String),
      employerType: expect.stringMatching(/^(OTH|FOR)$/),
    });
  });

  it("refuses another company's modules (403) and answers 404 for an unknown company", async () => {
    const token = await tokenFor('clientadmin@portico.test');
    for (const path of ['assignedToCompany', 'availableForCompany', 'availableProductSchemes']) {
      expect((await get(`${PORTAL}/products/${path}/cmp-03`, token)).status).toBe(403);
      expect((await get(`${PORTAL}/products/${path}/cmp-nope`, token)).status).toBe(404);
    }
  });
});

describe("a company's modules: writes (SuperAdmin and Support only)", () => {
  it('assigns a module to every scheme by default, and refuses a duplicate', async () => {
    const token = await tokenFor('support@portico.test');
    const res = await post(`${PORTAL}/products/assignCompany`, { companyId: COMPANY, productId: AVAILABLE }, token);
    expect(res.status).toBe(201);
    const schemes = getStore()
      .schemes.filter((s) => s.companyId === COMPANY)
      .map((s) => s.id);
    expect(await res.json()).toEqual({ companyId: COMPANY, productId: AVAILABLE, schemeIds: schemes });
    const again = await post(`${PORTAL}/products/assignCompany`, { companyId: COMPANY, productId: AVAILABLE }, token);
    expect(again.status).toBe(409);
    expect((await again.json()).errors.productId).toEqual(['The product is already assigned to this company.']);
  });

  it("refuses client roles, even for their own company, and another company's id", async () => {
    const clientAdmin = await tokenFor('clientadmin@portico.test');
    const analyst = await tokenFor('analyst@portico.test');
    const viewer = await tokenFor('viewer@portico.test');
    expect((await post(`${PORTAL}/products/assignCompany`, { companyId: 'cmp-03', productId: AVAILABLE }, clientAdmin)).status).toBe(403);
    expect((await post(`${PORTAL}/products/assignCompany`, { companyId: COMPANY, productId: AVAILABLE }, clientAdmin)).status).toBe(403);
    expect((await post(`${PORTAL}/products/assignCompany`, { companyId: COMPANY, productId: AVAILABLE }, analyst)).status).toBe(403);
    expect((await post(`${PORTAL}/products/removeCompany`, { companyId: COMPANY, productId: ASSIGNED }, viewer)).status).toBe(403);
    const body = { companyId: COMPANY, products: [{ productId: ASSIGNED, schemeIds: [] }] };
    expect((await post(`${PORTAL}/products/bulkAssignSchemesAndProducts`, body, clientAdmin)).status).toBe(403);
    expect((await patch(`${PORTAL}/products/bulkUpdateSchemesAndProducts`, body, analyst)).status).toBe(403);
    expect(getStore().companyProducts.some((cp) => cp.companyId === COMPANY && cp.productId === AVAILABLE)).toBe(false);
    expect(getStore().companyProducts.some((cp) => cp.companyId === COMPANY && cp.productId === ASSIGNED)).toBe(true);
  });

  it('answers 404 for unknown ids and 400 for a module the tenant does not offer', async () => {
    const token = await tokenFor('superadmin@portico.test');
    expect((await post(`${PORTAL}/products/assignCompany`, { companyId: 'cmp-nope', productId: AVAILABLE }, token)).status).toBe(404);
    expect((await post(`${PORTAL}/products/assignCompany`, { companyId: COMPANY, productId: 'prd-nope' }, token)).status).toBe(404);
    expect((await post(`${PORTAL}/products/removeCompany`, { companyId: 'cmp-nope', productId: ASSIGNED }, token)).status).toBe(404);
    expect((await post(`${PORTAL}/products/removeCompany`, { companyId: COMPANY, productId: AVAILABLE }, token)).status).toBe(404);
    expect((await post(`${PORTAL}/products/removeCompany`, { companyId: COMPANY }, token)).status).toBe(400);
    const bulk = { companyId: 'cmp-nope', products: [{ productId: ASSIGNED }] };
    expect((await post(`${PORTAL}/products/bulkAssignSchemesAndProducts`, bulk, token)).status).toBe(404);
    expect((await patch(`${PORTAL}/products/bulkUpdateSchemesAndProducts`, bulk, token)).status).toBe(404);
    // cmp-24 belongs to the Northern tenant, which does not offer Trustee Academy.
    const notOffered = await post(`${PORTAL}/products/assignCompany`, { companyId: 'cmp-24', productId: AVAILABLE }, token);
    expect(notOffered.status).toBe(400);
    expect((await notOffered.json()).errors.productId).toEqual(["The company's tenant does not offer this module."]);
  });

  it("removes a module with its users' access there", async () => {
    const token = await tokenFor('superadmin@portico.test');
    expect(getStore().permissions.some((p) => p.companyId === COMPANY && p.productId === ASSIGNED)).toBe(true);
    expect((await post(`${PORTAL}/products/removeCompany`, { companyId: COMPANY, productId: ASSIGNED }, token)).status).toBe(204);
    expect(getStore().companyProducts.some((cp) => cp.companyId === COMPANY && cp.productId === ASSIGNED)).toBe(false);
    expect(getStore().permissions.some((p) => p.companyId === COMPANY && p.productId === ASSIGNED)).toBe(false);
  });

  it("narrows a module's schemes with bulkUpdate, taking them from its users' access too", async () => {
    const token = await tokenFor('support@portico.test');
    const store = getStore();
    const schemes = store.schemes.filter((s) => s.companyId === COMPANY).map((s) => s.id);
    expect(schemes.length).toBeGreaterThan(1);
    const products = store.companyProducts
      .filter((cp) => cp.companyId === COMPANY)
      .map((cp) => ({ productId: cp.productId, schemeIds: cp.productId === ASSIGNED ? [schemes[0]] : cp.schemeIds }));
    const res = await patch(`${PORTAL}/products/bulkUpdateSchemesAndProducts`, { companyId: COMPANY, products }, token);
    expect(res.status).toBe(200);
    const after = getStore();
    expect(after.companyProducts.find((cp) => cp.companyId === COMPANY && cp.productId === ASSIGNED)!.schemeIds).toEqual([schemes[0]]);
    expect(after.companyProducts.filter((cp) => cp.companyId === COMPANY)).toHaveLength(products.length);
    after.permissions
      .filter((p) => p.companyId === COMPANY && p.productId === ASSIGNED)
      .forEach((p) => expect(p.schemeIds.every((id) => id === schemes[0])).toBe(true));
  });
});
