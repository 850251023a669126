import { describe, expect, it } from 'vitest';
import { canGrantRole, grantableInternalRoles, rightsOver } from '../../../resources/users/rights';

const user = (roleName: string, status = 'Active', mfaEnabled = false) => ({
  id: 'usr-x',
  status: status as 'Active',
  clientPortalRole: { roleName },
  mfaEnabled,
});

describe('who may do what to a user', () => {
  it('lets SuperAdmin grant every role, Support all but SuperAdmin, client admins client roles only', () => {
    expect(grantableInternalRoles('SuperAdmin')).toEqual(['SuperAdmin', 'Support']);
    expect(grantableInternalRoles('Support')).toEqual(['Support']);
    expect(grantableInternalRoles('ClientPortal_ClientAdmin')).toEqual([]);
    expect(grantableInternalRoles('ClientPortal_Analyst')).toEqual([]);
    expect(canGrantRole('ClientPortal_ClientAdmin', 'ClientPortal_Manager')).toBe(true);
    expect(canGrantRole('ClientPortal_Viewer', 'ClientPortal_Manager')).toBe(false);
  });

  it('gives the Viewer and the Manager nothing, and nobody anything on a read-only screen', () => {
    expect(Object.values(rightsOver({ id: 'a', role: 'ClientPortal_Viewer' }, user('ClientPortal_Manager'))).some(Boolean)).toBe(false);
    expect(Object.values(rightsOver({ id: 'a', role: 'ClientPortal_Manager' }, user('ClientPortal_Manager'))).some(Boolean)).toBe(false);
    expect(Object.values(rightsOver({ id: 'a', role: 'SuperAdmin' }, user('ClientPortal_Manager'), false)).some(Boolean)).toBe(false);
  });

  it('never lets a client administrator act on internal staff', () => {
    expect(rightsOver({ id: 'a', role: 'ClientPortal_ClientAdmin' }, user('Support')).edit).toBe(false);
    expect(rightsOver({ id: 'a', role: 'Support' }, user('SuperAdmin')).edit).toBe(true);
    expect(rightsOver({ id: 'a', role: 'Support' }, user('SuperAdmin')).changeRole).toBe(false);
  });

  it('offers each lifecycle action only in the status the API accepts it', () => {
    const admin = { id: 'a', role: 'SuperAdmin' };
    expect(rightsOver(admin, user('ClientPortal_Manager', 'Invited'))).toMatchObject({
      activate: false,
      deactivate: true,
      resendConfirmationCode: true,
    });
    expect(rightsOver(admin, user('ClientPortal_Manager', 'Active'))).toMatchObject({
      activate: false,
      deactivate: true,
      resendConfirmationCode: false,
    });
    expect(rightsOver(admin, user('ClientPortal_Manager', 'Deactivated'))).toMatchObject({ activate: true, deactivate: false });
    expect(rightsOver(admin, user('ClientPortal_Manager', 'Active', true)).resetMfa).toBe(true);
  });

  it('keeps people from deactivating, deleting or re-roling themselves', () => {
    const self = rightsOver({ id: 'usr-x', role: 'SuperAdmin' }, user('SuperAdmin'));
    expect(self).toMatchObject({ edit: true, deactivate: false, delete: false, changeRole: false });
  });
});
