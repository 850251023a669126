import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { PORTAL, get, outbox, post, tokenFor } from './helpers';

/**
 * A module the company has is never sold back to it (issue 27): the demo list leaves out what the company already
 * has, even when the caller holds no access entry for it.
 */
describe('the demo list (GET /products/promoted)', () => {
  it("leaves out the modules the caller's company already has, held by the caller or not", async () => {
    // manager@ works for Pennine Building Society (cmp-02), which has Trustee Academy; the manager has no access to it
    const token = await tokenFor('manager@portico.test');
    const held = getStore()
      .permissions.filter((p) => p.userId === 'usr-manager' && p.companyId === 'cmp-02')
      .map((p) => p.productId);
    expect(held).not.toContain('prd-trustee-academy');
    const companyHas = getStore()
      .companyProducts.filter((cp) => cp.companyId === 'cmp-02')
      .map((cp) => cp.productId);
    expect(companyHas).toContain('prd-trustee-academy');

    const promoted = (await (await get(`${PORTAL}/products/promoted?companyId=cmp-02`, token)).json()) as Array<{ id: string }>;
    const ids = promoted.map((p) => p.id);
    expect(ids).not.toContain('prd-trustee-academy');
    expect(ids.filter((id) => companyHas.includes(id))).toEqual([]);
    // What the company does not have, and may be shown, is still offered
    expect(ids).toEqual(['prd-case-manager', 'prd-scheme-dashboards']);
  });

  it('refuses a demo request for a module the company already has, and mails nobody', async () => {
    const token = await tokenFor('manager@portico.test');
    const before = (await outbox()).length;
    const res = await post(`${PORTAL}/products/prd-trustee-academy/cmp-02/request-demo`, {}, token);
    expect(res.status).toBe(409);
    expect(await res.json()).toMatchObject({ message: 'Pennine Building Society already has Trustee Academy.' });
    expect(await outbox()).toHaveLength(before);
    expect((await post(`${PORTAL}/products/prd-case-manager/cmp-02/request-demo`, {}, token)).status).toBe(204);
  });
});
