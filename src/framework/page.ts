/**
 * A page (issue 24): a screen that is not a record collection (a settings form, an upload form), declared in one file
 * under resources/ like a resource. It gets what a resource's list gets (the route, guarded by the area allow-list and
 * its roles; the menu entry; the breadcrumb; the access matrix row; its catalogue entries) without the fields, API
 * mapping and record representation a collection needs. The framework sees it as a definition of `kind: 'page'` with
 * one view, so the route, menu, breadcrumb and access code serve both kinds alike.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { Role } from '../shared/roles';
import type { FieldDefinition, MenuEntry, PageBlock, ResourceDefinition } from './types';

interface PageDeclaration {
  /** Catalogue key (`resources.{name}`) and the name access is asked about (`useAccessNow(action, name)`). */
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
   * `useAccessNow('edit', name)`, and the access matrix says "opens" rather than "read-only").
   */
  access: readonly Role[] | { open: readonly Role[]; edit: readonly Role[] };
  /**
   * The page's own catalogue entries under `resources.{name}`, or a loader of them (as a resource's `messages`), so
   * they ship with the page's screen, which waits for them, rather than every first load (the upload page's words).
   */
  messages?: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
  /** What its block shows, labelled `resources.{name}.fields.{source}` like a resource's fields. */
  fields?: FieldDefinition[];
}

/**
 * A page is a framework block declared as data (docs/architecture.md, Blocks), a component of its own (lazy, so it
 * loads when the page is opened), or both: the component drawn under the block.
 */
type PageContent =
  | { block: PageBlock; component?: LazyExoticComponent<ComponentType> }
  | { block?: undefined; component: LazyExoticComponent<ComponentType> };

const splitPath = (page: PageDeclaration) => {
  const cut = page.path.lastIndexOf('/');
  if (!page.path.startsWith('/') || cut <= 0 || cut === page.path.length - 1)
    throw new Error(`Page "${page.name}": path must be absolute with at least two segments: ${page.path}`);
  return { base: page.path.slice(0, cut), listSegment: page.path.slice(cut + 1) };
};

export const definePage = (page: PageDeclaration & PageContent): ResourceDefinition => {
  const { name, labels, icon, access, component, block, messages } = page;
  const crumb = labels.crumb ?? labels.title;
  return {
    kind: 'page',
    name,
    labels: { singular: crumb, plural: crumb },
    icon,
    recordRepresentation: () => labels.title,
    // No collection behind a page: nothing for the data provider. Access is judged by the role of the service that
    // holds its block's settings (the data-gateway role for the gateway's), else by the client-portal role.
    api: { service: block?.read.service ?? 'portal' },
    route: { ...splitPath(page), views: { list: true } },
    ...(block ? { block } : {}),
    ...(component ? { overrides: { list: component } } : {}),
    fields: page.fields ?? [],
    access: 'open' in access ? { list: access.open, edit: access.edit } : { list: access },
    menu: (page.menu ?? []).map((entry) => ({ ...entry, label: labels.title, view: 'list' })),
    messages:
      typeof messages === 'function'
        ? () => messages().then((loaded) => ({ ...loaded, title: labels.title }))
        : { ...messages, title: labels.title },
  };
};
