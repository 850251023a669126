// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { ORIGIN, PORTAL, get, multipart, post, tokenFor } from './helpers';

const patch = (url: string, body: unknown, token: string) => post(url, body, token, 'PATCH');
const del = (url: string, token: string) => fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

describe('public endpoints', () => {
  it('brands localhost as Portico Demo and unknown domains with the default', async () => {
    const demo = await (await get(`${PORTAL}/tenants/branding?domain=localhost`)).json();
    expect(demo).toMatchObject({ tenantId: 'ten-portico-demo', name: 'Portico Demo', logoUrl: '/brand/portico-demo.svg' });
    // Real terms a client could read: no test fixtures in the demo tenant.
    expect(demo.termsAndConditions).toContain('These terms govern your use of the Portico Demo client portal');
    expect(demo.termsAndConditions).not.toMatch(/<script|onerror|javascript:|sanitiser/i);
    expect(await (await get(`${PORTAL}/tenants/branding?domain=elsewhere.example`)).json()).toEqual({
      tenantId: null,
      logoUrl: null,
      name: null,
      termsAndConditions: null,
      maintenanceNotice: null,
    });
    expect(await (await get(`${PORTAL}/productInfo`)).json()).toEqual({ version: '1.4.2' });
  });
});

describe('current user', () => {
  it('describes the signed-in user', async () => {
    const me = await (await get(`${PORTAL}/users/current`, await tokenFor('clientadmin@portico.test'))).json();
    expect(me).toMatchObject({
      id: 'usr-clientadmin',
      status: 'Active',
      clientPortalRole: { roleName: 'ClientPortal_ClientAdmin' },
      userSshKey: { hasPublicKey: false },
      companyIds: ['cmp-01', 'cmp-02'],
      tenants: [{ id: 'ten-portico-demo', name: 'Portico Demo', domain: 'localhost' }],
    });
    const outsider = await (await get(`${PORTAL}/users/current`, await tokenFor('outsider@portico.test'))).json();
    expect(outsider.tenants.map((t: { domain: string }) => t.domain)).toEqual(['northern.portico.test']);
  });

  it('stores an SSH key and rejects one in the wrong format', async () => {
    const token = await tokenFor('sftp@portico.test');
    const bad = await post(`${PORTAL}/users/ssh-keys/public`, { publicKey: 'ssh-ed25519 AAAA' }, token);
    expect(bad.status).toBe(400);
    expect((await bad.json()).errors.publicKey).toEqual(['Key expected format is "ssh-rsa <Base64-encoded key>"']);
    expect((await post(`${PORTAL}/users/ssh-keys/public`, { publicKey: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQAB sftp@host' }, token)).status).toBe(
      204,
    );
    expect((await (await get(`${PORTAL}/users/current`, token)).json()).userSshKey.hasPublicKey).toBe(true);
  });
});

describe('companies', () => {
  it('lists every company for SuperAdmin and Viewer, assigned ones for others', async () => {
    const all = await (await get(`${PORTAL}/companies/all`, await tokenFor('superadmin@portico.test'))).json();
    expect(all.length).toBeGreaterThanOrEqual(25);
    expect(all[0]).toMatchObject({
      id: expect.any(String),
      name: expect.any(String),
      address: expect.any(Object),
      adminContact: expect.any(Object),
    });
    expect((await (await get(`${PORTAL}/companies/all`, await tokenFor('viewer@portico.test'))).json()).length).toBe(all.length);
    const mine = await (await get(`${PORTAL}/companies/all`, await tokenFor('clientadmin@portico.test'))).json();
    expect(mine.map((c: { id: string }) => c.id).sort()).toEqual(['cmp-01', 'cmp-02']);
  });

  it('gets one company; 404 unknown, 403 with no body when not assigned', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const one = await (await get(`${PORTAL}/companies/cmp-01`, token)).json();
    expect(one.name).toBe('Thames Valley Logistics Ltd');
    expect(one.adminContact.administratorPhones[0]).toMatchObject({ order: 1, countryCode: '+44' });
    expect((await get(`${PORTAL}/companies/cmp-99`, token)).status).toBe(404);
    const refused = await get(`${PORTAL}/companies/cmp-10`, token);
    expect(refused.status).toBe(403);
    expect(await refused.text()).toBe('');
  });

  it('creates, rejects duplicates with 409, patches and deletes', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const missing = await post(`${PORTAL}/companies`, { name: ' ' }, token);
    expect(missing.status).toBe(400);
    expect((await missing.json()).errors.name).toBeTruthy();
    const body = {
      name: 'Solway Firth Fisheries Ltd',
      companyNumber: 'SC512233',
      address: { line1: '4 Harbour Street', town: 'Annan', county: 'Dumfriesshire', postcode: 'DG12 6AA' },
      adminContact: {
        name: 'Morag Irving',
        email: 'morag@solway.co.uk',
        administratorPhones: [{ order: 1, countryCode: '+44', number: '7700900111' }],
      },
      preferredContactMethod: 'Email',
      directDebit: 'DirectDebit',
    };
    const created = await post(`${PORTAL}/companies`, body, token);
    expect(created.status).toBe(201);
    const company = await created.json();
    expect(company).toMatchObject({ name: body.name, tenantId: 'ten-portico-demo', setupCompleteness: 'BrandingIncomplete' });
    const dup = await post(`${PORTAL}/companies`, { name: 'solway firth fisheries ltd' }, token);
    expect(dup.status).toBe(409);
    expect((await dup.json()).errors.name).toBeTruthy();
    const patched = await patch(`${PORTAL}/companies`, { id: company.id, name: 'Solway Fisheries Ltd' }, token);
    expect((await patched.json()).name).toBe('Solway Fisheries Ltd');
    expect((await patch(`${PORTAL}/companies`, { id: company.id, name: 'Pennine Building Society' }, token)).status).toBe(409);
    expect((await del(`${PORTAL}/companies/?companyId=${company.id}`, token)).status).toBe(200);
    expect((await get(`${PORTAL}/companies/${company.id}`, token)).status).toBe(404);
  });

  it('keeps Viewer and Manager read-only and lets ClientAdmin edit only their own', async () => {
    expect((await post(`${PORTAL}/companies`, { name: 'X Ltd' }, await tokenFor('viewer@portico.test'))).status).toBe(403);
    expect((await patch(`${PORTAL}/companies`, { id: 'cmp-02', name: 'Y' }, await tokenFor('manager@portico.test'))).status).toBe(403);
    const admin = await tokenFor('clientadmin@portico.test');
    expect((await patch(`${PORTAL}/companies`, { id: 'cmp-02', address: { line2: 'Floor 3' } }, admin)).status).toBe(200);
    expect((await patch(`${PORTAL}/companies`, { id: 'cmp-10', name: 'Z' }, admin)).status).toBe(403);
    expect((await del(`${PORTAL}/companies/?companyId=cmp-01`, admin)).status).toBe(403);
  });

  it('lists companies assigned to a user and to a product', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const forUser = await (await get(`${PORTAL}/companies/assignedToUser/usr-analyst`, token)).json();
    expect(forUser.map((c: { id: string }) => c.id)).toEqual(expect.arrayContaining(['cmp-01', 'cmp-03', 'cmp-04']));
    const forProduct = await (await get(`${PORTAL}/companies/assignedToProduct/prd-trustee-academy`, token)).json();
    expect(forProduct.length).toBeGreaterThan(0);
  });
});

describe('tenants (simple-rest)', () => {
  it('pages, sorts and filters with Content-Range', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await get(`${PORTAL}/tenants?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,1]')}`, token);
    expect(res.headers.get('Content-Range')).toBe('tenants 0-1/3');
    expect((await res.json()).map((t: { name: string }) => t.name)).toEqual(['Harbour Pensions Partnership', 'Northern Trustees Network']);
    const q = await get(`${PORTAL}/tenants?filter=${encodeURIComponent('{"q":"demo"}')}`, token);
    expect(q.headers.get('Content-Range')).toBe('tenants 0-0/1');
    const many = await (
      await get(`${PORTAL}/tenants?filter=${encodeURIComponent('{"id":["ten-portico-demo","ten-harbour-pensions"]}')}`, token)
    ).json();
    expect(many).toHaveLength(2);
  });

  it('creates, updates and deletes for SuperAdmin only', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const bad = await post(`${PORTAL}/tenants`, { name: 'Estuary', domain: 'estuary.portico.test', primaryColour: 'blue' }, token);
    expect((await bad.json()).errors.primaryColour).toEqual(['Primary colour must be valid color, like: #012345']);
    const created = await (
      await post(`${PORTAL}/tenants`, { name: 'Estuary', domain: 'estuary.portico.test', primaryColour: '#112233' }, token)
    ).json();
    expect(created.id).toBeTruthy();
    expect((await post(`${PORTAL}/tenants`, { name: 'Other', domain: 'estuary.portico.test' }, token)).status).toBe(409);
    const updated = await (await post(`${PORTAL}/tenants/${created.id}`, { ...created, name: 'Estuary Pensions' }, token, 'PUT')).json();
    expect(updated.name).toBe('Estuary Pensions');
    expect((await del(`${PORTAL}/tenants/${created.id}`, token)).status).toBe(200);
    expect((await del(`${PORTAL}/tenants/ten-portico-demo`, token)).status).toBe(409);
    const support = await tokenFor('support@portico.test');
    expect((await get(`${PORTAL}/tenants`, support)).status).toBe(403);
    expect((await post(`${PORTAL}/tenants`, { name: 'N', domain: 'n.portico.test' }, support)).status).toBe(403);
    expect((await get(`${PORTAL}/tenants`, await tokenFor('clientadmin@portico.test'))).status).toBe(403);
  });
});

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
const uploadLogo = (path: string, token: string) => {
  const { body, contentType } = multipart({}, { content: PNG, name: 'logo.png', type: 'image/png' });
  return fetch(`${PORTAL}${path}`, { method: 'POST', body, headers: { Authorization: `Bearer ${token}`, 'Content-Type': contentType } });
};

describe('a tenant, read and branded by SuperAdmin', () => {
  it('reads one tenant as stored', async () => {
    const res = await get(`${PORTAL}/tenants/ten-northern-trustees`, await tokenFor('superadmin@portico.test'));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(getStore().tenants.find((t) => t.id === 'ten-northern-trustees'));
  });

  it("stores an uploaded logo and answers the tenant with the logo's relative URL", async () => {
    const res = await uploadLogo('/tenants/ten-northern-trustees/logo', await tokenFor('superadmin@portico.test'));
    expect(res.status).toBe(200);
    const { logoUrl } = (await res.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/__sandbox\/files\/[^/]+$/);
    expect(getStore().tenants.find((t) => t.id === 'ten-northern-trustees')!.logoUrl).toBe(logoUrl);
  });
});

describe('modules: roles, tenants, logos and deletion', () => {
  it("lists a module's roles and the client-portal roles a user can be given", async () => {
    const token = await tokenFor('manager@portico.test');
    const roles = (await (await get(`${PORTAL}/productRoles/byProductId/prd-member-portal`, token)).json()) as { roleName: string }[];
    expect(roles.map((r) => r.roleName)).toEqual(['Viewer', 'Editor', 'Approver']);
    expect(await (await get(`${PORTAL}/productRoles/clientPortal`, token)).json()).toEqual(
      ['ClientPortal_Analyst', 'ClientPortal_Viewer', 'ClientPortal_ClientAdmin', 'ClientPortal_Manager', 'ClientPortal_SftpOnly'].map(
        (roleName) => ({ id: roleName, roleName }),
      ),
    );
  });

  it('lists the modules a tenant offers, by name, to a user of that tenant', async () => {
    const res = await get(`${PORTAL}/products/tenants/ten-northern-trustees`, await tokenFor('outsider@portico.test'));
    expect(res.status).toBe(200);
    expect(((await res.json()) as { name: string }[]).map((p) => p.name)).toEqual([
      'Case Manager',
      'Data Uploader',
      'Employer Hub',
      'Member Portal',
    ]);
  });

  it("stores a module's uploaded logo", async () => {
    const res = await uploadLogo('/products/prd-member-portal/logo', await tokenFor('support@portico.test'));
    expect(res.status).toBe(200);
    const { logoUrl } = (await res.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/__sandbox\/files\/[^/]+$/);
    expect(getStore().products.find((p) => p.id === 'prd-member-portal')!.logoUrl).toBe(logoUrl);
  });

  it('deletes a module with every assignment, access entry, role and tenant offer of it (SuperAdmin)', async () => {
    const res = await fetch(`${PORTAL}/products?productId=prd-trustee-academy`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${await tokenFor('superadmin@portico.test')}` },
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'prd-trustee-academy', name: 'Trustee Academy' });
    const store = getStore();
    expect(store.products.some((p) => p.id === 'prd-trustee-academy')).toBe(false);
    expect(store.companyProducts.filter((cp) => cp.productId === 'prd-trustee-academy')).toEqual([]);
    expect(store.permissions.filter((p) => p.productId === 'prd-trustee-academy')).toEqual([]);
    expect(store.productRoles.filter((r) => r.productId === 'prd-trustee-academy')).toEqual([]);
    expect(store.tenants.filter((t) => t.productIds.includes('prd-trustee-academy'))).toEqual([]);
  });
});

describe('products', () => {
  it('lists all modules and the demo-able ones for a ClientAdmin', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const all = await (await get(`${PORTAL}/products/all`, token)).json();
    expect(all.length).toBeGreaterThanOrEqual(6);
    const prefixes = all.map((p: { domainPrefix: string | null }) => p.domainPrefix);
    expect(prefixes).toEqual(expect.arrayContaining(['datauploader', 'webreporting', 'dashboards']));
    expect(all.some((p: { url: string | null; domainPrefix: string | null }) => p.url?.startsWith('https://') && !p.domainPrefix)).toBe(
      true,
    );
    const access = await (await get(`${PORTAL}/products/assignedToUser/usr-clientadmin`, token)).json();
    expect(access).toContainEqual({ productId: 'prd-member-portal', companyId: 'cmp-01' });
    const promoted = await (await get(`${PORTAL}/products/promoted?companyId=cmp-01`, token)).json();
    const ids = promoted.map((p: { id: string }) => p.id);
    expect(ids).toEqual(expect.arrayContaining(['prd-trustee-academy', 'prd-retirement-modeller']));
    expect(ids).not.toContain('prd-member-portal');
    expect((await get(`${PORTAL}/products/promoted?companyId=cmp-01`, await tokenFor('superadmin@portico.test'))).status).toBe(200);
  });

  it('has no module access for viewer@', async () => {
    const token = await tokenFor('viewer@portico.test');
    expect(await (await get(`${PORTAL}/products/assignedToUser/usr-viewer`, token)).json()).toEqual([]);
  });

  it('requests a demo and mails sales', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    expect((await post(`${PORTAL}/products/prd-trustee-academy/cmp-01/request-demo`, {}, token)).status).toBe(204);
    const mail = await (await fetch('http://localhost:4010/__sandbox/outbox')).json();
    expect(mail.at(-1)).toMatchObject({ to: 'sales@portico.test', subject: expect.stringContaining('Trustee Academy') });
    expect((await post(`${PORTAL}/products/prd-trustee-academy/cmp-10/request-demo`, {}, token)).status).toBe(403);
  });
});

describe('logo uploads', () => {
  it('answer a relative URL (the portal shows no http logos) that the sandbox serves the image at', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const form = new FormData();
    const png = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d]);
    form.append('file', new Blob([png], { type: 'image/png' }), 'logo.png');
    const response = await fetch(`${PORTAL}/companies/cmp-02/logo`, {
      method: 'POST',
      body: form,
      headers: { Authorization: `Bearer ${token}` },
    });
    expect(response.status).toBe(200);
    const { logoUrl } = (await response.json()) as { logoUrl: string };
    expect(logoUrl).toMatch(/^\/__sandbox\/files\/[^/]+$/);
    const image = await fetch(`${ORIGIN}${logoUrl}`);
    expect(image.headers.get('Content-Type')).toBe('image/png');
    expect(new Uint8Array(await image.arrayBuffer())).toEqual(png);
  });
});
