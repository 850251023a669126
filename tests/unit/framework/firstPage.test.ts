/**
 * The page a list opened by its URL is read at as the portal starts (src/framework/views/firstPage.ts) restates
 * react-admin's own merge of the URL's query, the stored params and the list's defaults: held here to react-admin's
 * `getQuery` and `parseQueryFromLocation` over the cases a user can leave a list in or follow a link to.
 */
import { getQuery, memoryStore, parseQueryFromLocation } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { firstPageOf, LIST_PER_PAGE, listSort, listStoreKey } from '../../../src/framework/views/firstPage';
import { resourceDefinitions } from '../../../src/portal/registry';

const companies = resourceDefinitions.find((d) => d.name === 'companies')!;
const unsorted = resourceDefinitions.find((d) => !d.parent && !d.sort && d.route.views.list)!;
const filter = (value: unknown) => `filter=${encodeURIComponent(JSON.stringify(value))}`;

const STORED = [
  undefined,
  { filter: {}, sort: null, order: null, page: 1, perPage: null },
  { filter: {}, sort: 'companyNumber', order: 'DESC', page: 1, perPage: null },
  { filter: { q: 'rail' }, sort: null, order: null, page: 1, perPage: null },
  { filter: {}, sort: null, order: null, page: 4, perPage: 50 },
  { filter: { status: 'Active', q: 'thames' }, sort: 'name', order: 'DESC', page: 2, perPage: 10 },
];
const SEARCHES = [
  '',
  '?page=3',
  `?${filter({ q: 'anglia' })}&sort=name&order=DESC&page=2&perPage=50`,
  '?perPage=abc&page=x',
  '?filter=%7Bbroken',
];

describe("a list's first page, as react-admin works it out", () => {
  for (const definition of [companies, unsorted])
    for (const stored of STORED)
      for (const search of SEARCHES)
        it(`${definition.name}, stored ${JSON.stringify(stored)}, URL "${search}"`, () => {
          const store = memoryStore(stored ? { [listStoreKey(definition, {})]: stored } : {});
          const query = getQuery({
            queryFromLocation: parseQueryFromLocation({ search }),
            params: stored ?? { filter: {}, sort: null, order: null, page: 1, perPage: null },
            filterDefaultValues: undefined,
            sort: listSort(definition),
            perPage: LIST_PER_PAGE,
          });
          expect(firstPageOf(definition, {}, search, store)).toEqual({
            pagination: { page: query.page, perPage: query.perPage },
            sort: { field: query.sort, order: query.order },
            filter: { ...query.filter },
            meta: undefined,
          });
        });
});
