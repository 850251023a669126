import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { regex } from 'react-admin';
import { defineResource } from '../src/framework';
import companies from './companies';

/**
 * Spec 3.2 Pension scheme type, with the full names administrators use, in the order they are needed rather than
 * alphabetically (issue 27: CDC sat just above DC and was picked by mistake). DC first (most schemes an administrator
 * onboards: auto-enrolment and money-purchase plans), then DB (the older final-salary schemes, most of the assets);
 * then Hybrid (a DB and a DC part in one scheme, the next most common); then the rare ones: cash balance (a DB
 * variant), CDC (only a handful since the Pension Schemes Act 2021), and AVC (usually part of another scheme rather
 * than a scheme of its own). CDC is kept well away from DC, whose name it shares most of.
 */
const PENSION_SCHEME_TYPES = [
  { id: 'DC', name: 'Defined contribution (DC)' },
  { id: 'DB', name: 'Defined benefit (DB)' },
  { id: 'HYB', name: 'Hybrid (HYB)' },
  { id: 'CB', name: 'Cash balance (CB)' },
  { id: 'CDC', name: 'Collective defined contribution (CDC)' },
  { id: 'AVC', name: 'Additional voluntary contributions (AVC)' },
] as const;

/**
 * Who may do what with a scheme and everything under it (sections, strategic partners, employers): read by those who
 * see the company, changed by its editors (the sandbox keeps Analysts and ClientAdmins to their own companies).
 */
export const SCHEME_ACCESS = {
  list: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
  show: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
  create: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'],
  edit: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'],
} as const;

/**
 * A company's pension schemes, in the company's Schemes tab under both its update and view screens:
 * `…/company/{update|view}/{companyId}/scheme/{list,update/{id},view/{id}}`, created at `…/{companyId}/create-scheme`.
 * Designed endpoints, simple-rest convention, filtered by `companyId`.
 */
export default defineResource({
  name: 'schemes',
  labels: { singular: 'Scheme', plural: 'Schemes' },
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
  search: { describe: (scheme) => (scheme.pstr ? `PSTR ${String(scheme.pstr)}` : null) },
  api: { service: 'portal', simpleRest: 'schemes' },
  parent: {
    definition: companies,
    idParam: 'companyId',
    tab: { path: 'scheme', label: 'Schemes', after: 'details' },
    createSegment: 'create-scheme',
  },
  // The spec's scheme URLs keep the top-level segments: …/scheme/list, …/scheme/update/{schemeId}.
  route: { listSegment: 'list', updateSegment: 'update', viewSegment: 'view', tabs: [{ path: 'details', label: 'Details' }] },
  fields: [
    { source: 'name', type: 'text', label: 'Scheme name', required: true, list: true, show: true, create: true, edit: true },
    {
      source: 'pensionSchemeType',
      type: 'select',
      label: 'Scheme type',
      choices: PENSION_SCHEME_TYPES,
      required: true,
      list: true,
      filter: true,
      show: true,
      create: true,
      edit: true,
    },
    {
      source: 'pstr',
      type: 'text',
      label: 'Pension Scheme Tax Reference',
      required: true,
      validate: [regex(/^\s*\d{8}[A-Za-z]{2}\s*$/, 'resources.schemes.validation.pstr')],
      list: true,
      show: true,
      create: true,
      edit: true,
      helperText: '8 digits followed by 2 letters, e.g. 12345678AB',
    },
    {
      source: 'status',
      type: 'select',
      label: 'Status',
      choices: ['Active', 'Inactive'],
      required: true,
      list: true,
      filter: true,
      show: true,
      create: true,
      edit: true,
    },
    {
      source: 'inactiveReason',
      type: 'select',
      label: 'Inactive reason',
      choices: [
        { id: 'IWU', name: 'Inactive and winding up' },
        { id: 'IPPF', name: 'Inactive and PPF assessment' },
      ],
      required: true,
      showWhen: { source: 'status', equals: 'Inactive' },
      show: true,
      create: true,
      edit: true,
    },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: SCHEME_ACCESS,
  messages: { validation: { pstr: 'Enter the PSTR as 8 digits followed by 2 letters, like 12345678AB' } },
});
