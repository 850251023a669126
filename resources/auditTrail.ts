import ManageHistoryIcon from '@mui/icons-material/ManageHistory';
import { lazy } from 'react';
import { defineResource } from '../src/framework';
import { dateAfter, dateBefore } from '../src/shared/validation';
import { changesAsText } from './auditTrail/changes';

/** Spec 3.2's six, then the other records administrators change (docs/decisions.md). */
const ENTITY_TYPES = [
  'Company',
  'Scheme',
  'Employer',
  { id: 'StrategicPartner', name: 'Strategic partner' },
  'User',
  'Section',
  'Tenant',
  { id: 'Product', name: 'Module' },
  { id: 'ApiIntegration', name: 'API integration' },
  'Setting',
] as const;

/**
 * The console's audit trail (`/administration/console/audit`, SuperAdmin and Support): every administrative change
 * made through the portal — who, when, which record of spec 3.2's entities, and what changed, before and after —
 * paged and filtered on the server, newest first, exportable to CSV (with the formula guard every export has).
 */
export default defineResource({
  name: 'auditTrail',
  labels: {
    singular: 'Audit entry',
    plural: 'Audit trail',
    empty: 'No changes recorded yet.',
    noMatches: 'No changes match the current filters.',
  },
  icon: ManageHistoryIcon,
  recordRepresentation: 'entityName',
  api: { service: 'portal', simpleRest: 'audit-trail' },
  route: { base: '/administration/console', listSegment: 'audit', views: { list: true }, search: false },
  fields: [
    { source: 'occurredAt', type: 'dateTime', label: 'When', list: true },
    { source: 'userEmail', type: 'email', label: 'User', list: true, sortable: false },
    { source: 'entityType', type: 'select', label: 'Entity type', choices: ENTITY_TYPES, list: true, filter: true, filterAlwaysOn: true },
    { source: 'entityName', type: 'text', label: 'Record', list: true, sortable: false },
    { source: 'action', type: 'select', label: 'Action', choices: ['Create', 'Update', 'Delete'], list: true, filter: true },
    {
      source: 'changes',
      type: 'text',
      label: 'What changed',
      list: true,
      sortable: false,
      display: lazy(() => import('./auditTrail/ChangesField').then((m) => ({ default: m.ChangesField }))),
      asText: changesAsText,
    },
    { source: 'userId', type: 'reference', reference: 'users', label: 'Changed by', filter: true, filterAlwaysOn: true },
    { source: 'from', type: 'date', label: 'From', filter: true, validate: [dateBefore('From', 'to')], filterAlwaysOn: true },
    { source: 'to', type: 'date', label: 'To', filter: true, validate: [dateAfter('To', 'from')], filterAlwaysOn: true },
  ],
  sort: { field: 'occurredAt', order: 'DESC' },
  access: { list: ['SuperAdmin', 'Support'], export: ['SuperAdmin', 'Support'] },
  menu: [{ group: 'console', label: 'Audit trail', view: 'list', order: 2 }],
  messages: { change: '%{field}: %{before} → %{after}' },
});
