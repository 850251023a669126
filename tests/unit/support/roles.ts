import type { UserRoles } from '../../../src/framework/access';

/**
 * A user holding `role` in the client portal and the matching data-gateway role, as the identity service assigns
 * them unless told otherwise (sandbox/auth.ts, `dataGatewayRoleOf`): the usual case the spec's tables describe.
 */
export const holding = (role: string): UserRoles => {
  if (role === 'SuperAdmin' || role === 'Support') return { role, dataGatewayRole: role };
  if (role.endsWith('_SftpOnly')) return { role, dataGatewayRole: undefined };
  return { role, dataGatewayRole: `DataGateway_${role.split('_').pop()}` };
};
