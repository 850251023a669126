import type { AuditEntry, Company, Scheme, User } from '../types';
import { daysBefore, pad } from './random';

/**
 * A history for the console's audit trail: each company and its first schemes created by the internal team, and a
 * few later edits, dated from the fixed seed day. Everything done while the sandbox runs is recorded live (audit.ts).
 */
export const seedAuditTrail = (companies: Company[], schemes: Scheme[], users: User[]): AuditEntry[] => {
  const byEmail = (email: string) => users.find((u) => u.email === email)!;
  const superadmin = byEmail('superadmin@portico.test');
  const support = byEmail('support@portico.test');
  const entries: Omit<AuditEntry, 'id'>[] = [];
  companies.forEach((company, i) => {
    const actor = i % 3 === 0 ? support : superadmin;
    entries.push({
      occurredAt: daysBefore(300 - i * 7),
      userId: actor.id,
      userEmail: actor.email,
      entityType: 'Company',
      entityId: company.id,
      entityName: company.name,
      action: 'Create',
      changes: [
        { field: 'name', before: null, after: company.name },
        { field: 'tenantId', before: null, after: company.tenantId },
      ],
    });
    if (i % 4 === 1)
      entries.push({
        occurredAt: daysBefore(120 - i * 3),
        userId: support.id,
        userEmail: support.email,
        entityType: 'Company',
        entityId: company.id,
        entityName: company.name,
        action: 'Update',
        changes: [{ field: 'directDebit', before: null, after: company.directDebit ?? 'NoDirectDebit' }],
      });
  });
  schemes.slice(0, 30).forEach((scheme, i) => {
    entries.push({
      occurredAt: daysBefore(200 - i * 5, 3),
      userId: superadmin.id,
      userEmail: superadmin.email,
      entityType: 'Scheme',
      entityId: scheme.id,
      entityName: scheme.name,
      action: 'Create',
      changes: [
        { field: 'name', before: null, after: scheme.name },
        { field: 'pstr', before: null, after: scheme.pstr },
      ],
    });
  });
  return entries.map((entry, i) => ({ id: `aud-${pad(i + 1, 4)}`, ...entry }));
};
