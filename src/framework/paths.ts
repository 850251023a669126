/**
 * The one place that turns a definition into URLs. The spec's scheme, not react-admin's `/name/:id`:
 * `{base}/list`, `{base}/create`, `{base}/update/{id}/{tab}`, `{base}/view/{id}/{tab}`, with parent
 * params (`:companyId`) filled in from the current route.
 *
 * A nested resource (`parent`) has no base of its own: it lives at `{parent record}/{tab}` under the parent's update
 * screen and again under its view screen, so its URLs depend on the screen it is reached from (`mode`). The mode
 * runs through the whole chain: a scheme's section opened from `company/update/…` is at
 * `company/update/{companyId}/scheme/update/{schemeId}/sections/{id}`.
 */
import type { Identifier } from 'react-admin';
import type { ResourceDefinition, ViewKind } from './types';

export type RouteParams = Record<string, string | undefined>;
/** Which of its parent's record screens a nested resource is reached from (and which of its own it opens). */
export type RecordMode = 'update' | 'view';

/** `update` / `view` unless the definition names other segments (the spec's `edit/{id}`, `history/file/{id}`). */
export const recordSegment = (def: ResourceDefinition, view: RecordMode) =>
  view === 'update' ? (def.route.updateSegment ?? 'update') : (def.route.viewSegment ?? 'view');

const join = (...parts: string[]) => parts.filter(Boolean).join('/');

/** The record screen's route pattern with its id param named `idParam` (no tab). */
export const recordPattern = (def: ResourceDefinition, mode: RecordMode, idParam = 'id'): string =>
  join(basePattern(def, mode), recordSegment(def, mode), `:${idParam}`);

/** The base pattern of a definition; for a nested one, the tab of its parent's record screen in that mode. */
export const basePattern = (def: ResourceDefinition, mode: RecordMode = 'view'): string => {
  const link = def.parent;
  if (!link) {
    if (def.route.base === undefined) throw new Error(`${def.name}: route.base or parent is required`);
    return def.route.base;
  }
  return join(recordPattern(link.definition, mode, link.idParam), link.tab.path);
};

/** Parent params named in a pattern, e.g. `['companyId']`. */
export const parentParams = (pattern: string): string[] =>
  pattern
    .split('/')
    .filter((s) => s.startsWith(':'))
    .map((s) => s.slice(1));

/** A record's parent params (e.g. companyId) picked from a route's params. */
export const parentValuesOf = (def: ResourceDefinition, params: Readonly<Record<string, string | undefined>>): RouteParams =>
  Object.fromEntries(parentParams(basePattern(def)).map((p) => [p, params[p]])) as RouteParams;

/**
 * The `meta` of a record's read: its parent params, or nothing for a top-level resource. Every screen that reads
 * one record (the page, its breadcrumb, the sidebar entry) builds it here, so they share one query and one call.
 */
export const recordMeta = (def: ResourceDefinition, params: Readonly<Record<string, string | undefined>>) =>
  parentParams(basePattern(def)).length ? { params: parentValuesOf(def, params) } : undefined;

export const fillPattern = (pattern: string, params: RouteParams): string =>
  pattern.replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing route parameter "${name}" for ${pattern}`);
    return encodeURIComponent(value);
  });

/** The record screen's first tab, where a link to the record lands. */
const defaultTab = (def: ResourceDefinition): string | undefined => def.route.tabs?.[0]?.path;

/** The list's own segment: `list` unless the definition says otherwise ('' puts the list at the base). */
export const listSegment = (def: ResourceDefinition) => def.route.listSegment ?? 'list';

export const listPath = (def: ResourceDefinition, params: RouteParams = {}, mode: RecordMode = 'view') =>
  join(fillPattern(basePattern(def, mode), params), listSegment(def));

/** The create screen's pattern: `{base}/create`, or a segment of the parent's record screen (`create-scheme`). */
const createPattern = (def: ResourceDefinition, mode: RecordMode) =>
  def.parent?.createSegment
    ? join(recordPattern(def.parent.definition, mode, def.parent.idParam), def.parent.createSegment)
    : join(basePattern(def, mode), 'create');

export const createPath = (def: ResourceDefinition, params: RouteParams = {}, mode: RecordMode = 'view') =>
  fillPattern(createPattern(def, mode), params);

export const recordPath = (
  def: ResourceDefinition,
  view: RecordMode,
  id: Identifier,
  params: RouteParams = {},
  tab: string | undefined = defaultTab(def),
) => join(fillPattern(recordPattern(def, view), { ...params, id: String(id) }), tab ?? '');

/** The path a view of a record opens at, by view kind. */
export const viewPath = (def: ResourceDefinition, view: ViewKind, params: RouteParams, id?: Identifier, mode?: RecordMode): string => {
  if (view === 'list') return listPath(def, params, mode);
  if (view === 'create') return createPath(def, params, mode);
  if (id === undefined) throw new Error(`${def.name}: ${view} needs an id`);
  return recordPath(def, view, id, params);
};

/** Absolute route patterns (react-router syntax) of a definition's views; a nested one's in the given mode. */
export const routePatterns = (def: ResourceDefinition, mode: RecordMode = 'view') => {
  const { views } = def.route;
  const base = basePattern(def, mode);
  return {
    list: views.list ? join(base, listSegment(def)) : undefined,
    create: views.create ? `${createPattern(def, mode)}/*` : undefined,
    update: views.update ? `${recordPattern(def, 'update')}/*` : undefined,
    view: views.view ? `${recordPattern(def, 'view')}/*` : undefined,
  };
};

/**
 * The name the screens under a record's view screen give its id (a company's schemes at
 * `…/company/view/:companyId/scheme`): a menu's `view` entry fills it from the selected company's `companyId`, and the
 * shell knows by it which record pages are a company's.
 */
export const recordIdParam = (definitions: ResourceDefinition[], def: ResourceDefinition): string | undefined => {
  const record = recordPattern(def, 'view').split('/');
  for (const other of definitions) {
    if (other === def || (!other.parent && other.route.base === undefined)) continue;
    const under = basePattern(other).split('/');
    if (under.length <= record.length || !record.every((s, i) => s === ':id' || s === under[i])) continue;
    const named = under[record.indexOf(':id')]!;
    if (named.startsWith(':')) return named.slice(1);
  }
  return undefined;
};
