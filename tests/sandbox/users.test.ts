// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { ID, PORTAL, del, get, login, outbox, post, tokenFor } from './helpers';

const search = async (token: string, body: Record<string, unknown> = {}) =>
  post(`${PORTAL}/users/search`, { page: 1, perPage: 100, ...body }, token);

describe('users', () => {
  it('has 60+ users across every role and status', async () => {
    const res = await search(await tokenFor('superadmin@portico.test'), { perPage: 500 });
    const { items, total } = await res.json();
    expect(total).toBeGreaterThanOrEqual(60);
    const roles = new Set(items.map((u: { clientPortalRole: { roleName: string } }) => u.clientPortalRole.roleName));
    const statuses = new Set(items.map((u: { status: string }) => u.status));
    expect(roles.size).toBe(7);
    expect([...statuses].sort()).toEqual(['Active', 'Deactivated', 'Invited', 'SetupIncomplete']);
  });

  it('searches, filters, sorts and pages', async () => {
    const token = await tokenFor('support@portico.test');
    const byName = await (await search(token, { q: 'pemberton' })).json();
    expect(byName.items.map((u: { email: string }) => u.email)).toEqual(['clientadmin@portico.test']);
    const invited = await (await search(token, { statuses: ['Invited'], sortField: 'email', sortOrder: 'ASC' })).json();
    expect(invited.items.every((u: { status: string }) => u.status === 'Invited')).toBe(true);
    const page2 = await (await search(token, { perPage: 10, page: 2, sortField: 'lastName' })).json();
    expect(page2.items).toHaveLength(10);
  });

  it('scopes ClientAdmin to their companies and never shows internal staff', async () => {
    const { items } = await (await search(await tokenFor('clientadmin@portico.test'))).json();
    expect(items.length).toBeGreaterThan(1);
    for (const u of items) {
      expect(u.companyIds.some((id: string) => ['cmp-01', 'cmp-02'].includes(id))).toBe(true);
      expect(['SuperAdmin', 'Support']).not.toContain(u.clientPortalRole.roleName);
    }
    const admin = await tokenFor('clientadmin@portico.test');
    expect((await get(`${PORTAL}/users/usr-superadmin`, admin)).status).toBe(403);
    expect((await get(`${PORTAL}/users/usr-outsider`, admin)).status).toBe(403);
    expect((await get(`${PORTAL}/users/usr-manager`, admin)).status).toBe(200);
  });

  it('refuses user administration to Manager and SftpOnly, and writes to Viewer', async () => {
    for (const email of ['manager@portico.test', 'sftp@portico.test']) {
      const res = await search(await tokenFor(email));
      expect(res.status).toBe(403);
      expect(await res.text()).toBe('');
    }
    const viewer = await tokenFor('viewer@portico.test');
    expect((await search(viewer)).status).toBe(200);
    expect((await post(`${PORTAL}/users/usr-manager/deactivate`, {}, viewer)).status).toBe(403);
    expect(
      (
        await post(
          `${PORTAL}/users`,
          { firstName: 'A', lastName: 'B', email: 'a@b.co.uk', roleName: 'ClientPortal_Manager', companyIds: ['cmp-01'] },
          viewer,
        )
      ).status,
    ).toBe(403);
  });

  it('invites a user who can then sign up from the emailed link', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const body = {
      firstName: 'Tom',
      lastName: 'Pryce',
      email: 'Tom.Pryce@thamesvalleylogistics.co.uk',
      phone: '+44 7700900444',
      roleName: 'ClientPortal_Manager',
      companyIds: ['cmp-01'],
    };
    expect(await (await post(`${PORTAL}/users/email-check`, { email: body.email }, token)).json()).toEqual({ available: true });
    expect((await post(`${PORTAL}/users`, { ...body, companyIds: ['cmp-10'] }, token)).status).toBe(403);
    expect((await post(`${PORTAL}/users`, { ...body, roleName: 'SuperAdmin' }, token)).status).toBe(400);
    expect((await post(`${PORTAL}/users/support-role`, { ...body, roleName: 'Support' }, token)).status).toBe(403);
    const badPhone = await post(`${PORTAL}/users`, { ...body, phone: '07700900444' }, token);
    expect((await badPhone.json()).errors.phone[0]).toMatch(/^Enter the phone number in international format/);
    const created = await post(`${PORTAL}/users`, body, token);
    expect(created.status).toBe(201);
    const user = await created.json();
    expect(user).toMatchObject({ email: 'tom.pryce@thamesvalleylogistics.co.uk', status: 'Invited', companyIds: ['cmp-01'] });
    const dup = await post(`${PORTAL}/users`, body, token);
    expect(dup.status).toBe(409);
    expect((await dup.json()).errors.email).toBeTruthy();
    expect(await (await post(`${PORTAL}/users/email-check`, { email: body.email }, token)).json()).toEqual({ available: false });

    const mail = (await outbox()).find((m) => m.to === user.email)!;
    const encoded = /\/auth\/signup\/(\S+)/.exec(mail.text)![1]!;
    const { email, token: inviteToken } = JSON.parse(atob(encoded.replace(/-/g, '+').replace(/_/g, '/')));
    expect((await post(`${ID}/users/email-confirm`, { email, token: inviteToken, password: 'Lantern#Quay-2031' })).status).toBe(204);
    expect((await login(user.email, 'Lantern#Quay-2031')).accessToken).toBeTruthy();
  });

  it('deactivates, reactivates, resets MFA and records auth events', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const managerSession = await login('manager@portico.test');
    const off = await (await post(`${PORTAL}/users/usr-manager/deactivate`, {}, token)).json();
    expect(off.status).toBe('Deactivated');
    expect((await get(`${PORTAL}/users/current`, managerSession.accessToken)).status).toBe(401);
    expect((await (await post(`${PORTAL}/users/usr-manager/activate`, {}, token)).json()).status).toBe('Active');
    expect((await post(`${PORTAL}/users/usr-superadmin/deactivate`, {}, token)).status).toBe(400);
    await post(`${PORTAL}/users/usr-mfa/reset-mfa`, {}, token);
    expect((await login('mfa@portico.test')).challengeType).toBe('MFA_SETUP');
    const events = await (await get(`${PORTAL}/users/usr-manager/authEvents?page=1&perPage=5`, token)).json();
    expect(events.items[0]).toMatchObject({ type: 'SignIn', outcome: 'Success', ipAddress: expect.any(String) });
    expect(events.items.length).toBeLessThanOrEqual(5);
    const times = events.items.map((e: { occurredAt: string }) => e.occurredAt);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('edits a user and their company membership', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const edited = await (await post(`${PORTAL}/users`, { id: 'usr-manager', firstName: 'Jim' }, token, 'PATCH')).json();
    expect(edited.firstName).toBe('Jim');
    const added = await (
      await post(`${PORTAL}/users/addUserToCompany`, { userId: 'usr-manager', companyId: 'cmp-01' }, token, 'PATCH')
    ).json();
    expect(added.companyIds).toContain('cmp-01');
    expect((await post(`${PORTAL}/users/addUserToCompany`, { userId: 'usr-manager', companyId: 'cmp-10' }, token, 'PATCH')).status).toBe(
      403,
    );
  });

  it("changes a user's role to one the actor may give, and the user signs in with it", async () => {
    const res = await post(
      `${PORTAL}/users/assignRole`,
      { userId: 'usr-manager', roleName: 'ClientPortal_ClientAdmin' },
      await tokenFor('clientadmin@portico.test'),
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'usr-manager', clientPortalRole: { roleName: 'ClientPortal_ClientAdmin' } });
    const me = await (await get(`${PORTAL}/users/current`, await tokenFor('manager@portico.test'))).json();
    expect(me.clientPortalRole.roleName).toBe('ClientPortal_ClientAdmin');
  });

  it('removes a user from a company with their access there', async () => {
    const res = await post(
      `${PORTAL}/users/removeUserFromCompany`,
      { userId: 'usr-manager', companyId: 'cmp-02' },
      await tokenFor('clientadmin@portico.test'),
      'PATCH',
    );
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'usr-manager', companyIds: [] });
    expect(getStore().permissions.filter((p) => p.userId === 'usr-manager' && p.companyId === 'cmp-02')).toEqual([]);
  });

  it('deletes a user with their access and ends their sessions', async () => {
    const session = await tokenFor('manager@portico.test');
    const res = await del(`${PORTAL}/users/usr-manager`, await tokenFor('clientadmin@portico.test'));
    expect(res.status).toBe(204);
    expect(getStore().users.some((u) => u.id === 'usr-manager')).toBe(false);
    expect(getStore().permissions.filter((p) => p.userId === 'usr-manager')).toEqual([]);
    expect((await get(`${PORTAL}/users/current`, session)).status).toBe(401);
  });
});
