import PersonAddIcon from '@mui/icons-material/PersonAdd';
import PeopleIcon from '@mui/icons-material/People';
import { lazy } from 'react';
import { defineResource, lazyScreen } from '../src/framework';
import { INTERNAL_ROLES, displayRole } from '../src/shared/roles';
import { optionalEmail, sshKey } from '../src/shared/validation';

const MANAGERS = ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'] as const;
const READERS = [...MANAGERS, 'Viewer'] as const;

const someCompanies = (value: unknown) =>
  value === 'all' || (Array.isArray(value) && value.length > 0) ? undefined : 'resources.users.wizard.chooseCompanies';

/**
 * Users: how client admins manage their own people and internal staff manage everyone (issue 5, spec 2.5).
 * Managers open a user at `update/{id}/{tab}`; the Viewer, who may only look, at `view/{id}/{tab}`, with the
 * same tabs rendered read-only. Creating is the invite wizard, one URL per step (spec 2.5): three draft steps, then,
 * once the user exists (created without an invitation), `{userId}/employer-access` decides what they can open and
 * sends the invitation (issue 27).
 */
export default defineResource({
  name: 'users',
  labels: { singular: 'User', plural: 'Users' },
  icon: PeopleIcon,
  // A record the API refused to show may reach the title as `{ id }` only: fall back to the id.
  recordRepresentation: (user) => [user.firstName, user.lastName].filter(Boolean).join(' ') || String(user.id),
  search: { describe: (user) => String(user.email ?? '') },
  api: {
    service: 'portal',
    // The spec's search (`POST /users/search`): filters as lists in the body, pages of at most 500 (an export reads them all).
    getList: {
      method: 'POST',
      path: '/api/v1/users/search',
      paging: 'server',
      maxPerPage: 500,
      listFilters: { status: 'statuses', roleName: 'roles', companyId: 'companyIds' },
    },
    getOne: { path: '/api/v1/users/{id}' },
    update: { method: 'PATCH', path: '/api/v1/users' },
    delete: { method: 'DELETE', path: '/api/v1/users/{id}' },
  },
  route: {
    base: '/administration/user',
    views: {
      list: true,
      create: {
        draft: {
          messages: 'wizard',
          steps: [
            {
              path: 'personal-information',
              fields: ['firstName', 'lastName', 'email', 'phone'],
              check: (values) => import('./users/InviteWizard/checks').then((m) => m.checkPersonalInformation(values)),
            },
            { path: 'permissions', fields: ['roleName'] },
            { path: 'client-access', fields: ['companyIds'] },
          ],
          // Internal roles work in every company: they are invited at once (`/users/support-role`), with no record step.
          create: {
            save: () => import('./users/InviteWizard/checks').then((m) => m.createInvitee),
            stepsWhen: { source: 'roleName', notIn: INTERNAL_ROLES },
          },
          // Opened from a company (`?companyId=…&role=ClientAdmin`): its administrator contact, the company and the role.
          prefill: () => import('./users/InviteWizard/prefill').then((m) => m.useCompanyPrefill),
        },
        steps: [{ path: 'employer-access', component: lazy(() => import('./users/InviteWizard/EmployerAccessStep')) }],
      },
      update: true,
      view: true,
    },
    tabs: [
      { path: 'user-detail', label: 'User details', component: lazy(() => import('./users/UserDetailTab')) },
      {
        path: 'auth-history',
        label: 'Authentication history',
        block: { kind: 'history', resource: 'userAuthEvents', scope: { userId: 'id' }, messages: 'history' },
      },
      { path: 'sftp', label: 'SFTP', component: lazy(() => import('./users/SftpTab')) },
      {
        path: 'roles-and-permissions',
        label: 'Roles and permissions',
        component: lazy(() => import('./users/RolesAndPermissions/RolesAndPermissionsTab')),
        // The drill-down's levels in the portal's breadcrumbs: … / {user} / Companies / {company} / {module} / {scheme}.
        crumbs: [
          { path: 'company/list', label: 'Companies' },
          { path: 'company/:companyId/product/list', record: { resource: 'companies', idParam: 'companyId' } },
          { path: 'company/:companyId/product/:productId/scheme/list', record: { resource: 'products', idParam: 'productId' } },
          {
            path: 'company/:companyId/product/:productId/scheme/:schemeId/employer/list',
            record: { resource: 'schemes', idParam: 'schemeId' },
          },
        ],
      },
    ],
    rowClick: 'update',
  },
  overrides: {
    list: lazyScreen(() => import('./users/UserList'), { readsListPage: true }),
  },
  fields: [
    { source: 'firstName', type: 'text', label: 'First name', required: true, list: true, show: true, edit: true },
    { source: 'lastName', type: 'text', label: 'Last name', required: true, list: true, show: true, edit: true },
    {
      source: 'email',
      type: 'email',
      label: 'Email',
      required: true,
      validate: [optionalEmail('Email')],
      list: true,
      show: true,
      readOnlyOnEdit: true,
    },
    { source: 'phone', type: 'phone', label: 'Phone', show: true, edit: true },
    // Set on the SFTP tab with a call of its own; the record says only whether one is set (`userSshKey.hasPublicKey`).
    {
      source: 'publicKey',
      type: 'longText',
      label: 'Public key',
      required: true,
      validate: [sshKey('Public key')],
      helperText: 'Starts with "ssh-rsa "',
    },
    // Asked by the invite wizard only; the record names it as `clientPortalRole.roleName`.
    { source: 'roleName', type: 'text', label: 'Role', required: true, input: lazy(() => import('./users/InviteWizard/RoleInput')) },
    // Asked by the invite wizard only: the companies the user may see, or 'all' (staff who see every company may give it).
    {
      source: 'companyIds',
      type: 'companies',
      label: 'Which companies may the user see?',
      validate: [someCompanies],
      initial: [],
      showWhen: { source: 'roleName', notIn: INTERNAL_ROLES },
    },
    {
      source: 'clientPortalRole.roleName',
      type: 'text',
      label: 'Role',
      list: true,
      show: true,
      asText: (role) => displayRole(String(role)),
    },
    {
      source: 'status',
      type: 'select',
      label: 'Status',
      choices: [
        { id: 'Invited', name: 'Invited' },
        { id: 'Active', name: 'Active' },
        { id: 'Deactivated', name: 'Deactivated' },
        { id: 'SetupIncomplete', name: 'Setup incomplete' },
      ],
      chip: { Active: 'success', Invited: 'info', SetupIncomplete: 'warning', Deactivated: 'default' },
      list: true,
      show: true,
      filter: true,
      filterAlwaysOn: true,
    },
    // Exported with the rest (the CSV's last columns); no screen shows them.
    { source: 'createdAt', type: 'dateTime', label: 'Created', show: true },
    { source: 'lastLoginAt', type: 'dateTime', label: 'Last signed in', show: true },
    // A list filter only: the companies are searched on the server as the user types, never all listed.
    { source: 'companyId', type: 'reference', reference: 'companies', label: 'Company', filter: true, filterAlwaysOn: true },
  ],
  sort: { field: 'lastName', order: 'ASC' },
  access: {
    list: READERS,
    show: READERS,
    export: READERS,
    create: MANAGERS,
    edit: MANAGERS,
    delete: MANAGERS,
  },
  menu: [
    { group: 'users', label: 'Manage Users', view: 'list', order: 1 },
    { group: 'users', label: 'Invite New User', view: 'create', icon: PersonAddIcon, order: 2 },
  ],
  messages: () => import('./users/messages').then((m) => m.usersMessages),
});
