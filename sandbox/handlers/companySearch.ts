import { http } from 'msw';
import { visibleCompanies } from '../access-rules';
import { requireUser } from '../auth';
import { Validation, json, portal, refuse, sortBy } from '../http';
import { getStore } from '../store';
import type { SetupCompleteness } from '../../src/shared/companySetup';
import { oneOf } from '../validators';
import { presentAll } from './companies';

/** The most a page may hold: a picker lists 50, a list 25; an export asks page by page (contract/portal/companies.yaml). */
export const MAX_PER_PAGE = 100;
// `id` too: react-admin's reference inputs ask for it by default.
const SORTABLE = ['name', 'companyNumber', 'setupCompleteness', 'address.town', 'address.postcode', 'createdAt', 'id'] as const;
const ORDERS = ['ASC', 'DESC'] as const;
const SETUP: readonly SetupCompleteness[] = ['None', 'DetailsIncomplete', 'BrandingIncomplete', 'AssignProductsIncomplete', 'Available'];

/** A whole number from `min` to `max`, or undefined (absent keeps the default, so only a given bad value is refused). */
const wholeNumber = (raw: string | null, min: number, max: number) => {
  if (raw === null) return undefined;
  const value = Number(raw);
  return /^\d+$/.test(raw) && value >= min && value <= max ? value : Number.NaN;
};

/** The query, checked: bad paging or sort ends with a 400 and field errors rather than a guess. */
const searchQuery = (q: URLSearchParams) => {
  const v = new Validation();
  const page = wholeNumber(q.get('page'), 1, Number.MAX_SAFE_INTEGER);
  if (Number.isNaN(page)) v.add('page', 'page must be a whole number from 1.');
  const perPage = wholeNumber(q.get('perPage'), 1, MAX_PER_PAGE);
  if (Number.isNaN(perPage)) v.add('perPage', `perPage must be a whole number from 1 to ${MAX_PER_PAGE}.`);
  const sortField = q.get('sortField') || 'name';
  if (!oneOf(SORTABLE, sortField)) v.add('sortField', `sortField must be one of ${SORTABLE.join(', ')}.`);
  const sortOrder = (q.get('sortOrder') || 'ASC').toUpperCase();
  if (!oneOf(ORDERS, sortOrder)) v.add('sortOrder', 'sortOrder must be ASC or DESC.');
  // Repeated keys ask for any of the stages (spec 7: arrays go as repeated keys), e.g. every stage but Available.
  const setup = q.getAll('setupCompleteness').filter(Boolean);
  if (setup.some((stage) => !oneOf(SETUP, stage))) v.add('setupCompleteness', `setupCompleteness must be one of ${SETUP.join(', ')}.`);
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  return {
    text: (q.get('q') ?? '').trim().toLocaleLowerCase('en-GB'),
    page: page ?? 1,
    perPage: perPage ?? 25,
    sortField,
    sortOrder,
    setup,
  };
};

/**
 * [designed] `GET /companies/search`: one page of the companies the caller may see, matched and sorted here, so no
 * screen has to fetch every company (`/companies/all`) to show a page of them or to pick one.
 */
export const companySearchHandlers = [
  http.get(portal('/companies/search'), async ({ request }) => {
    const user = await requireUser(request);
    const query = searchQuery(new URL(request.url).searchParams);
    const { text, page, perPage, sortField, sortOrder, setup } = query;
    // Matched on the stored record first: completeness is derived, so only the matches are presented.
    const matches = visibleCompanies(getStore(), user)
      .filter((c) => !text || c.name.toLocaleLowerCase('en-GB').includes(text) || c.companyNumber.toLowerCase().includes(text))
      .map(presentAll(getStore()))
      .filter((c) => setup.length === 0 || setup.includes(c.setupCompleteness));
    // By name first, so rows that tie on the sort field keep a stable, readable order from page to page.
    const sorted = sortField === 'name' ? sortBy(matches, 'name', sortOrder) : sortBy(sortBy(matches, 'name', 'ASC'), sortField, sortOrder);
    return json({ items: sorted.slice((page - 1) * perPage, page * perPage), total: sorted.length });
  }),
];
