/**
 * The route → parent map behind the breadcrumbs, derived from the definitions: a record's pages sit under
 * its list, a list under the definition's `breadcrumbParent` (when it has one).
 */
import { matchPath } from 'react-router-dom';
import { fillPattern, routePatterns, type RouteParams } from './paths';
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
  label: CrumbLabel;
}

export type BreadcrumbMap = Map<string, CrumbRoute>;

const stripSplat = (pattern: string) => pattern.replace(/\/\*$/, '');

export const buildBreadcrumbMap = (definitions: ResourceDefinition[]): BreadcrumbMap => {
  const map: BreadcrumbMap = new Map();
  for (const def of definitions) {
    const p = routePatterns(def);
    const list = p.list;
    if (list) {
      map.set(list, {
        pattern: list,
        linkPattern: list,
        parent: def.breadcrumbParent,
        label: { kind: 'text', key: `resources.${def.name}.name`, options: { smart_count: 2 } },
      });
    }
    const parent = list ?? def.breadcrumbParent;
    if (p.create) {
      map.set(p.create, { pattern: p.create, linkPattern: stripSplat(p.create), parent, label: { kind: 'create', resource: def.name } });
    }
    for (const pattern of [p.update, p.view]) {
      if (pattern)
        map.set(pattern, {
          pattern,
          linkPattern: stripSplat(pattern),
          parent,
          label: { kind: 'record', resource: def.name, idParam: 'id' },
        });
    }
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
    route = route.parent ? map.get(route.parent) : undefined;
  }
  return trail;
};
