import PostAddIcon from '@mui/icons-material/PostAdd';
import PolicyIcon from '@mui/icons-material/Policy';
import { lazy } from 'react';
import { minValue } from 'react-admin';
import { defineResource, type Endpoint } from '../src/framework';
import { uniquePolicyName } from './retentionPolicies/uniqueName';

const DATA_ROLES = ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'] as const;
const DATA_READERS = [...DATA_ROLES, 'Viewer'] as const;

/**
 * The company's products without a policy: a new policy covers one of them, so the menu's "Create new policy" shows
 * only while there is one (spec 2.6).
 */
const AVAILABLE_PRODUCTS: Endpoint = { path: '/api/v1/data-retention/availableProducts', query: { companyId: '{companyId}' } };
const VERSION = '/api/v1/data-retention/{id}/versions/{versionId}/company/{companyId}';
const POLICY = { companyId: '{companyId}', policyId: '{id}' };

/**
 * Data-retention policies of a company (spec 2.4): `/data/retention/company/{companyId}/policy/...`. The list uses
 * the spec's `GET /data-retention/search`, paged on the server. A policy is versioned: it opens at one of its versions
 * (`view/{policyId}/version/{policyVersionId}/{tab}`, edit the same at `edit/…`); renaming keeps the version, new
 * rules make a new current one. Create (details and rules tabs) answers the first version.
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
    create: { method: 'POST', path: '/api/v1/data-retention' },
  },
  route: {
    base: '/data/retention/company/:companyId/policy',
    views: { list: true, create: true, update: true, view: true },
    tabs: [
      {
        path: 'details',
        label: 'Details',
        fields: ['name', 'productId', 'productName', 'versionNumber', 'reviewStatus', 'status', 'createdBy', 'createdAt'],
      },
      { path: 'rules', label: 'Rules', fields: ['rules', 'draft'] },
    ],
    // The spec names the edit screen `edit/{policyId}/version/{policyVersionId}/{tab}`.
    updateSegment: 'edit',
    rowClick: 'view',
  },
  versions: {
    current: {
      path: '/api/v1/data-retention/search/versions',
      query: { companyId: '{companyId}', policyId: '{id}', page: '1', perPage: '1' },
    },
    // The view reads names for reading; the edit screen the version as the service keeps it, which its forms send back.
    read: { view: { path: `${VERSION}/view` }, update: { path: VERSION } },
    sources: { record: 'policyId', version: 'policyVersionId', number: 'versionNumber', status: 'status', current: 'currentVersionId' },
    activeStatus: 'Active',
    history: 'versions',
    saves: {
      details: { method: 'PATCH', path: '/api/v1/data-retention/update-name', with: POLICY, newVersion: false },
      rules: { method: 'PATCH', path: '/api/v1/data-retention/update-rules', with: POLICY, newVersion: true },
    },
    messages: 'versioned',
  },
  fields: [
    {
      source: 'name',
      type: 'text',
      label: 'Policy name',
      required: true,
      validate: [uniquePolicyName],
      list: true,
      show: true,
      create: true,
      edit: true,
    },
    { source: 'productId', type: 'select', label: 'Product', required: true, choices: AVAILABLE_PRODUCTS, create: true },
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
    {
      source: 'rules',
      type: 'rows',
      label: 'Rules',
      required: true,
      create: true,
      edit: true,
      show: true,
      rows: {
        newRow: { retentionUnit: 'Days' },
        fields: [
          {
            source: 'categoryId',
            type: 'select',
            label: 'Data category',
            required: true,
            choices: { path: '/api/v1/data-retention/categories' },
            create: true,
            edit: true,
          },
          // The `/view` read names each rule's category.
          { source: 'categoryName', type: 'text', label: 'Data category', show: true },
          {
            source: 'retentionPeriod',
            type: 'number',
            label: 'Retention period',
            required: true,
            validate: [minValue(1)],
            display: lazy(() => import('./retentionPolicies/PeriodInWords')),
            create: true,
            edit: true,
            show: true,
          },
          { source: 'retentionUnit', type: 'select', label: 'Unit', required: true, choices: ['Days', 'Hours'], create: true, edit: true },
          {
            source: 'trigger',
            type: 'select',
            label: 'Trigger',
            required: true,
            choices: [
              { id: 'MemberLeaving', name: 'Member leaving' },
              { id: 'SchemeWindUp', name: 'Scheme wind-up' },
              { id: 'LastActivity', name: 'Last activity' },
            ],
            create: true,
            edit: true,
            show: true,
          },
          {
            source: 'action',
            type: 'select',
            label: 'Action',
            required: true,
            choices: ['Delete', 'Anonymise'],
            create: true,
            edit: true,
            show: true,
          },
        ],
      },
    },
    { source: 'draft', type: 'boolean', label: 'Save as a draft (do not send for approval yet)', edit: true },
    { source: 'updatedAt', type: 'dateTime', label: 'Last updated', list: true },
    {
      source: 'versions',
      type: 'rows',
      label: 'Versions',
      rows: {
        newRow: {},
        fields: [
          { source: 'versionNumber', type: 'number', label: 'Version' },
          { source: 'reviewStatus', type: 'text', label: 'Review status' },
          { source: 'ruleCount', type: 'number', label: 'Rules' },
          { source: 'createdBy', type: 'text', label: 'Created by' },
          { source: 'createdAt', type: 'dateTime', label: 'Created' },
        ],
      },
    },
  ],
  sort: { field: 'name', order: 'ASC' },
  // A data-gateway Viewer reads policies and changes none (docs/decisions.md, "Identity roles").
  access: { list: DATA_READERS, show: DATA_READERS, create: DATA_ROLES, edit: DATA_ROLES },
  menu: [
    { group: 'dataRetention', label: 'All Policies', view: 'list', order: 1 },
    { group: 'dataRetention', label: 'Create new policy', view: 'create', icon: PostAddIcon, order: 2 },
  ],
  messages: {
    versioned: {
      title: { view: 'Retention policy: %{name}', update: 'Edit retention policy: %{name}' },
      version: 'Version %{number}',
      current: 'Current',
      allVersions: 'All versions',
      newVersion: 'Saving the rules makes version %{number} history and creates a new current version.',
      fromOlder: 'These are the rules of version %{number}, an earlier version. Saving them creates a new current version.',
      saved: { details: 'Policy renamed', rules: 'Rules saved as version %{versionNumber}' },
    },
    rules: {
      none: 'This version has no rules.',
      add: 'Add rule',
      remove: 'Remove rule %{number}',
      removeColumn: 'Remove',
      inRow: '%{field}, rule %{number}',
      atLeastOne: 'Add at least one rule.',
      period: {
        Years: '%{smart_count} year |||| %{smart_count} years',
        Days: '%{smart_count} day |||| %{smart_count} days',
        Hours: '%{smart_count} hour |||| %{smart_count} hours',
      },
    },
    nameTaken: 'A policy with this name already exists.',
    noChoices: { productId: 'Every product of this company already has a retention policy.' },
    notifications: { created: 'Policy created' },
  },
});
