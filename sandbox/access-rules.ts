import { canGrantRole as tableGrants, decide, mayEver, type Decision, type Party, type UserAction } from '../src/shared/privileges';
import { toRole, type Role } from '../src/shared/roles';
import type { Company, RoleName, Store, User } from './types';

/** Who may do what in the sandbox, in one place so handlers and docs/api.md tell the same story. */

export const ALL_ROLES: RoleName[] = [
  'SuperAdmin',
  'Support',
  'ClientPortal_Analyst',
  'ClientPortal_Viewer',
  'ClientPortal_ClientAdmin',
  'ClientPortal_Manager',
  'ClientPortal_SftpOnly',
];
/** The wire role names of portal roles: tables shared with the portal (src/shared/) name roles as the portal does. */
export const wireRoles = (roles: readonly Role[]): RoleName[] => ALL_ROLES.filter((r) => roles.includes(toRole(r)!));
export const CLIENT_PORTAL_ROLES = ALL_ROLES.filter((r) => r.startsWith('ClientPortal_'));
export const INTERNAL_ADMINS: RoleName[] = ['SuperAdmin', 'Support'];
/** Roles that may change users, companies and permissions (Analyst and ClientAdmin within their own companies). */
export const ADMINISTRATORS: RoleName[] = ['SuperAdmin', 'Support', 'ClientPortal_Analyst', 'ClientPortal_ClientAdmin'];
/** Administrators plus the read-only Viewer. */
export const ADMIN_READERS: RoleName[] = [...ADMINISTRATORS, 'ClientPortal_Viewer'];
/** The spec's data and configuration areas. */
export const DATA_ROLES: RoleName[] = ADMINISTRATORS;
/** Who reads the data gateway's retention policies and their logs: the data roles and a data-gateway Viewer. */
export const DATA_READERS: RoleName[] = [...DATA_ROLES, 'ClientPortal_Viewer'];

export const isInternalAdmin = (user: User) => INTERNAL_ADMINS.includes(user.role);
export const seesAllCompanies = (user: User) => isInternalAdmin(user) || user.role === 'ClientPortal_Viewer';

export const canSeeCompany = (user: User, companyId: string) => seesAllCompanies(user) || user.companyIds.includes(companyId);

/** May change the company's own records (details, schemes, products within it). */
export const canAdministerCompany = (user: User, companyId: string) =>
  isInternalAdmin(user) || (ADMINISTRATORS.includes(user.role) && user.companyIds.includes(companyId));

export const visibleCompanies = (store: Store, user: User): Company[] => store.companies.filter((c) => canSeeCompany(user, c.id));

/**
 * The companies of `target` that `viewer` may be told: all of them for the user itself and for those who see every
 * company, else only those the viewer works for too. Another client's companies stay unnamed (issue 22).
 */
export const visibleCompanyIdsOf = (viewer: User, target: User): string[] =>
  viewer.id === target.id || seesAllCompanies(viewer) ? target.companyIds : target.companyIds.filter((id) => canSeeCompany(viewer, id));

const party = (user: User): Party => ({ id: user.id, role: user.role, companyIds: user.companyIds });

/** The privilege table (src/shared/privileges.ts, docs/api.md): what `actor` may do to `target`. */
export const userDecision = (actor: User, target: User, action: UserAction): Decision => decide(party(actor), party(target), action);

/** Whether the actor's role may do `action` to any user but itself. */
export const mayEverAct = (actor: User, action: UserAction) => mayEver(actor.role, action);

export const canSeeUser = (actor: User, target: User) => userDecision(actor, target, 'view') === 'allow';

/** Roles the actor may give: internal roles only from SuperAdmin and Support, SuperAdmin only from a SuperAdmin. */
export const canGrantRole = (actor: User, role: RoleName) => tableGrants(actor.role, role);

export const isRole = (value: unknown): value is RoleName => typeof value === 'string' && (ALL_ROLES as string[]).includes(value);
