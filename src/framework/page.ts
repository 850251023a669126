/**
 * A page (issue 24): a screen that is not a record collection (a settings form, an upload form), declared in one file
 * under resources/ like a resource. It gets what a resource's list gets (the route, guarded by the area allow-list and
 * its roles; the menu entry; the breadcrumb; the access matrix row; its catalogue entries) without the fields, API
 * mapping and record representation a collection needs. The framework sees it as a definition of `kind: 'page'` with
 * one view, so the route, menu, breadcrumb and access code serve both kinds alike.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Role } from '../shared/roles';
import type { MenuEntry, ResourceDefinition } from './types';

interface PageDeclaration {
  /** Catalogue key (`resources.{name}`) and the name access is asked about (`useCanAccess({ resource: name })`). */
  name: string;
  /** The page's URL pattern, its params as `:name` (`/administration/onboarding/onboard/company/:companyId/upload`). */
  path: string;
  /**
   * `title` is the page's heading (`resources.{name}.title`), its menu entries' label, and its
   * breadcrumb unless `crumb` words that differently.
   */
  labels: { title: string; crumb?: string };
  icon?: ComponentType;
  /** Entries labelled with the title. */
  menu?: Omit<MenuEntry, 'label' | 'view' | 'idParam'>[];
  /**
   * Who may open the page; with `edit`, who may also change what it shows (the page asks
   * `useCanAccess({ action: 'edit', resource: name })`, and the access matrix says "opens" rather than "read-only").
   */
  access: readonly Role[] | { open: readonly Role[]; edit: readonly Role[] };
  /** The page itself, lazy so it loads when the page is opened. */
  component: LazyExoticComponent<ComponentType>;
  /** The page's own catalogue entries under `resources.{name}`. */
  messages?: Record<string, unknown>;
}

const splitPath = (page: PageDeclaration) => {
  const cut = page.path.lastIndexOf('/');
  if (!page.path.startsWith('/') || cut <= 0 || cut === page.path.length - 1)
    throw new Error(`Page "${page.name}": path must be absolute with at least two segments: ${page.path}`);
  return { base: page.path.slice(0, cut), listSegment: page.path.slice(cut + 1) };
};

export const definePage = (page: PageDeclaration): ResourceDefinition => {
  const { name, labels, icon, access, component, messages } = page;
  const crumb = labels.crumb ?? labels.title;
  return {
    kind: 'page',
    name,
    labels: { singular: crumb, plural: crumb },
    icon,
    recordRepresentation: () => labels.title,
    // No collection behind a page: nothing for the data provider, and no platform withholds it.
    api: { service: 'portal' },
    route: { ...splitPath(page), views: { list: true } },
    overrides: { list: component },
    fields: [],
    access: 'open' in access ? { list: access.open, edit: access.edit } : { list: access },
    menu: (page.menu ?? []).map((entry) => ({ ...entry, label: labels.title, view: 'list' })),
    messages: { ...messages, title: labels.title },
  };
};
