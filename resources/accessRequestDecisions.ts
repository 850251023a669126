import FactCheckIcon from '@mui/icons-material/FactCheck';
import { defineResource } from '../src/framework';
import type { FieldDefinition, HeaderActions, ListPage } from '../src/framework';
import { ACCESS_STATUSES } from './accessRequests/statuses';

/** The request fields both "Manage Access" tabs show (accessGrants reuses them). */
export const MANAGED_REQUEST_FIELDS: FieldDefinition[] = [
  { source: 'requesterName', type: 'text', label: 'Requested by', list: true, show: true },
  { source: 'requesterEmail', type: 'email', label: 'Requester email', show: true },
  { source: 'companyName', type: 'text', label: 'Company', list: true, show: true },
  { source: 'productName', type: 'text', label: 'Product', list: true, show: true },
  { source: 'reason', type: 'longText', label: 'Reason', list: true, show: true },
  { source: 'durationValue', type: 'number', label: 'Duration', show: true },
  { source: 'durationUnit', type: 'select', label: 'Duration unit', choices: ['Hours', 'Days'], show: true },
  {
    source: 'status',
    type: 'select',
    label: 'Status',
    choices: ACCESS_STATUSES,
    list: true,
    filter: true,
    show: true,
  },
  {
    source: 'approvalStatus',
    type: 'select',
    label: 'Approval',
    choices: ['Pending', 'Approved', 'Rejected', 'Revoked'],
    list: true,
    filter: true,
    show: true,
  },
  { source: 'decidedBy', type: 'text', label: 'Decided by', show: true },
  { source: 'requestedAt', type: 'dateTime', label: 'Requested', list: true, show: true },
  { source: 'expiresAt', type: 'dateTime', label: 'Expires', list: true, show: true },
];

/** ClientAdmin decides requests for their companies (spec 2.6); internal staff may open the page too. */
export const DECIDERS = ['SuperAdmin', 'Support', 'ClientAdmin'] as const;

/** The moves the gateway accepts: Pending → Approved | Rejected, Approved → Revoked. */
const DECISIONS_FROM: Record<string, string[]> = { Pending: ['Approved', 'Rejected'], Approved: ['Revoked'] };

/**
 * Approve, Reject and Revoke beside the request's title (both Manage Access tabs): each asked first, one update of its
 * approval status, to roles that may `decide`, for the moves the request's state allows, never on the user's own
 * request, and nothing once an approval has run out (nothing is left to revoke).
 */
export const DECISIONS: HeaderActions = {
  actions: [
    { name: 'Approved', call: { update: { approvalStatus: 'Approved' } }, look: { emphasis: 'contained' } },
    { name: 'Rejected', call: { update: { approvalStatus: 'Rejected' } }, look: { emphasis: 'outlined', danger: true } },
    { name: 'Revoked', call: { update: { approvalStatus: 'Revoked' } }, look: { emphasis: 'outlined', danger: true } },
  ],
  messages: 'resources.accessRequestDecisions.decisions',
  label: 'resources.accessRequestDecisions.decide',
  words: { name: 'requesterName', product: 'productName' },
  access: 'decide',
  allowed: (record, userId) =>
    userId === undefined || record.requesterId === userId || record.status === 'Expired'
      ? []
      : (DECISIONS_FROM[String(record.approvalStatus)] ?? []),
};

/**
 * "Manage Access" (spec 2.4 `/data/access/manage/{tabName}`): one page whose tabs are the requests to decide and the
 * grants they produced, each its own resource's list; the bare address and an unknown tab open the requests.
 */
export const MANAGE_ACCESS: ListPage = {
  path: '/data/access/manage',
  title: 'Manage Access',
  lists: ['accessRequestDecisions', 'accessGrants'],
};

export const MANAGE_ACCESS_MESSAGES = {
  decide: 'Decide on the request',
  // Announced when requests arrive while the queue is open (the live option).
  live: { created: '1 new request |||| %{smart_count} new requests' },
  decisions: {
    Approved: {
      label: 'Approve',
      title: 'Approve the request of %{name}?',
      content: '%{name} will be able to access %{product} data for the requested duration.',
      done: 'Access request approved',
    },
    Rejected: {
      label: 'Reject',
      title: 'Reject the request of %{name}?',
      content: '%{name} will not get access to %{product} data. They can make a new request.',
      done: 'Access request rejected',
    },
    Revoked: {
      label: 'Revoke',
      title: 'Revoke the access of %{name}?',
      content: 'Access to %{product} data ends now.',
      done: 'Access revoked',
    },
  },
};

/**
 * "Manage Access" → request-access: every request a decider may act on, at the page's base
 * (`/data/access/manage/request-access`), opened at `…/view/{id}/details` with the decision actions.
 */
export default defineResource({
  name: 'accessRequestDecisions',
  labels: { singular: 'Access request', plural: 'Access requests' },
  icon: FactCheckIcon,
  recordRepresentation: 'reason',
  api: { service: 'gateway', simpleRest: 'access-requests' },
  route: {
    base: '/data/access/manage/request-access',
    listSegment: '',
    listPage: MANAGE_ACCESS,
    views: { list: true, view: true },
    tabs: [{ path: 'details', label: 'Details' }],
    rowClick: 'view',
  },
  fields: MANAGED_REQUEST_FIELDS,
  sort: { field: 'requestedAt', order: 'DESC' },
  access: { list: DECIDERS, show: DECIDERS, decide: DECIDERS },
  menu: [{ group: 'dataAccess', label: 'Manage Access', view: 'list', roles: ['ClientAdmin'], order: 2 }],
  recordActions: DECISIONS,
  messages: MANAGE_ACCESS_MESSAGES,
  // An approver's queue shows a new or withdrawn request, and a decision, within a second or two (issue 26 item 4).
  live: { topic: 'accessRequests' },
});
