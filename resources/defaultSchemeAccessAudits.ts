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
    getList: { path: '/api/v1/companies/{companyId}/default-scheme-access-audit/search', paging: 'server' },
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
  messages: {
    toggle: { Enabled: 'Enabled', Disabled: 'Disabled' },
    scope: { Default: 'Company default', Company: 'Set for this user' },
    main: {
      companyHeading: 'Company default',
      current: 'Default scheme access is %{value} for %{company}.',
      meaning: {
        Enabled:
          "Users of %{company} see every scheme of the company's products without being granted each scheme, unless a user has a setting of their own below.",
        Disabled: 'Users of %{company} only see the schemes granted to them one by one, unless a user has a setting of their own below.',
      },
      change: { Enabled: 'Enable default scheme access', Disabled: 'Disable default scheme access' },
      usersHeading: 'Users',
      usersTable: 'Default scheme access of each user',
      noUsers: 'No users belong to this company yet.',
      readOnly: 'You can see this setting but not change it.',
      columns: { name: 'Name', email: 'Email', role: 'Role', access: 'Default scheme access', scope: 'Scope', actions: 'Actions' },
      userChange: {
        Enabled: 'Enable',
        Disabled: 'Disable',
        reset: 'Use company default',
      },
      userChangeName: {
        Enabled: 'Enable default scheme access for %{user}',
        Disabled: 'Disable default scheme access for %{user}',
        reset: 'Use company default for %{user}',
      },
      saved: 'Default scheme access updated',
    },
    confirm: {
      company: {
        title: { Enabled: 'Enable default scheme access for %{company}?', Disabled: 'Disable default scheme access for %{company}?' },
        content: {
          Enabled:
            "%{smart_count} user will see every scheme of the company's products without being granted each one. |||| %{smart_count} users will see every scheme of the company's products without being granted each one.",
          Disabled:
            '%{smart_count} user will only see schemes granted to them one by one. |||| %{smart_count} users will only see schemes granted to them one by one.',
        },
        kept: 'A user with a setting of their own keeps it. |||| %{smart_count} users with a setting of their own keep it.',
      },
      user: {
        title: {
          Enabled: 'Enable default scheme access for %{user}?',
          Disabled: 'Disable default scheme access for %{user}?',
          reset: 'Put %{user} back on the company default?',
        },
        content: {
          Enabled: "%{user} will see every scheme of %{company}'s products without being granted each one, whatever the company default.",
          Disabled: '%{user} will only see the schemes of %{company} granted to them one by one, whatever the company default.',
          reset: '%{user} will follow the company default, now %{value}, and any later change to it.',
        },
      },
    },
    audit: {
      filters: 'Filter the audit',
      all: { event: 'All events' },
      noUser: '—',
      empty: 'No changes match these filters.',
    },
  },
});
