import { defineResource } from '../../../src/framework/define';

/** A small company-scoped resource, as a developer would add one. */
export const pensionProviders = defineResource({
  name: 'pensionProviders',
  labels: { singular: 'Pension provider', plural: 'Pension providers' },
  recordRepresentation: 'name',
  api: { service: 'portal', simpleRest: 'pension-providers' },
  route: {
    base: '/administration/onboarding/company/view/:companyId/provider',
    views: { list: true, create: true, update: true, view: true },
    tabs: [
      { path: 'details', label: 'Details', fields: ['name'] },
      { path: 'contacts', label: 'Contacts', fields: ['contactEmail'] },
    ],
  },
  fields: [
    { source: 'name', type: 'text', label: 'Provider name', required: true, list: true, show: true, create: true, edit: true },
    { source: 'contactEmail', type: 'email', label: 'Contact email', list: true, show: true, edit: true },
  ],
  access: { list: ['SuperAdmin', 'ClientAdmin'], show: ['SuperAdmin', 'ClientAdmin'], create: ['SuperAdmin'], edit: ['SuperAdmin'] },
  menu: [{ group: 'onboarding', label: 'Pension Providers', view: 'list', order: 3 }],
  breadcrumbParent: '/administration/onboarding/company/view/:id/*',
});

export const widgets = defineResource({
  name: 'widgets',
  labels: { singular: 'Widget', plural: 'Widgets' },
  recordRepresentation: 'title',
  api: { service: 'gateway', simpleRest: 'widgets' },
  route: { base: '/data/widget', views: { list: true, view: true } },
  fields: [{ source: 'title', type: 'text', label: 'Title', list: true, show: true }],
  access: { list: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin', 'Manager'], show: ['SuperAdmin'] },
  menu: [
    { group: 'dataAccess', label: 'All Widgets', view: 'list' },
    { group: 'dataAccess', label: 'Internal Widgets', view: 'list', roles: ['SuperAdmin', 'Support'] },
  ],
});
