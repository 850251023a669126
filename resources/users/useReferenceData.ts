/** Lookups shared by the list filters, the wizard and the tabs; cached by react-query for the session. */
import { useQuery } from '@tanstack/react-query';
import { usePermissions } from 'react-admin';
import { compareRoles } from '../../src/shared/roles';
import { clientPortalRoles, visibleCompanies } from './api';
import { canGrantRole, grantableInternalRoles } from './rights';

const STALE = 5 * 60_000;

/** `enabled: false` where only client roles need it (their own companies: a handful). */
export const useVisibleCompanies = (enabled = true) =>
  useQuery({ queryKey: ['users', 'visibleCompanies'], queryFn: ({ signal }) => visibleCompanies(signal), staleTime: STALE, enabled });

export const useClientPortalRoles = () =>
  useQuery({ queryKey: ['users', 'clientPortalRoles'], queryFn: ({ signal }) => clientPortalRoles(signal), staleTime: STALE });

/**
 * Every role the signed-in user may give (the privilege table): client-portal roles first, then SuperAdmin and
 * Support where it may grant them, spec order. A client admin is never offered Analyst or Viewer.
 */
export const useGrantableRoles = () => {
  const { permissions: actorRole } = usePermissions<string>();
  const { data, isPending, error } = useClientPortalRoles();
  const client = (data ?? [])
    .map((r) => r.roleName)
    .filter((roleName) => canGrantRole(actorRole, roleName))
    .sort(compareRoles);
  const internal = grantableInternalRoles(actorRole);
  return { client, internal, all: [...internal, ...client], isPending, error };
};
