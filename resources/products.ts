import AppsIcon from '@mui/icons-material/Apps';
import { lazy } from 'react';
import { regex } from 'react-admin';
import { defineResource } from '../src/framework/define';

const INTERNAL = ['SuperAdmin', 'Support'] as const;

/**
 * The product modules (spec 3.1 Module): "All Products" is the read-only catalogue for everyone with
 * administration access; SuperAdmin and Support open a module at `/administration/product/update/{productId}`
 * (spec 2.5) and change it with `PATCH /products`. `/products/all` answers every module, so the list pages in
 * the browser.
 */
export default defineResource({
  name: 'products',
  labels: { singular: 'Product', plural: 'Products' },
  icon: AppsIcon,
  recordRepresentation: 'name',
  api: {
    service: 'portal',
    getList: { path: '/api/v1/products/all', paging: 'client' },
    getOne: { path: '/api/v1/products/{id}' },
    update: { method: 'PATCH', path: '/api/v1/products' },
  },
  route: {
    base: '/administration/product',
    views: { list: true, update: true },
    tabs: [
      { path: 'details', label: 'Details' },
      { path: 'company', label: 'Companies', component: lazy(() => import('./products/ProductCompanies')) },
    ],
    rowClick: 'update',
  },
  fields: [
    { source: 'name', type: 'text', label: 'Name', required: true, list: true, edit: true },
    { source: 'description', type: 'longText', label: 'Description', list: true, edit: true, sortable: false },
    {
      source: 'domainPrefix',
      type: 'text',
      label: 'Domain prefix',
      edit: true,
      validate: [regex(/^[a-z0-9]([a-z0-9-]*[a-z0-9])?$/, 'resources.products.validation.domainPrefix')],
      helperText: "The module's sub-domain, e.g. members for members.portico.example",
    },
    {
      source: 'url',
      type: 'url',
      label: 'URL',
      edit: true,
      validate: [regex(/^https:\/\/\S+$/, 'resources.products.validation.https')],
      helperText: 'Used when the module has no domain prefix; https only',
    },
    { source: 'demoAvailable', type: 'boolean', label: 'Demo available', list: true, edit: true },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: {
    list: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
    show: INTERNAL,
    edit: INTERNAL,
  },
  menu: [{ group: 'allProducts', label: 'All Products', view: 'list' }],
  messages: {
    validation: {
      https: 'URL must start with https://',
      domainPrefix: 'Domain prefix may contain lower-case letters, digits and hyphens.',
    },
    companies: { empty: 'No company you can see has this product.', name: 'Company', companyNumber: 'Companies House number' },
  },
});
