import { useGetIdentity, usePermissions } from 'react-admin';
import type { UserRoles } from '../access';

/**
 * The signed-in user's two roles: react-admin's permissions (the client-portal role) and the data-gateway role the
 * identity carries (providers/authProvider.ts). The menu and record tabs judge the data gateway's resources by it.
 */
export const useUserRoles = (): UserRoles => {
  const { permissions } = usePermissions<string>();
  const { identity } = useGetIdentity();
  return { role: permissions, dataGatewayRole: (identity as { dataGatewayRole?: string } | undefined)?.dataGatewayRole };
};
