import { describe, expect, it } from 'vitest';
import { dataGatewayRoleOf, identityRoles, type IdentityUser } from '../../../providers/identity';

const userWith = (roles: string | undefined): IdentityUser => ({
  username: 'u',
  email: 'u@example.test',
  mfaEnabled: false,
  userAttributes: [{ name: 'email', value: 'u@example.test' }, ...(roles === undefined ? [] : [{ name: 'custom:roles', value: roles }])],
});

describe('identity roles (spec 3.1)', () => {
  it("splits the roles attribute on ';' and drops each role's ':' suffix", () => {
    expect(identityRoles(userWith('ClientPortal_Analyst;DataGateway_Viewer:eu-west-2'))).toEqual([
      'ClientPortal_Analyst',
      'DataGateway_Viewer',
    ]);
    expect(identityRoles(userWith(' SuperAdmin ; '))).toEqual(['SuperAdmin']);
    expect(identityRoles(userWith(undefined))).toEqual([]);
  });

  it('finds the data-gateway role: a DataGateway_ role, or an internal role held in both products', () => {
    expect(dataGatewayRoleOf(userWith('ClientPortal_Analyst;DataGateway_Viewer:eu-west-2'))).toBe('DataGateway_Viewer');
    expect(dataGatewayRoleOf(userWith('Support'))).toBe('Support');
    expect(dataGatewayRoleOf(userWith('ClientPortal_SftpOnly'))).toBeUndefined();
    expect(dataGatewayRoleOf(userWith(undefined))).toBeUndefined();
  });
});
