/**
 * The sidebar, derived from the definitions' menu entries: grouped as spec section 2.6 lists them,
 * filtered by role, access rules and target platform.
 */
import type { ComponentType } from 'react';
import type { TargetPlatform } from '../../providers/config';
import { hasAnyRole } from '../shared/roles';
import { canAccessResource, type UserRoles } from './access';
import { createOffersChoices } from './choices';
import { recordTabs } from './nesting';
import { basePattern, createPath, listPath, parentParams, recordIdParam, recordPath, type RouteParams } from './paths';
import type { ResourceDefinition } from './types';

/** Spec 2.6 order. Labels live in the catalogue under `portico.shell.menu.groups.{id}`. */
export const MENU_GROUPS = [
  'dataAccess',
  'dataRetention',
  'dataPublish',
  'users',
  'apiIntegrations',
  'productsConfiguration',
  // Not in spec 2.6: the console's audit trail and settings, for SuperAdmin and Support (docs/decisions.md).
  'console',
  'onboarding',
  'allProducts',
] as const;

export interface MenuItem {
  key: string;
  /** Catalogue key of the entry's label. */
  labelKey: string;
  to: string;
  resource: string;
  /** The entry's icon, else its resource's: what the collapsed rail shows. */
  icon?: ComponentType;
  /** For record entries: label with this record's name instead, and list its tabs beneath. */
  record?: { id: string; tabs: { labelKey: string; to: string }[] };
  /**
   * A placeholder while a param it needs (e.g. the selected company) is still loading: keeps the sidebar's shape,
   * a record entry's tabs included (as many as it will list beneath it, or 0).
   */
  pending?: { tabs: number };
  /**
   * The entry's run-time condition, a hook the sidebar calls with the menu's params on every render (reading cached
   * data): a create entry's form must have something to offer (`createOffersChoices`). Undefined while it cannot yet
   * tell: the sidebar then keeps the entry's place, as for a pending param.
   */
  visibleWhen?: (params: RouteParams) => boolean | undefined;
}

export interface MenuGroup {
  id: string;
  labelKey: string;
  items: MenuItem[];
}

export interface MenuContext extends UserRoles {
  platform: TargetPlatform;
  /** Values for parent params such as the selected company's id. */
  params: RouteParams;
  /** Params still loading: entries that need them come back as placeholders (`pending`) rather than not at all. */
  pendingParams?: readonly string[];
}

export const buildMenu = (
  definitions: ResourceDefinition[],
  { role, dataGatewayRole, platform, params, pendingParams = [] }: MenuContext,
): MenuGroup[] => {
  const roles = { role, dataGatewayRole };
  const items = definitions.flatMap((def) =>
    (def.menu ?? []).flatMap((entry, index) => {
      if (entry.roles && !hasAnyRole(role, entry.roles)) return [];
      const action = { create: 'create', list: 'list', view: 'show' }[entry.view];
      if (!canAccessResource(definitions, { action, resource: def.name, ...roles, platform })) return [];
      const item: MenuItem = { key: `${def.name}.${index}`, labelKey: `resources.${def.name}.menu.${index}`, to: '', resource: def.name };
      const icon = entry.icon ?? def.icon;
      if (icon) item.icon = icon;
      const placed = { group: entry.group, order: entry.order ?? 100 + index, item };
      // A company-scoped entry waits until a company is selected: a placeholder while the companies load, else none.
      const idParam = entry.view === 'view' ? recordIdParam(definitions, def) : undefined;
      const needed = [...parentParams(basePattern(def)), ...(idParam ? [idParam] : [])];
      const missing = needed.filter((p) => !params[p]);
      if (missing.length > 0) {
        if (!missing.every((p) => pendingParams.includes(p))) return [];
        const tabs = entry.view === 'view' ? recordTabs(definitions, def, roles).length : 0;
        return [{ ...placed, item: { ...item, pending: { tabs: tabs > 1 ? tabs : 0 } } }];
      }
      const visibleWhen = entry.view === 'create' ? createOffersChoices(def) : undefined;
      if (visibleWhen) item.visibleWhen = visibleWhen;
      if (entry.view === 'view') {
        const id = idParam ? params[idParam] : undefined;
        if (!id) return [];
        item.to = recordPath(def, 'view', id, params);
        item.record = {
          id,
          tabs: recordTabs(definitions, def, roles).map((t) => ({
            labelKey: t.labelKey,
            to: recordPath(def, 'view', id, params, t.link),
          })),
        };
      } else {
        item.to = entry.view === 'create' ? createPath(def, params) : listPath(def, params);
      }
      return [placed];
    }),
  );
  const groupIndex = (g: string) => {
    const i = (MENU_GROUPS as readonly string[]).indexOf(g);
    return i === -1 ? MENU_GROUPS.length : i;
  };
  const groups = new Map<string, typeof items>();
  for (const entry of items) groups.set(entry.group, [...(groups.get(entry.group) ?? []), entry]);
  return [...groups.entries()]
    .sort(([a], [b]) => groupIndex(a) - groupIndex(b))
    .map(([id, entries]) => ({
      id,
      labelKey: `portico.shell.menu.groups.${id}`,
      items: entries.sort((a, b) => a.order - b.order).map((e) => e.item),
    }));
};
