/**
 * react-admin's DataProvider, built from the resource definitions. Each definition's `api` says either
 * "ra-data-simple-rest convention at this path" (endpoints we designed) or names the spec's endpoints
 * one operation at a time. Unnamed operations fall back to simple-rest when the definition has a path.
 */
import simpleRestProvider from 'ra-data-simple-rest';
import type { DataProvider, GetListParams, Identifier, RaRecord } from 'react-admin';
import { clientSideList } from './clientSideList';
import { fillPath, fillQuery, type Params } from './endpointPath';
import type { Endpoint, ResourceDefinition } from './types';
import { splitUploads, uploadAfterCreate, uploadAfterUpdate } from './uploads';
import { answerWithRows, errorsOnRows, rowsToValues } from './valueRows';
import { serviceBaseUrl } from '../../providers/config';
import { fetchJson, isApiError, request, type ApiErrorFields, type Query } from '../../providers/http';

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

/**
 * Spec 8: a form shows the first server error under it. react-admin puts `body.errors.root.serverError` on the form
 * only when `body.errors` has entries, so a failed save without field errors (403, 5xx, network) gets the root entry.
 */
const withFormRoot = (error: unknown) => {
  if (isApiError(error) && error.kind !== 'aborted' && !error.body.errors.root) {
    (error.body.errors as ApiErrorFields).root = { serverError: error.message };
  }
  return error;
};

const unsupported = (def: ResourceDefinition, operation: string) =>
  Promise.reject(new Error(`${def.name}: ${operation} is not offered by the API`));

type ServerList = NonNullable<ResourceDefinition['api']['getList']>;

/** The filters a search is sent: none left empty, those it takes as lists (`listFilters`) under its name, in a list. */
const searchFilters = (endpoint: ServerList, filter: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(filter)
      .filter(([, v]) => v !== undefined && v !== '')
      .map(([k, v]) => (endpoint.listFilters?.[k] ? [endpoint.listFilters[k], [v]] : [k, v])),
  );

/**
 * One page from a search endpoint that takes `page`, `perPage`, `sortField`, `sortOrder` and the filters: as query
 * parameters, or as the JSON body of a `POST` search.
 */
const fetchPage = async (def: ResourceDefinition, endpoint: ServerList, params: GetListParams, page: number, perPage: number) => {
  const { sort, filter = {}, signal } = params;
  const search = { ...searchFilters(endpoint, filter), page, perPage, sortField: sort?.field, sortOrder: sort?.order };
  const post = endpoint.method === 'POST';
  const { json } = await request<{ items: RaRecord[]; total: number }>(def.api.service, fillPath(endpoint.path, valuesOf(params)), {
    method: post ? 'POST' : 'GET',
    query: { ...fillQuery(endpoint.query, valuesOf(params)), ...(post ? {} : (search as Query)) },
    json: post ? search : undefined,
    signal,
  });
  return { data: json?.items ?? [], total: json?.total ?? 0 };
};

/**
 * A page the server pages. A request larger than the endpoint allows (an export asks for 1 000 rows) is read in pages
 * of the largest size it allows, one after another, stopping at the last record: never more than was asked for.
 */
const serverPage = async (def: ResourceDefinition, endpoint: ServerList, params: GetListParams) => {
  const { page = 1, perPage = 25 } = params.pagination ?? {};
  const max = endpoint.maxPerPage;
  if (!max || perPage <= max) return fetchPage(def, endpoint, params, page, perPage);
  const start = (page - 1) * perPage;
  const data: RaRecord[] = [];
  let total = Infinity;
  for (let n = Math.floor(start / max) + 1; (n - 1) * max < Math.min(start + perPage, total); n++) {
    const next = await fetchPage(def, endpoint, params, n, max);
    data.push(...next.data);
    total = next.total;
    if (next.data.length < max) break;
  }
  const skip = start % max;
  return { data: data.slice(skip, skip + perPage), total: Number.isFinite(total) ? total : 0 };
};

const resourceProvider = (def: ResourceDefinition): DataProvider => {
  const { api } = def;
  const rest = api.simpleRest ? simpleRestProvider(`${serviceBaseUrl(api.service)}/api/v1`, fetchJson) : undefined;
  const restResource = api.simpleRest ?? def.name;

  const getList = async (given: GetListParams) => {
    const params = api.permanentFilter ? { ...given, filter: { ...given.filter, ...api.permanentFilter } } : given;
    if (api.getList?.paging === 'server') return serverPage(def, api.getList, params);
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
      const { body, files } = splitUploads(def, params.data);
      let created: RaRecord;
      if (api.create) created = (await call<RaRecord>(def, api.create, valuesOf(params), body))!;
      else if (rest) created = (await rest.create(restResource, { ...params, data: body })).data;
      else return unsupported(def, 'create');
      // A versioned record's create answers its first version, which names the record under its own field.
      if (def.versions && created.id === undefined) created = { ...created, id: created[def.versions.sources.record] as Identifier };
      return { data: await uploadAfterCreate(def, files, valuesOf(params), created) };
    },
    update: async (_resource, params) => {
      const { body, files } = splitUploads(def, params.data);
      let updated: RaRecord;
      if (api.update) {
        const data = await call<RaRecord>(def, api.update, valuesOf(params), { ...body, id: params.id });
        updated = data ?? { ...params.previousData, ...body, id: params.id };
      } else if (rest) updated = (await rest.update(restResource, { ...params, data: body })).data;
      else return unsupported(def, 'update');
      return { data: await uploadAfterUpdate(def, files, valuesOf(params), updated) };
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

/** The operations that send a record's data: a `values` field's rows go as the API's bare values (valueRows.ts). */
const SENDING: readonly string[] = ['create', 'update', 'updateMany'];

export const createDataProvider = (definitions: ResourceDefinition[]): DataProvider => {
  const providers = new Map(definitions.map((def) => [def.name, { def, provider: resourceProvider(def) }]));
  const dispatch =
    (operation: (typeof OPERATIONS)[number]) =>
    (resource: string, params: { data?: unknown }): Promise<unknown> => {
      const found = providers.get(resource);
      if (!found) return Promise.reject(new Error(`Unknown resource "${resource}"`));
      const { def, provider } = found;
      const sent = SENDING.includes(operation) ? { ...params, data: rowsToValues(def, params.data) } : params;
      return (provider[operation] as (r: string, p: unknown) => Promise<unknown>)(resource, sent).then(
        (answer) => answerWithRows(def, answer),
        (error: unknown) => {
          // A request aborted by a sign-out is an ApiError; react-admin stays quiet only for a DOMException AbortError.
          if (isApiError(error) && error.kind === 'aborted') throw new DOMException(error.message, 'AbortError');
          throw operation === 'create' || operation === 'update' ? withFormRoot(errorsOnRows(def, error)) : error;
        },
      );
    };
  return {
    ...Object.fromEntries(OPERATIONS.map((operation) => [operation, dispatch(operation)])),
    // react-admin passes an AbortSignal and lets react-query cancel stale requests.
    supportAbortSignal: true,
  } as unknown as DataProvider;
};
