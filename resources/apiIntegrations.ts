import ApiIcon from '@mui/icons-material/Api';
import { lazy } from 'react';
import { defineResource } from '../src/framework';

const READERS = ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'] as const;
/** Who sets up a client's API access (docs/decisions.md); the sandbox refuses the rest and scopes ClientAdmin. */
const WRITERS = ['SuperAdmin', 'Support', 'ClientAdmin'] as const;

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
  ],
  sort: { field: 'name', order: 'ASC' },
  access: { list: READERS, show: READERS, create: WRITERS, edit: WRITERS },
  // Spec 2.6 lists no create entry for API integrations: the list's Create button starts the three steps.
  menu: [{ group: 'apiIntegrations', label: 'API Integrations', view: 'list', order: 1 }],
  messages: {
    credentials: {
      clientId: 'Client ID',
      secret: 'Client secret',
      secretSet: 'Set. It was shown once, when it was generated, and cannot be shown again.',
      secretNone: 'Not generated yet: the client system cannot sign in until it is.',
      generate: 'Generate client secret',
      rotate: 'Rotate client secret',
      rotateTitle: 'Rotate the client secret?',
      rotateContent:
        'A new secret is issued and the current one stops working at once: the client system cannot call the API until it uses the new one.',
      newSecret: 'New client secret',
      showOnce:
        'Copy this secret now and keep it somewhere safe. It is shown only once: after you leave this page it cannot be shown again.',
      copy: 'Copy secret',
      copied: 'Secret copied to the clipboard.',
      copyFailed: 'The secret could not be copied: select it and copy it by hand.',
      ips: 'Allowed IP addresses',
      ipsNone: 'None: no calls are accepted until an address is added.',
      editIps: 'Edit allowed IP addresses',
      ipsIntro: 'Calls are accepted only from these addresses (IPv4 or IPv6). With none, no calls are accepted at all, from anywhere.',
      ipLabel: 'IP address %{number}',
      addIp: 'Add address',
      ipsFull: 'The list is full: a connection allows at most %{max} addresses.',
      removeIp: 'Remove address %{number}',
      saveIps: 'Save addresses',
      ipsSaved: 'Allowed IP addresses saved.',
      backToCredentials: 'Back to credentials',
    },
    products: {
      intro: "The company's modules this connection may call. A module the company no longer has cannot be chosen.",
      noOptions: 'The company has no modules yet.',
      noneChosen: 'No modules: the connection can call nothing yet.',
      save: 'Save products',
      saved: 'Products saved.',
    },
  },
});
