/**
 * Which resources live under which: a nested resource (`parent`) adds a tab to its parent's record screen, and the
 * parent's tabs, the sidebar's record entry and the breadcrumbs all read that tab from here.
 */
import { canAccessResource, type UserRoles } from './access';
import { listSegment } from './paths';
import type { ResourceDefinition, TabDefinition } from './types';

export const childrenOf = (definitions: ResourceDefinition[], parent: ResourceDefinition) =>
  definitions.filter((d) => d.parent?.definition.name === parent.name);

export interface RecordTab {
  /** The tab's path segment: its routes are `{path}/*`. */
  path: string;
  labelKey: string;
  /** Where the tab links, relative to the record screen (a nested list may sit at `{path}/list`). */
  link: string;
  /** The record's own tab, or the nested resource the tab holds. */
  own?: TabDefinition;
  child?: ResourceDefinition;
}

/**
 * The tabs of a record screen the role may see, in order: the definition's own, with each nested resource's tab after
 * the one it names (or last). A nested tab shows only to roles that may list that resource.
 */
export const recordTabs = (definitions: ResourceDefinition[], def: ResourceDefinition, roles: UserRoles): RecordTab[] => {
  // No `tabs`: one Details tab; `tabs: []`: the record's fields at its own URL, no tab segment.
  const own: RecordTab[] = (def.route.tabs ?? [{ path: 'details', label: 'Details' }]).map((t) => ({
    path: t.path,
    labelKey: `resources.${def.name}.tabs.${t.path}`,
    link: t.path,
    own: t,
  }));
  const tabs = [...own];
  for (const child of childrenOf(definitions, def)) {
    if (!canAccessResource(definitions, { action: 'list', resource: child.name, ...roles })) continue;
    const { path, after } = child.parent!.tab;
    const tab: RecordTab = {
      path,
      labelKey: `resources.${child.name}.parentTab`,
      link: [path, listSegment(child)].filter(Boolean).join('/'),
      child,
    };
    const at = after ? tabs.findIndex((t) => t.path === after) : -1;
    if (at === -1) tabs.push(tab);
    else tabs.splice(at + 1, 0, tab);
  }
  return tabs;
};

const HEADINGS = ['h1', 'h2', 'h3', 'h4'] as const;

/** A screen inside its parents' screens titles itself one heading level below theirs. */
export const headingOf = (def: ResourceDefinition): (typeof HEADINGS)[number] => {
  let depth = 0;
  for (let p = def.parent; p; p = p.definition.parent) depth++;
  return HEADINGS[Math.min(depth, HEADINGS.length - 1)]!;
};
