import ApiIcon from '@mui/icons-material/Api';
import { lazy } from 'react';
import { defineResource } from '../src/framework';
import { ipAddress } from '../src/shared/validation';

const READERS = ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'] as const;
/** Who sets up a client's API access (docs/decisions.md); the sandbox refuses the rest and scopes ClientAdmin. */
const WRITERS = ['SuperAdmin', 'Support', 'ClientAdmin'] as const;

/** Spec 5's message names the field 'IP address' whichever row it is on. */
const IP = 'IP address';
/** The gateway's maximum (MAX_ALLOWED_IP_ADDRESSES in src/shared/networkAddresses.ts, which the sandbox holds to). */
const MAX_ADDRESSES = 50;

/**
 * `0.0.0.0` or `::` would read as every caller to many gateways: refused as the API refuses them, by the rule in
 * src/shared/networkAddresses.ts, loaded when first used so it stays out of the portal's first load.
 */
const singleAddress = async (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const { isUnspecifiedAddress } = await import('../src/shared/networkAddresses');
  return isUnspecifiedAddress(value.trim()) ? { message: 'portico.validation.ipAnyAddress', args: { label: IP } } : undefined;
};

/** The list stops at the gateway's maximum: Add gives way to this message there. */
const atMostMax = (rows: unknown) =>
  Array.isArray(rows) && rows.length > MAX_ADDRESSES
    ? { message: 'resources.apiIntegrations.allowedIpAddresses.full', args: { max: MAX_ADDRESSES } }
    : undefined;

/**
 * API integrations (spec 2.5): a client system's connection, its credentials and allowed IP addresses, and the
 * modules it may call. Created in three steps (details → credentials → products); `credentials/ip-address` is the
 * allow-list, a page of the credentials tab. Designed simple-rest endpoints (`contract/gateway/apiConnections.yaml`).
 */
export default defineResource({
  name: 'apiIntegrations',
  labels: { singular: 'API integration', plural: 'API integrations' },
  icon: ApiIcon,
  recordRepresentation: 'name',
  search: {},
  api: { service: 'gateway', simpleRest: 'api-connections' },
  route: {
    base: '/administration/integration',
    views: { list: true, create: { steps: ['details', 'credentials', 'products'] }, update: true, view: true },
    tabs: [
      { path: 'details', label: 'Details' },
      {
        path: 'credentials',
        label: 'Credentials',
        component: lazy(() => import('./apiIntegrations/Credentials')),
        crumbs: [{ path: 'ip-address', label: 'Allowed IP addresses' }],
      },
      {
        path: 'products',
        label: 'Products',
        // The company's own modules (the API refuses any other), ticked from the connection's productIds.
        block: {
          kind: 'checklist',
          options: { service: 'portal', path: '/api/v1/products/assignedToCompany/{companyId}' },
          chosen: { source: 'productIds' },
          save: { service: 'gateway', method: 'PUT', path: '/api/v1/api-connections/{id}', field: 'productIds' },
          messages: 'products',
        },
      },
    ],
    rowClick: 'view',
  },
  fields: [
    { source: 'name', type: 'text', label: 'Name', required: true, list: true, show: true, create: true, edit: true },
    {
      source: 'companyId',
      type: 'reference',
      reference: 'companies',
      label: 'Company',
      required: true,
      list: true,
      show: true,
      create: true,
      // A connection stays with its company (the gateway ignores a new one): shown on the update screen, not changed.
      edit: true,
      readOnlyOnEdit: true,
      filter: true,
      sortable: false,
    },
    { source: 'description', type: 'longText', label: 'Description', show: true, create: true, edit: true },
    {
      source: 'authScheme',
      type: 'select',
      label: 'Auth scheme',
      choices: ['Basic', 'Bearer'],
      required: true,
      list: true,
      show: true,
      create: true,
      edit: true,
      helperText: 'How the client system presents its credentials: HTTP Basic, or a bearer token obtained with them',
    },
    {
      source: 'status',
      type: 'select',
      label: 'Status',
      choices: ['Enabled', 'Disabled'],
      required: true,
      list: true,
      filter: true,
      show: true,
      create: true,
      edit: true,
    },
    { source: 'lastUsedAt', type: 'dateTime', label: 'Last used', list: true, show: true },
    // The credentials tab shows these two, and its `ip-address` page edits the allow-list (an empty one accepts no call).
    { source: 'clientId', type: 'text', label: 'Client ID' },
    {
      source: 'allowedIpAddresses',
      type: 'values',
      label: 'Allowed IP addresses',
      validate: [atMostMax],
      rows: {
        newRow: { address: '' },
        fields: [
          { source: 'address', type: 'text', label: IP, required: true, validate: [ipAddress(IP), singleAddress], show: true, edit: true },
        ],
      },
    },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: { list: READERS, show: READERS, create: WRITERS, edit: WRITERS },
  // Spec 2.6 lists no create entry for API integrations: the list's Create button starts the three steps.
  menu: [{ group: 'apiIntegrations', label: 'API Integrations', view: 'list', order: 1 }],
  messages: () => import('./apiIntegrations/messages').then((m) => m.default),
});
