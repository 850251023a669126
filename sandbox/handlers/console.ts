import { http } from 'msw';
import { INTERNAL_ADMINS } from '../access-rules';
import { requireUser } from '../auth';
import { badRequest, portal, simpleRestList, type Json } from '../http';
import { getStore } from '../store';
import type { AuditEntry } from '../types';

const ENTITY_TYPES = ['Company', 'Scheme', 'Employer', 'StrategicPartner', 'User', 'Section', 'Tenant', 'Product', 'ApiIntegration'];
const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** `from` and `to` are days (inclusive): an entry on the `to` day counts. */
const inRange = (entry: AuditEntry, from: unknown, to: unknown) =>
  (typeof from !== 'string' || entry.occurredAt.slice(0, 10) >= from) && (typeof to !== 'string' || entry.occurredAt.slice(0, 10) <= to);

export const consoleHandlers = [
  // The console's audit trail (docs/api.md): SuperAdmin and Support; newest first unless asked otherwise.
  http.get(portal('/audit-trail'), async ({ request }) => {
    const user = await requireUser(request, INTERNAL_ADMINS);
    if (user instanceof Response) return user;
    const url = new URL(request.url);
    if (!url.searchParams.has('sort')) url.searchParams.set('sort', JSON.stringify(['occurredAt', 'DESC']));
    let filter: Json;
    try {
      filter = JSON.parse(url.searchParams.get('filter') ?? '{}') as Json;
    } catch {
      return badRequest('filter must be a JSON object.');
    }
    if (filter.entityType !== undefined && !ENTITY_TYPES.includes(String(filter.entityType)))
      return badRequest(`entityType must be one of ${ENTITY_TYPES.join(', ')}.`);
    for (const key of ['from', 'to'] as const)
      if (filter[key] !== undefined && !DAY.test(String(filter[key]))) return badRequest(`${key} must be a day, like 2026-01-31.`);
    if (typeof filter.from === 'string' && typeof filter.to === 'string' && filter.from > filter.to)
      return badRequest('from must not be later than to.');
    return simpleRestList(new Request(url, request), 'audit-trail', getStore().auditTrail, (items, { from, to, ...rest }) => ({
      items: items.filter((entry) => inRange(entry, from, to)),
      filter: rest,
    }));
  }),
];
