import PeopleIcon from '@mui/icons-material/People';
import type { GetListParams } from 'react-admin';
import { request } from '../providers/http';
import { defineResource } from '../src/framework/define';

const STATUSES = ['Invited', 'Active', 'Deactivated', 'SetupIncomplete'] as const;

/** `POST /users/search` pages, sorts and filters on the server (body designed by us, docs/api.md). */
const searchUsers = async ({ filter = {}, pagination, sort, signal }: GetListParams) => {
  const { q, status, clientPortalRole, companyId } = filter as Record<string, string | undefined>;
  const { json } = await request<{ items: { id: string }[]; total: number }>('portal', '/api/v1/users/search', {
    method: 'POST',
    json: {
      q,
      statuses: status ? [status] : undefined,
      roles: clientPortalRole ? [clientPortalRole] : undefined,
      companyIds: companyId ? [companyId] : undefined,
      page: pagination?.page ?? 1,
      perPage: pagination?.perPage ?? 25,
      sortField: sort?.field,
      sortOrder: sort?.order,
    },
    signal,
  });
  return { data: json.items, total: json.total };
};

export default defineResource({
  name: 'users',
  labels: { singular: 'User', plural: 'Users' },
  icon: PeopleIcon,
  recordRepresentation: (user) => `${user.firstName} ${user.lastName}`,
  api: {
    service: 'portal',
    custom: { getList: searchUsers },
    getOne: { path: '/api/v1/users/{id}' },
    create: { method: 'POST', path: '/api/v1/users' },
    update: { method: 'PATCH', path: '/api/v1/users' },
    delete: { method: 'DELETE', path: '/api/v1/users/{id}' },
  },
  route: {
    base: '/administration/user',
    views: { list: true, update: true },
    tabs: [{ path: 'user-detail', label: 'User details' }],
    rowClick: 'update',
  },
  fields: [
    { source: 'firstName', type: 'text', label: 'First name', required: true, list: true, edit: true },
    { source: 'lastName', type: 'text', label: 'Last name', required: true, list: true, edit: true },
    { source: 'email', type: 'email', label: 'Email', list: true, readOnlyOnEdit: true, edit: true },
    { source: 'phone', type: 'phone', label: 'Phone', edit: true },
    { source: 'clientPortalRole.roleName', type: 'text', label: 'Role', list: true, sortable: false },
    { source: 'status', type: 'select', label: 'Status', choices: STATUSES, list: true, filter: true },
  ],
  sort: { field: 'lastName', order: 'ASC' },
  access: {
    list: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
    show: ['SuperAdmin', 'Support', 'Analyst', 'Viewer', 'ClientAdmin'],
    edit: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'],
    create: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'],
    delete: ['SuperAdmin', 'Support', 'Analyst', 'ClientAdmin'],
  },
  menu: [{ group: 'users', label: 'Manage Users', view: 'list', order: 1 }],
});
