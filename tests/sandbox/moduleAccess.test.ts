// @vitest-environment node
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

const contacts = async (email: string, companyId: string) => get(`${PORTAL}/companies/${companyId}/access-contacts`, await tokenFor(email));

/** Another Client Admin of both of clientadmin@'s companies, so one who may change her permissions. */
const addClientAdmin = (id: string, status: 'Active' | 'Invited' | 'Deactivated', firstName: string, lastName: string) => {
  const store = getStore();
  const model = store.users.find((u) => u.id === 'usr-clientadmin')!;
  store.users.push({ ...model, id, email: `${id}@pennine.example`, firstName, lastName, status, mfaSecret: null });
};

describe('who can give the caller access (GET /companies/{id}/access-contacts, designed)', () => {
  it("names the company's Client Admin to a Manager, and nothing else about them", async () => {
    const res = await contacts('manager@portico.test', 'cmp-02');
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([{ firstName: 'Charlotte', lastName: 'Pemberton' }]);
  });

  it('names only active Client Admins who may change the caller’s permissions, never the caller', async () => {
    // clientadmin@ is Pennine's only Client Admin, and nobody gives themselves access
    expect(await (await contacts('clientadmin@portico.test', 'cmp-02')).json()).toEqual([]);
    // Thames Valley's other Client Admin works only for Thames Valley, so may not change hers (she works for Pennine too)
    const thamesAdmins = getStore().users.filter((u) => u.role === 'ClientPortal_ClientAdmin' && u.companyIds.includes('cmp-01'));
    expect(thamesAdmins.length).toBeGreaterThan(1);
    expect(await (await contacts('clientadmin@portico.test', 'cmp-01')).json()).toEqual([]);

    addClientAdmin('usr-test-admin-1', 'Active', 'Rhiannon', 'Ashworth');
    addClientAdmin('usr-test-admin-2', 'Active', 'Ben', 'Adeyemi');
    addClientAdmin('usr-test-admin-3', 'Deactivated', 'Gone', 'Away');
    addClientAdmin('usr-test-admin-4', 'Invited', 'Not', 'Yet');
    expect(await (await contacts('clientadmin@portico.test', 'cmp-02')).json()).toEqual([
      { firstName: 'Ben', lastName: 'Adeyemi' },
      { firstName: 'Rhiannon', lastName: 'Ashworth' },
    ]);
  });

  it('names nobody to internal staff: a Client Admin may not change their access', async () => {
    expect(await (await contacts('analyst@portico.test', 'cmp-01')).json()).toEqual([]);
    expect(await (await contacts('viewer@portico.test', 'cmp-02')).json()).toEqual([]);
    expect(await (await contacts('superadmin@portico.test', 'cmp-02')).json()).toEqual([]);
  });

  it('answers an outsider 403 with no body, an unknown company 404, SftpOnly 403 and no token 401', async () => {
    const outsider = await contacts('outsider@portico.test', 'cmp-02');
    expect(outsider.status).toBe(403);
    expect(await outsider.text()).toBe('');
    expect((await contacts('manager@portico.test', 'cmp-01')).status).toBe(403);
    expect((await contacts('manager@portico.test', 'cmp-nope')).status).toBe(404);
    expect((await contacts('sftp@portico.test', 'cmp-05')).status).toBe(403);
    expect((await get(`${PORTAL}/companies/cmp-02/access-contacts`)).status).toBe(401);
  });
});
