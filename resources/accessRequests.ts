import LockOpenIcon from '@mui/icons-material/LockOpen';
import { lazy } from 'react';
import { defineResource } from '../src/framework';
import { ACCESS_STATUSES } from './accessRequests/statuses';

/**
 * The signed-in user's own data-access requests (spec 2.4 "My Access"); designed simple-rest endpoints.
 * Requests are made here and decided under "Manage Access" (accessRequestDecisions, accessGrants).
 */
export default defineResource({
  name: 'accessRequests',
  labels: {
    singular: 'Data access request',
    plural: 'My data access',
    empty: 'You have not asked for data access yet.',
    noMatches: 'None of your data access requests match the current search and filters.',
  },
  icon: LockOpenIcon,
  recordRepresentation: 'reason',
  api: { service: 'gateway', simpleRest: 'access-requests', permanentFilter: { mine: true } },
  route: {
    base: '/data/access/my-access',
    views: { list: true, create: true, view: true },
    tabs: [{ path: 'details', label: 'Details' }],
    rowClick: 'view',
  },
  overrides: { create: lazy(() => import('./accessRequests/RequestAccessCreate')) },
  fields: [
    { source: 'companyId', type: 'reference', reference: 'companies', label: 'Company', create: true },
    { source: 'productId', type: 'text', label: 'Product', create: true },
    { source: 'schemeIds', type: 'text', label: 'Schemes', create: true },
    { source: 'productName', type: 'text', label: 'Product', list: true, show: true },
    { source: 'companyName', type: 'text', label: 'Company', list: true, show: true },
    { source: 'reason', type: 'longText', label: 'Reason', list: true, show: true, create: true },
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
      show: true,
    },
    { source: 'durationValue', type: 'number', label: 'Duration', show: true, create: true },
    { source: 'durationUnit', type: 'select', label: 'Duration unit', choices: ['Hours', 'Days'], show: true, create: true },
    { source: 'decidedBy', type: 'text', label: 'Decided by', show: true },
    { source: 'requestedAt', type: 'dateTime', label: 'Requested', list: true, show: true },
    { source: 'expiresAt', type: 'dateTime', label: 'Expires', list: true, show: true },
  ],
  sort: { field: 'requestedAt', order: 'DESC' },
  access: {
    list: ['SuperAdmin', 'Support', 'Analyst'],
    show: ['SuperAdmin', 'Support', 'Analyst'],
    create: ['SuperAdmin', 'Support', 'Analyst'],
  },
  menu: [{ group: 'dataAccess', label: 'My Access', view: 'list' }],
  messages: {
    create: {
      title: 'Request access to data',
      durationHours: 'Duration must be between 1 and %{max} hours.',
      durationDays: 'Duration must be between 1 and %{max} days.',
    },
  },
});
