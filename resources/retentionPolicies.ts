import PostAddIcon from '@mui/icons-material/PostAdd';
import PolicyIcon from '@mui/icons-material/Policy';
import { lazy } from 'react';
import { defineResource } from '../src/framework';
import { useCanCreatePolicy } from './retentionPolicies/availableProducts';

const DATA_ROLES = ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'] as const;
const DATA_READERS = [...DATA_ROLES, 'Viewer'] as const;

/**
 * Data-retention policies of a company (spec 2.4): `/data/retention/company/{companyId}/policy/...`.
 * The list uses the spec's `GET /data-retention/search`, paged on the server. A policy is opened at one of its
 * versions (`view/{policyId}/version/{policyVersionId}/{tab}`, edit the same at `edit/…`), which needs its own
 * screens; so does create, whose answer is a policy version.
 */
export default defineResource({
  name: 'retentionPolicies',
  labels: { singular: 'Retention policy', plural: 'Retention policies', create: 'Create new policy' },
  icon: PolicyIcon,
  recordRepresentation: 'name',
  search: { describe: (policy) => (policy.productName ? String(policy.productName) : null) },
  api: {
    service: 'gateway',
    getList: { path: '/api/v1/data-retention/search', query: { companyId: '{companyId}' }, paging: 'server' },
  },
  route: {
    base: '/data/retention/company/:companyId/policy',
    views: { list: true, create: true, update: true, view: true },
    // The spec names the edit screen `edit/{policyId}/version/{policyVersionId}/{tab}`.
    updateSegment: 'edit',
    rowClick: 'view',
  },
  overrides: {
    view: lazy(() => import('./retentionPolicies/PolicyView')),
    update: lazy(() => import('./retentionPolicies/PolicyEdit')),
    create: lazy(() => import('./retentionPolicies/PolicyCreate')),
  },
  fields: [
    { source: 'name', type: 'text', label: 'Policy name', list: true, show: true, create: true },
    { source: 'productId', type: 'text', label: 'Product', create: true },
    { source: 'productName', type: 'text', label: 'Product', list: true, show: true },
    { source: 'versionNumber', type: 'number', label: 'Version', list: true, show: true },
    {
      source: 'reviewStatus',
      type: 'select',
      label: 'Review status',
      choices: ['Draft', 'Approved', 'Rejected', 'ApprovalPending'],
      show: true,
    },
    {
      source: 'status',
      type: 'select',
      label: 'Status',
      choices: ['Draft', 'Active', 'ApprovalPending'],
      list: true,
      filter: true,
      show: true,
    },
    { source: 'createdBy', type: 'text', label: 'Created by', show: true },
    { source: 'createdAt', type: 'dateTime', label: 'Created', show: true },
    { source: 'updatedAt', type: 'dateTime', label: 'Last updated', list: true, show: true },
  ],
  sort: { field: 'name', order: 'ASC' },
  // A data-gateway Viewer reads policies and changes none (docs/decisions.md, "Identity roles").
  access: { list: DATA_READERS, show: DATA_READERS, create: DATA_ROLES, edit: DATA_ROLES },
  menu: [
    { group: 'dataRetention', label: 'All Policies', view: 'list', order: 1 },
    { group: 'dataRetention', label: 'Create new policy', view: 'create', icon: PostAddIcon, order: 2, visibleWhen: useCanCreatePolicy },
  ],
  messages: {
    tabs: { details: 'Details', rules: 'Rules', versions: 'Versions' },
    view: {
      title: 'Retention policy: %{name}',
      version: 'Version %{number}',
      current: 'Current',
      allVersions: 'All versions',
    },
    versions: {
      versionNumber: 'Version',
      reviewStatus: 'Review status',
      ruleCount: 'Rules',
      createdBy: 'Created by',
      createdAt: 'Created',
    },
    rules: {
      none: 'This version has no rules.',
      add: 'Add rule',
      remove: 'Remove rule %{number}',
      actionsColumn: 'Remove',
      inRule: '%{field}, rule %{number}',
      categoryId: 'Data category',
      retentionPeriod: 'Retention period',
      retentionUnit: 'Unit',
      trigger: 'Trigger',
      action: 'Action',
      period: {
        Years: '%{smart_count} year |||| %{smart_count} years',
        Days: '%{smart_count} day |||| %{smart_count} days',
        Hours: '%{smart_count} hour |||| %{smart_count} hours',
      },
      units: { Days: 'Days', Hours: 'Hours' },
      triggers: { MemberLeaving: 'Member leaving', SchemeWindUp: 'Scheme wind-up', LastActivity: 'Last activity' },
      actions: { Delete: 'Delete', Anonymise: 'Anonymise' },
    },
    edit: {
      title: 'Edit retention policy: %{name}',
      renamed: 'Policy renamed',
      newVersion: 'Saving the rules makes version %{number} history and creates a new current version.',
      fromOlder: 'These are the rules of version %{number}, an earlier version. Saving them creates a new current version.',
      draft: 'Save as a draft (do not send for approval yet)',
      rulesSaved: 'Rules saved as version %{number}',
    },
    create: {
      rules: 'Rules',
      atLeastOneRule: 'Add at least one rule.',
      nameTaken: 'A policy with this name already exists.',
      noProducts: 'Every product of this company already has a retention policy.',
      done: 'Policy created',
    },
  },
});
