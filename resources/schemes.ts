import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import { defineResource } from '../src/framework/define';

const PENSION_SCHEME_TYPES = [
  { id: 'AVC', name: 'Additional voluntary contributions (AVC)' },
  { id: 'CB', name: 'Cash balance (CB)' },
  { id: 'CDC', name: 'Collective defined contribution (CDC)' },
  { id: 'DB', name: 'Defined benefit (DB)' },
  { id: 'DC', name: 'Defined contribution (DC)' },
  { id: 'HYB', name: 'Hybrid (HYB)' },
] as const;

/**
 * A company's pension schemes, under the company's view (`…/company/view/{companyId}/scheme/…`).
 * Designed endpoints, simple-rest convention, filtered by `companyId`.
 */
export default defineResource({
  name: 'schemes',
  labels: { singular: 'Scheme', plural: 'Schemes' },
  icon: AccountBalanceIcon,
  recordRepresentation: 'name',
  api: { service: 'portal', simpleRest: 'schemes' },
  route: {
    base: '/administration/onboarding/company/view/:companyId/scheme',
    views: { list: true, view: true, update: true },
    tabs: [{ path: 'details', label: 'Details' }],
    rowClick: 'view',
  },
  breadcrumbParent: '/administration/onboarding/company/view/:id/*',
  fields: [
    { source: 'name', type: 'text', label: 'Scheme name', required: true, list: true, show: true, edit: true },
    {
      source: 'pensionSchemeType',
      type: 'select',
      label: 'Scheme type',
      choices: PENSION_SCHEME_TYPES,
      required: true,
      list: true,
      filter: true,
      show: true,
      edit: true,
    },
    {
      source: 'pstr',
      type: 'text',
      label: 'Pension Scheme Tax Reference',
      list: true,
      show: true,
      edit: true,
      helperText: '8 digits followed by 2 letters, e.g. 12345678AB',
    },
    { source: 'status', type: 'select', label: 'Status', choices: ['Active', 'Inactive'], list: true, filter: true, show: true },
    {
      source: 'inactiveReason',
      type: 'select',
      label: 'Inactive reason',
      choices: [
        { id: 'IWU', name: 'Inactive and winding up' },
        { id: 'IPPF', name: 'Inactive and PPF assessment' },
      ],
      show: true,
    },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: {
    list: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
    show: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
    edit: ['SuperAdmin', 'Support', 'Analyst'],
  },
});
