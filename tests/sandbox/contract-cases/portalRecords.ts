/**
 * The portal's companies and what hangs off them: schemes, sections, strategic partners, employers, bulk onboarding;
 * with the console, its audit trail and the tenants (contract/portal/*.yaml).
 */
import { ONBOARDING_COLUMNS } from '../../../src/shared/onboardingCsv';
import type { Cases, Upload } from './types';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const logo: Upload = { file: { content: PNG, name: 'logo.png', type: 'image/png' } };
const notAnImage: Upload = { file: { content: '<svg onload="alert(1)"/>', name: 'logo.png', type: 'image/png' } };
const csv = `${ONBOARDING_COLUMNS.join(',')}\nScheme,Quayside Staff Pension,DC,48213975TV,,,\n`;

/** A filter that is JSON but not an object: ra-data-simple-rest lists refuse it. */
const BAD_FILTER = { query: { filter: '[1]' }, message: 'filter must be a JSON object.' };

interface CompanyRecord {
  /** As the operationIds name it: `Scheme` → listSchemes, createScheme, getScheme… */
  name: string;
  /** A record of cmp-01, which the ClientAdmin administers. */
  id: string;
  create: Record<string, unknown>;
  change: Record<string, unknown>;
  /** A field value the record refuses. */
  bad: Record<string, unknown>;
  /** A field value another record of the scheme (or of any company, for a PSTR) already has, with the 409's wording. */
  clash?: { body: Record<string, unknown>; field: string; message: string };
}

/** The five calls of a ra-data-simple-rest resource under a company (sandbox/rest.ts), as ClientAdmin of cmp-01. */
const companyRecord = ({ name, id, create, change, bad, clash }: CompanyRecord): Cases => ({
  [`list${name}s`]: { as: 'clientadmin', refused: 'manager', invalid: BAD_FILTER },
  [`create${name}`]: { as: 'clientadmin', call: { body: create }, refused: 'viewer', invalid: { body: bad }, conflict: clash },
  [`get${name}`]: { as: 'clientadmin', call: { path: { id } }, refused: 'manager', unknown: { path: { id: 'unknown-id' } } },
  [`update${name}`]: {
    as: 'clientadmin',
    call: { path: { id }, body: change },
    refused: 'viewer',
    unknown: { path: { id: 'unknown-id' } },
    invalid: { body: bad },
    conflict: clash,
  },
  [`delete${name}`]: { as: 'clientadmin', call: { path: { id } }, refused: 'viewer', unknown: { path: { id: 'unknown-id' } } },
});

export const portalRecordCases: Cases = {
  listCountryCodes: { as: 'manager' },
  getProductInfo: { as: 'manager' },
  // A parameter given twice is their only 400 (docs/api.md "Conventions").
  getTenantBranding: {
    as: 'manager',
    call: { query: { domain: 'northern.portico.test' } },
    invalid: {
      query: { domain: ['northern.portico.test', 'localhost'] },
      message: 'The query parameter "domain" is given more than once.',
    },
  },
  getSupportContact: {
    as: 'manager',
    call: { query: { companyId: 'cmp-02' } },
    invalid: { query: { companyId: ['cmp-02', 'cmp-01'] }, message: 'The query parameter "companyId" is given more than once.' },
  },

  listAllCompanies: { as: 'manager' },
  searchCompanies: {
    as: 'clientadmin',
    call: { query: { q: 'thames', page: '1', perPage: '25' } },
    invalid: { query: { perPage: '1000' }, message: 'perPage must be a whole number from 1 to 100.' },
  },
  createCompany: {
    as: 'analyst',
    call: { body: { name: 'Quayside Holdings Ltd' } },
    refused: 'clientadmin',
    invalid: { body: { name: ' ' }, message: 'Name is required.' },
    conflict: { body: { name: 'thames valley logistics ltd' }, field: 'name', message: 'A company with this name already exists.' },
  },
  updateCompany: {
    as: 'clientadmin',
    call: { body: { id: 'cmp-01', primaryColour: '#0a3d62' } },
    refused: 'viewer',
    unknown: { body: { id: 'cmp-unknown' } },
    invalid: { body: { primaryColour: 'navy' }, message: 'Primary colour must be valid color, like: #012345' },
    conflict: { body: { name: 'Pennine Building Society' }, field: 'name', message: 'A company with this name already exists.' },
  },
  deleteCompany: {
    as: 'superadmin',
    call: { query: { companyId: 'cmp-26' } },
    refused: 'support',
    unknown: { query: { companyId: 'cmp-unknown' } },
    invalid: { query: { companyId: undefined }, message: 'companyId is required.' },
  },
  getCompany: { as: 'clientadmin', call: { path: { id: 'cmp-01' } }, refused: 'manager', unknown: { path: { id: 'cmp-unknown' } } },
  uploadCompanyLogo: {
    as: 'clientadmin',
    call: { path: { id: 'cmp-01' }, upload: logo },
    refused: 'viewer',
    unknown: { path: { id: 'cmp-unknown' } },
    invalid: { upload: notAnImage, message: 'The logo must be a PNG, JPEG or WebP image.' },
  },
  listCompaniesAssignedToUser: {
    as: 'clientadmin',
    call: { path: { userId: 'usr-invited' } },
    refused: 'manager',
    unknown: { path: { userId: 'usr-unknown' } },
  },
  listCompaniesAssignedToProduct: {
    as: 'manager',
    call: { path: { productId: 'prd-member-portal' } },
    unknown: { path: { productId: 'prd-unknown' } },
  },
  listCompanyAccessContacts: {
    as: 'manager',
    call: { path: { companyId: 'cmp-02' } },
    // The SFTP-only role has no home page, so no module to ask for.
    refused: 'sftp',
    unknown: { path: { companyId: 'cmp-unknown' } },
  },
  getCompanyDefaultSchemeAccess: {
    as: 'clientadmin',
    call: { path: { id: 'cmp-01' } },
    refused: 'manager',
    unknown: { path: { id: 'cmp-unknown' } },
  },
  setCompanyDefaultSchemeAccess: {
    as: 'clientadmin',
    call: { path: { id: 'cmp-01', value: 'Disabled' } },
    refused: 'viewer',
    unknown: { path: { id: 'cmp-unknown' } },
    invalid: { path: { value: 'Sometimes' } },
  },
  // usr-101 works for cmp-01 only, so its ClientAdmin manages it (the privilege table; docs/api.md).
  setUserDefaultSchemeAccess: {
    as: 'clientadmin',
    call: { path: { id: 'cmp-01', userId: 'usr-101', value: 'Disabled' } },
    refused: 'viewer',
    unknown: { path: { userId: 'usr-unknown' } },
    invalid: { path: { value: 'Sometimes' } },
  },
  clearUserDefaultSchemeAccess: {
    as: 'clientadmin',
    call: { path: { id: 'cmp-01', userId: 'usr-101' } },
    refused: 'viewer',
    unknown: { path: { userId: 'usr-unknown' } },
    invalid: { path: { userId: 'usr-clientadmin' }, message: 'You cannot change your own default scheme access.' },
  },
  searchDefaultSchemeAccessAudit: {
    as: 'clientadmin',
    call: { path: { id: 'cmp-01' }, query: { event: 'GrantedAccess' } },
    refused: 'manager',
    unknown: { path: { id: 'cmp-unknown' } },
    invalid: { query: { from: '2026-02-30' }, message: 'from must be a date like 2026-01-31.' },
  },

  ...companyRecord({
    name: 'Scheme',
    id: 'cmp-01-sch-2',
    create: { companyId: 'cmp-01', name: 'Thames Valley Logistics AVC Plan', pensionSchemeType: 'AVC', pstr: '48213975TV' },
    change: { status: 'Inactive', inactiveReason: 'IWU' },
    bad: { pensionSchemeType: 'XYZ' },
    clash: {
      body: { pstr: ' 22666424am ' },
      field: 'pstr',
      message: 'A scheme with this Pension Scheme Tax Reference already exists: Thames Valley Logistics Final Salary Pension Scheme.',
    },
  }),
  deleteScheme: {
    as: 'clientadmin',
    call: { path: { id: 'cmp-01-sch-3' } },
    // The seed's schemes all have users with access; a new one has none yet.
    given: (store) =>
      store.schemes.push({
        id: 'cmp-01-sch-3',
        companyId: 'cmp-01',
        name: 'Thames Valley Logistics AVC Plan',
        pensionSchemeType: 'AVC',
        pstr: '48213975TV',
        status: 'Active',
        createdAt: '2026-01-12T09:00:00.000Z',
      }),
    refused: 'viewer',
    unknown: { path: { id: 'unknown-id' } },
    invalid: { path: { id: 'cmp-01-sch-1' }, message: 'Users still have access to this scheme. Remove their access first.' },
  },
  ...companyRecord({
    name: 'Section',
    id: 'cmp-01-sch-1-sec-1',
    create: { schemeId: 'cmp-01-sch-1', name: 'Deferred members section', code: 'DEF' },
    change: { name: 'Money purchase members' },
    bad: { code: 'not a code!' },
    clash: { body: { name: 'executive section' }, field: 'name', message: 'The scheme already has a section with this name.' },
  }),
  ...companyRecord({
    name: 'StrategicPartner',
    id: 'cmp-01-sch-1-sp-1',
    create: { schemeId: 'cmp-01-sch-1', name: 'Harbour Actuarial LLP', partnerType: 'Actuary' },
    change: { contactEmail: 'actuary@harbour.example' },
    bad: { partnerType: 'Astrologer' },
  }),
  ...companyRecord({
    name: 'Employer',
    id: 'cmp-01-sch-1-emp-1',
    create: { schemeId: 'cmp-01-sch-1', name: 'Riverside Haulage Ltd', employerType: 'OTH', payeReference: '123/AB45678' },
    change: { employerType: 'FOR' },
    bad: { payeReference: 'ABC' },
    clash: {
      body: { payeReference: '085/kj71584' },
      field: 'payeReference',
      message: 'The scheme already has an employer with this PAYE reference.',
    },
  }),

  listOnboardingFiles: { as: 'clientadmin', refused: 'manager', invalid: BAD_FILTER },
  uploadOnboardingFile: {
    as: 'clientadmin',
    call: { upload: { fields: { companyId: 'cmp-01' }, file: { content: csv, name: 'schemes.csv', type: 'text/csv' } } },
    refused: 'viewer',
    invalid: {
      upload: { fields: { companyId: 'cmp-01' }, file: { content: csv, name: 'schemes.xlsx', type: 'text/csv' } },
      message: 'The file must be a .csv file.',
    },
  },
  getOnboardingFile: {
    as: 'clientadmin',
    call: { path: { id: 'obf-seeded' } },
    given: (store) =>
      store.onboardingFiles.push({
        id: 'obf-seeded',
        companyId: 'cmp-01',
        fileName: 'schemes.csv',
        status: 'Completed',
        message: null,
        uploadedBy: 'clientadmin@portico.test',
        uploadedAt: '2026-01-12T09:00:00.000Z',
        completedAt: '2026-01-12T09:00:01.000Z',
        totals: { Created: 0, NotCreated: 0, Updated: 0, PartiallyCreated: 0 },
        progress: { rowsDone: 0, rowsTotal: 0, startedAt: '2026-01-12T09:00:00.000Z', updatedAt: '2026-01-12T09:00:01.000Z' },
        rows: [],
      }),
    refused: 'manager',
    unknown: { path: { id: 'obf-unknown' } },
  },

  listConsoleSettings: { as: 'support', refused: 'clientadmin' },
  // A live-event stream: the 2xx's body is not read (it never ends), its refusals are ordinary answers.
  streamEvents: {
    as: 'clientadmin',
    call: { query: { topics: 'accessRequests' } },
    refused: 'manager',
    invalid: { query: { topics: 'salaries' } },
  },
  putConsoleSetting: {
    as: 'superadmin',
    call: { body: { key: 'supportEmail', scope: 'Company', companyId: 'cmp-01', value: 'pensions@tvl.example' } },
    refused: 'support',
    invalid: { body: { value: 'not an address' }, message: 'Support email must be an email address.' },
  },
  deleteConsoleSetting: {
    as: 'superadmin',
    call: { path: { id: 'supportEmail:cmp-01' } },
    given: (store) =>
      store.settings.push({
        id: 'supportEmail:cmp-01',
        key: 'supportEmail',
        scope: 'Company',
        companyId: 'cmp-01',
        value: 'pensions@tvl.example',
      }),
    refused: 'support',
    unknown: { path: { id: 'supportEmail:cmp-02' } },
    invalid: { path: { id: 'supportEmail' }, message: 'A default cannot be removed; change its value instead.' },
  },
  listAuditEntries: { as: 'support', refused: 'analyst', invalid: { query: { filter: '{"from":"31/01/2026"}' } } },

  listTenants: { as: 'superadmin', refused: 'clientadmin', invalid: BAD_FILTER },
  createTenant: {
    as: 'superadmin',
    call: { body: { name: 'Westcountry Trustees', domain: 'westcountry.portico.test' } },
    refused: 'support',
    invalid: { body: { domain: 'not a domain' }, message: 'Domain must be a host name, like portal.example.co.uk.' },
    conflict: { body: { name: 'Portico Demo' }, field: 'name', message: 'A tenant with this name already exists.' },
  },
  getTenant: {
    as: 'superadmin',
    call: { path: { id: 'ten-northern-trustees' } },
    refused: 'clientadmin',
    unknown: { path: { id: 'ten-unknown' } },
  },
  updateTenant: {
    as: 'superadmin',
    call: { path: { id: 'ten-northern-trustees' }, body: { primaryColour: '#2E6B50' } },
    refused: 'support',
    unknown: { path: { id: 'ten-unknown' } },
    invalid: { body: { primaryColour: 'green' }, message: 'Primary colour must be valid color, like: #012345' },
    conflict: { body: { domain: 'harbour.portico.test' }, field: 'domain', message: 'A tenant already uses this domain.' },
  },
  deleteTenant: {
    as: 'superadmin',
    call: { path: { id: 'ten-unused' } },
    given: (store) =>
      store.tenants.push({
        id: 'ten-unused',
        name: 'Unused Tenant',
        domain: 'unused.portico.test',
        logoUrl: null,
        primaryColour: '#1D4F91',
        termsAndConditions: '',
        dataProtection: '',
        productIds: [],
        createdAt: '2026-01-12T09:00:00.000Z',
      }),
    refused: 'support',
    unknown: { path: { id: 'ten-unknown' } },
    conflict: { path: { id: 'ten-northern-trustees' }, message: 'This tenant still has companies. Move or delete them first.' },
  },
  uploadTenantLogo: {
    as: 'superadmin',
    call: { path: { id: 'ten-northern-trustees' }, upload: logo },
    refused: 'support',
    unknown: { path: { id: 'ten-unknown' } },
    invalid: { upload: notAnImage, message: 'The logo must be a PNG, JPEG or WebP image.' },
  },
};
