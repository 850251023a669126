import { ADMINISTRATORS, canAdministerCompany, canSeeCompany, isInternalAdmin } from '../access-rules';
import { publish } from '../events';
import { Validation, badRequest, forbidden, gateway, refuse, str, strArray } from '../http';
import { restHandlers } from '../rest';
import { newId } from '../store';
import type { AccessRequest, Gateway, RoleName, Store, User } from '../types';
import { oneOf } from '../validators';

/** "My Access" (spec 2.6) is for SuperAdmin, Support and Analyst; "Manage Access" for ClientAdmin (and internal staff). */
const REQUESTERS: RoleName[] = ['SuperAdmin', 'Support', 'ClientPortal_Analyst'];
const DECIDERS: RoleName[] = ['SuperAdmin', 'Support', 'ClientPortal_ClientAdmin'];

/** A grant is reported as it stands now: an Active one past its expiry is Expired, whatever was stored. */
const statusNow = (r: AccessRequest): AccessRequest['status'] =>
  r.status === 'Active' && r.expiresAt !== null && Date.parse(r.expiresAt) <= Date.now() ? 'Expired' : r.status;

const present = (store: Store, r: AccessRequest): Gateway['AccessRequest'] => {
  const requester = store.users.find((u) => u.id === r.requesterId);
  return {
    ...r,
    status: statusNow(r),
    requesterName: requester ? `${requester.firstName} ${requester.lastName}` : null,
    requesterEmail: requester?.email ?? null,
    companyName: store.companies.find((c) => c.id === r.companyId)?.name ?? null,
    productName: store.products.find((p) => p.id === r.productId)?.name ?? null,
  };
};

const durationMs = (r: AccessRequest) => r.durationValue * (r.durationUnit === 'Hours' ? 3_600_000 : 86_400_000);

const create = (input: Record<string, unknown>, user: User, store: Store): AccessRequest => {
  if (!REQUESTERS.includes(user.role)) return refuse(forbidden());
  const v = new Validation();
  const companyId = str(input.companyId) ?? '';
  const productId = str(input.productId) ?? '';
  const schemeIds = strArray(input.schemeIds ?? []);
  const durationValue = Number(input.durationValue);
  if (!store.companies.some((c) => c.id === companyId)) v.add('companyId', 'Unknown company.');
  else if (!canSeeCompany(user, companyId)) return refuse(forbidden());
  if (!store.companyProducts.some((cp) => cp.companyId === companyId && cp.productId === productId))
    v.add('productId', 'The product is not assigned to this company.');
  if (!schemeIds || schemeIds.some((id) => store.schemes.find((s) => s.id === id)?.companyId !== companyId))
    v.add('schemeIds', 'Every scheme must belong to the company.');
  if (!str(input.reason)) v.add('reason', 'Reason is required.');
  if (!oneOf(['Hours', 'Days'] as const, input.durationUnit)) v.add('durationUnit', 'Duration unit must be Hours or Days.');
  else if (!Number.isInteger(durationValue) || durationValue < 1 || durationValue > (input.durationUnit === 'Hours' ? 72 : 90)) {
    v.add(
      'durationValue',
      input.durationUnit === 'Hours' ? 'Duration must be between 1 and 72 hours.' : 'Duration must be between 1 and 90 days.',
    );
  }
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  return {
    id: newId('acr'),
    companyId,
    requesterId: user.id,
    productId,
    schemeIds: schemeIds!,
    reason: str(input.reason)!,
    durationValue,
    durationUnit: input.durationUnit as AccessRequest['durationUnit'],
    status: 'Pending',
    approvalStatus: 'Pending',
    decidedBy: null,
    requestedAt: new Date().toISOString(),
    expiresAt: null,
  };
};

/** A PUT decides a request: only `approvalStatus` moves, along Pending → Approved | Rejected, Approved → Revoked. */
const decide = (input: Record<string, unknown>, existing: AccessRequest, user: User): AccessRequest => {
  const wanted = input.approvalStatus;
  if (wanted === existing.approvalStatus) return existing;
  if (!DECIDERS.includes(user.role) || !canAdministerCompany(user, existing.companyId)) return refuse(forbidden());
  if (existing.requesterId === user.id) return refuse(badRequest('You cannot decide your own access request.'));
  const allowed: Record<string, string[]> = { Pending: ['Approved', 'Rejected'], Approved: ['Revoked'] };
  if (!oneOf(['Approved', 'Rejected', 'Revoked'] as const, wanted) || !allowed[existing.approvalStatus]?.includes(wanted)) {
    return refuse(
      badRequest(`A ${existing.approvalStatus} request cannot become ${String(wanted)}.`, {
        approvalStatus: ['This change is not allowed.'],
      }),
    );
  }
  const now = Date.now();
  const next: AccessRequest = { ...existing, approvalStatus: wanted, decidedBy: user.email };
  if (wanted === 'Approved') Object.assign(next, { status: 'Active', expiresAt: new Date(now + durationMs(existing)).toISOString() });
  if (wanted === 'Rejected') next.status = 'Rejected';
  if (wanted === 'Revoked') Object.assign(next, { status: 'Revoked', expiresAt: new Date(now).toISOString() });
  return next;
};

/** Requesters see their own requests; deciders see the requests for companies they administer. */
const visible = (user: User, r: AccessRequest) =>
  isInternalAdmin(user) || r.requesterId === user.id || (DECIDERS.includes(user.role) && canSeeCompany(user, r.companyId));

/** Live events (../events.ts) reach whoever may read the request, as its reads do; the payload is its new state. */
const PUBLISHED = { created: 'created', updated: 'decided', deleted: 'withdrawn' } as const;

export const accessHandlers = restHandlers<AccessRequest>({
  url: gateway,
  name: 'access-requests',
  label: 'Access request',
  records: (s) => s.accessRequests,
  readRoles: ADMINISTRATORS,
  writeRoles: ADMINISTRATORS,
  deleteRoles: ['SuperAdmin'],
  visible,
  writable: (user, r) => isInternalAdmin(user) || r.requesterId === user.id || canAdministerCompany(user, r.companyId),
  build: (input, existing, user, store) => (existing ? decide(input, existing, user) : create(input, user, store)),
  present: (r, store) => present(store, r),
  afterChange: ({ kind, record, previous }) => {
    if (kind === 'updated' && previous?.approvalStatus === record.approvalStatus) return;
    publish({
      resource: 'accessRequest',
      id: record.id,
      companyId: record.companyId,
      type: PUBLISHED[kind],
      data: { approvalStatus: record.approvalStatus },
      visibleTo: (user) => visible(user, record),
    });
  },
  // `filter={"mine":true}` is "My Access"; without it a decider gets everything they may manage.
  customFilter: (user) => (items, filter) => {
    const { mine, ...rest } = filter;
    return { items: mine ? items.filter((r) => r.requesterId === user.id) : items, filter: rest };
  },
});
