/**
 * The route → parent map behind the breadcrumbs, derived from the definitions: a record's pages sit under
 * its list, a list under the definition's `breadcrumbParent` (when it has one), a nested resource's list under its
 * parent's record: Companies / {company} / Schemes / {scheme} / Employers / {employer}.
 */
import { matchPath } from 'react-router-dom';
import { fillPattern, recordPattern, routePatterns, type RecordMode, type RouteParams } from './paths';
import type { ResourceDefinition } from './types';

export type CrumbLabel =
  | { kind: 'text'; key: string; options?: Record<string, unknown> }
  | { kind: 'create'; resource: string }
  | { kind: 'record'; resource: string; idParam: string };

export interface CrumbRoute {
  pattern: string;
  /** Where the crumb links (no splat). */
  linkPattern: string;
  parent?: string;
  /** The parent's params under this page's names (`{ id: 'companyId' }`). */
  parentParams?: Record<string, string>;
  label: CrumbLabel;
}

export type BreadcrumbMap = Map<string, CrumbRoute>;

const stripSplat = (pattern: string) => pattern.replace(/\/\*$/, '');

/** A tab's own drill-down pages (`crumbs`), each under the one before, the first under the record. */
const addTabCrumbs = (map: BreadcrumbMap, def: ResourceDefinition, view: RecordMode) => {
  if (!def.route.views[view]) return;
  const record = recordPattern(def, view);
  for (const tab of def.route.tabs ?? []) {
    let parent = `${record}/*`;
    (tab.crumbs ?? []).forEach((crumb, index) => {
      const pattern = `${record}/${tab.path}/${crumb.path}`;
      const label: CrumbLabel =
        'label' in crumb
          ? { kind: 'text', key: `resources.${def.name}.tabCrumbs.${tab.path}.${index}` }
          : { kind: 'record', resource: crumb.record.resource, idParam: crumb.record.idParam };
      map.set(pattern, { pattern, linkPattern: pattern, parent, label });
      parent = pattern;
    });
  }
};

/** The crumbs of one definition's screens (a nested one's, under its parent's screens in one mode). */
const addDefinition = (map: BreadcrumbMap, def: ResourceDefinition, mode: RecordMode) => {
  const p = routePatterns(def, mode);
  const list = p.list;
  // A nested list sits under its parent's record screen in the same mode.
  const declared = typeof def.breadcrumbParent === 'string' ? { pattern: def.breadcrumbParent } : def.breadcrumbParent;
  const listParent = def.parent ? `${recordPattern(def.parent.definition, mode)}/*` : declared?.pattern;
  const parentParams = def.parent ? undefined : declared && 'params' in declared ? declared.params : undefined;
  if (list) {
    map.set(list, {
      pattern: list,
      linkPattern: list,
      parent: listParent,
      parentParams,
      label: { kind: 'text', key: `resources.${def.name}.name`, options: { smart_count: 2 } },
    });
  }
  const parent = list ?? listParent;
  if (p.create) {
    map.set(p.create, {
      pattern: p.create,
      linkPattern: stripSplat(p.create),
      parent,
      parentParams: list ? undefined : parentParams,
      label: { kind: 'create', resource: def.name },
    });
  }
  // A nested resource's record screens belong to the chain of their own mode; a top-level one has both.
  const records = def.parent ? [mode === 'update' ? p.update : p.view] : [p.update, p.view];
  for (const view of def.parent ? [mode] : (['update', 'view'] as const)) addTabCrumbs(map, def, view);
  for (const pattern of records) {
    if (pattern) {
      const label: CrumbLabel = { kind: 'record', resource: def.name, idParam: 'id' };
      map.set(pattern, { pattern, linkPattern: stripSplat(pattern), parent, parentParams: list ? undefined : parentParams, label });
    }
  }
};

export const buildBreadcrumbMap = (definitions: ResourceDefinition[]): BreadcrumbMap => {
  const map: BreadcrumbMap = new Map();
  for (const def of definitions) {
    addDefinition(map, def, 'view');
    if (def.parent) addDefinition(map, def, 'update');
  }
  return map;
};

export interface Crumb {
  path: string;
  label: CrumbLabel;
  params: RouteParams;
}

const specificity = (pattern: string) =>
  pattern.split('/').reduce((score, seg) => score + (seg === '*' ? 0 : seg.startsWith(':') ? 2 : 3), 0);

/** The crumbs from the top down to the page at `pathname`; empty when no route matches. */
export const breadcrumbTrail = (map: BreadcrumbMap, pathname: string): Crumb[] => {
  const matches = [...map.values()]
    .map((route) => ({ route, match: matchPath(route.pattern, pathname) }))
    .filter((m) => m.match)
    .sort((a, b) => specificity(b.route.pattern) - specificity(a.route.pattern));
  const best = matches.at(0);
  if (!best?.match) return [];
  let params = best.match.params as RouteParams;
  const trail: Crumb[] = [];
  const seen = new Set<string>();
  let route: CrumbRoute | undefined = best.route;
  while (route && !seen.has(route.pattern)) {
    seen.add(route.pattern);
    // A parent record's page is a prefix of this path: read its own params from it, since the child may
    // use the same name (`:id`) for a different thing.
    const own = matchPath({ path: route.linkPattern, end: false }, pathname);
    if (own) params = { ...params, ...(own.params as RouteParams) };
    try {
      trail.unshift({ path: fillPattern(route.linkPattern, params), label: route.label, params });
    } catch {
      break; // a parent needs params this page does not carry
    }
    if (route.parentParams) {
      const named = params;
      params = { ...params, ...Object.fromEntries(Object.entries(route.parentParams).map(([to, from]) => [to, named[from]])) };
    }
    route = route.parent ? map.get(route.parent) : undefined;
  }
  return trail;
};
