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

/** `GET /productRoles/clientPortal`, one cache entry for the hooks here and the invite wizard's role choice (suspending). */
export const clientPortalRolesQuery = {
  queryKey: ['users', 'clientPortalRoles'],
  queryFn: ({ signal }: { signal: AbortSignal }) => clientPortalRoles(signal),
  staleTime: STALE,
};

export const useClientPortalRoles = () => useQuery(clientPortalRolesQuery);

/**
 * Every role the signed-in user may give (the privilege table): client-portal roles first, then SuperAdmin and
 * Support where it may grant them, spec order. A client admin is never offered Analyst or Viewer.
 */
export const grantableRoles = (actorRole: string | undefined, clientPortal: { roleName: string }[] = []) => {
  const client = clientPortal
    .map((r) => r.roleName)
    .filter((roleName) => canGrantRole(actorRole, roleName))
    .sort(compareRoles);
  const internal = grantableInternalRoles(actorRole);
  return { client, internal, all: [...internal, ...client] };
};

export const useGrantableRoles = () => {
  const { permissions: actorRole } = usePermissions<string>();
  const { data, isPending, error } = useClientPortalRoles();
  return { ...grantableRoles(actorRole, data), isPending, error };
};
