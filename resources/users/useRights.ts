import { useGetIdentity, usePermissions, useRecordContext } from 'react-admin';
import { useRecordScreen } from '../../src/framework/views';
import type { PortalUser } from './api';
import { worksForAllCompanies } from '../../src/shared/privileges';
import { rightsOver } from './rights';
import { useVisibleCompanies } from './useReferenceData';

/** True on the update screen; the view screen (what a Viewer opens) is read-only whatever the role. */
export const useEditableRoute = () => useRecordScreen() === 'update';

/**
 * The signed-in user as the privilege table needs it: its role and, for the roles scoped to their companies, the
 * companies it works for. `isPending` while the rights may still grow: a screen waits rather than show read-only,
 * then editable.
 */
export const useActor = () => {
  const { permissions: role } = usePermissions<string>();
  const { identity, isPending: identityPending } = useGetIdentity();
  // The companies the signed-in user works for: what it sees, for the roles scoped to their companies. Until they
  // load, a client admin is offered nothing rather than too much.
  // Roles that work for every company are judged without it, so they never fetch it.
  const companies = useVisibleCompanies(!worksForAllCompanies(role));
  const actor = { id: identity?.id, role, companyIds: companies.data?.map((c) => c.id) };
  return { actor, isPending: identityPending || (!worksForAllCompanies(role) && companies.isPending) };
};

/** The signed-in user's rights over the user in the record context. */
export const useRights = () => {
  const record = useRecordContext<PortalUser>();
  // react-admin may put a partial record ({ id } only) in context while the user cannot be read: treat as absent.
  const target = record?.clientPortalRole ? record : undefined;
  const { actor, isPending } = useActor();
  const editable = useEditableRoute();
  return { target, actor, isPending, ...rightsOver(actor, target, editable) };
};
