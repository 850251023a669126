import AppsIcon from '@mui/icons-material/Apps';
import { useQuery } from '@tanstack/react-query';
import { regex } from 'react-admin';
import { request } from '../providers/http';
import { defineResource } from '../src/framework';

const INTERNAL = ['SuperAdmin', 'Support'] as const;
const LOGO_UPLOAD = { path: '/api/v1/products/{id}/logo', accept: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 1024 * 1024 };

/** What deleting a module takes with it: the companies that have it (counted when the dialog opens). */
const useDeleteCounts = (record: { id: unknown }, enabled: boolean) => {
  const { data } = useQuery({
    queryKey: ['portico', 'products', 'companies', record.id],
    enabled,
    queryFn: async ({ signal }) =>
      (await request<unknown[]>('portal', `/api/v1/companies/assignedToProduct/${encodeURIComponent(String(record.id))}`, { signal }))
        .json ?? [],
  });
  return { companies: data?.length };
};

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
    delete: { method: 'DELETE', path: '/api/v1/products', query: { productId: '{id}' } },
  },
  route: {
    base: '/administration/product',
    views: { list: true, update: true },
    tabs: [
      { path: 'details', label: 'Details' },
      {
        // The companies that have it; SuperAdmin and Support give it to another, searched on the server, or take it away.
        path: 'company',
        label: 'Companies',
        block: {
          kind: 'assignment',
          access: { resource: 'products', action: 'assign' },
          messages: 'resources.products.companies',
          assigned: { service: 'portal', path: '/api/v1/companies/assignedToProduct/{id}' },
          rows: { table: { columns: ['name', 'companyNumber'], link: '/administration/onboarding/company/view/{id}/details' } },
          give: { search: 'companies', closedWhen: 'retiring' },
          calls: {
            service: 'portal',
            assign: '/api/v1/products/assignCompany',
            remove: '/api/v1/products/removeCompany',
            record: 'productId',
            item: 'companyId',
          },
        },
      },
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
    {
      // [designed] Not offered for new assignments: companies that have it keep it (docs/decisions.md, issue 27).
      source: 'retiring',
      type: 'boolean',
      label: 'Being retired',
      list: true,
      edit: true,
      helperText: 'Not given to companies that do not have it already; companies that have it keep it',
    },
    { source: 'logoUrl', type: 'image', label: 'Logo', upload: LOGO_UPLOAD, edit: true, helperText: 'PNG, JPEG or WebP, up to 1 MB' },
  ],
  deleteConfirmation: {
    typeToConfirm: true,
    consequencesKey: 'delete.consequences',
    consequences: ['companies', 'access', 'roles'],
    useCounts: useDeleteCounts,
  },
  sort: { field: 'name', order: 'ASC' },
  access: {
    list: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
    show: INTERNAL,
    edit: INTERNAL,
    delete: ['SuperAdmin'],
    assign: INTERNAL,
  },
  menu: [{ group: 'allProducts', label: 'All Products', view: 'list' }],
  messages: {
    validation: {
      https: 'URL must start with https://',
      domainPrefix: 'Domain prefix may contain lower-case letters, digits and hyphens.',
    },
    // The Companies tab's assignment panel: `%{record}` the module, `%{item}` a company.
    companies: {
      assigned: 'Companies',
      noneAssigned: 'No company you can see has this product.',
      columns: { name: 'Company', companyNumber: 'Companies House number' },
      search: 'Give this module to a company',
      assign: 'Assign',
      assigned_done: '%{item} now has this module.',
      remove: 'Remove from %{item}',
      removeTitle: 'Remove this module from %{item}?',
      removeContent:
        "%{item}'s users lose their access to it there, with the schemes and employers it covered. Nothing else of the company changes.",
      removed_done: 'Removed from %{item}.',
      actions: 'Actions',
      // A module being retired is given to no one new (docs/decisions.md); those that have it keep it.
      closed: 'Being retired: %{record} is not given to companies that do not have it already. Companies that have it keep it.',
    },
    delete: {
      consequences: {
        companies: 'Its assignment to every company that has it',
        access: "Every user's access to it",
        roles: 'Its roles, and its place in every tenant',
      },
    },
  },
});
