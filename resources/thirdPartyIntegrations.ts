import AddLinkIcon from '@mui/icons-material/AddLink';
import HubIcon from '@mui/icons-material/Hub';
import { defineResource } from '../src/framework';

/** Spec 2.6 gives the third-party entries (the list and Add) to these three; deleting stays with the provider's admins. */
const ADMINISTRATORS = ['SuperAdmin', 'Support', 'Analyst'] as const;
const DELETERS = ['SuperAdmin', 'Support'] as const;

/**
 * The API's rule (src/shared/networkAddresses.ts): https, and a public host, never the gateway's own network (SSRF).
 * Loaded when first used, so the list of internal ranges stays out of the portal's first load.
 */
const publicHttpsUrl = async (value: unknown) => {
  if (typeof value !== 'string' || value.trim() === '') return undefined;
  const { baseUrlProblem } = await import('../src/shared/networkAddresses');
  const problem = baseUrlProblem(value.trim());
  return problem && `resources.thirdPartyIntegrations.validation.${problem}`;
};

/**
 * Third-party integrations (spec 2.5): services the gateway itself calls (HMRC, tracing, dashboards), at
 * `/administration/integration/third-party/{list,create,view/{id},edit/{id}}` with the tabs integration and
 * environment. Designed simple-rest endpoints; read and written by SuperAdmin, Support and Analyst, deleted by the first two.
 * Created with both tabs in one form (the gateway takes an integration only with both halves), starting Enabled, Test, Bearer.
 */
export default defineResource({
  name: 'thirdPartyIntegrations',
  // Its page is named as the menu entry that opens it (docs/decisions.md, "Create pages").
  labels: { singular: 'Third-party integration', plural: 'Third-party integrations', create: 'Add third-party integration' },
  icon: HubIcon,
  recordRepresentation: 'name',
  api: { service: 'gateway', simpleRest: 'third-party-integrations' },
  route: {
    base: '/administration/integration/third-party',
    updateSegment: 'edit',
    views: { list: true, create: true, view: true, update: true },
    tabs: [
      { path: 'integration', label: 'Integration', fields: ['name', 'provider', 'companyId', 'status'] },
      { path: 'environment', label: 'Environment', fields: ['environment.name', 'environment.baseUrl', 'environment.authScheme'] },
    ],
    rowClick: 'view',
  },
  fields: [
    { source: 'name', type: 'text', label: 'Name', required: true, list: true, show: true, create: true, edit: true },
    { source: 'provider', type: 'text', label: 'Provider', required: true, list: true, show: true, create: true, edit: true },
    {
      source: 'companyId',
      type: 'reference',
      reference: 'companies',
      label: 'Company (empty for every company)',
      show: true,
      create: true,
      edit: true,
    },
    {
      source: 'status',
      type: 'select',
      label: 'Status',
      choices: ['Enabled', 'Disabled'],
      initial: 'Enabled',
      list: true,
      filter: true,
      show: true,
      create: true,
      edit: true,
    },
    {
      source: 'environment.name',
      type: 'select',
      label: 'Environment',
      choices: ['Production', 'Test'],
      initial: 'Test',
      required: true,
      list: true,
      show: true,
      create: true,
      edit: true,
    },
    {
      source: 'environment.baseUrl',
      type: 'url',
      label: 'Base URL',
      required: true,
      show: true,
      create: true,
      edit: true,
      validate: [publicHttpsUrl],
      helperText: "The https address of the provider's API",
    },
    {
      source: 'environment.authScheme',
      type: 'select',
      label: 'Auth scheme',
      choices: ['Basic', 'Bearer'],
      initial: 'Bearer',
      required: true,
      show: true,
      create: true,
      edit: true,
    },
    { source: 'createdAt', type: 'dateTime', label: 'Created', list: true, show: true },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: { list: ADMINISTRATORS, show: ADMINISTRATORS, create: ADMINISTRATORS, edit: ADMINISTRATORS, delete: DELETERS },
  menu: [
    { group: 'apiIntegrations', label: 'Third-Party Integrations', view: 'list', order: 2 },
    { group: 'apiIntegrations', label: 'Add Third-Party Integration', view: 'create', icon: AddLinkIcon, order: 3 },
  ],
  messages: {
    validation: {
      https: 'Base URL must start with https://',
      internal: 'Base URL must be a public address, not an internal, private or metadata one.',
    },
  },
});
