/**
 * CSV export of users. A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab, carriage return
 * first) is prefixed with an apostrophe, so names an outsider typed cannot run as formulas in Excel (CSV injection).
 */
import { displayRole } from '../../src/shared/roles';
import type { PortalUser } from './api';

const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralise = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

export const toCsvRow = (cells: (string | null | undefined)[]) => cells.map((cell) => quote(neutralise(cell ?? ''))).join(',');

export const COLUMNS = ['firstName', 'lastName', 'email', 'phone', 'role', 'status', 'createdAt', 'lastLoginAt'] as const;

/** Header labels come translated from the caller; the byte-order mark makes Excel read the file as UTF-8. */
export const usersToCsv = (users: PortalUser[], header: (column: (typeof COLUMNS)[number]) => string, status: (s: string) => string) =>
  '\uFEFF' +
  [
    toCsvRow(COLUMNS.map(header)),
    ...users.map((u) =>
      toCsvRow([
        u.firstName,
        u.lastName,
        u.email,
        u.phone,
        displayRole(u.clientPortalRole.roleName),
        status(u.status),
        u.createdAt,
        u.lastLoginAt,
      ]),
    ),
  ].join('\r\n');
