/**
 * The signed-in user's per-company product roles (spec 3.1 "User permissions", spec 6): loaded once per session
 * for every role but SuperAdmin and Support, who hold no per-company roles. A failure is only logged and the
 * portal carries on without them (spec 8, "filling permissions fails").
 */
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import { request } from '../../providers/http';
import { INTERNAL_ROLES, hasAnyRole } from '../shared/roles';
import { isCancellation } from './retry';

export interface UserPermission {
  companyId: string;
  productId: string;
  productRoleName: string | null;
}

export const loadsUserPermissions = (role: string | undefined) => Boolean(role) && !hasAnyRole(role, INTERNAL_ROLES);

export const fetchUserPermissions = async (userId: string, signal?: AbortSignal): Promise<UserPermission[]> => {
  try {
    const { json } = await request<UserPermission[]>('portal', `/api/v1/permissions/${encodeURIComponent(userId)}`, { signal });
    return Array.isArray(json) ? json : [];
  } catch (error) {
    if (isCancellation(error)) throw error;
    console.error('Filling the user permissions failed', error);
    return [];
  }
};

/** productId → the user's role in that product, for one company. */
export const productRolesIn = (permissions: UserPermission[], companyId: string | undefined): Map<string, string> =>
  new Map(permissions.filter((p) => p.companyId === companyId && p.productRoleName).map((p) => [p.productId, p.productRoleName as string]));

export const useUserPermissions = (): UserPermission[] => {
  const { permissions: role } = usePermissions();
  const { identity } = useGetIdentity();
  const userId = identity?.id ? String(identity.id) : undefined;
  const { data } = useQuery({
    queryKey: ['portico', 'userPermissions', userId],
    queryFn: ({ signal }) => fetchUserPermissions(userId!, signal),
    enabled: Boolean(userId) && loadsUserPermissions(role),
    staleTime: 5 * 60_000,
  });
  return data ?? NONE;
};

const NONE: UserPermission[] = [];

/** The user's product roles in the selected company (empty for SuperAdmin and Support). */
export const useProductRoles = (companyId: string | undefined): Map<string, string> => {
  const permissions = useUserPermissions();
  return useMemo(() => productRolesIn(permissions, companyId), [permissions, companyId]);
};
