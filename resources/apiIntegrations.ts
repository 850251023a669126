import ApiIcon from '@mui/icons-material/Api';
import { defineResource } from '../src/framework/define';

/** API connections: credentials and allowed IP addresses for a client's systems; designed simple-rest endpoints. */
export default defineResource({
  name: 'apiIntegrations',
  labels: { singular: 'API integration', plural: 'API integrations' },
  icon: ApiIcon,
  recordRepresentation: 'name',
  api: { service: 'gateway', simpleRest: 'api-connections' },
  route: {
    base: '/administration/integration',
    views: { list: true, view: true },
    tabs: [{ path: 'details', label: 'Details' }],
    rowClick: 'view',
  },
  fields: [
    { source: 'name', type: 'text', label: 'Name', list: true, show: true },
    { source: 'description', type: 'longText', label: 'Description', show: true },
    { source: 'authScheme', type: 'select', label: 'Auth scheme', choices: ['Basic', 'Bearer'], list: true, show: true },
    { source: 'clientId', type: 'text', label: 'Client ID', show: true },
    { source: 'status', type: 'select', label: 'Status', choices: ['Enabled', 'Disabled'], list: true, filter: true, show: true },
    { source: 'lastUsedAt', type: 'dateTime', label: 'Last used', list: true, show: true },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: {
    list: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
    show: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
  },
  menu: [{ group: 'apiIntegrations', label: 'API Integrations', view: 'list', order: 1, hiddenOn: ['AZURE'] }],
});
