// @vitest-environment node
/**
 * Every cell of the privilege table (docs/api.md, "Users: the privilege table"), against the sandbox's API:
 * each actor role × each action × each kind of target, and each actor role × each role it may or may not give.
 * The expected cells are written out here, not read from src/shared/privileges.ts, so a wrong table fails too.
 */
import { describe, expect, it } from 'vitest';
import { USER_ACTIONS, USER_PRIVILEGES, canGrantRole, type UserAction } from '../../src/shared/privileges';
import { ROLES, type Role } from '../../src/shared/roles';
import { COLUMNS, GRANTS, KINDS, cell, type Kind } from './privilegeCells';
import { getStore } from '../../sandbox/store';
import type { RoleName, User } from '../../sandbox/types';
import { PORTAL, get, post, tokenFor } from '../sandbox/helpers';

/** A seeded account per role, and companies relative to it: one it works for, another, and a foreign one. */
const ACTORS: Record<Role, { id: string; email: string; home: string; other: string }> = {
  SuperAdmin: { id: 'usr-superadmin', email: 'superadmin@portico.test', home: 'cmp-01', other: 'cmp-02' },
  Support: { id: 'usr-support', email: 'support@portico.test', home: 'cmp-01', other: 'cmp-02' },
  Analyst: { id: 'usr-analyst', email: 'analyst@portico.test', home: 'cmp-01', other: 'cmp-03' },
  Viewer: { id: 'usr-viewer', email: 'viewer@portico.test', home: 'cmp-01', other: 'cmp-02' },
  ClientAdmin: { id: 'usr-clientadmin', email: 'clientadmin@portico.test', home: 'cmp-01', other: 'cmp-02' },
  Manager: { id: 'usr-manager', email: 'manager@portico.test', home: 'cmp-02', other: 'cmp-01' },
  SftpOnly: { id: 'usr-sftp', email: 'sftp@portico.test', home: 'cmp-05', other: 'cmp-01' },
};
/** Another tenant's company: a "shared" user also works there. */
const FOREIGN = 'cmp-24';
const PRODUCT = 'prd-member-portal';

const roleName = (role: Role): RoleName => (role === 'SuperAdmin' || role === 'Support' ? role : `ClientPortal_${role}`);

const SUCCESS: Record<UserAction, number> = {
  view: 200,
  edit: 200,
  sshKey: 204,
  changeRole: 200,
  activate: 200,
  deactivate: 200,
  delete: 204,
  resetMfa: 200,
  resendInvitation: 200,
  addToCompany: 200,
  removeFromCompany: 200,
  permissions: 200,
  defaultSchemeAccess: 200,
};
const STATUS = { D: 403, S: 400 } as const;
const expectedStatuses = (role: Role, kind: Kind) =>
  Object.fromEntries(
    USER_ACTIONS.map((action) => {
      const answer = cell(role, kind, action);
      return [action, answer === 'A' ? SUCCESS[action] : STATUS[answer]];
    }),
  );

let serial = 0;
/** A fresh user in the store, shaped like a seeded one, in the state `action` needs to succeed. */
const addTarget = (kind: Exclude<Kind, 'self'>, actor: (typeof ACTORS)[Role], action: UserAction): string => {
  const store = getStore();
  const template = store.users.find((u) => u.id === 'usr-manager')!;
  const byKind: Record<typeof kind, Pick<User, 'role' | 'companyIds'>> = {
    // Internal admins work for every company whatever they list; one is listed so company-scoped calls are valid.
    superAdmin: { role: 'SuperAdmin', companyIds: [actor.home] },
    support: { role: 'Support', companyIds: [actor.home] },
    internal: { role: 'ClientPortal_Analyst', companyIds: [actor.home] },
    member: { role: 'ClientPortal_Manager', companyIds: [actor.home] },
    shared: { role: 'ClientPortal_Manager', companyIds: [actor.home, FOREIGN] },
    outside: { role: 'ClientPortal_Manager', companyIds: [FOREIGN] },
  };
  serial += 1;
  const user: User = {
    ...structuredClone(template),
    ...byKind[kind],
    id: `usr-cell-${serial}`,
    email: `cell-${serial}@privileges.test`,
    tenantIds: [...new Set(byKind[kind].companyIds.map((id) => store.companies.find((c) => c.id === id)!.tenantId))],
    status: action === 'activate' ? 'Deactivated' : action === 'resendInvitation' ? 'Invited' : 'Active',
    mfaSecret: action === 'resetMfa' ? 'JBSWY3DPEHPK3PXP' : null,
  };
  store.users.push(user);
  return user.id;
};

/** The request that performs `action` on user `id`; company-scoped ones name the user's first company. */
const perform = (action: UserAction, id: string, token: string, actor: (typeof ACTORS)[Role]) => {
  const company = getStore().users.find((u) => u.id === id)?.companyIds[0] ?? actor.home;
  const membership = (path: string, companyId: string) => post(`${PORTAL}/users/${path}`, { userId: id, companyId }, token, 'PATCH');
  const requests: Record<UserAction, () => Promise<Response>> = {
    view: () => get(`${PORTAL}/users/${id}`, token),
    edit: () => post(`${PORTAL}/users`, { id, firstName: 'Changed' }, token, 'PATCH'),
    sshKey: () => post(`${PORTAL}/users/ssh-keys/public`, { userId: id, publicKey: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQ==' }, token),
    changeRole: () => post(`${PORTAL}/users/assignRole`, { userId: id, roleName: 'ClientPortal_SftpOnly' }, token),
    activate: () => post(`${PORTAL}/users/${id}/activate`, {}, token),
    deactivate: () => post(`${PORTAL}/users/${id}/deactivate`, {}, token),
    delete: () => fetch(`${PORTAL}/users/${id}`, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } }),
    resetMfa: () => post(`${PORTAL}/users/${id}/reset-mfa`, {}, token),
    resendInvitation: () => post(`${PORTAL}/users/${id}/resendConfirmationCode`, {}, token),
    addToCompany: () => membership('addUserToCompany', actor.other),
    removeFromCompany: () => membership('removeUserFromCompany', company),
    permissions: () => post(`${PORTAL}/permissions/assignUserToProduct`, { userId: id, companyId: company, productId: PRODUCT }, token),
    defaultSchemeAccess: () => post(`${PORTAL}/companies/${company}/user/${id}/default-scheme-access/Disabled`, undefined, token, 'PATCH'),
  };
  return requests[action]();
};

describe('the privilege table', () => {
  it('is the table src/shared/privileges.ts holds (the portal evaluates that one)', () => {
    expect([...USER_ACTIONS].sort()).toEqual([...COLUMNS].sort());
    for (const role of ROLES) {
      for (const kind of KINDS) {
        const cells = COLUMNS.map((a) => ({ allow: 'A', deny: 'D', notSelf: 'S' })[USER_PRIVILEGES[role][kind][a]]).join('');
        expect(`${role} ${kind} ${cells}`).toBe(`${role} ${kind} ${COLUMNS.map((a) => cell(role, kind, a)).join('')}`);
      }
      expect(ROLES.filter((r) => canGrantRole(role, roleName(r)))).toEqual(GRANTS[role]);
    }
  });
});

describe.each(ROLES)('a %s', (role) => {
  const actor = ACTORS[role];

  it.each(KINDS)('acting on %s: the API answers each action as the table says', async (kind) => {
    const token = await tokenFor(actor.email);
    const answers: Record<string, number> = {};
    for (const action of USER_ACTIONS) {
      const id = kind === 'self' ? actor.id : addTarget(kind, actor, action);
      answers[action] = (await perform(action, id, token, actor)).status;
    }
    expect(answers).toEqual(expectedStatuses(role, kind));
  });

  it('gives exactly the roles of the table, by invitation and by role change', async () => {
    const token = await tokenFor(actor.email);
    const invited: Role[] = [];
    const changed: Role[] = [];
    for (const [i, given] of ROLES.entries()) {
      const internalEndpoint = given === 'SuperAdmin' || given === 'Support';
      const invitation = {
        firstName: 'New',
        lastName: 'Person',
        email: `grant-${role}-${i}@privileges.test`.toLowerCase(),
        roleName: roleName(given),
        companyIds: internalEndpoint ? [] : [actor.home],
      };
      const res = await post(`${PORTAL}/users${internalEndpoint ? '/support-role' : ''}`, invitation, token);
      expect([201, 403]).toContain(res.status);
      if (res.status === 201) invited.push(given);
      const target = addTarget('member', actor, 'changeRole');
      const change = await post(`${PORTAL}/users/assignRole`, { userId: target, roleName: roleName(given) }, token);
      expect([200, 403]).toContain(change.status);
      if (change.status === 200) changed.push(given);
    }
    expect({ invited, changed }).toEqual({ invited: GRANTS[role], changed: GRANTS[role] });
  });
});

describe('the vectors of issue 11', () => {
  it('a ClientAdmin cannot invite a Viewer, who would read every company of every tenant', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const body = {
      firstName: 'Vera',
      lastName: 'Viewer',
      email: 'vera@privileges.test',
      roleName: 'ClientPortal_Viewer',
      companyIds: ['cmp-01'],
    };
    expect((await post(`${PORTAL}/users`, body, token)).status).toBe(403);
    expect(getStore().users.some((u) => u.email === body.email)).toBe(false);
  });

  it('a ClientAdmin cannot deactivate, delete or re-role a colleague who also works for another client', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    for (const action of ['deactivate', 'delete', 'changeRole'] as const) {
      const id = addTarget('shared', ACTORS.ClientAdmin, action);
      expect((await perform(action, id, token, ACTORS.ClientAdmin)).status).toBe(403);
      expect(getStore().users.find((u) => u.id === id)).toMatchObject({ status: 'Active', role: 'ClientPortal_Manager' });
    }
    // It may still take them out of its own company; their other employer keeps them.
    const id = addTarget('shared', ACTORS.ClientAdmin, 'removeFromCompany');
    expect((await perform('removeFromCompany', id, token, ACTORS.ClientAdmin)).status).toBe(200);
    expect(getStore().users.find((u) => u.id === id)!.companyIds).toEqual([FOREIGN]);
  });

  it('an empty bulk grant does not reveal the permissions of a user the caller may not manage', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const id = addTarget('shared', ACTORS.ClientAdmin, 'permissions');
    expect((await post(`${PORTAL}/permissions/bulk`, { userId: id, permissions: [] }, token)).status).toBe(403);
  });

  it('Support can neither demote the SuperAdmin nor reset its MFA', async () => {
    const token = await tokenFor('support@portico.test');
    const store = getStore();
    store.users.find((u) => u.id === 'usr-superadmin')!.mfaSecret = 'JBSWY3DPEHPK3PXP';
    expect((await post(`${PORTAL}/users/assignRole`, { userId: 'usr-superadmin', roleName: 'Support' }, token)).status).toBe(403);
    expect((await post(`${PORTAL}/users/usr-superadmin/reset-mfa`, {}, token)).status).toBe(403);
    expect(getStore().users.find((u) => u.id === 'usr-superadmin')).toMatchObject({ role: 'SuperAdmin', mfaSecret: 'JBSWY3DPEHPK3PXP' });
  });
});

describe('the vectors of issue 22', () => {
  const setting = (companyId: string, userId: string) =>
    getStore().companies.find((c) => c.id === companyId)!.userDefaultSchemeAccess[userId];

  it("a ClientAdmin cannot set or clear its own, an internal Analyst's or a shared user's default scheme access", async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const targets = [
      { id: ACTORS.ClientAdmin.id, status: 400 },
      { id: addTarget('internal', ACTORS.ClientAdmin, 'defaultSchemeAccess'), status: 403 },
      { id: addTarget('shared', ACTORS.ClientAdmin, 'defaultSchemeAccess'), status: 403 },
    ];
    for (const { id, status } of targets) {
      const url = `${PORTAL}/companies/cmp-01/user/${id}/default-scheme-access`;
      const before = setting('cmp-01', id);
      const set = await post(`${url}/Disabled`, undefined, token, 'PATCH');
      expect(set.status).toBe(status);
      expect((await fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } })).status).toBe(status);
      expect(setting('cmp-01', id)).toBe(before);
    }
    const own = await post(
      `${PORTAL}/companies/cmp-01/user/${ACTORS.ClientAdmin.id}/default-scheme-access/Disabled`,
      undefined,
      token,
      'PATCH',
    );
    expect(await own.json()).toMatchObject({ message: 'You cannot change your own default scheme access.' });
  });
});
