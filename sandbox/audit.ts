/**
 * The platform's audit trail (issue 10, console Audit): every administrative change made through the API, recorded
 * around every mutating handler rather than in each one, so a new endpoint cannot forget it. The entities are those
 * of spec 3.2 and the tenants, modules and API integrations administrators also change; a change is the fields that differ, before and after, with secrets never written down.
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { readBearer } from './auth';
import { getStore, newId } from './store';
import type { AuditChange, AuditEntityType, AuditEntry, Store, User } from './types';

const AUDITED: Record<AuditEntityType, keyof Store> = {
  Company: 'companies',
  Scheme: 'schemes',
  Employer: 'employers',
  StrategicPartner: 'strategicPartners',
  User: 'users',
  Section: 'sections',
  // Beyond spec 3.2's list, the other records administrators change (docs/decisions.md).
  Tenant: 'tenants',
  Product: 'products',
  ApiIntegration: 'apiConnections',
  Setting: 'settings',
};

/** Credentials and bookkeeping: never in the trail (a secret must not leak through its history). */
const UNRECORDED = new Set([
  'passwordHash',
  'mfaSecret',
  'pendingMfaSecret',
  'sshPublicKey',
  'lastLoginAt',
  'lastUsedAt',
  'updatedAt',
  'failedLogins',
]);
const MUTATING = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);
/**
 * POSTs that only read (a search's criteria are a body): not wrapped, since a snapshot of the whole store around
 * each one would make searching cost as much as the store is large (seen with 100 000 users, `npm run bench:scale`).
 */
const READS = /\/users\/(search|email-check)$/;
const MAX_VALUE = 200;

type Snapshot = Record<AuditEntityType, Map<string, Record<string, unknown>>>;

const snapshot = (store: Store): Snapshot =>
  Object.fromEntries(
    Object.entries(AUDITED).map(([type, key]) => [
      type,
      new Map((store[key] as { id: string }[]).map((record) => [record.id, structuredClone(record) as Record<string, unknown>])),
    ]),
  ) as Snapshot;

const shown = (value: unknown): string | null => {
  if (value === undefined || value === null) return null;
  const text = typeof value === 'string' ? value : JSON.stringify(value);
  return text.length > MAX_VALUE ? `${text.slice(0, MAX_VALUE)}…` : text;
};

/**
 * Secrets administrators issue and rotate: that one changed is an administrative change to audit (who, when), so it
 * is recorded under the name the API gives it, as whether one is set, never its value or hash.
 */
const MASKED: Readonly<Record<string, string>> = { clientSecretHash: 'clientSecret' };
const isSet = (value: unknown) => value !== undefined && value !== null && value !== '';

const changeOf = (field: string, before: unknown, after: unknown): AuditChange =>
  Object.hasOwn(MASKED, field)
    ? {
        field: MASKED[field]!,
        before: isSet(before) ? 'Set' : null,
        after: isSet(after) ? (isSet(before) ? 'Replaced' : 'Issued') : null,
      }
    : { field, before: shown(before), after: shown(after) };

const changesBetween = (before: Record<string, unknown> | undefined, after: Record<string, unknown> | undefined): AuditChange[] =>
  [...new Set([...Object.keys(before ?? {}), ...Object.keys(after ?? {})])]
    .filter((field) => field !== 'id' && !UNRECORDED.has(field))
    .filter((field) => JSON.stringify(before?.[field]) !== JSON.stringify(after?.[field]))
    .filter((field) => !Object.hasOwn(MASKED, field) || isSet(before?.[field]) || isSet(after?.[field]))
    .map((field) => changeOf(field, before?.[field], after?.[field]));

const nameOf = (type: AuditEntityType, record: Record<string, unknown>) =>
  type === 'User' ? `${String(record.firstName)} ${String(record.lastName)}` : String(record.name ?? record.key ?? record.id);

/** What changed between two states of the store, as entries by `actor`. */
export const auditEntries = (before: Snapshot, store: Store, actor: User, at = new Date().toISOString()): AuditEntry[] => {
  const after = snapshot(store);
  return (Object.keys(AUDITED) as AuditEntityType[]).flatMap((type) => {
    const was = before[type];
    const now = after[type];
    const ids = new Set([...was.keys(), ...now.keys()]);
    return [...ids].flatMap((id): AuditEntry[] => {
      const old = was.get(id);
      const current = now.get(id);
      const changes = changesBetween(old, current);
      if (changes.length === 0) return [];
      const action = !old ? 'Create' : !current ? 'Delete' : 'Update';
      return [
        {
          id: newId('aud'),
          occurredAt: at,
          userId: actor.id,
          userEmail: actor.email,
          entityType: type,
          entityId: id,
          entityName: nameOf(type, (current ?? old)!),
          action,
          changes,
        },
      ];
    });
  });
};

/** The same handlers, each mutating one recording what it changed once it has answered with success. */
export const audited = (handlers: RequestHandler[]): RequestHandler[] =>
  handlers.map((handler) => {
    if (!(handler instanceof HttpHandler) || !MUTATING.has(String(handler.info.method))) return handler;
    if (READS.test(String(handler.info.path))) return handler;
    return new HttpHandler(handler.info.method, handler.info.path, async (info) => {
      const bearer = await readBearer(info.request);
      const before = snapshot(getStore());
      const result = await handler.run({ request: info.request, requestId: info.requestId });
      const response = result?.response;
      if (response instanceof Response && response.ok && !(bearer instanceof Response)) {
        const store = getStore();
        store.auditTrail.push(...auditEntries(before, store, bearer.user));
      }
      return response;
    });
  });
