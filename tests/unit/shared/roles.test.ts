// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { areaOfPath, compareRoles, displayRole, hasAnyRole, sameRole, toRole } from '../../../src/shared/roles';

describe('roles', () => {
  it('compares roles by the part after the underscore', () => {
    expect(toRole('ClientPortal_ClientAdmin')).toBe('ClientAdmin');
    expect(toRole('DataGateway_Analyst')).toBe('Analyst');
    expect(toRole('SuperAdmin')).toBe('SuperAdmin');
    expect(sameRole('ClientPortal_Analyst', 'DataGateway_Analyst')).toBe(true);
    expect(sameRole('ClientPortal_Analyst', 'ClientPortal_Viewer')).toBe(false);
  });

  it('drops the optional ":" suffix identity attributes carry, and knows no other roles', () => {
    expect(toRole('DataGateway_ClientAdmin:eu-west-2')).toBe('ClientAdmin');
    expect(toRole('ClientPortal_Janitor')).toBeUndefined();
    expect(toRole(undefined)).toBeUndefined();
    expect(hasAnyRole('ClientPortal_Janitor', ['SuperAdmin'])).toBe(false);
  });

  it('sorts in the display order of the spec', () => {
    const shuffled = [
      'ClientPortal_SftpOnly',
      'ClientPortal_Manager',
      'Support',
      'ClientPortal_Viewer',
      'SuperAdmin',
      'ClientPortal_ClientAdmin',
      'ClientPortal_Analyst',
    ];
    expect([...shuffled].sort(compareRoles).map((r) => toRole(r))).toEqual([
      'SuperAdmin',
      'Support',
      'Analyst',
      'Viewer',
      'ClientAdmin',
      'Manager',
      'SftpOnly',
    ]);
  });

  it('displays the prettified part after the underscore', () => {
    expect(displayRole('ClientPortal_ClientAdmin')).toBe('Client Admin');
    expect(displayRole('ClientPortal_SftpOnly')).toBe('Sftp Only');
    expect(displayRole('SuperAdmin')).toBe('Super Admin');
  });

  it('finds the area of a path by its first segment', () => {
    expect(areaOfPath('/data/retention/company/c1/policy/list')).toBe('data');
    expect(areaOfPath('/dashboard/request-demo-success')).toBe('dashboard');
    expect(areaOfPath('/permission-denied')).toBeUndefined();
  });
});
