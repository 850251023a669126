/**
 * Who may do what to a user: the privilege table (src/shared/privileges.ts, docs/api.md) the sandbox enforces,
 * evaluated here so the UI offers exactly what the API would accept. Pure functions, tested without rendering.
 */
import { canGrantRole, decide, type Party, type UserAction } from '../../src/shared/privileges';
import { INTERNAL_ROLES, hasAnyRole } from '../../src/shared/roles';
import type { PortalUser } from './api';

export { canGrantRole };

/** SuperAdmin and Support: invited through `POST /users/support-role`, with no companies. */
export const isInternalRole = (roleName: string | null | undefined) => hasAnyRole(roleName, INTERNAL_ROLES);

/** Internal admins (SuperAdmin, Support) work across every company and may give every-company access. */
export const actsForAllCompanies = (actorRole: string | undefined) => isInternalRole(actorRole);

/** SuperAdmin and Support roles the actor may grant through `POST /users/support-role`. */
export const grantableInternalRoles = (actorRole: string | undefined): string[] =>
  INTERNAL_ROLES.filter((role) => canGrantRole(actorRole, role));

export interface UserRights {
  /** Edit name and phone. */
  edit: boolean;
  /** Set the user's SSH public key. */
  sshKey: boolean;
  /** Change the role (to a role `canGrantRole` allows). */
  changeRole: boolean;
  activate: boolean;
  deactivate: boolean;
  /** The first invitation of a user created without one (SetupIncomplete: the invite wizard left before its end). */
  sendInvitation: boolean;
  resendConfirmationCode: boolean;
  resetMfa: boolean;
  delete: boolean;
  /** Add to one of the actor's companies. */
  addToCompany: boolean;
  /** Remove from one of the actor's companies (all a client admin may do to someone who also works elsewhere). */
  removeFromCompany: boolean;
  /** Products, schemes and employers within the actor's companies. */
  permissions: boolean;
  /** The user's own default scheme access in the actor's companies (a company's Default scheme access tab). */
  defaultSchemeAccess: boolean;
}

const NONE: UserRights = {
  edit: false,
  sshKey: false,
  changeRole: false,
  activate: false,
  deactivate: false,
  sendInvitation: false,
  resendConfirmationCode: false,
  resetMfa: false,
  delete: false,
  addToCompany: false,
  removeFromCompany: false,
  permissions: false,
  defaultSchemeAccess: false,
};

/** The signed-in user: its role and the companies it works for (`GET /companies/all`, fetched only for client roles). */
export interface Actor {
  id?: string | number;
  role?: string;
  companyIds?: readonly string[];
}

export type RightsTarget = Pick<PortalUser, 'id' | 'status' | 'clientPortalRole' | 'mfaEnabled'> &
  Partial<Pick<PortalUser, 'worksForOtherCompanies'>> & { companyIds?: readonly string[] };

/**
 * Whether the table allows `action` on a user as the API answers one (`companyIds` those the actor may see,
 * `worksForOtherCompanies` for the rest); false until the actor is known.
 */
export const mayActOn = (actor: Actor, target: Omit<Party, 'companyIds'> & { companyIds?: readonly string[] }, action: UserAction) =>
  actor.id !== undefined &&
  decide(
    { id: actor.id, role: actor.role, companyIds: actor.companyIds ?? [] },
    { ...target, companyIds: target.companyIds ?? [] },
    action,
  ) === 'allow';

/** What the actor may do to `target`; `editable` is false on read-only screens (the view route). */
export const rightsOver = (actor: Actor, target: RightsTarget | undefined, editable = true): UserRights => {
  if (!target || !editable || actor.id === undefined) return NONE;
  const t = {
    id: target.id,
    role: target.clientPortalRole?.roleName,
    companyIds: target.companyIds,
    worksForOtherCompanies: target.worksForOtherCompanies,
  };
  const may = (action: UserAction) => mayActOn(actor, t, action);
  return {
    edit: may('edit'),
    sshKey: may('sshKey'),
    changeRole: may('changeRole'),
    // The lifecycle actions also depend on the status, as the API's do. A user never invited (SetupIncomplete) is
    // sent the invitation, not activated: activating would skip it.
    activate: may('activate') && target.status === 'Deactivated',
    deactivate: may('deactivate') && target.status !== 'Deactivated',
    sendInvitation: may('resendInvitation') && target.status === 'SetupIncomplete',
    resendConfirmationCode: may('resendInvitation') && target.status === 'Invited',
    resetMfa: may('resetMfa') && target.mfaEnabled,
    delete: may('delete'),
    addToCompany: may('addToCompany'),
    removeFromCompany: may('removeFromCompany'),
    permissions: may('permissions'),
    defaultSchemeAccess: may('defaultSchemeAccess'),
  };
};
