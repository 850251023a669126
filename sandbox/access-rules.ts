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
export const CLIENT_PORTAL_ROLES = ALL_ROLES.filter((r) => r.startsWith('ClientPortal_'));
export const INTERNAL_ADMINS: RoleName[] = ['SuperAdmin', 'Support'];
/** Roles that may change users, companies and permissions (Analyst and ClientAdmin within their own companies). */
export const ADMINISTRATORS: RoleName[] = ['SuperAdmin', 'Support', 'ClientPortal_Analyst', 'ClientPortal_ClientAdmin'];
/** Administrators plus the read-only Viewer. */
export const ADMIN_READERS: RoleName[] = [...ADMINISTRATORS, 'ClientPortal_Viewer'];
/** The spec's data and configuration areas. */
export const DATA_ROLES: RoleName[] = ADMINISTRATORS;

export const isInternalAdmin = (user: User) => INTERNAL_ADMINS.includes(user.role);
export const seesAllCompanies = (user: User) => isInternalAdmin(user) || user.role === 'ClientPortal_Viewer';

export const canSeeCompany = (user: User, companyId: string) => seesAllCompanies(user) || user.companyIds.includes(companyId);

/** May change the company's own records (details, schemes, products within it). */
export const canAdministerCompany = (user: User, companyId: string) =>
  isInternalAdmin(user) || (ADMINISTRATORS.includes(user.role) && user.companyIds.includes(companyId));

export const visibleCompanies = (store: Store, user: User): Company[] => store.companies.filter((c) => canSeeCompany(user, c.id));

const sharesCompany = (a: User, b: User) => a.companyIds.some((id) => b.companyIds.includes(id));

export const canSeeUser = (actor: User, target: User) => {
  if (actor.id === target.id) return true;
  if (isInternalAdmin(actor) || actor.role === 'ClientPortal_Viewer') return true;
  if (actor.role === 'ClientPortal_Analyst' || actor.role === 'ClientPortal_ClientAdmin') {
    return !INTERNAL_ADMINS.includes(target.role) && sharesCompany(actor, target);
  }
  return false;
};

export const canManageUser = (actor: User, target: User) =>
  ADMINISTRATORS.includes(actor.role) && canSeeUser(actor, target) && (isInternalAdmin(actor) || !INTERNAL_ADMINS.includes(target.role));

/** Roles the actor may give: internal roles only from internal staff, SuperAdmin only from a SuperAdmin. */
export const canGrantRole = (actor: User, role: RoleName) => {
  if (actor.role === 'SuperAdmin') return true;
  if (actor.role === 'Support') return role !== 'SuperAdmin';
  if (actor.role === 'ClientPortal_Analyst' || actor.role === 'ClientPortal_ClientAdmin') return CLIENT_PORTAL_ROLES.includes(role);
  return false;
};

export const isRole = (value: unknown): value is RoleName => typeof value === 'string' && (ALL_ROLES as string[]).includes(value);
