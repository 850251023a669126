/**
 * The one place that turns a definition into URLs. The spec's scheme, not react-admin's `/name/:id`:
 * `{base}/list`, `{base}/create`, `{base}/update/{id}/{tab}`, `{base}/view/{id}/{tab}`, with parent
 * params (`:companyId`) filled in from the current route.
 */
import type { Identifier } from 'react-admin';
import type { ResourceDefinition, ViewKind } from './types';

export type RouteParams = Record<string, string | undefined>;

/** Parent params named in the base pattern, e.g. `['companyId']`. */
export const parentParams = (base: string): string[] =>
  base
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));

/** A record's parent params (e.g. companyId) picked from a route's params. */
export const parentValuesOf = (def: ResourceDefinition, params: Readonly<Record<string, string | undefined>>): RouteParams =>
  Object.fromEntries(parentParams(def.route.base).map((p) => [p, params[p]])) as RouteParams;

/**
 * The `meta` of a record's read: its parent params, or nothing for a top-level resource. Every screen that reads
 * one record (the page, its breadcrumb, the sidebar entry) builds it here, so they share one query and one call.
 */
export const recordMeta = (def: ResourceDefinition, params: Readonly<Record<string, string | undefined>>) =>
  parentParams(def.route.base).length ? { params: parentValuesOf(def, params) } : undefined;

export const fillPattern = (pattern: string, params: RouteParams): string =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });

export const defaultTab = (def: ResourceDefinition, view: 'update' | 'view'): string | undefined =>
  def.route.tabs?.find((t) => !t.views || t.views.includes(view))?.path;

/** The list's own segment: `list` unless the definition says otherwise ('' puts the list at the base). */
const listSuffix = (def: ResourceDefinition) => {
  const segment = def.route.listSegment ?? 'list';
  return segment ? `/${segment}` : '';
};

/** `update` / `view` unless the definition names other segments (the spec's `edit/{id}`, `history/file/{id}`). */
const recordSegment = (def: ResourceDefinition, view: 'update' | 'view') =>
  view === 'update' ? (def.route.updateSegment ?? 'update') : (def.route.viewSegment ?? 'view');

export const listPath = (def: ResourceDefinition, params: RouteParams = {}) => `${fillPattern(def.route.base, params)}${listSuffix(def)}`;

export const createPath = (def: ResourceDefinition, params: RouteParams = {}) => `${fillPattern(def.route.base, params)}/create`;

export const recordPath = (
  def: ResourceDefinition,
  view: 'update' | 'view',
  id: Identifier,
  params: RouteParams = {},
  tab: string | undefined = defaultTab(def, view),
) => {
  const base = `${fillPattern(def.route.base, params)}/${recordSegment(def, view)}/${encodeURIComponent(String(id))}`;
  return tab ? `${base}/${tab}` : base;
};

/** The path a view of a record opens at, by view kind. */
export const viewPath = (def: ResourceDefinition, view: ViewKind, params: RouteParams, id?: Identifier): string => {
  if (view === 'list') return listPath(def, params);
  if (view === 'create') return createPath(def, params);
  if (id === undefined) throw new Error(`${def.name}: ${view} needs an id`);
  return recordPath(def, view, id, params);
};

/** Route patterns (react-router syntax) the framework mounts for a definition. */
export const routePatterns = (def: ResourceDefinition) => {
  const { base, views } = def.route;
  return {
    list: views.list ? `${base}${listSuffix(def)}` : undefined,
    create: views.create ? `${base}/create/*` : undefined,
    update: views.update ? `${base}/${recordSegment(def, 'update')}/:id/*` : undefined,
    view: views.view ? `${base}/${recordSegment(def, 'view')}/:id/*` : undefined,
  };
};
