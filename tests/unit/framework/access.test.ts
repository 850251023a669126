import { describe, expect, it } from 'vitest';
import accessRequestDecisions from '../../../resources/accessRequestDecisions';
import accessRequests from '../../../resources/accessRequests';
import apiIntegrations from '../../../resources/apiIntegrations';
import companies from '../../../resources/companies';
import retentionPolicies from '../../../resources/retentionPolicies';
import tenants from '../../../resources/tenants';
import thirdPartyIntegrations from '../../../resources/thirdPartyIntegrations';
import { canAccessArea, canAccessResource } from '../../../src/framework/access';
import { widgets } from './fixtures';
import { matchingRoles } from '../../../src/framework/accessMatrix';

const defs = [companies, tenants, widgets];
const can = (role: string, action: string, resource: string) => canAccessResource(defs, { ...matchingRoles(role), action, resource });

describe('access rules', () => {
  it('applies the definition roles per action', () => {
    expect(can('SuperAdmin', 'delete', 'companies')).toBe(true);
    expect(can('ClientPortal_ClientAdmin', 'list', 'companies')).toBe(true);
    expect(can('ClientPortal_ClientAdmin', 'create', 'companies')).toBe(false);
    expect(can('ClientPortal_Viewer', 'edit', 'companies')).toBe(false);
    expect(can('Support', 'list', 'tenants')).toBe(false);
  });

  it("judges a data-gateway resource by the data-gateway role, after the area's allow-list by the portal role", () => {
    const gatewayDefs = [retentionPolicies];
    const as = (role: string, dataGatewayRole: string | undefined, action: string) =>
      canAccessResource(gatewayDefs, { role, dataGatewayRole, action, resource: 'retentionPolicies' });
    expect(as('ClientPortal_Analyst', 'DataGateway_Analyst', 'create')).toBe(true);
    expect(as('ClientPortal_Analyst', 'DataGateway_Viewer', 'create')).toBe(false);
    expect(as('ClientPortal_Analyst', 'DataGateway_Viewer', 'list')).toBe(true);
    // No data-gateway role (or the identity service did not answer): the data gateway's screens stay closed.
    expect(as('ClientPortal_Analyst', undefined, 'list')).toBe(false);
    // A data-gateway role does not open an area the portal role may not enter (spec 6: no data area for a Viewer).
    expect(as('ClientPortal_Viewer', 'DataGateway_Viewer', 'list')).toBe(false);
  });

  it('applies the area allow-list on top: Manager has no administration area', () => {
    expect(can('ClientPortal_Manager', 'list', 'companies')).toBe(false);
    // widgets grant Manager list, but the data area does not admit Managers
    expect(can('ClientPortal_Manager', 'list', 'widgets')).toBe(false);
    expect(can('ClientPortal_Analyst', 'list', 'widgets')).toBe(true);
  });

  it('refuses unknown resources, unknown roles and unlisted actions', () => {
    expect(can('SuperAdmin', 'list', 'nothing')).toBe(false);
    expect(can('Janitor', 'list', 'companies')).toBe(false);
    expect(can('SuperAdmin', 'delete', 'widgets')).toBe(false);
  });

  it('maps react-admin action names onto ours', () => {
    expect(can('SuperAdmin', 'clone', 'companies')).toBe(true);
    expect(can('ClientPortal_Analyst', 'clone', 'tenants')).toBe(false);
  });

  it('checks areas by the first path segment (spec section 6)', () => {
    expect(canAccessArea('/data/access/my-access/list', 'ClientPortal_Viewer')).toBe(false);
    expect(canAccessArea('/configuration/emailConfiguration/list', 'ClientPortal_Analyst')).toBe(true);
    expect(canAccessArea('/administration/user/list', 'ClientPortal_Viewer')).toBe(true);
    expect(canAccessArea('/administration/user/list', 'ClientPortal_Manager')).toBe(false);
    expect(canAccessArea('/dashboard', 'ClientPortal_Manager')).toBe(true);
    expect(canAccessArea('/dashboard', 'ClientPortal_SftpOnly')).toBe(false);
  });
});

describe('target platform (spec 2.4, 2.6: hidden when the Azure target flag is on)', () => {
  const platformDefs = [accessRequests, accessRequestDecisions, apiIntegrations, thirdPartyIntegrations, companies];
  const on = (platform: 'AWS' | 'AZURE', resource: string, role = 'SuperAdmin') =>
    canAccessResource(platformDefs, { ...matchingRoles(role), action: 'list', resource, platform });

  it('closes data access and API integrations on AZURE, routes included, not only their menu entries', () => {
    for (const resource of ['accessRequests', 'apiIntegrations', 'thirdPartyIntegrations']) {
      expect(on('AWS', resource), `${resource} on AWS`).toBe(true);
      expect(on('AZURE', resource), `${resource} on AZURE`).toBe(false);
    }
    expect(on('AWS', 'accessRequestDecisions', 'ClientPortal_ClientAdmin')).toBe(true);
    expect(on('AZURE', 'accessRequestDecisions', 'ClientPortal_ClientAdmin')).toBe(false);
    expect(on('AZURE', 'companies')).toBe(true);
  });
});
