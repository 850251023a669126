/**
 * The shape of a resource definition: one file under `resources/` says everything about a screen family
 * (what it is, how it is stored, who may do what, where it appears). The framework derives routes,
 * menu entries, breadcrumbs, access rules, the data-provider mapping and catalogue labels from it.
 */
import type { ComponentType, LazyExoticComponent } from 'react';
import type { RaRecord } from 'react-admin';
import type { Role } from '../shared/roles';
import type { Service } from '../../providers/config';
import type { LiveTopic } from '../../providers/liveEvents';
import type { FieldDefinition } from './types/fields';
import type { HeaderActions, PageBlock, TabBlock } from './types/blocks';
import type { WizardDefinition } from './types/wizards';

/* The definition format in parts: fields, blocks and wizards have modules of their own under `types/`. */
export * from './types/fields';
export * from './types/blocks';
export * from './types/wizards';

export type ViewKind = 'list' | 'create' | 'update' | 'view';
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | (string & {});

/** A tab (or wizard step) is a path segment; it shows fields or a component of its own. */
export interface TabDefinition {
  path: string;
  label: string;
  /** Sources of fields shown on this tab; defaults to every field placed for the view. */
  fields?: string[];
  /**
   * A component replaces the generated content; it gets the record from react-admin's record context. Beside an
   * assignment `block` it is the resource's own part of that block instead, as a page's component is beside its
   * block: what an assignment covers (`useAssignmentCoverage()` from src/framework/views).
   */
  component?: ComponentType | LazyExoticComponent<ComponentType>;
  /** A framework block replaces the generated content, declared as data; its code loads with the tab (docs/architecture.md, Blocks). */
  block?: TabBlock;
  /**
   * Sub-tabs as path segments under this tab (`…/{tab}/{sub}`), each a block, a component or fields; the bare tab URL
   * lands on the first. Labels are catalogued as `resources.{name}.subTabs.{tab}.{sub}`.
   */
  tabs?: TabDefinition[];
  /**
   * Pages of the tab's own drill-down the breadcrumbs should know, each under the one before (the first under the
   * record): a text label, or a record named by a param of the path.
   */
  crumbs?: TabCrumb[];
}

export type TabCrumb = { path: string } & ({ label: string } | { record: { resource: string; idParam: string } });

export interface MenuEntry {
  /** Menu group label (English, catalogued) — e.g. 'Onboarding'. */
  group: string;
  label: string;
  /**
   * Which view the entry opens. `view` opens one record — the one named by the param the screens under its view
   * screen give its id (`companyId`: the selected company) — and is labelled with the record's name, its tabs
   * listed beneath.
   */
  view: 'list' | 'create' | 'view';
  /** The entry's own icon, when the resource's would repeat beside it in the collapsed rail (e.g. 'Add …'). */
  icon?: ComponentType;
  order?: number;
  /** Narrower than the resource's access rules, when the spec says so. */
  roles?: readonly Role[];
}

/** One API operation: a path template (`{id}`, `{companyId}` …) and how to call it. */
export interface Endpoint {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string>;
}

export interface ApiMapping {
  service: Service;
  /**
   * The collection path under `/api/v1` when the endpoints follow ra-data-simple-rest's convention
   * (designed endpoints). Operations without an explicit endpoint fall back to it.
   */
  simpleRest?: string;
  /**
   * The list endpoint when it is not simple-rest. `client`: it answers every record (`GET …/all`), so the
   * list pages, sorts and filters in the browser. `server`: it takes `page`, `perPage`, `sortField`,
   * `sortOrder` and the filters as query parameters, or with `method: 'POST'` as the JSON body (the users' search),
   * and answers `{ items, total }` (the spec's searches).
   * `maxPerPage`: the most a page may hold; a larger request (an export) is asked for in pages of that size.
   */
  getList?: Endpoint & {
    paging: 'client' | 'server';
    maxPerPage?: number;
    /**
     * A `POST` search's names for the list's filters that it takes as lists, each sent as a list of its one value
     * (`{ status: 'statuses' }` sends `statuses: ['Active']`); the other filters go as they are.
     */
    listFilters?: Record<string, string>;
  };
  /** Filters every list request carries, e.g. `{ mine: true }` for "my" requests. */
  permanentFilter?: Record<string, unknown>;
  getOne?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
}

export interface ResourceViews {
  list?: boolean;
  /**
   * `true` for a single form at `{base}/create`; steps make it a wizard: the first creates the record, the others are
   * tabs of the update screen at `{base}/create/{id}/{step}`, with Back, Next and Finish.
   */
  create?: boolean | WizardDefinition;
  update?: boolean;
  view?: boolean;
}

/** A definition's own screen whose code can be asked for before it is drawn (`lazyScreen`, framework/views). */
export type LazyScreen = LazyExoticComponent<ComponentType> & {
  load: () => Promise<ComponentType>;
  /**
   * A list screen that reads its pages by `useListPage()`'s props, as the generated list does: opened by its URL, its
   * first page is asked for as the portal starts.
   */
  readsListPage?: boolean;
};

export type ViewOverride = ComponentType | LazyExoticComponent<ComponentType> | LazyScreen;

/**
 * A resource that lives in a tab of another resource's record screen, under both its update and view screens:
 * `{parent record}/{tab}/…`. Its URLs, breadcrumbs and the parent's tab (and sidebar sub-item) come from this: the
 * nested list block (`views/NestedResource.tsx`, docs/architecture.md, Blocks), whose parts are `tab.after` and
 * `createSegment`.
 * @block
 */
export interface ParentLink {
  definition: ResourceDefinition;
  /** The name the parent's id takes in this resource's URLs and API calls, e.g. `companyId`. */
  idParam: string;
  /** The tab this resource adds to the parent; placed after the parent's tab `after` (else last). */
  tab: { path: string; label: string; after?: string };
  /** The create screen at a segment of the parent's record screen (`create-scheme`) instead of `{tab}/create`. */
  createSegment?: string;
}

/**
 * Where a resource's screens live. A nested resource (`parent`) may leave it out: its list is its parent's tab, its
 * records sit straight under it (`…/sections/{id}`), and it has all four views (defineResource fills that in).
 */
export interface RouteDefinition {
  /** Absolute base path, may carry parent params: `/data/retention/company/:companyId/policy`. Not for nested resources. */
  base?: string;
  views: ResourceViews;
  /** Tabs of the update and view screens (path segments); the first is the default. */
  tabs?: TabDefinition[];
  /**
   * Where a list row goes: the record's view or update screen, or the screen of another definition keeping the same
   * records (the products console's rows open the module's update screen), judged by that definition's access.
   */
  rowClick?: 'view' | 'update' | { definition: ResourceDefinition; view: 'view' | 'update' };
  /** The list's path segment after the base; `list` by default ('' for a nested resource), '' for the base itself. */
  listSegment?: string;
  /** Whether the list offers a search box (`filter.q`); off for endpoints that cannot search. */
  search?: boolean;
  /** The update screen's path segment (`{base}/{segment}/{id}`); `update` by default ('' nested), e.g. `edit`; '' for `{base}/{id}`. */
  updateSegment?: string;
  /** The view screen's path segment (`{base}/{segment}/{id}`); `view` by default ('' nested), e.g. `file`. */
  viewSegment?: string;
  /** The list is one tab of a page of lists, under the page's heading (docs/architecture.md, Blocks). */
  listPage?: ListPage;
}

/**
 * A page whose tabs are lists of several resources (spec 2.4's Manage Access, `/data/access/manage/{tabName}`), each
 * tab a link to its resource's own list URL, labelled with its plural. Every list of the page names the same page.
 */
export interface ListPage {
  /** The page's own URL: it, and a tab under it that no list has, open the first list. */
  path: string;
  /** The heading (and the tabs' name), catalogued as `resources.{name}.listPage` of each resource on the page. */
  title: string;
  /** The resources whose lists are the tabs, by name, in order. */
  lists: string[];
}

/**
 * A record whose changes make versions (a retention policy): `{record}/version/{versionId}/{tab}` on the update and
 * view screens, the record's own URL going on to its current version. The view shows the version's fields by tab;
 * the update screen saves each tab with a call of its own; a last tab lists the versions (`history`), each opening
 * read-only. Endpoints name the record as `{id}`, the version as `{versionId}`, and the route's params.
 * @block
 */
export interface VersionedRecord {
  /** The record's versions, newest first (`{ items: [{ id }] }`): the first is the current one. */
  current: Endpoint;
  /** A version as the view screen and the history read it, and as the update screen's forms start from it. */
  read: { view: Endpoint; update: Endpoint };
  /** Fields of a version (and of the create answer): the record's id, the version's, its number, its status, and the current version's id. */
  sources: { record: string; version: string; number: string; status: string; current: string };
  /** The status that is shown as in force. */
  activeStatus: string;
  /** A `rows` field of the view's read listing every version (its first row field the version's number). */
  history: string;
  /** How each tab of the update screen saves, by tab path. */
  saves: Record<string, VersionSave>;
  /**
   * The group of the resource's catalogue holding the screens' words: `title.view` and `title.update` (`%{name}`),
   * `version` and `current` (the chips), `allVersions`, `newVersion` and `fromOlder` (a new version's notice,
   * `%{number}`), and `saved.{tab}` (the answer's fields as arguments).
   */
  messages: string;
}

/** A tab of a versioned record's update screen, saved as its fields plus `with`. */
export interface VersionSave {
  method: 'PUT' | 'PATCH' | 'POST';
  path: string;
  /** Sent with the tab's fields, each filled like a path: `{ policyId: '{id}', companyId: '{companyId}' }`. */
  with: Record<string, string>;
  /** The answer is a new current version, which the screen moves to. */
  newVersion: boolean;
}

export interface ResourceDefinition<R extends RaRecord = RaRecord> {
  /** react-admin resource name and catalogue key (`resources.{name}`). */
  name: string;
  /** Set by `definePage` (src/framework/page.ts): one screen, not a record collection; react-admin never sees it. */
  kind?: 'page';
  /** Set by `definePage`: the block the page is, drawn by the framework; the page's own component (`overrides.list`) under it. */
  block?: PageBlock;
  /**
   * `empty` and `noMatches` are what an empty list says; by default "No {plural} yet." and "No {plural} match the
   * current search and filters." — set them where the plural is a page title rather than a noun ("My data access").
   * `create` names the create page in its heading and breadcrumb alike; by default "Create {singular}".
   */
  labels: { singular: string; plural: string; empty?: string; noMatches?: string; create?: string };
  icon?: ComponentType;
  /** A field path or a function: how a record is named in titles and breadcrumbs. */
  recordRepresentation: string | ((record: R) => string);
  /**
   * The command palette (Ctrl+K) finds this resource's records by name, searching its list on the server with `q`;
   * `describe` adds a second line where a name alone is ambiguous (the company, an email).
   */
  search?: { describe?: (record: R) => string | null | undefined };
  api: ApiMapping;
  /** Lives in a tab of another resource's record screen; then `route.base` is left out (it follows the parent). */
  parent?: ParentLink;
  route: RouteDefinition;
  fields: FieldDefinition[];
  /** Roles per action. Unlisted actions are refused. The area allow-list of the base path applies on top. */
  access: Partial<Record<Action, readonly Role[]>>;
  menu?: MenuEntry[];
  /**
   * The route pattern of the parent page of this resource's list (breadcrumb), when it is not the area root; with
   * `params`, the parent's params are taken from this page's under other names (`{ id: 'companyId' }`).
   */
  breadcrumbParent?: string | { pattern: string; params: Record<string, string> };
  /**
   * How the resource meets the selected company (spec 4) where its base does not say it all (a base with
   * `:companyId` follows the picker: the URL is rewritten to the selection). `'url'`: the page is about the company
   * its URL names, whichever is selected, and its `:companyId` is never rewritten. `{ field }`: each record holds its
   * company in `field`; the list's filter on it starts at the selected company each time the page opens (kept in
   * neither the URL nor the store), and a new record starts with it.
   */
  company?: 'url' | { field: string };
  /** Default sort of the list. */
  sort?: { field: string; order: 'ASC' | 'DESC' };
  /** Replace any generated view with a component (lazy, so it loads with the view). */
  overrides?: Partial<Record<ViewKind, ViewOverride>>;
  /** The record is kept as versions: its update and view screens open one version (docs/architecture.md, Blocks). */
  versions?: VersionedRecord;
  /**
   * Extra catalogue entries under `resources.{name}` (e.g. action labels, messages). A loader
   * (`() => import('./x/messages').then((m) => m.default)`) ships them with the resource's screens instead of every
   * first load: each view of the resource waits for them (ViewElement), so only its own screens may use them.
   */
  messages?: Record<string, unknown> | (() => Promise<Record<string, unknown>>);
  /** Actions beside the record's title on its update and view screens (the record actions block, declared). */
  recordActions?: HeaderActions;
  /**
   * Live (issue 26, `views/LiveRefresh.tsx`): every read of the resource is read again when the topic's events say a
   * record changed (and every 30 s while the stream cannot be opened); the events the catalogue words as
   * `resources.{name}.live.{type}` (`created`: "1 new request |||| %{smart_count} new requests") are announced.
   */
  live?: { topic: LiveTopic };
  /**
   * Deleting asks the user to type the record's name (its representation) and says what goes with it: one line per
   * item of `consequences`, worded by `resources.{name}.{consequencesKey}.{item}`, followed by its count when
   * `useCounts` answers one.
   */
  deleteConfirmation?: {
    typeToConfirm: true;
    consequencesKey: string;
    consequences: readonly string[];
    /** A hook: counts per consequence item, fetched when the dialog opens; undefined while unknown. */
    useCounts?: (record: R, enabled: boolean) => Record<string, number | undefined>;
  };
}
