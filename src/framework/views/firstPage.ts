/**
 * The page a generated list asks for first, worked out as react-admin's list controller does (`getQuery`: the URL's
 * query, else the page, sort and filter the user left in the store, else the list's defaults), so the portal can ask
 * for it as it starts (`startFirstScreen`) and the list's own read takes that answer (issue 25, goal 3).
 */
import { getQuery, parseQueryFromLocation, type Store } from 'react-admin';
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

export const firstPageOf = (definition: ResourceDefinition, parentValues: RouteParams, search: string, store: Store): PageRead => {
  const query = getQuery({
    queryFromLocation: parseQueryFromLocation({ search }),
    params: store.getItem(listStoreKey(definition, parentValues)) ?? {},
    filterDefaultValues: undefined,
    sort: listSort(definition),
    perPage: LIST_PER_PAGE,
  });
  return {
    pagination: { page: query.page, perPage: query.perPage },
    sort: { field: query.sort, order: query.order },
    filter: { ...query.filter },
    meta: recordMeta(definition, parentValues),
  };
};
