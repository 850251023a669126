/**
 * The privilege table of docs/api.md ("Users: the privilege table"), cell by cell, written out independently of
 * src/shared/privileges.ts: the sandbox's answers (tests/security/privileges.test.ts) and the portal's offers
 * (tests/unit/users/rights.test.ts) are both checked against it.
 */
import type { Role } from '../../src/shared/roles';

export const KINDS = ['self', 'superAdmin', 'support', 'internal', 'member', 'shared', 'outside'] as const;
export type Kind = (typeof KINDS)[number];

/** The columns of each row of cells, in this order. */
export const COLUMNS = [
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
export type Column = (typeof COLUMNS)[number];

// A allowed (2xx), D refused (403), S refused because it is yourself (400, "ask another administrator").
const ALL = 'AAAAAAAAAAAAA';
const NONE = 'DDDDDDDDDDDDD';
const VIEW = 'ADDDDDDDDDDDD';
const SELF_ADMIN = 'AAASSSSSSSSSS';
const SELF_USER = 'ADADDDDDDDDDD';
const CLIENT_ADMIN = {
  self: SELF_ADMIN,
  superAdmin: NONE,
  support: NONE,
  internal: VIEW,
  member: ALL,
  shared: 'ADDDDDDDDDADD',
  outside: NONE,
};
export const EXPECTED: Record<Role, Record<Kind, string>> = {
  SuperAdmin: { self: SELF_ADMIN, superAdmin: ALL, support: ALL, internal: ALL, member: ALL, shared: ALL, outside: ALL },
  Support: { self: SELF_ADMIN, superAdmin: VIEW, support: ALL, internal: ALL, member: ALL, shared: ALL, outside: ALL },
  Analyst: CLIENT_ADMIN,
  Viewer: { self: SELF_USER, superAdmin: VIEW, support: VIEW, internal: VIEW, member: VIEW, shared: VIEW, outside: VIEW },
  ClientAdmin: CLIENT_ADMIN,
  Manager: { self: SELF_USER, superAdmin: NONE, support: NONE, internal: NONE, member: NONE, shared: NONE, outside: NONE },
  SftpOnly: { self: SELF_USER, superAdmin: NONE, support: NONE, internal: NONE, member: NONE, shared: NONE, outside: NONE },
};

/** Roles each role may give, in spec order. */
export const GRANTS: Record<Role, Role[]> = {
  SuperAdmin: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin', 'Manager', 'SftpOnly'],
  Support: ['Support', 'Analyst', 'Viewer', 'ClientAdmin', 'Manager', 'SftpOnly'],
  Analyst: ['ClientAdmin', 'Manager', 'SftpOnly'],
  Viewer: [],
  ClientAdmin: ['ClientAdmin', 'Manager', 'SftpOnly'],
  Manager: [],
  SftpOnly: [],
};

/** Whether the cell of `role` acting on `kind` for `column` allows it. */
export const cell = (role: Role, kind: Kind, column: Column) => EXPECTED[role][kind][COLUMNS.indexOf(column)] as 'A' | 'D' | 'S';
