import ApartmentIcon from '@mui/icons-material/Apartment';
import { defineResource } from '../src/framework/define';

/** Tenants (white-label brands) use endpoints we designed in ra-data-simple-rest's convention (docs/api.md). */
export default defineResource({
  name: 'tenants',
  labels: { singular: 'Tenant', plural: 'Tenants' },
  icon: ApartmentIcon,
  recordRepresentation: 'name',
  api: { service: 'portal', simpleRest: 'tenants' },
  route: {
    base: '/administration/tenant',
    views: { list: true, create: { steps: ['details', 'branding'] }, update: true },
    tabs: [
      { path: 'details', label: 'Details', fields: ['name', 'domain'] },
      { path: 'branding', label: 'Branding', fields: ['logoUrl', 'primaryColour', 'termsAndConditions', 'dataProtection'] },
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
    { source: 'logoUrl', type: 'url', label: 'Logo URL', edit: true, helperText: 'An https address or a path on this site' },
    { source: 'primaryColour', type: 'colour', label: 'Primary colour', list: true, edit: true },
    { source: 'termsAndConditions', type: 'html', label: 'Terms of use (HTML)', edit: true },
    { source: 'dataProtection', type: 'html', label: 'Data protection notice (HTML)', edit: true },
    { source: 'createdAt', type: 'dateTime', label: 'Created', list: true },
  ],
  sort: { field: 'name', order: 'ASC' },
  access: {
    list: ['SuperAdmin'],
    show: ['SuperAdmin'],
    create: ['SuperAdmin'],
    edit: ['SuperAdmin'],
    delete: ['SuperAdmin'],
  },
  menu: [{ group: 'onboarding', label: 'Tenant Configuration', view: 'list', order: 5 }],
});
