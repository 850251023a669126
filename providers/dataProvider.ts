/**
 * react-admin's DataProvider, built from the resource definitions. Each definition's `api` says either
 * "ra-data-simple-rest convention at this path" (endpoints we designed) or names the spec's endpoints
 * one operation at a time. Unnamed operations fall back to simple-rest when the definition has a path.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { clientSideList } from '../src/framework/clientSideList';
import type { Endpoint, ResourceDefinition } from '../src/framework/types';
import { serviceBaseUrl } from './config';
import { fetchJson, isApiError, request } from './http';

type Params = Record<string, unknown>;

const fillPath = (template: string, values: Params) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null) throw new Error(`Missing "${key}" for ${template}`);
    return encodeURIComponent(String(value));
  });

const fillQuery = (query: Endpoint['query'], values: Params) =>
  query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, fillPath(v, values)]));

const call = async <T>(def: ResourceDefinition, endpoint: Endpoint, values: Params, body?: unknown, signal?: AbortSignal) => {
  const { json } = await request<T>(def.api.service, fillPath(endpoint.path, values), {
    method: endpoint.method ?? 'GET',
    query: fillQuery(endpoint.query, values),
    json: body,
    signal,
  });
  return json;
};

const searchFieldsOf = (def: ResourceDefinition) =>
  def.fields.filter((f) => f.list && ['text', 'email', 'longText', 'phone'].includes(f.type)).map((f) => f.source);

/** Parent params (e.g. companyId) travel in `meta.params`; endpoints may use them as `{companyId}`. */
const valuesOf = (params: { meta?: { params?: Params }; id?: Identifier; filter?: Params }) => ({
  ...(params.filter ?? {}),
  ...(params.meta?.params ?? {}),
  ...(params.id !== undefined ? { id: params.id } : {}),
});

const unsupported = (def: ResourceDefinition, operation: string) =>
  Promise.reject(new Error(`${def.name}: ${operation} is not offered by the API`));

const resourceProvider = (def: ResourceDefinition): DataProvider => {
  const { api } = def;
  const rest = api.simpleRest ? simpleRestProvider(`${serviceBaseUrl(api.service)}/api/v1`, fetchJson) : undefined;
  const restResource = api.simpleRest ?? def.name;

  const getList = async (given: GetListParams) => {
    const params = api.permanentFilter ? { ...given, filter: { ...given.filter, ...api.permanentFilter } } : given;
    if (api.custom?.getList) return api.custom.getList(params);
    if (api.getList?.paging === 'server') {
      const { pagination, sort, filter = {}, signal } = params;
      const { json } = await request<{ items: RaRecord[]; total: number }>(def.api.service, fillPath(api.getList.path, valuesOf(params)), {
        query: {
          ...fillQuery(api.getList.query, valuesOf(params)),
          ...Object.fromEntries(
            Object.entries(filter)
              .filter(([, v]) => v !== undefined && v !== '')
              .map(([k, v]) => [k, v as string]),
          ),
          page: pagination?.page,
          perPage: pagination?.perPage,
          sortField: sort?.field,
          sortOrder: sort?.order,
        },
        signal,
      });
      return { data: json?.items ?? [], total: json?.total ?? 0 };
    }
    if (api.getList) {
      const all = await call<RaRecord[]>(def, api.getList, valuesOf(params), undefined, params.signal);
      // Parent params are already applied by the endpoint's path; the rest filter in the browser.
      const parentKeys = Object.keys(params.meta?.params ?? {});
      const filter = Object.fromEntries(Object.entries(params.filter ?? {}).filter(([k]) => !parentKeys.includes(k)));
      return clientSideList(all ?? [], { ...params, filter }, searchFieldsOf(def));
    }
    if (rest) {
      return rest.getList(restResource, { ...params, filter: { ...params.filter, ...(params.meta?.params ?? {}) } });
    }
    return unsupported(def, 'getList');
  };

  const getOne: DataProvider['getOne'] = async (_resource, params) => {
    if (api.getOne) return { data: await call(def, api.getOne, valuesOf(params), undefined, params.signal) };
    return rest ? rest.getOne(restResource, params) : unsupported(def, 'getOne');
  };

  return {
    getList: (_resource, params) => getList(params),
    getOne,
    getMany: async (resource, params) => {
      if (rest && !api.getOne) return rest.getMany(restResource, params);
      const records = await Promise.all(params.ids.map((id) => getOne(resource, { id, meta: params.meta, signal: params.signal })));
      return { data: records.map((r) => r.data) };
    },
    getManyReference: (_resource, params) =>
      rest ? rest.getManyReference(restResource, params) : getList({ ...params, filter: { ...params.filter, [params.target]: params.id } }),
    create: async (_resource, params) => {
      if (api.create) return { data: await call(def, api.create, valuesOf(params), params.data) };
      return rest ? rest.create(restResource, params) : unsupported(def, 'create');
    },
    update: async (_resource, params) => {
      if (api.update) {
        const data = await call<RaRecord>(def, api.update, valuesOf(params), { ...params.data, id: params.id });
        return { data: data ?? { ...params.previousData, ...params.data, id: params.id } };
      }
      return rest ? rest.update(restResource, params) : unsupported(def, 'update');
    },
    updateMany: async (resource, params) => {
      const provider = resourceProvider(def);
      await Promise.all(params.ids.map((id) => provider.update(resource, { id, data: params.data, previousData: { id } })));
      return { data: params.ids };
    },
    delete: async (_resource, params) => {
      if (api.delete) {
        await call(def, api.delete, valuesOf(params));
        return { data: params.previousData ?? ({ id: params.id } as RaRecord) };
      }
      return rest ? rest.delete(restResource, params) : unsupported(def, 'delete');
    },
    deleteMany: async (resource, params) => {
      const provider = resourceProvider(def);
      await Promise.all(params.ids.map((id) => provider.delete(resource, { id })));
      return { data: params.ids };
    },
  } as DataProvider;
};

const OPERATIONS = ['getList', 'getOne', 'getMany', 'getManyReference', 'create', 'update', 'updateMany', 'delete', 'deleteMany'] as const;

export const createDataProvider = (definitions: ResourceDefinition[]): DataProvider => {
  const providers = new Map(definitions.map((def) => [def.name, resourceProvider(def)]));
  const dispatch =
    (operation: (typeof OPERATIONS)[number]) =>
    (resource: string, params: unknown): Promise<unknown> => {
      const provider = providers.get(resource);
      if (!provider) return Promise.reject(new Error(`Unknown resource "${resource}"`));
      return (provider[operation] as (r: string, p: unknown) => Promise<unknown>)(resource, params).catch((error: unknown) => {
        // A request aborted by a sign-out is an ApiError; react-admin stays quiet only for a DOMException AbortError.
        if (isApiError(error) && error.kind === 'aborted') throw new DOMException(error.message, 'AbortError');
        throw error;
      });
    };
  return {
    ...Object.fromEntries(OPERATIONS.map((operation) => [operation, dispatch(operation)])),
    // react-admin passes an AbortSignal and lets react-query cancel stale requests.
    supportAbortSignal: true,
  } as unknown as DataProvider;
};
