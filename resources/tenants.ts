import ApartmentIcon from '@mui/icons-material/Apartment';
import { lazy } from 'react';
import { defineResource } from '../src/framework';
import { TENANT_ACCESS } from '../src/shared/collectionAccess';
import { useTenantSetupStatus } from '../src/shared/tenantSetup';

/** Judged by content on the server (PNG, JPEG or WebP); the picker offers the same types. */
const LOGO_UPLOAD = { path: '/api/v1/tenants/{id}/logo', accept: ['image/png', 'image/jpeg', 'image/webp'], maxBytes: 1024 * 1024 };

/**
 * Tenants (white-label brands) use endpoints we designed in ra-data-simple-rest's convention (contract/portal/tenants.yaml). Created in
 * three steps (details → branding → products); the products are the modules the tenant offers its companies.
 */
export default defineResource({
  name: 'tenants',
  labels: { singular: 'Tenant', plural: 'Tenants' },
  icon: ApartmentIcon,
  recordRepresentation: 'name',
  api: { service: 'portal', simpleRest: 'tenants' },
  route: {
    base: '/administration/tenant',
    views: {
      list: true,
      create: {
        steps: ['details', 'branding', 'products'],
        // What each step still needs before the tenant can serve its companies; Finish opens the framework's summary.
        progress: {
          useStatus: useTenantSetupStatus,
          messages: 'setup',
          summary: lazy(() => import('../src/framework/views').then(({ ProgressSummary }) => ({ default: ProgressSummary }))),
        },
      },
      update: true,
    },
    tabs: [
      { path: 'details', label: 'Details', fields: ['name', 'domain'] },
      { path: 'branding', label: 'Branding', fields: ['logoUrl', 'primaryColour', 'termsAndConditions', 'dataProtection'] },
      {
        path: 'products',
        label: 'Products',
        // Every module, ticked as the spec's `GET /products/tenants/{id}` answers; saved as the tenant's productIds.
        block: {
          kind: 'checklist',
          options: { service: 'portal', path: '/api/v1/products/all' },
          chosen: { service: 'portal', path: '/api/v1/products/tenants/{id}' },
          save: { service: 'portal', method: 'PUT', path: '/api/v1/tenants/{id}', field: 'productIds' },
          messages: 'products',
        },
      },
    ],
    rowClick: 'update',
  },
  fields: [
    { source: 'name', type: 'text', label: 'Tenant name', required: true, list: true, create: true, edit: true },
    {
      source: 'domain',
      type: 'text',
      label: 'Domain',
      required: true,
      list: true,
      create: true,
      edit: true,
      helperText: 'The host name the portal is served on for this tenant, e.g. portal.example.co.uk',
    },
    { source: 'logoUrl', type: 'image', label: 'Logo', upload: LOGO_UPLOAD, edit: true, helperText: 'PNG, JPEG or WebP, up to 1 MB' },
    { source: 'primaryColour', type: 'colour', label: 'Primary colour', list: true, edit: true },
    { source: 'termsAndConditions', type: 'html', label: 'Terms of use (HTML)', edit: true },
    { source: 'dataProtection', type: 'html', label: 'Data protection notice (HTML)', edit: true },
    { source: 'createdAt', type: 'dateTime', label: 'Created', list: true },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: {
    list: TENANT_ACCESS.read,
    show: TENANT_ACCESS.read,
    create: TENANT_ACCESS.write,
    edit: TENANT_ACCESS.write,
    delete: TENANT_ACCESS.delete,
  },
  menu: [{ group: 'onboarding', label: 'Tenant Configuration', view: 'list', order: 5 }],
  messages: () => import('./tenants/messages').then((m) => m.default),
});
