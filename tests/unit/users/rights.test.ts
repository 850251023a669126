import { describe, expect, it } from 'vitest';
import { canGrantRole, grantableInternalRoles, rightsOver, type RightsTarget, type UserRights } from '../../../resources/users/rights';
import { ROLES, type Role } from '../../../src/shared/roles';
import { GRANTS, KINDS, cell, type Column, type Kind } from '../../security/privilegeCells';

type RoleName = RightsTarget['clientPortalRole']['roleName'];
const roleName = (role: Role): RoleName => (role === 'SuperAdmin' || role === 'Support' ? role : `ClientPortal_${role}`);

/** The actor's companies (ignored for SuperAdmin, Support and Viewer, who work for all). */
const OWN = ['cmp-a', 'cmp-b'];
const actorOf = (role: Role) => ({ id: 'usr-actor', role: roleName(role), companyIds: OWN });

const TARGETS: Record<Exclude<Kind, 'self'>, { roleName: RoleName; companyIds: string[] }> = {
  superAdmin: { roleName: 'SuperAdmin', companyIds: [] },
  support: { roleName: 'Support', companyIds: [] },
  internal: { roleName: 'ClientPortal_Analyst', companyIds: ['cmp-a'] },
  member: { roleName: 'ClientPortal_Manager', companyIds: ['cmp-a'] },
  shared: { roleName: 'ClientPortal_Manager', companyIds: ['cmp-a', 'cmp-elsewhere'] },
  outside: { roleName: 'ClientPortal_Manager', companyIds: ['cmp-elsewhere'] },
};

/** The right that offers a column's action, and the target state in which the API would accept it. */
const OFFERS: Record<Exclude<Column, 'view'>, { right: keyof UserRights; status?: RightsTarget['status']; mfaEnabled?: boolean }> = {
  edit: { right: 'edit' },
  sshKey: { right: 'sshKey' },
  changeRole: { right: 'changeRole' },
  activate: { right: 'activate', status: 'Deactivated' },
  deactivate: { right: 'deactivate' },
  delete: { right: 'delete' },
  resetMfa: { right: 'resetMfa', mfaEnabled: true },
  resendInvitation: { right: 'resendConfirmationCode', status: 'Invited' },
  addToCompany: { right: 'addToCompany' },
  removeFromCompany: { right: 'removeFromCompany' },
  permissions: { right: 'permissions' },
  defaultSchemeAccess: { right: 'defaultSchemeAccess' },
};

const targetOf = (role: Role, kind: Kind, state: { status?: RightsTarget['status']; mfaEnabled?: boolean }): RightsTarget => {
  const shape = kind === 'self' ? { roleName: roleName(role), companyIds: OWN } : TARGETS[kind];
  return {
    id: kind === 'self' ? 'usr-actor' : 'usr-target',
    status: state.status ?? 'Active',
    mfaEnabled: state.mfaEnabled ?? false,
    clientPortalRole: { roleName: shape.roleName },
    companyIds: shape.companyIds,
  };
};

describe('what the portal offers on a user (the privilege table, cell by cell)', () => {
  it.each(ROLES)('offers a %s exactly the actions the API accepts, on every kind of user', (role) => {
    const offered: Record<string, string> = {};
    const expected: Record<string, string> = {};
    for (const kind of KINDS) {
      for (const [column, { right, ...state }] of Object.entries(OFFERS) as [Exclude<Column, 'view'>, (typeof OFFERS)['edit']][]) {
        offered[`${kind} ${column}`] = rightsOver(actorOf(role), targetOf(role, kind, state))[right] ? 'offered' : 'hidden';
        expected[`${kind} ${column}`] = cell(role, kind, column) === 'A' ? 'offered' : 'hidden';
      }
    }
    expect(offered).toEqual(expected);
  });

  it('offers each lifecycle action only in the status the API accepts it', () => {
    const admin = actorOf('SuperAdmin');
    const manager = (status: RightsTarget['status'], mfaEnabled = false) => ({
      ...targetOf('SuperAdmin', 'member', { status, mfaEnabled }),
    });
    expect(rightsOver(admin, manager('Invited'))).toMatchObject({ activate: false, deactivate: true, resendConfirmationCode: true });
    expect(rightsOver(admin, manager('Active'))).toMatchObject({ activate: false, deactivate: true, resendConfirmationCode: false });
    expect(rightsOver(admin, manager('Deactivated'))).toMatchObject({ activate: true, deactivate: false, sendInvitation: false });
    // Never invited (the invite wizard left before its last step): sent the invitation, not activated (issue 27).
    expect(rightsOver(admin, manager('SetupIncomplete'))).toMatchObject({
      activate: false,
      sendInvitation: true,
      resendConfirmationCode: false,
    });
    expect(rightsOver(admin, manager('Invited')).sendInvitation).toBe(false);
    expect(rightsOver(admin, manager('Active')).resetMfa).toBe(false);
    expect(rightsOver(admin, manager('Active', true)).resetMfa).toBe(true);
  });

  it('offers nothing on a read-only screen, before the user is known, or to an unknown role', () => {
    const target = targetOf('SuperAdmin', 'member', {});
    expect(Object.values(rightsOver(actorOf('SuperAdmin'), target, false)).some(Boolean)).toBe(false);
    expect(Object.values(rightsOver({ role: 'SuperAdmin' }, target)).some(Boolean)).toBe(false);
    expect(Object.values(rightsOver({ id: 'usr-actor', role: 'Auditor' }, target)).some(Boolean)).toBe(false);
  });

  it("treats a user whose other companies the API leaves unnamed as shared (issue 22: it names only the actor's)", () => {
    const answered = { ...targetOf('ClientAdmin', 'member', {}), companyIds: ['cmp-a'], worksForOtherCompanies: true };
    const rights = rightsOver(actorOf('ClientAdmin'), answered);
    expect(
      Object.entries(rights)
        .filter(([, offered]) => offered)
        .map(([right]) => right),
    ).toEqual(['removeFromCompany']);
  });

  it('offers a client admin nothing on a member until its own companies are known', () => {
    const target = targetOf('ClientAdmin', 'member', {});
    expect(Object.values(rightsOver({ id: 'usr-actor', role: 'ClientPortal_ClientAdmin' }, target)).some(Boolean)).toBe(false);
  });
});

describe('the roles each role may give', () => {
  it.each(ROLES)('a %s gives exactly the roles of the table', (role) => {
    expect(ROLES.filter((given) => canGrantRole(roleName(role), roleName(given)))).toEqual(GRANTS[role]);
  });

  it('offers SuperAdmin and Support (the support-role endpoint) only to those who may grant them', () => {
    expect(grantableInternalRoles('SuperAdmin')).toEqual(['SuperAdmin', 'Support']);
    expect(grantableInternalRoles('Support')).toEqual(['Support']);
    expect(grantableInternalRoles('ClientPortal_ClientAdmin')).toEqual([]);
    expect(grantableInternalRoles('ClientPortal_Analyst')).toEqual([]);
  });
});
