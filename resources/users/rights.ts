/**
 * Who may do what to a user, as issue 5 and the sandbox's access rules say: the UI offers exactly the actions
 * the API would accept. Pure functions, so the rules are tested without rendering.
 */
import { INTERNAL_ROLES, hasAnyRole, toRole, type Role } from '../../src/shared/roles';
import type { PortalUser } from './api';

export const MANAGERS: readonly Role[] = ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'];

export const isInternalRole = (roleName: string | null | undefined) => hasAnyRole(roleName, INTERNAL_ROLES);

/** Internal staff (SuperAdmin, Support) work across every company and may give every-company access. */
export const actsForAllCompanies = (actorRole: string | undefined) => isInternalRole(actorRole);

/** Roles the actor may give: SuperAdmin anything, Support anything but SuperAdmin, client admins client roles only. */
export const canGrantRole = (actorRole: string | undefined, roleName: string) => {
  const actor = toRole(actorRole);
  if (actor === 'SuperAdmin') return true;
  if (actor === 'Support') return toRole(roleName) !== 'SuperAdmin';
  if (actor === 'Analyst' || actor === 'ClientAdmin') return !isInternalRole(roleName);
  return false;
};

/** Internal roles the actor may grant through `POST /users/support-role`. */
export const grantableInternalRoles = (actorRole: string | undefined): string[] =>
  INTERNAL_ROLES.filter((role) => canGrantRole(actorRole, role));

export interface UserRights {
  /** Edit name and phone, manage companies and permissions, set the SSH key. */
  edit: boolean;
  /** Change the role, and to which roles. */
  changeRole: boolean;
  activate: boolean;
  deactivate: boolean;
  resendConfirmationCode: boolean;
  resetMfa: boolean;
  delete: boolean;
}

const NONE: UserRights = {
  edit: false,
  changeRole: false,
  activate: false,
  deactivate: false,
  resendConfirmationCode: false,
  resetMfa: false,
  delete: false,
};

/** What the actor may do to `target`; `editable` is false on read-only screens (the view route). */
export const rightsOver = (
  actor: { id?: string | number; role?: string },
  target: Pick<PortalUser, 'id' | 'status' | 'clientPortalRole' | 'mfaEnabled'> | undefined,
  editable = true,
): UserRights => {
  if (!target || !editable || !hasAnyRole(actor.role, MANAGERS)) return NONE;
  // Client administrators never manage internal staff (the API hides them from them anyway).
  if (!isInternalRole(actor.role) && isInternalRole(target.clientPortalRole?.roleName)) return NONE;
  const self = String(actor.id) === String(target.id);
  return {
    edit: true,
    // Nobody changes their own role, and nobody changes a role they could not have given.
    changeRole: !self && canGrantRole(actor.role, target.clientPortalRole?.roleName),
    activate: target.status === 'Deactivated' || target.status === 'SetupIncomplete',
    deactivate: !self && target.status !== 'Deactivated',
    resendConfirmationCode: target.status === 'Invited',
    resetMfa: target.mfaEnabled,
    delete: !self,
  };
};
