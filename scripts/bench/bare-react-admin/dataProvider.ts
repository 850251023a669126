/**
 * The bare app's data provider, written as react-admin's "Writing a data provider" guide starts one: the sandbox's
 * own endpoints for the records Portico's lists and record show (users, companies), with a bearer token the
 * benchmark puts in localStorage. Read-only: the baseline only lists and shows.
 */
import { fetchUtils, type DataProvider, type GetListResult } from 'react-admin';

const API = 'http://localhost:4010/portal/api/v1';

const call = (path: string, init: RequestInit = {}) =>
  fetchUtils.fetchJson(`${API}${path}`, {
    ...init,
    user: { authenticated: true, token: `Bearer ${localStorage.getItem('token') ?? ''}` },
  });

const readOnly = () => Promise.reject(new Error('The benchmark baseline only reads.'));

export const dataProvider = {
  getList: async (resource, { pagination, sort }) => {
    const query = { page: pagination?.page ?? 1, perPage: pagination?.perPage ?? 25, sortField: sort?.field, sortOrder: sort?.order };
    const { json } =
      resource === 'users'
        ? await call('/users/search', { method: 'POST', body: JSON.stringify(query) })
        : await call(`/${resource}/search?${new URLSearchParams(Object.entries(query).map(([k, v]) => [k, String(v)]))}`);
    return { data: json.items, total: json.total } as GetListResult;
  },
  getOne: async (resource, { id }) => ({ data: (await call(`/${resource}/${encodeURIComponent(String(id))}`)).json }),
  getMany: async (resource, { ids }) => ({
    data: await Promise.all(ids.map(async (id) => (await call(`/${resource}/${encodeURIComponent(String(id))}`)).json)),
  }),
  getManyReference: readOnly,
  create: readOnly,
  update: readOnly,
  updateMany: readOnly,
  delete: readOnly,
  deleteMany: readOnly,
} satisfies DataProvider;
