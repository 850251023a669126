import HistoryIcon from '@mui/icons-material/History';
import { defineResource } from '../src/framework';

/** Data Retention → Logs (spec 2.4 `/data/retention/company/{companyId}/logs`): `GET /data-retention/audits`, paged on the server. */
export default defineResource({
  name: 'retentionAudits',
  labels: { singular: 'Retention log entry', plural: 'Retention logs' },
  icon: HistoryIcon,
  recordRepresentation: 'policyName',
  api: {
    service: 'gateway',
    getList: { path: '/api/v1/data-retention/audits', query: { companyId: '{companyId}' }, paging: 'server' },
  },
  route: {
    base: '/data/retention/company/:companyId',
    listSegment: 'logs',
    search: false,
    views: { list: true },
  },
  fields: [
    { source: 'occurredAt', type: 'dateTime', label: 'When', list: true, sortable: false },
    { source: 'policyName', type: 'text', label: 'Policy', list: true, sortable: false },
    { source: 'action', type: 'select', label: 'Action', choices: ['Create', 'Update'], list: true, sortable: false },
    { source: 'details', type: 'text', label: 'Details', list: true, sortable: false },
    { source: 'changedBy', type: 'email', label: 'Changed by', list: true, sortable: false },
  ],
  sort: { field: 'occurredAt', order: 'DESC' },
  access: { list: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin', 'Viewer'] },
  menu: [{ group: 'dataRetention', label: 'Logs', view: 'list', order: 3 }],
});
