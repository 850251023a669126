import PolicyIcon from '@mui/icons-material/Policy';
import { defineResource } from '../src/framework/define';

/**
 * Data-retention policies of a company (spec 2.4): `/data/retention/company/{companyId}/policy/...`.
 * The list uses the spec's `GET /data-retention/search`, paged on the server.
 */
export default defineResource({
  name: 'retentionPolicies',
  labels: { singular: 'Retention policy', plural: 'Retention policies' },
  icon: PolicyIcon,
  recordRepresentation: 'name',
  api: {
    service: 'gateway',
    getList: { path: '/api/v1/data-retention/search', query: { companyId: '{companyId}' }, paging: 'server' },
  },
  route: {
    base: '/data/retention/company/:companyId/policy',
    views: { list: true },
  },
  fields: [
    { source: 'name', type: 'text', label: 'Policy name', list: true, show: true },
    { source: 'productName', type: 'text', label: 'Product', list: true, show: true },
    { source: 'versionNumber', type: 'number', label: 'Version', list: true, show: true },
    { source: 'status', type: 'select', label: 'Status', choices: ['Draft', 'Active', 'ApprovalPending'], list: true, filter: true, show: true },
    { source: 'updatedAt', type: 'dateTime', label: 'Last updated', list: true, show: true },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: { list: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'] },
  menu: [{ group: 'dataRetention', label: 'All Policies', view: 'list', order: 1 }],
});
