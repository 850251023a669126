import LockOpenIcon from '@mui/icons-material/LockOpen';
import { lazy } from 'react';
import { defineResource } from '../src/framework';
import { ACCESS_STATUSES } from './accessRequests/statuses';

/** The contract's limits (contract/gateway/accessRequests.yaml): 1–72 hours or 1–90 days. */
const DURATION_LIMITS = { Hours: 72, Days: 90 } as const;

/** The duration's limit follows its unit. */
const durationLimit = (value: unknown, values: Record<string, unknown>) => {
  const unit = values.durationUnit as keyof typeof DURATION_LIMITS | undefined;
  const max = unit ? DURATION_LIMITS[unit] : undefined;
  const n = Number(value);
  if (max === undefined || value === null || value === undefined || value === '') return undefined;
  return Number.isInteger(n) && n >= 1 && n <= max
    ? undefined
    : { message: `resources.accessRequests.create.duration${unit}`, args: { max } };
};

/**
 * The signed-in user's own data-access requests (spec 2.4 "My Access"); designed simple-rest endpoints.
 * Requests are made here and decided under "Manage Access" (accessRequestDecisions, accessGrants).
 */
export default defineResource({
  name: 'accessRequests',
  labels: {
    singular: 'Data access request',
    plural: 'My data access',
    create: 'Request access to data',
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
  fields: [
    { source: 'companyId', type: 'reference', reference: 'companies', label: 'Company', required: true, create: true },
    // Chosen among the chosen company's products, then that product's schemes.
    {
      source: 'productId',
      type: 'text',
      label: 'Product',
      required: true,
      create: true,
      input: lazy(() => import('./accessRequests/ProductSchemesInputs').then((m) => ({ default: m.ProductInput }))),
    },
    {
      source: 'schemeIds',
      type: 'text',
      label: 'Schemes',
      required: true,
      initial: [],
      create: true,
      input: lazy(() => import('./accessRequests/ProductSchemesInputs').then((m) => ({ default: m.SchemesInput }))),
    },
    { source: 'productName', type: 'text', label: 'Product', list: true, show: true },
    { source: 'companyName', type: 'text', label: 'Company', list: true, show: true },
    { source: 'reason', type: 'longText', label: 'Reason', required: true, list: true, show: true, create: true },
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
    {
      source: 'durationValue',
      type: 'number',
      label: 'Duration',
      required: true,
      validate: [durationLimit],
      initial: 1,
      show: true,
      create: true,
    },
    {
      source: 'durationUnit',
      type: 'select',
      label: 'Duration unit',
      choices: ['Hours', 'Days'],
      required: true,
      initial: 'Days',
      show: true,
      create: true,
    },
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
      durationHours: 'Duration must be between 1 and %{max} hours.',
      durationDays: 'Duration must be between 1 and %{max} days.',
    },
  },
  // A requester sees the decision on their request as it is made.
  live: { topic: 'accessRequests' },
});
