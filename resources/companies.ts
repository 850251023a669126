import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import DomainIcon from '@mui/icons-material/Domain';
import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import { defineResource, useSetupStepStatus } from '../src/framework';
import { companyMessages } from './companies/messages';
import { useDeleteCounts } from './companies/useDeleteCounts';

/** Setup completeness of a company (spec 3.2). */
const SETUP_COMPLETENESS = [
  { id: 'None', name: 'Not started' },
  { id: 'DetailsIncomplete', name: 'Details incomplete' },
  { id: 'BrandingIncomplete', name: 'Branding incomplete' },
  { id: 'AssignProductsIncomplete', name: 'Products not assigned' },
  { id: 'Available', name: 'Available' },
] as const;

/**
 * Spec 3.2 "Availability", in its own words: what the company has ready for its users (a module needs schemes to
 * cover). Derived by the service from its schemes and modules, so it is shown, never chosen.
 */
const AVAILABILITY = [
  { id: 'None', name: 'None' },
  { id: 'SchemesAvailable', name: 'Schemes available' },
  { id: 'ProductsAvailable', name: 'Products available' },
] as const;

/** Spec 3.2 "Contact method"; 'Mail' is post, as a UK administrator says it. */
const CONTACT_METHODS = [
  { id: 'Email', name: 'Email' },
  { id: 'Phone', name: 'Phone' },
  { id: 'Mail', name: 'Post' },
  { id: 'Website', name: 'Website' },
] as const;

/** Spec 3.2 "Direct debit", in words. */
const DIRECT_DEBIT = [
  { id: 'DirectDebit', name: 'Pays by direct debit' },
  { id: 'NoDirectDebit', name: 'Does not pay by direct debit' },
] as const;

/** The logo rule, as the sandbox enforces it by content (contract/portal/companies.yaml) and as the screen states it. */
const LOGO_UPLOAD = { path: '/api/v1/companies/{id}/logo', accept: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 1024 * 1024 };

/**
 * Companies use the spec's endpoints, and for the list the designed `/companies/search`: with thousands of companies
 * the list asks for one page, searched and sorted on the server, rather than every company (docs/decisions.md).
 */
export default defineResource({
  name: 'companies',
  labels: { singular: 'Company', plural: 'Companies' },
  icon: BusinessIcon,
  recordRepresentation: 'name',
  search: { describe: (company) => (company.companyNumber ? `Companies House ${String(company.companyNumber)}` : null) },
  api: {
    service: 'portal',
    getList: { path: '/api/v1/companies/search', paging: 'server', maxPerPage: 100 },
    getOne: { path: '/api/v1/companies/{id}' },
    create: { method: 'POST', path: '/api/v1/companies' },
    update: { method: 'PATCH', path: '/api/v1/companies' },
    delete: { method: 'DELETE', path: '/api/v1/companies/', query: { companyId: '{id}' } },
  },
  route: {
    base: '/administration/onboarding/company',
    views: {
      list: true,
      create: {
        steps: ['details', { path: 'schemes', tab: 'scheme' }, 'products'],
        // Followed in the stepper, under the record's title and on Finish's summary (docs/architecture.md, Blocks).
        progress: { useStatus: useSetupStepStatus, messages: 'setup', summary: lazy(() => import('./companies/SetupSummary')) },
      },
      update: true,
      view: true,
    },
    tabs: [
      { path: 'details', label: 'Details' },
      {
        // The modules it has and those its tenant offers (assigned and removed by internal staff), with what each covers.
        path: 'products',
        label: 'Products',
        block: {
          kind: 'assignment',
          access: { resource: 'companyProducts', action: 'assign' },
          messages: 'resources.companyProducts.tab',
          assigned: { service: 'portal', path: '/api/v1/products/assignedToCompany/{id}' },
          rows: { list: { image: 'logoUrl', flag: 'retiring', description: 'description' } },
          give: { available: { service: 'portal', path: '/api/v1/products/availableForCompany/{id}' } },
          calls: {
            service: 'portal',
            assign: '/api/v1/products/assignCompany',
            remove: '/api/v1/products/removeCompany',
            record: 'companyId',
            item: 'productId',
          },
        },
        // What each module covers of the company's schemes, beside the panel (docs/architecture.md, Blocks).
        component: lazy(() => import('./companyProducts/ModuleCoverage')),
      },
      {
        path: 'default-scheme-access',
        label: 'Default scheme access',
        tabs: [
          { path: 'main', label: 'Settings', component: lazy(() => import('./companies/defaultSchemeAccess/MainPanel')) },
          {
            path: 'audit',
            label: 'Audit',
            block: { kind: 'history', resource: 'defaultSchemeAccessAudits', scope: { companyId: 'id' }, messages: 'audit' },
          },
        ],
      },
    ],
    rowClick: 'view',
  },
  // One declaration for the create form, the details form and the read-only view.
  fields: [
    { source: 'name', type: 'text', label: 'Company name', required: true, list: true, show: true, create: true, edit: true },
    { source: 'companyNumber', type: 'text', label: 'Companies House number', list: true, show: true, create: true, edit: true },
    { source: 'setupCompleteness', type: 'select', label: 'Setup', choices: SETUP_COMPLETENESS, list: true, filter: true },
    // The search cannot sort by it: it is counted on every answer, not kept.
    { source: 'availability', type: 'select', label: 'Availability', choices: AVAILABILITY, list: true, show: true, sortable: false },
    { source: 'address.line1', type: 'text', label: 'Address line 1', show: true, create: true, edit: true },
    { source: 'address.line2', type: 'text', label: 'Address line 2', show: true, create: true, edit: true },
    { source: 'address.town', type: 'text', label: 'Town or city', list: true, show: true, create: true, edit: true },
    { source: 'address.county', type: 'text', label: 'County', show: true, create: true, edit: true },
    { source: 'address.postcode', type: 'text', label: 'Postcode', list: true, show: true, create: true, edit: true },
    { source: 'adminContact.name', type: 'text', label: 'Administrator name', show: true, create: true, edit: true },
    { source: 'adminContact.email', type: 'email', label: 'Administrator email', show: true, create: true, edit: true },
    {
      source: 'adminContact.administratorPhones',
      type: 'phones',
      label: 'Administrator phones',
      show: true,
      create: true,
      edit: true,
    },
    {
      source: 'preferredContactMethod',
      type: 'select',
      label: 'Preferred contact method',
      choices: CONTACT_METHODS,
      show: true,
      create: true,
      edit: true,
    },
    { source: 'directDebit', type: 'select', label: 'Direct debit', choices: DIRECT_DEBIT, show: true, create: true, edit: true },
    {
      source: 'logoUrl',
      type: 'image',
      label: 'Logo',
      upload: LOGO_UPLOAD,
      helperText: 'PNG, JPEG or WebP, up to 1 MB',
      opensSection: 'branding',
      show: true,
      create: true,
      edit: true,
    },
    { source: 'primaryColour', type: 'colour', label: 'Primary colour', show: true, create: true, edit: true },
    { source: 'secondaryColour', type: 'colour', label: 'Secondary colour', show: true, create: true, edit: true },
    { source: 'createdAt', type: 'date', label: 'Created', list: true, show: true },
  ],
  deleteConfirmation: {
    typeToConfirm: true,
    consequencesKey: 'delete.consequences',
    consequences: ['schemes', 'sections', 'strategicPartners', 'employers', 'products', 'users'],
    useCounts: useDeleteCounts,
  },
  messages: companyMessages,
  sort: { field: 'name', order: 'ASC' },
  access: {
    list: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
    show: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
    create: ['SuperAdmin', 'Support', 'Analyst'],
    edit: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'],
    delete: ['SuperAdmin'],
    export: ['SuperAdmin', 'Support', 'Analyst'],
  },
  menu: [
    { group: 'onboarding', label: 'Manage Companies', view: 'list', order: 1 },
    { group: 'onboarding', label: 'Selected company', view: 'view', icon: DomainIcon, order: 2 },
    {
      group: 'onboarding',
      label: 'Add New Company',
      view: 'create',
      icon: AddBusinessIcon,
      order: 3,
      roles: ['SuperAdmin', 'Support', 'Analyst'],
    },
  ],
});
