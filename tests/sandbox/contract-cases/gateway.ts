/** The data gateway's operations (contract/gateway/*.yaml; sandbox/handlers/access.ts, integrations.ts, retention.ts). */
import type { Cases } from './types';

const BAD_FILTER = { query: { filter: '[1]' }, message: 'filter must be a JSON object.' };
const RULE = { categoryId: 'cat-contributions', retentionPeriod: 6, retentionUnit: 'Days', trigger: 'MemberLeaving', action: 'Delete' };
/** cmp-01's one retention policy (its Member Portal's), in its first version. */
const POLICY = { companyId: 'cmp-01', policyId: 'pol-cmp-01-1' };
const NO_COMPANY = { query: { companyId: undefined }, message: 'companyId is required.' };
const UNKNOWN_COMPANY = { query: { companyId: 'cmp-unknown' } };

export const gatewayCases: Cases = {
  listAccessRequests: { as: 'clientadmin', refused: 'viewer', invalid: BAD_FILTER },
  createAccessRequest: {
    as: 'analyst',
    call: {
      body: {
        companyId: 'cmp-01',
        productId: 'prd-member-portal',
        schemeIds: ['cmp-01-sch-1'],
        reason: 'Quarterly contribution reconciliation',
        durationValue: 2,
        durationUnit: 'Days',
      },
    },
    // "My Access" is for SuperAdmin, Support and the Analyst; a ClientAdmin decides requests instead.
    refused: 'clientadmin',
    invalid: { body: { durationValue: 91 }, message: 'Duration must be between 1 and 90 days.' },
  },
  getAccessRequest: { as: 'clientadmin', call: { path: { id: 'acr-013' } }, refused: 'viewer', unknown: { path: { id: 'acr-unknown' } } },
  decideAccessRequest: {
    as: 'clientadmin',
    call: { path: { id: 'acr-013' }, body: { approvalStatus: 'Approved' } },
    refused: 'viewer',
    unknown: { path: { id: 'acr-unknown' } },
    invalid: { body: { approvalStatus: 'Revoked' }, message: 'A Pending request cannot become Revoked.' },
  },
  deleteAccessRequest: {
    as: 'superadmin',
    call: { path: { id: 'acr-013' } },
    refused: 'support',
    unknown: { path: { id: 'acr-unknown' } },
  },

  listApiConnections: { as: 'viewer', refused: 'manager', invalid: BAD_FILTER },
  createApiConnection: {
    as: 'clientadmin',
    call: { body: { companyId: 'cmp-01', name: 'Pension contributions feed', authScheme: 'Bearer', allowedIpAddresses: ['203.0.113.7'] } },
    // Analysts read a client's API credentials but do not make them.
    refused: 'analyst',
    invalid: { body: { allowedIpAddresses: ['203.0.113.300'] }, message: 'IP address must be a valid in IPv4 or IPv6 format.' },
    conflict: {
      body: { name: 'thames valley logistics payroll feed' },
      field: 'name',
      message: 'The company already has an API connection with this name.',
    },
  },
  getApiConnection: { as: 'viewer', call: { path: { id: 'api-001' } }, refused: 'manager', unknown: { path: { id: 'api-unknown' } } },
  updateApiConnection: {
    as: 'clientadmin',
    call: { path: { id: 'api-001' }, body: { status: 'Disabled' } },
    refused: 'analyst',
    unknown: { path: { id: 'api-unknown' } },
    invalid: { body: { authScheme: 'Digest' }, message: 'Auth scheme must be Basic or Bearer.' },
    conflict: {
      body: { name: 'Pension contributions feed' },
      field: 'name',
      message: 'The company already has an API connection with this name.',
    },
    given: (store) =>
      store.apiConnections.push({
        ...store.apiConnections.find((c) => c.id === 'api-001')!,
        id: 'api-011',
        name: 'Pension contributions feed',
      }),
  },
  deleteApiConnection: {
    as: 'clientadmin',
    call: { path: { id: 'api-001' } },
    refused: 'analyst',
    unknown: { path: { id: 'api-unknown' } },
  },
  rotateApiConnectionCredentials: {
    as: 'clientadmin',
    call: { path: { id: 'api-001' } },
    refused: 'analyst',
    unknown: { path: { id: 'api-unknown' } },
  },

  listThirdPartyIntegrations: { as: 'analyst', refused: 'clientadmin', invalid: BAD_FILTER },
  createThirdPartyIntegration: {
    as: 'analyst',
    call: {
      body: {
        name: 'Pensions dashboard connection',
        provider: 'Dashboards Programme',
        companyId: 'cmp-01',
        environment: { name: 'Test', baseUrl: 'https://test.dashboards.example', authScheme: 'Bearer' },
      },
    },
    refused: 'clientadmin',
    invalid: { body: { provider: ' ' }, message: 'Provider is required.' },
  },
  // tpi-003 is for cmp-01, one of the Analyst's companies; tpi-001 is for every company (SuperAdmin and Support only).
  getThirdPartyIntegration: {
    as: 'analyst',
    call: { path: { id: 'tpi-003' } },
    refused: 'clientadmin',
    unknown: { path: { id: 'tpi-unknown' } },
  },
  updateThirdPartyIntegration: {
    as: 'analyst',
    call: { path: { id: 'tpi-003' }, body: { status: 'Disabled' } },
    refused: 'clientadmin',
    unknown: { path: { id: 'tpi-unknown' } },
    invalid: { body: { environment: { baseUrl: 'http://plain.example' } }, message: 'Base URL must start with https://.' },
  },
  deleteThirdPartyIntegration: {
    as: 'support',
    call: { path: { id: 'tpi-001' } },
    // The Analyst creates and changes them; deleting stays with SuperAdmin and Support.
    refused: 'analyst',
    unknown: { path: { id: 'tpi-unknown' } },
  },

  listEmailConfigurations: { as: 'clientadmin', refused: 'viewer', invalid: BAD_FILTER },
  createEmailConfiguration: {
    as: 'clientadmin',
    call: {
      body: { companyId: 'cmp-01', name: 'Welsh letters', senderAddress: 'pensions@tvl.example', channel: 'Welsh', variant: 'Alternative' },
    },
    refused: 'viewer',
    invalid: { body: { senderAddress: 'pensions' }, message: 'Sender address is not a valid email.' },
    conflict: {
      body: { channel: 'Main', variant: 'Default' },
      field: 'channel',
      message: 'The company already has a configuration for this channel and variant.',
    },
  },
  getEmailConfiguration: {
    as: 'clientadmin',
    call: { path: { id: 'eml-cmp-01-1' } },
    refused: 'viewer',
    unknown: { path: { id: 'eml-unknown' } },
  },
  updateEmailConfiguration: {
    as: 'clientadmin',
    call: { path: { id: 'eml-cmp-01-1' }, body: { status: 'Active' } },
    refused: 'viewer',
    unknown: { path: { id: 'eml-unknown' } },
    invalid: { body: { channel: 'Pigeon' }, message: 'Channel must be one of Main, NonUK, SMS, Welsh, WhatsApp.' },
    conflict: {
      path: { id: 'eml-cmp-02-1' },
      body: { channel: 'Welsh', variant: 'Alternative' },
      field: 'channel',
      message: 'The company already has a configuration for this channel and variant.',
    },
  },
  deleteEmailConfiguration: {
    as: 'clientadmin',
    call: { path: { id: 'eml-cmp-01-1' } },
    refused: 'viewer',
    unknown: { path: { id: 'eml-unknown' } },
  },

  getDataPublishConfiguration: { as: 'support', refused: 'clientadmin' },
  updateDataPublishConfiguration: {
    as: 'support',
    call: { body: { limitValue: 12 } },
    refused: 'clientadmin',
    invalid: { body: { limitValue: 0 }, message: 'Limit must be a whole number of at least 1.' },
  },

  listRetentionCategories: { as: 'clientadmin', refused: 'manager' },
  searchRetentionPolicies: {
    as: 'clientadmin',
    call: { query: { companyId: 'cmp-01' } },
    refused: 'manager',
    unknown: UNKNOWN_COMPANY,
    invalid: NO_COMPANY,
  },
  listRetentionAudits: {
    as: 'clientadmin',
    call: { query: { companyId: 'cmp-01' } },
    refused: 'manager',
    unknown: UNKNOWN_COMPANY,
    invalid: NO_COMPANY,
  },
  listRetentionAvailableProducts: {
    as: 'clientadmin',
    call: { query: { companyId: 'cmp-01' } },
    refused: 'manager',
    unknown: UNKNOWN_COMPANY,
    invalid: NO_COMPANY,
  },
  checkRetentionPolicyName: {
    as: 'clientadmin',
    call: { query: { companyId: 'cmp-01', name: 'Standard member data retention' } },
    refused: 'manager',
    unknown: UNKNOWN_COMPANY,
    invalid: NO_COMPANY,
  },
  listRetentionPolicyVersions: {
    as: 'clientadmin',
    call: { query: POLICY },
    refused: 'manager',
    unknown: { query: { policyId: 'pol-unknown' } },
    invalid: NO_COMPANY,
  },
  getRetentionPolicyVersion: {
    as: 'clientadmin',
    call: { path: { ...POLICY, versionId: 'pol-cmp-01-1-v1' } },
    refused: 'manager',
    unknown: { path: { versionId: 'pol-cmp-01-1-v9' } },
  },
  viewRetentionPolicyVersion: {
    as: 'clientadmin',
    call: { path: { ...POLICY, versionId: 'pol-cmp-01-1-v1' } },
    refused: 'manager',
    unknown: { path: { versionId: 'pol-cmp-01-1-v9' } },
  },
  createRetentionPolicy: {
    as: 'clientadmin',
    call: { body: { companyId: 'cmp-01', productId: 'prd-employer-hub', name: 'Employer records', rules: [RULE] } },
    // The data-gateway Viewer reads policies but does not make them.
    refused: 'viewer',
    unknown: { body: { companyId: 'cmp-unknown' } },
    invalid: { body: { rules: [] }, message: 'Add at least one rule.' },
    conflict: { body: { name: 'standard member data retention' }, field: 'name', message: 'A policy with this name already exists.' },
  },
  renameRetentionPolicy: {
    as: 'clientadmin',
    call: { body: { ...POLICY, name: 'Member data retention' } },
    refused: 'viewer',
    unknown: { body: { policyId: 'pol-unknown' } },
    invalid: { body: { name: ' ' }, message: 'Name is required.' },
    conflict: {
      body: { companyId: 'cmp-02', policyId: 'pol-cmp-02-1', name: 'Leavers and deferred members' },
      field: 'name',
      message: 'A policy with this name already exists.',
    },
  },
  updateRetentionPolicyRules: {
    as: 'clientadmin',
    call: { body: { ...POLICY, rules: [RULE] } },
    refused: 'viewer',
    unknown: { body: { policyId: 'pol-unknown' } },
    invalid: { body: { rules: [{ ...RULE, retentionPeriod: 0 }] }, message: 'Retention period must be a whole number of at least 1.' },
  },
};
