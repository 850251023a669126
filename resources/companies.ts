import BusinessIcon from '@mui/icons-material/Business';
import { lazy } from 'react';
import { defineResource } from '../src/framework/define';

/** Setup completeness of a company (spec 3.2). */
const SETUP_COMPLETENESS = [
  { id: 'None', name: 'Not started' },
  { id: 'DetailsIncomplete', name: 'Details incomplete' },
  { id: 'BrandingIncomplete', name: 'Branding incomplete' },
  { id: 'AssignProductsIncomplete', name: 'Products not assigned' },
  { id: 'Available', name: 'Available' },
] as const;

/** Companies use the spec's endpoints; `/companies/all` answers every company, so the list pages in the browser. */
export default defineResource({
  name: 'companies',
  labels: { singular: 'Company', plural: 'Companies' },
  icon: BusinessIcon,
  recordRepresentation: 'name',
  api: {
    service: 'portal',
    getList: { path: '/api/v1/companies/all', paging: 'client' },
    getOne: { path: '/api/v1/companies/{id}' },
    create: { method: 'POST', path: '/api/v1/companies' },
    update: { method: 'PATCH', path: '/api/v1/companies' },
    delete: { method: 'DELETE', path: '/api/v1/companies/', query: { companyId: '{id}' } },
  },
  route: {
    base: '/administration/onboarding/company',
    views: { list: true, create: { steps: ['details', { path: 'schemes', tab: 'scheme' }, 'products'] }, update: true, view: true },
    tabs: [
      { path: 'details', label: 'Details' },
      { path: 'products', label: 'Products', component: lazy(() => import('./companies/CompanyProducts')) },
      { path: 'default-scheme-access', label: 'Default scheme access', component: lazy(() => import('./companies/DefaultSchemeAccess')) },
    ],
    rowClick: 'view',
  },
  fields: [
    { source: 'name', type: 'text', label: 'Company name', required: true, list: true, show: true, create: true, edit: true },
    { source: 'companyNumber', type: 'text', label: 'Companies House number', list: true, show: true, create: true, edit: true },
    { source: 'setupCompleteness', type: 'select', label: 'Setup', choices: SETUP_COMPLETENESS, list: true, filter: true, show: true },
    { source: 'address.line1', type: 'text', label: 'Address line 1', show: true, create: true, edit: true },
    { source: 'address.line2', type: 'text', label: 'Address line 2', show: true, create: true, edit: true },
    { source: 'address.town', type: 'text', label: 'Town or city', list: true, show: true, create: true, edit: true },
    { source: 'address.county', type: 'text', label: 'County', show: true, create: true, edit: true },
    { source: 'address.postcode', type: 'text', label: 'Postcode', list: true, show: true, create: true, edit: true },
    { source: 'adminContact.name', type: 'text', label: 'Administrator name', show: true, create: true, edit: true },
    { source: 'adminContact.email', type: 'email', label: 'Administrator email', show: true, create: true, edit: true },
    { source: 'createdAt', type: 'date', label: 'Created', list: true, show: true },
  ],
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
    { group: 'onboarding', label: 'Selected company', view: 'view', idParam: 'companyId', order: 2 },
    { group: 'onboarding', label: 'Add New Company', view: 'create', order: 3, roles: ['SuperAdmin', 'Support', 'Analyst'] },
  ],
});
