/**
 * The page a generated list asks for first, worked out as react-admin's list controller does (`getQuery`: the URL's
 * query, else the page, sort and filter the user left in the store, else the list's defaults), so the portal can ask
 * for it as it starts (`startFirstScreen`) and the list's own read takes that answer (issue 25, goal 3).
 */
import type { Store } from 'react-admin';
import type { PageRead } from '../firstRead';
import { recordMeta, type RouteParams } from '../paths';
import type { ResourceDefinition } from '../types';

export const LIST_PER_PAGE = 25;

/** react-admin's sort for a list that names none (its list controller's). */
const UNSORTED = { field: 'id', order: 'ASC' } as const;

/** Where a generated list keeps the user's page, sort and filter between visits. */
export const listStoreKey = (definition: ResourceDefinition, parentValues: RouteParams) =>
  `${definition.name}.${Object.values(parentValues).join('.')}.list`;

/** The list's sort as its `<List>` is given it. */
export const listSort = (definition: ResourceDefinition) => definition.sort ?? UNSORTED;

interface ListQuery {
  filter?: Record<string, unknown>;
  sort?: string | null;
  order?: string | null;
  page?: number | string | null;
  perPage?: number | string | null;
}

/** The URL's list query as react-admin reads it (`parseQueryFromLocation`: `filter` is JSON). */
const queryOf = (search: string): ListQuery => {
  const query: Record<string, unknown> = Object.fromEntries(new URLSearchParams(search));
  for (const field of ['filter', 'displayedFilters']) {
    if (typeof query[field] !== 'string') continue;
    try {
      query[field] = JSON.parse(query[field]);
    } catch {
      delete query[field];
    }
  }
  return query;
};

/** The user has left the list other than it opens (react-admin's `hasCustomParams`). */
const isCustom = (stored: ListQuery | undefined): stored is ListQuery =>
  Boolean(
    stored?.filter &&
    (Object.keys(stored.filter).length > 0 || stored.order != null || stored.page !== 1 || stored.perPage != null || stored.sort != null),
  );

const numberOr = (value: number | string | null | undefined, fallback: number) => {
  const number = typeof value === 'string' ? parseInt(value, 10) : (value ?? fallback);
  return Number.isNaN(number) ? fallback : number;
};

/**
 * react-admin's `getQuery` restated: its module would bring the list controller's helpers into the portal's first
 * load, past its budget. A unit test holds the two to the same answers; should they ever differ, the list reads its
 * page itself, since the early answer is taken only for the very same page, sort, filter and meta.
 */
export const firstPageOf = (definition: ResourceDefinition, parentValues: RouteParams, search: string, store: Store): PageRead => {
  const fromUrl = queryOf(search);
  const stored = store.getItem<ListQuery>(listStoreKey(definition, parentValues));
  const query: ListQuery = Object.keys(fromUrl).length > 0 ? fromUrl : isCustom(stored) ? { ...stored } : { filter: {} };
  const sort = query.sort ? { field: query.sort, order: query.order } : listSort(definition);
  return {
    pagination: { page: numberOr(query.page ?? 1, 1), perPage: numberOr(query.perPage ?? LIST_PER_PAGE, 10) },
    sort: { field: sort.field, order: sort.order } as PageRead['sort'],
    filter: { ...query.filter },
    meta: recordMeta(definition, parentValues),
  };
};
