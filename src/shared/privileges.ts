/**
 * Who may do what to a user: the privilege table of docs/api.md ("Users: the privilege table") as data, evaluated
 * by the sandbox (sandbox/access-rules.ts, the contract a real service meets) and by the portal
 * (resources/users/rights.ts, which offers only what the API accepts). One table, so the two cannot drift.
 *
 * Pure and dependency-free (roles.ts only): the sandbox imports it too, and it runs under Node there.
 */
import { ROLES, toRole, type Role } from './roles';

/**
 * Roles each role may give (invitation or role change). SuperAdmin only from a SuperAdmin; the other internal roles
 * from SuperAdmin and Support; client administrators (ClientAdmin, and the Analyst acting for its companies) give
 * client roles only.
 */
export const GRANTABLE_ROLES: Readonly<Record<Role, readonly Role[]>> = {
  SuperAdmin: ROLES,
  Support: ['Support', 'Analyst', 'Viewer', 'ClientAdmin', 'Manager', 'SftpOnly'],
  Analyst: ['ClientAdmin', 'Manager', 'SftpOnly'],
  Viewer: [],
  ClientAdmin: ['ClientAdmin', 'Manager', 'SftpOnly'],
  Manager: [],
  SftpOnly: [],
};

export const canGrantRole = (actorRole: string | null | undefined, roleName: string | null | undefined) => {
  const actor = toRole(actorRole);
  const role = toRole(roleName);
  return !!actor && !!role && GRANTABLE_ROLES[actor].includes(role);
};

/** Roles that work for every company (spec 6, company visibility); the others work for their assigned companies. */
export const ALL_COMPANY_ROLES: readonly Role[] = ['SuperAdmin', 'Support', 'Viewer'];
export const worksForAllCompanies = (roleName: string | null | undefined) => ALL_COMPANY_ROLES.includes(toRole(roleName) as Role);

export const USER_ACTIONS = [
  'view',
  'edit',
  'sshKey',
  'changeRole',
  'activate',
  'deactivate',
  'delete',
  'resetMfa',
  'resendInvitation',
  'addToCompany',
  'removeFromCompany',
  'permissions',
  'defaultSchemeAccess',
] as const;
/**
 * - view: read the user, its companies, permissions and sign-in history.
 * - edit: name and phone. sshKey: set the user's SSH public key.
 * - changeRole: to a role the actor may also grant (`canGrantRole`).
 * - addToCompany / removeFromCompany: membership of a company the actor administers.
 * - permissions: product roles, schemes and employers within a company the actor administers.
 * - defaultSchemeAccess: the user's own default-scheme-access setting (or its removal) in such a company: access
 *   like permissions, so it follows their cells.
 */
export type UserAction = (typeof USER_ACTIONS)[number];

/**
 * The target as the actor sees it, in the order `targetKind` decides:
 * - self: the actor.
 * - superAdmin, support: a user holding that role.
 * - internal: an Analyst or Viewer (internal staff assigned to companies).
 * - member: a client user all of whose companies the actor works for (an all-company actor: every client user).
 * - shared: a client user sharing at least one company with the actor and working for others too.
 * - outside: a client user sharing none.
 */
export const TARGET_KINDS = ['self', 'superAdmin', 'support', 'internal', 'member', 'shared', 'outside'] as const;
export type TargetKind = (typeof TARGET_KINDS)[number];

/** allow: done. deny: 403. notSelf: refused because it is yourself (400 with a reason: ask another administrator). */
export type Decision = 'allow' | 'deny' | 'notSelf';

type Row = Readonly<Record<UserAction, Decision>>;

/** A row allowing `allowed` and answering `otherwise` to the rest. */
const only = (allowed: readonly UserAction[], otherwise: Decision = 'deny'): Row =>
  Object.fromEntries(USER_ACTIONS.map((a) => [a, allowed.includes(a) ? 'allow' : otherwise])) as Row;

const ALL = only(USER_ACTIONS);
const NONE = only([]);
const VIEW = only(['view']);
/** Administrators change their own details, never their own access (four eyes): another administrator does that. */
const SELF_ADMIN = only(['view', 'edit', 'sshKey'], 'notSelf');
/** Everyone reads their own record and sets their own SSH key (the SFTP page). */
const SELF_USER = only(['view', 'sshKey']);
/**
 * A client administrator manages a user only when it works for every company of that user; a user who also works
 * for others it may only see and remove from its own companies, or one client could lock a person out of another.
 */
const CLIENT_ADMIN: Readonly<Record<TargetKind, Row>> = {
  self: SELF_ADMIN,
  superAdmin: NONE,
  support: NONE,
  internal: VIEW,
  member: ALL,
  shared: only(['view', 'removeFromCompany']),
  outside: NONE,
};
const READER: Readonly<Record<TargetKind, Row>> = {
  self: SELF_USER,
  superAdmin: VIEW,
  support: VIEW,
  internal: VIEW,
  member: VIEW,
  shared: VIEW,
  outside: VIEW,
};
const NOBODY: Readonly<Record<TargetKind, Row>> = {
  self: SELF_USER,
  superAdmin: NONE,
  support: NONE,
  internal: NONE,
  member: NONE,
  shared: NONE,
  outside: NONE,
};

/** actor role × target kind × action → decision. docs/api.md prints this table; tests/security checks every cell. */
export const USER_PRIVILEGES: Readonly<Record<Role, Readonly<Record<TargetKind, Row>>>> = {
  SuperAdmin: { self: SELF_ADMIN, superAdmin: ALL, support: ALL, internal: ALL, member: ALL, shared: ALL, outside: ALL },
  // Nobody but a SuperAdmin touches a SuperAdmin.
  Support: { self: SELF_ADMIN, superAdmin: VIEW, support: ALL, internal: ALL, member: ALL, shared: ALL, outside: ALL },
  // The Analyst is internal staff assigned to companies: in user administration it acts for those companies,
  // exactly as their ClientAdmin does (docs/decisions.md).
  Analyst: CLIENT_ADMIN,
  Viewer: READER,
  ClientAdmin: CLIENT_ADMIN,
  Manager: NOBODY,
  SftpOnly: NOBODY,
};

/** What the parties need to be told apart: the role's name as the API gives it, and the companies they work for. */
export interface Party {
  id: string | number;
  role: string | null | undefined;
  companyIds: readonly string[];
  /**
   * The target also works for companies left out of `companyIds`: the API names to a client administrator only the
   * companies it works for too (issue 22), and says that there are others.
   */
  worksForOtherCompanies?: boolean;
}

export const targetKind = (actor: Party, target: Party): TargetKind => {
  if (String(actor.id) === String(target.id)) return 'self';
  const role = toRole(target.role);
  if (role === 'SuperAdmin') return 'superAdmin';
  if (role === 'Support') return 'support';
  const shared = target.companyIds.filter((id) => actor.companyIds.includes(id));
  if (role === 'Analyst' || role === 'Viewer') return worksForAllCompanies(actor.role) || shared.length > 0 ? 'internal' : 'outside';
  if (worksForAllCompanies(actor.role)) return 'member';
  if (shared.length === 0) return 'outside';
  return shared.length === target.companyIds.length && !target.worksForOtherCompanies ? 'member' : 'shared';
};

/** The table's answer; an unknown actor role is refused everything. */
export const decide = (actor: Party, target: Party, action: UserAction): Decision => {
  const role = toRole(actor.role);
  return role ? USER_PRIVILEGES[role][targetKind(actor, target)][action] : 'deny';
};

/** Whether the role may do `action` to anyone but itself (an API answers 403 before looking the target up if not). */
export const mayEver = (actorRole: string | null | undefined, action: UserAction) => {
  const role = toRole(actorRole);
  return !!role && TARGET_KINDS.some((kind) => kind !== 'self' && USER_PRIVILEGES[role][kind][action] === 'allow');
};
