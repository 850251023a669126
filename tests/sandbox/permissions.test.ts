// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, PORTAL, get, post, tokenFor } from './helpers';

describe('permissions', () => {
  it('grants a product and schemes to a user and shows it at every level', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const grant = { userId: 'usr-manager', companyId: 'cmp-02', productId: 'prd-trustee-academy' };
    const created = await post(`${PORTAL}/permissions/userProduct`, grant, token);
    expect(created.status).toBe(201);
    expect((await post(`${PORTAL}/permissions/userProduct`, grant, token)).status).toBe(409);
    const schemes = await (await get(`${PORTAL}/schemes?filter=${encodeURIComponent('{"companyId":"cmp-02"}')}`, token)).json();
    const schemeId = schemes[0].id;
    const entry = await (
      await post(`${PORTAL}/permissions/bulkAssignSchemeToUserProduct`, { ...grant, schemeIds: [schemeId] }, token)
    ).json();
    expect(entry.schemeIds).toEqual([schemeId]);
    expect(entry.employerIds.length).toBeGreaterThan(0);
    const employers = await (await get(`${PORTAL}/permissions/useremployer/usr-manager/${schemeId}`, token)).json();
    expect(employers[0].assignedProductIds).toContain('prd-trustee-academy');
    const all = await (await get(`${PORTAL}/permissions/usr-manager`, token)).json();
    expect(all.some((p: { productId: string }) => p.productId === 'prd-trustee-academy')).toBe(true);
    const access = await (await get(`${PORTAL}/products/assignedToUser/usr-manager`, token)).json();
    expect(access).toContainEqual({ productId: 'prd-trustee-academy', companyId: 'cmp-02' });
    const del = await fetch(`${PORTAL}/permissions/userProduct`, {
      method: 'DELETE',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(grant),
    });
    expect(del.status).toBe(204);
  });

  it("gives or takes one module for many users at once, refusing the whole batch when one user is not the actor's", async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const module = { companyId: 'cmp-02', productId: 'prd-trustee-academy' };
    const hasIt = async (userId: string) =>
      ((await (await get(`${PORTAL}/permissions/${userId}`, token)).json()) as { companyId: string; productId: string }[]).some(
        (p) => p.companyId === module.companyId && p.productId === module.productId,
      );
    const refused = await post(
      `${PORTAL}/permissions/bulkAssignUserToProduct`,
      { ...module, userIds: ['usr-manager', 'usr-superadmin'] },
      token,
    );
    expect(refused.status).toBe(403);
    expect(await hasIt('usr-manager')).toBe(false);

    const given = await post(`${PORTAL}/permissions/bulkAssignUserToProduct`, { ...module, userIds: ['usr-manager'] }, token);
    expect(given.status).toBe(200);
    expect(await hasIt('usr-manager')).toBe(true);
    const taken = await post(`${PORTAL}/permissions/bulkUnassignUserFromProduct`, { ...module, userIds: ['usr-manager'] }, token);
    expect(taken.status).toBe(204);
    expect(await hasIt('usr-manager')).toBe(false);
    const none = await post(`${PORTAL}/permissions/bulkAssignUserToProduct`, { ...module, userIds: [] }, token);
    expect((await none.json()).errors.userIds).toEqual(['Choose at least one user.']);
  });

  it("lets every user read their own permissions, and nobody read another user's they may not see", async () => {
    const manager = await tokenFor('manager@portico.test');
    const own = await get(`${PORTAL}/permissions/usr-manager`, manager);
    expect(own.status).toBe(200);
    const entries = (await own.json()) as { companyId: string; productRoleName: string }[];
    expect(entries.length).toBeGreaterThan(0);
    expect(entries.every((e) => e.companyId && e.productRoleName)).toBe(true);
    expect((await get(`${PORTAL}/permissions/usr-analyst`, manager)).status).toBe(403);
  });

  it('validates grants', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const notBought = await post(
      `${PORTAL}/permissions/userProduct`,
      { userId: 'usr-manager', companyId: 'cmp-02', productId: 'prd-case-manager' },
      token,
    );
    expect((await notBought.json()).errors.productId).toBeTruthy();
    const badRole = await post(
      `${PORTAL}/permissions/assignUserToProduct`,
      { userId: 'usr-manager', companyId: 'cmp-02', productId: 'prd-member-portal', productRoleName: 'Pilot' },
      token,
    );
    expect((await badRole.json()).errors.productRoleName).toBeTruthy();
    expect(
      (
        await post(
          `${PORTAL}/permissions/userProduct`,
          { userId: 'usr-nobody', companyId: 'cmp-02', productId: 'prd-member-portal' },
          token,
        )
      ).status,
    ).toBe(404);
    const analyst = await tokenFor('analyst@portico.test');
    expect(
      (
        await post(
          `${PORTAL}/permissions/userProduct`,
          { userId: 'usr-manager', companyId: 'cmp-02', productId: 'prd-member-portal' },
          analyst,
        )
      ).status,
    ).toBe(403);
  });
});

/** The Analyst's entries (seeded: cmp-01 Member Portal, Web Reporting and Case Manager on scheme 1; cmp-03; cmp-04). */
const entryOf = (userId: string, companyId: string, productId: string) =>
  getStore().permissions.find((p) => p.userId === userId && p.companyId === companyId && p.productId === productId);

describe("changing a user's access, call by call", () => {
  it('sets several entries in one call (bulk) and answers all the user has, leaving the rest', async () => {
    const seeded = structuredClone(entryOf('usr-analyst', 'cmp-01', 'prd-member-portal'));
    const res = await post(
      `${PORTAL}/permissions/bulk`,
      {
        userId: 'usr-analyst',
        permissions: [{ companyId: 'cmp-01', productId: 'prd-employer-hub', productRoleName: 'Submitter', schemeIds: ['cmp-01-sch-2'] }],
      },
      await tokenFor('superadmin@portico.test'),
    );
    expect(res.status).toBe(200);
    expect(entryOf('usr-analyst', 'cmp-01', 'prd-employer-hub')).toMatchObject({
      productRoleName: 'Submitter',
      schemeIds: ['cmp-01-sch-2'],
    });
    expect(entryOf('usr-analyst', 'cmp-01', 'prd-member-portal')).toEqual(seeded);
    expect(await res.json()).toEqual(getStore().permissions.filter((p) => p.userId === 'usr-analyst'));
  });

  it('changes one entry (update), keeping only the employers of the schemes it still has', async () => {
    const res = await post(
      `${PORTAL}/permissions/update`,
      {
        userId: 'usr-analyst',
        companyId: 'cmp-01',
        productId: 'prd-member-portal',
        productRoleName: 'Approver',
        schemeIds: ['cmp-01-sch-2'],
      },
      await tokenFor('superadmin@portico.test'),
    );
    expect(res.status).toBe(200);
    expect(entryOf('usr-analyst', 'cmp-01', 'prd-member-portal')).toMatchObject({
      productRoleName: 'Approver',
      schemeIds: ['cmp-01-sch-2'],
      employerIds: [],
    });
  });

  it('gives one role for a module in every company the actor administers (updateAllUserRoles)', async () => {
    const res = await post(
      `${PORTAL}/permissions/updateAllUserRoles`,
      { userId: 'usr-analyst', productId: 'prd-member-portal', productRoleName: 'Editor' },
      await tokenFor('superadmin@portico.test'),
    );
    expect(res.status).toBe(200);
    const changed = (await res.json()) as { companyId: string; productRoleName: string }[];
    expect(changed.map((p) => [p.companyId, p.productRoleName])).toEqual([
      ['cmp-01', 'Editor'],
      ['cmp-04', 'Editor'],
    ]);
    expect(entryOf('usr-analyst', 'cmp-04', 'prd-member-portal')!.productRoleName).toBe('Editor');
    expect(entryOf('usr-analyst', 'cmp-01', 'prd-case-manager')!.productRoleName).toBe('Caseworker');
  });

  it('assigns a module once with its first role (assignUserToProduct again changes nothing) and unassigns it', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const grant = { userId: 'usr-analyst', companyId: 'cmp-01', productId: 'prd-employer-hub' };
    const first = await post(`${PORTAL}/permissions/assignUserToProduct`, grant, token);
    expect(first.status).toBe(200);
    expect(await first.json()).toMatchObject({ ...grant, productRoleName: 'Viewer', schemeIds: [] });
    await post(`${PORTAL}/permissions/assignUserToProduct`, grant, token);
    expect(
      getStore().permissions.filter((p) => p.userId === 'usr-analyst' && p.productId === 'prd-employer-hub' && p.companyId === 'cmp-01'),
    ).toHaveLength(1);
    expect((await post(`${PORTAL}/permissions/unassignUserFromProduct`, grant, token)).status).toBe(204);
    expect(entryOf('usr-analyst', 'cmp-01', 'prd-employer-hub')).toBeUndefined();
  });

  it('takes schemes away with their employers (bulkUnassignSchemeFromUserProduct)', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const grant = { userId: 'usr-analyst', companyId: 'cmp-01', productId: 'prd-member-portal' };
    await post(`${PORTAL}/permissions/bulkAssignSchemeToUserProduct`, { ...grant, schemeIds: ['cmp-01-sch-2'] }, token);
    expect(entryOf('usr-analyst', 'cmp-01', 'prd-member-portal')!.employerIds).toContain('cmp-01-sch-2-emp-1');
    const res = await post(`${PORTAL}/permissions/bulkUnassignSchemeFromUserProduct`, { ...grant, schemeIds: ['cmp-01-sch-2'] }, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({
      schemeIds: ['cmp-01-sch-1'],
      employerIds: ['cmp-01-sch-1-emp-1', 'cmp-01-sch-1-emp-2', 'cmp-01-sch-1-emp-3'],
    });
  });

  it("adds a user to every company the actor administers in the user's tenants, and takes them out with their access there", async () => {
    // The ClientAdmin administers cmp-01 and cmp-02; the Manager works for cmp-02 only.
    const token = await tokenFor('clientadmin@portico.test');
    const added = await post(`${PORTAL}/permissions/assign-all-companies/users/usr-manager`, {}, token);
    expect(added.status).toBe(200);
    expect(await added.json()).toMatchObject({ id: 'usr-manager', companyIds: ['cmp-02', 'cmp-01'] });
    const removed = await post(`${PORTAL}/permissions/unassign-all-companies/users/usr-manager`, {}, token);
    expect(removed.status).toBe(200);
    const manager = getStore().users.find((u) => u.id === 'usr-manager')!;
    expect(manager.companyIds).toEqual([]);
    expect(getStore().permissions.filter((p) => p.userId === 'usr-manager')).toEqual([]);
  });
});

describe('schemes and children', () => {
  it('covers every scheme type and validates PSTR', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const res = await get(`${PORTAL}/schemes?range=[0,499]`, token);
    const schemes = await res.json();
    expect(new Set(schemes.map((s: { pensionSchemeType: string }) => s.pensionSchemeType)).size).toBe(6);
    expect(res.headers.get('Content-Range')).toMatch(/^schemes 0-\d+\/\d+$/);
    const bad = await post(`${PORTAL}/schemes`, { companyId: 'cmp-01', name: 'New Plan', pensionSchemeType: 'DC', pstr: '123' }, token);
    expect((await bad.json()).errors.pstr).toBeTruthy();
    const created = await post(
      `${PORTAL}/schemes`,
      { companyId: 'cmp-01', name: 'New Plan', pensionSchemeType: 'DC', pstr: '99887766ZZ' },
      token,
    );
    expect(created.status).toBe(201);
    const scheme = await created.json();
    const employer = await post(
      `${PORTAL}/employers`,
      { schemeId: scheme.id, name: 'New Plan Employer Ltd', employerType: 'OTH', payeReference: '120/AB12345' },
      token,
    );
    expect((await employer.json()).companyId).toBe('cmp-01');
    const section = await post(`${PORTAL}/sections`, { schemeId: scheme.id, name: 'Main Section' }, token);
    expect(section.status).toBe(201);
  });

  it('scopes children to visible companies', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const employers = await (await get(`${PORTAL}/employers?range=[0,999]`, token)).json();
    expect(employers.every((e: { companyId: string }) => ['cmp-01', 'cmp-02'].includes(e.companyId))).toBe(true);
    expect((await get(`${PORTAL}/schemes/cmp-10-sch-1`, token)).status).toBe(403);
  });
});

describe('data gateway', () => {
  it('searches retention policies and updates rules as a new version', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const found = await (await get(`${GATEWAY}/data-retention/search?companyId=cmp-02&page=1&perPage=10`, token)).json();
    expect(found.total).toBeGreaterThan(0);
    const policy = found.items[0];
    const detail = await (
      await get(`${GATEWAY}/data-retention/${policy.id}/versions/${policy.currentVersionId}/company/cmp-02/view`, token)
    ).json();
    expect(detail.rules[0].categoryName).toBeTruthy();
    const updated = await (
      await post(
        `${GATEWAY}/data-retention/update-rules`,
        {
          companyId: 'cmp-02',
          policyId: policy.id,
          rules: [{ categoryId: 'cat-payments', retentionPeriod: 2555, retentionUnit: 'Days', trigger: 'MemberLeaving', action: 'Delete' }],
        },
        token,
        'PATCH',
      )
    ).json();
    expect(updated.versionNumber).toBe(policy.versionNumber + 1);
    const exists = await (
      await get(`${GATEWAY}/data-retention/check-if-name-exists?companyId=cmp-02&name=${encodeURIComponent(policy.name)}`, token)
    ).json();
    expect(exists).toEqual({ exists: true });
    expect((await get(`${GATEWAY}/data-retention/search?companyId=cmp-10`, token)).status).toBe(403);
    expect((await get(`${GATEWAY}/data-retention/categories`, await tokenFor('manager@portico.test'))).status).toBe(403);
  });

  it('requests and approves data access', async () => {
    const analyst = await tokenFor('analyst@portico.test');
    const created = await post(
      `${GATEWAY}/access-requests`,
      {
        companyId: 'cmp-01',
        productId: 'prd-member-portal',
        schemeIds: ['cmp-01-sch-1'],
        reason: 'Valuation data',
        durationValue: 5,
        durationUnit: 'Days',
      },
      analyst,
    );
    expect(created.status).toBe(201);
    const request = await created.json();
    const mine = await get(`${GATEWAY}/access-requests?filter=${encodeURIComponent('{"mine":true}')}`, analyst);
    expect((await mine.json()).every((r: { requesterId: string }) => r.requesterId === 'usr-analyst')).toBe(true);
    const admin = await tokenFor('clientadmin@portico.test');
    const approved = await (await post(`${GATEWAY}/access-requests/${request.id}`, { approvalStatus: 'Approved' }, admin, 'PUT')).json();
    expect(approved).toMatchObject({ status: 'Active', approvalStatus: 'Approved', decidedBy: 'clientadmin@portico.test' });
    expect((await post(`${GATEWAY}/access-requests/${request.id}`, { approvalStatus: 'Rejected' }, admin, 'PUT')).status).toBe(400);
  });

  it('validates API connection IPs and rotates credentials', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const bad = await post(
      `${GATEWAY}/api-connections`,
      { companyId: 'cmp-01', name: 'Feed', authScheme: 'Bearer', allowedIpAddresses: ['300.1.1.1'] },
      token,
    );
    expect((await bad.json()).errors['allowedIpAddresses.0']).toEqual(['IP address must be a valid in IPv4 or IPv6 format.']);
    const list = await get(`${GATEWAY}/api-connections?range=[0,4]`, token);
    expect(list.headers.get('Content-Range')).toBe('api-connections 0-4/10');
    const [first] = await list.json();
    expect(first.clientSecretHash).toBeUndefined();
    const creds = await (await post(`${GATEWAY}/api-connections/${first.id}/credentials`, {}, token)).json();
    expect(creds.clientSecret).toMatch(/^pcs_/);
  });
});
