import HistoryIcon from '@mui/icons-material/History';
import { lazy } from 'react';
import { defineResource } from '../src/framework';
import { dateAfter, dateBefore } from '../src/shared/validation';

/** Access-change audit events (spec 3.2), in words. */
const AUDIT_EVENTS = [
  { id: 'DisabledFeature', name: 'Feature disabled' },
  { id: 'EnabledFeature', name: 'Feature enabled' },
  { id: 'RemovedAccess', name: 'Access removed' },
  { id: 'GrantedAccess', name: 'Access granted' },
] as const;

const READERS = ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'] as const;

/**
 * The audit of a company's default scheme access (`GET /companies/{id}/default-scheme-access-audit/search`, paged on
 * the server). It has no routes or menu entry of its own: it is the list behind the company's
 * `default-scheme-access/audit` sub-tab, a history block (`resources/companies.ts`) that takes its columns (`list`)
 * and filters (`filter`, the date range checked with spec 5's rules) from here. Its `messages` also carry the
 * catalogue of that whole tab, the `main` sub-tab's included.
 */
export default defineResource({
  name: 'defaultSchemeAccessAudits',
  labels: { singular: 'Default scheme access change', plural: 'Default scheme access changes' },
  icon: HistoryIcon,
  recordRepresentation: 'event',
  api: {
    service: 'portal',
    // The contract's page-size maximum (500): a larger ask is read 500 at a time rather than silently cut to the first 500.
    getList: { path: '/api/v1/companies/{companyId}/default-scheme-access-audit/search', paging: 'server', maxPerPage: 500 },
  },
  route: {
    // No view is mounted; the base only places it in the administration area for the access rules. It names no
    // `:companyId`, which would make it a company-scoped page for the company picker; the list passes the company
    // in `meta.params` instead.
    base: '/administration/onboarding/company',
    views: {},
  },
  fields: [
    { source: 'occurredAt', type: 'dateTime', label: 'When', list: true, sortable: false },
    { source: 'event', type: 'select', label: 'Event', choices: AUDIT_EVENTS, list: true, filter: true, sortable: false },
    {
      source: 'userName',
      type: 'text',
      label: 'User affected',
      list: true,
      sortable: false,
      display: lazy(() => import('./defaultSchemeAccessAudits/AffectedUser').then((m) => ({ default: m.AffectedUser }))),
    },
    { source: 'changedBy', type: 'email', label: 'Changed by', list: true, sortable: false },
    { source: 'from', type: 'date', label: 'From', filter: true, validate: [dateBefore('From', 'to')] },
    { source: 'to', type: 'date', label: 'To', filter: true, validate: [dateAfter('To', 'from')] },
  ],
  sort: { field: 'occurredAt', order: 'DESC' },
  access: { list: READERS },
  // The tab's words load with its screens (the history block and MainPanel wait for them).
  messages: () => import('./defaultSchemeAccessAudits/messages').then((m) => m.default),
});
