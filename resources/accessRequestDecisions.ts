import FactCheckIcon from '@mui/icons-material/FactCheck';
import { createElement, lazy, Suspense } from 'react';
import type { RaRecord } from 'react-admin';
import { defineResource } from '../src/framework';
import type { FieldDefinition, ListPage } from '../src/framework';
import { ACCESS_STATUSES } from './accessRequests/statuses';

const DecisionActions = lazy(() => import('./accessRequestDecisions/DecisionActions'));

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

/** Approve / Reject / Revoke on the record's header: lazy, so the definition stays small. */
export const decisionActions = (record: RaRecord) =>
  createElement(Suspense, { fallback: null }, createElement(DecisionActions, { record }));

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
  headerActions: decisionActions,
  messages: MANAGE_ACCESS_MESSAGES,
});
