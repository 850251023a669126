/**
 * CSV export of users, through the framework's one exporter (src/framework/csvExport.ts), which neutralises cells
 * a spreadsheet would read as a formula.
 */
import { toCsv } from '../../src/framework/views';
import { displayRole } from '../../src/shared/roles';
import type { PortalUser } from './api';

export const COLUMNS = ['firstName', 'lastName', 'email', 'phone', 'role', 'status', 'createdAt', 'lastLoginAt'] as const;

/** Header labels come translated from the caller. */
export const usersToCsv = (users: PortalUser[], header: (column: (typeof COLUMNS)[number]) => string, status: (s: string) => string) =>
  toCsv(
    COLUMNS.map(header),
    users.map((u) => [
      u.firstName,
      u.lastName,
      u.email,
      u.phone,
      displayRole(u.clientPortalRole.roleName),
      status(u.status),
      u.createdAt,
      u.lastLoginAt,
    ]),
  );
