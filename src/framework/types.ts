/**
 * The shape of a resource definition: one file under `resources/` says everything about a screen family
 * (what it is, how it is stored, who may do what, where it appears). The framework derives routes,
 * menu entries, breadcrumbs, access rules, the data-provider mapping and catalogue labels from it.
 */
import type { ComponentType, LazyExoticComponent, ReactElement, ReactNode } from 'react';
import type { GetListParams, GetListResult, RaRecord, Validator } from 'react-admin';
import type { Role } from '../shared/roles';
import type { Service } from '../../providers/config';

export type ViewKind = 'list' | 'create' | 'update' | 'view';
export type Action = 'list' | 'show' | 'create' | 'edit' | 'delete' | 'export' | (string & {});

export type FieldType =
  | 'text'
  | 'longText'
  | 'email'
  | 'phone'
  /**
   * An ordered list of phones (`{ order, countryCode, number }`s, src/framework/phones.ts), each typed in national or
   * international form with its country code chosen from the portal's list; exported as text.
   */
  | 'phones'
  | 'number'
  | 'boolean'
  | 'date'
  | 'dateTime'
  | 'select'
  | 'reference'
  | 'url'
  | 'colour'
  | 'html'
  /** A file sent to its own endpoint (`upload`) after the record is saved; the record keeps its URL. */
  | 'image'
  /** A list of rows, each of the fields `rows` declares (a policy's rules): a table of inputs in forms, a table in views. */
  | 'rows';

/** Where a field appears. */
export interface FieldPlacement {
  list?: boolean;
  filter?: boolean;
  show?: boolean;
  create?: boolean;
  edit?: boolean;
}

/** What a field's own input or display component is given (`FieldDefinition.input`/`display`), as the framework's own (`phones`) are. */
export interface FieldComponentProps {
  source: string;
  field: FieldDefinition;
  definition: ResourceDefinition;
  /** Inputs only: the create or the update form. */
  mode?: 'create' | 'edit';
  /** react-admin's layouts read these from their children. */
  label?: string | false;
  sortable?: boolean;
}

/** Where an `image` field is uploaded: `POST {path}` as multipart (field `file`), answering the updated record. */
export interface UploadEndpoint {
  /** Path template filled from the saved record's id and the parent params, e.g. `/api/v1/companies/{id}/logo`. */
  path: string;
  /** MIME types offered by the file picker and checked before sending (the API judges the content). */
  accept: readonly string[];
  maxBytes: number;
}

export interface FieldDefinition extends FieldPlacement {
  /** Dot path into the record, e.g. `address.postcode`. */
  source: string;
  type: FieldType;
  /** English label; becomes `resources.{name}.fields.{source}` in the catalogue. */
  label: string;
  required?: boolean;
  validate?: Validator[];
  /** For select: enumeration values; labels default to the value. */
  choices?: readonly (string | { id: string; name: string })[];
  /**
   * For select, instead of `choices`: a GET of the resource's service answering `{ id, name }`s, its `{name}`s filled
   * from the route's params and the record (a company's products without a policy).
   */
  choicesFrom?: Endpoint;
  /** For reference: the resource name it points to. */
  reference?: string;
  /** Helper text shown under the input (English; catalogued like labels). */
  helperText?: string;
  sortable?: boolean;
  /** Read-only once created (shown but not editable on update). */
  readOnlyOnEdit?: boolean;
  /** What the create form starts with, where one choice is the usual one (a new integration is Enabled). */
  initial?: unknown;
  /** In forms, shown only while another field has this value (the inactive reason while the status is Inactive). */
  showWhen?: { source: string; equals: string };
  /** With `filter`: shown beside the list at once rather than behind "Add filter" (a screen that is mostly filtering). */
  filterAlwaysOn?: boolean;
  /** A component of the resource's own instead of the generated input (the invite wizard's roles, each saying what it may do). */
  input?: ComponentType<FieldComponentProps>;
  /** A component of the resource's own instead of the generated read-only display. */
  display?: ComponentType<FieldComponentProps>;
  /** How a structured value reads as plain text (CSV exports), e.g. an audit entry's changes; `phones` know theirs. */
  asText?: (value: unknown) => string;
  /** For `image`: the endpoint the chosen file is sent to once the record is saved. */
  upload?: UploadEndpoint;
  /**
   * This field opens a section of the form and the read-only view, headed by the catalogue entry
   * `resources.{name}.sections.{key}` (put it in the definition's `messages`).
   */
  opensSection?: string;
  /** For `rows`: what each row holds. */
  rows?: RowsOf;
}

/**
 * The rows of a `rows` field. Each row field's placement says where it is a column: `create`/`edit` in the forms' table
 * (a create, and a versioned record's save, send only those of each row), `show` in the views' table. Words under
 * `resources.{name}.{source}`: `add`, `remove` and `inRow` (`%{number}`: the row's; `inRow` also `%{field}`),
 * `removeColumn`, `none`, and `atLeastOne` for a required field.
 */
export interface RowsOf {
  fields: FieldDefinition[];
  /** What a row added by the user (and a required field's first row on create) starts with. */
  newRow: Record<string, unknown>;
}

/** A tab (or wizard step) is a path segment; it shows fields or a component of its own. */
export interface TabDefinition {
  path: string;
  label: string;
  /** Sources of fields shown on this tab; defaults to every field placed for the view. */
  fields?: string[];
  /** A component replaces the generated content; it gets the record from react-admin's record context. */
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

/**
 * An API call a block makes: `{name}` in the path is that value of the record (URL-encoded), e.g.
 * `/api/v1/products/assignedToCompany/{companyId}`.
 */
export interface BlockEndpoint {
  service: Service;
  path: string;
}

/**
 * The module checklist tab: every option (`{ id, name }`s a GET answers), ticked from a field of the record holding
 * ids or from a GET answering `{ id }`s, saved as `{ [field]: ids }` with one call, then the record read again.
 * Editable on the update screen for those who may edit the record; the view screen lists the chosen names.
 */
export interface ChecklistBlock {
  kind: 'checklist';
  options: BlockEndpoint;
  chosen: { source: string } | BlockEndpoint;
  save: BlockEndpoint & { method: 'PUT' | 'PATCH' | 'POST'; field: string };
  /**
   * The group of the resource's catalogue holding the block's words: `intro`, `save`, `saved`, `noneChosen`, and
   * `noOptions` (said instead of an empty checklist; `noneChosen` when absent).
   */
  messages: string;
}

/**
 * The history panel tab: another resource's list (an audit) scoped to the record, newest first as that resource sorts,
 * paged on the server ten at a time; its columns are that resource's `list` fields and its filters its `filter` fields
 * (select, date, text; a field's `validate` holds the list until the filters are valid), page and filters in the URL.
 */
export interface HistoryBlock {
  kind: 'history';
  /** The listed resource's name: a definition whose `getList` takes the scope as parent params. */
  resource: string;
  /** The list's parent params from the record's fields, e.g. `{ companyId: 'id' }`. */
  scope: Record<string, string>;
  /**
   * The group of the listed resource's catalogue holding the panel's words: `filters` (the filter form's name), `empty`
   * (no entries match), and for each select filter `all.{source}` (its choice of no filter).
   */
  messages: string;
}

/**
 * The assignment panel tab: what the record has, each row with its Remove (asked first), and the way to give it
 * another: an Assign button on each row of what it may still get, or a company found by searching. Editable on the
 * update screen (and a wizard step) for those `access` allows; elsewhere the same lists without actions. Rows and the
 * record are named by their `name`. Words from the catalogue group `messages` (docs/architecture.md, Blocks).
 */
export interface AssignmentBlock {
  kind: 'assignment';
  /** Who may assign and remove: an action of a resource, which need not be the record's own. */
  access: { resource: string; action: string };
  /** The catalogue group of the block's words, a full key: a tab may speak with the words of what it assigns. */
  messages: string;
  /** What the record has: a GET answering rows (`{ id, name, … }`); `{name}` in the path is a value of the record. */
  assigned: BlockEndpoint;
  rows: AssignmentRows;
  /**
   * What it may still get (a GET, each row with an Assign button), or one company found by searching for it, not
   * offered while the record's `closedWhen` field is true.
   */
  give: { available: BlockEndpoint } | { search: 'companies'; closedWhen: string };
  calls: AssignmentCalls;
  /**
   * What an assignment covers, where the framework cannot say it in data (a company's schemes for a module): a
   * component of the resource's own that reads what may be covered and hands the panel its parts.
   */
  coverage?: LazyExoticComponent<ComponentType<AssignmentCoverageProps>>;
}

/**
 * How a row reads: in a list, its image, its name with a chip (the catalogue's `flag`) while its `flag` field is true,
 * and its description; or in a table of `columns` (headed by the catalogue's `columns.{source}`), the first linking to
 * `link` (`{id}`: the row's id).
 */
export type AssignmentRows =
  { list: { image: string; flag: string; description: string } } | { table: { columns: string[]; link: string } };

/** Assign and remove: POSTs of `{ [record]: the record's id, [item]: the row's id }` to the two paths. */
export interface AssignmentCalls {
  service: Service;
  assign: string;
  remove: string;
  record: string;
  item: string;
}

/** A row an assignment block read: at least its `id` and `name`. */
export interface AssignmentItem {
  id: string;
  name: string;
  [field: string]: unknown;
}

/** An assignment's coverage component: it reads what it needs (showing its own wait and failure), then calls `children`. */
export interface AssignmentCoverageProps {
  record: RaRecord;
  /** The user may assign and remove here. */
  editable: boolean;
  children: (parts: AssignmentCoverageParts) => ReactNode;
}

export interface AssignmentCoverageParts {
  /** Above the sides: what is missing before anything can be given. */
  notes: ReactNode;
  /** While nothing can be given: the id of the note saying why, which disables and describes every Assign button. */
  blockedBy?: string;
  /** A line under a row's description (what it covers). */
  line: (item: AssignmentItem) => ReactNode;
  /** More options for a row's words (its removal's consequences). */
  wordsFor: (item: AssignmentItem) => Record<string, unknown>;
  /** Drawn when Assign is pressed: the choice of what it covers, which sends through `give`. */
  choose: (item: AssignmentItem, give: AssignmentGive) => ReactNode;
  /** Reads again what an assignment or removal changed beyond the panel's own reads. */
  refresh: () => Promise<unknown>;
}

export interface AssignmentGive {
  /** Sends the assignment with these fields added to the body; rejects with the refusal, notifies `notice` otherwise. */
  send: (body: Record<string, unknown>, notice: string) => Promise<void>;
  /** Closes the choice: `given` after a successful `send`, which moves focus to the new row. */
  close: (given: boolean) => void;
}

/**
 * One of a record's actions, for the `RecordActions` view block (docs/architecture.md, Blocks): its words in the block's
 * catalogue group under `{name}`: `label`, `title` and `content` of its confirmation (`%{name}`: the record's), `done`
 * (the notice after it). Asked first, then one call; a refusal stays in the open dialog.
 */
export interface RecordAction {
  name: string;
  /**
   * A call to the resource's service, `{id}` and other `{field}`s in the path being the record's (`POST
   * /api/v1/users/{id}/activate`), or the data provider's update of the record with these values.
   */
  call: { method: 'POST' | 'PUT' | 'PATCH' | 'DELETE'; path: string } | { update: Record<string, unknown> };
  /** How it stands among the others: `emphasis` (default `text`), and `danger` for red, its confirmation too. */
  look?: { emphasis?: 'contained' | 'outlined' | 'text'; danger?: boolean };
  /** After it: the record is read again (default), or its list opens (the action ends the record). */
  after?: 'refresh' | 'list';
}

/** The blocks a tab may declare, by `kind`. */
export type TabBlock = ChecklistBlock | HistoryBlock | AssignmentBlock;

/**
 * The settings form (a page's `block: { kind: 'settingsForm', … }`): one settings record read with one GET; its fields
 * placed `edit` in a form drawn from their definitions (labels, rules, help text, phones sent in the API's form) that
 * warns before unsaved input is lost, saved with one call, a refused save under the form and on its fields. Those who
 * may open the page but not `edit` it read the same fields. `{name}` in a path is that param of the page's URL.
 */
export interface SettingsFormBlock {
  kind: 'settingsForm';
  read: BlockEndpoint;
  /** Sent the values of the fields placed `edit` (nested sources nested), then the settings are read again. */
  save: BlockEndpoint & { method: 'PUT' | 'PATCH' | 'POST' };
  /**
   * The group of the page's catalogue holding the block's words, each optional: `intro` (under the title), `heading`
   * (the form's section), `save` (the button; "Save"), `saved` (the notice; "Changes saved."), `readOnly` (said to
   * those who may not edit), `facts` and `noFacts` (see `facts`).
   */
  messages: string;
  /**
   * The settings are a list of `{ key, value }` entries rather than a record: those holding `match`'s values (`{ scope:
   * 'Default' }`) are the form's values by key, and a save sends `{ key, value, ...match }` once for each one changed.
   */
  entries?: { match: Record<string, string> };
  /**
   * The fields placed `show` are facts about the part of the settings at `source` (the last job), read-only under the
   * form and headed by the group's `facts`; while it is empty the group's `noFacts` says so instead.
   */
  facts?: { source: string };
}

/** The blocks a page may be (definePage's `block`), by `kind`. */
export type PageBlock = SettingsFormBlock;

export type TabCrumb = { path: string } & ({ label: string } | { record: { resource: string; idParam: string } });

export interface MenuEntry {
  /** Menu group label (English, catalogued) — e.g. 'Onboarding'. */
  group: string;
  label: string;
  /**
   * Which view the entry opens. `view` opens one record — the one named by the route param `idParam`
   * (e.g. the selected company) — and is labelled with the record's name, its tabs listed beneath.
   */
  view: 'list' | 'create' | 'view';
  /** The entry's own icon, when the resource's would repeat beside it in the collapsed rail (e.g. 'Add …'). */
  icon?: ComponentType;
  idParam?: string;
  order?: number;
  /** Narrower than the resource's access rules, when the spec says so. */
  roles?: readonly Role[];
  /**
   * A React hook for conditions only the server knows (e.g. "only if the company can create one"): the entry
   * shows while it answers true. It gets the params the menu is built with and runs on every sidebar render,
   * so it should read cached data (react-query) rather than fetch each time.
   */
  visibleWhen?: (params: Record<string, string | undefined>) => boolean;
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
   * `sortOrder` and the filters as query parameters and answers `{ items, total }` (the spec's searches).
   * `maxPerPage`: the most a page may hold; a larger request (an export) is asked for in pages of that size.
   */
  getList?: Endpoint & { paging: 'client' | 'server'; maxPerPage?: number };
  /** Filters every list request carries, e.g. `{ mine: true }` for "my" requests. */
  permanentFilter?: Record<string, unknown>;
  getOne?: Endpoint;
  create?: Endpoint;
  update?: Endpoint;
  delete?: Endpoint;
  /** Anything the declarative forms cannot say. */
  custom?: {
    getList?: (params: GetListParams) => Promise<GetListResult>;
  };
}

/**
 * A wizard step: a tab's path, a step of its own name showing a tab (`{ path: 'schemes', tab: 'scheme' }`), or a
 * component of the resource's own, which reads the record's id from the route (`useParams().id`).
 */
export type WizardStep = string | { path: string; tab: string } | { path: string; component: ViewOverride };

/** Where a wizard's step stands, from the record's data; `note` says what it is waiting for. */
export interface WizardStepStatus {
  done: boolean;
  note?: string;
}

export interface WizardDefinition {
  steps: WizardStep[];
  /** Each step's status by its path, from the record (undefined before it exists): the stepper ticks what is done. */
  useStepStatus?: (record: RaRecord | undefined) => Partial<Record<string, WizardStepStatus>>;
  /** What Finish opens, at `{base}/create/{id}/summary` (default: the record's view screen). */
  summary?: ViewOverride;
  /**
   * Steps before the record exists, collecting a draft; leaving the last creates the record, then `steps` follow as
   * component steps at `{base}/create/{id}/{step}` under the same stepper (docs/architecture.md, Blocks).
   */
  draft?: DraftWizard;
}

/** What a draft wizard holds: the values its steps have collected, by field source. */
export type DraftValues = Record<string, unknown>;

/**
 * A step before the record exists, at `{base}/create/{path}`. `fields`: the definition's fields it asks for (their
 * labels, rules, choices, help text and inputs), Next keeping them in the draft after `check`; `component`: a step of
 * the resource's own, built of the draft's blocks (`useDraft`, `DraftStepForm`, `useDraftPaths`).
 */
export type DraftStep = { path: string; fields: string[]; check?: DraftCheck } | { path: string; component: ViewOverride };

/**
 * Before a fields step moves on: the values as the draft keeps them (normalised), or the field errors that keep the
 * step open (catalogue keys or the API's words). A thrown error is shown under the form, and on the step's fields the
 * API names.
 */
export type DraftCheck = (values: DraftValues) => Promise<{ values: DraftValues } | { errors: Record<string, string> }>;

export interface DraftWizard {
  steps: DraftStep[];
  /**
   * The group of the resource's catalogue holding the wizard's words: `title` (the page's heading), `stepsLabel` (the
   * stepper's name), `steps.{path}` for every step, `missingDraft` and `startAgain` (a later step opened without the
   * earlier answers, and the link back to the first).
   */
  messages: string;
  /**
   * Starting values from the link's query (`?companyId=…&role=…`): a loader of a hook answering them, `undefined` while
   * it waits and `null` when the link names nothing to start from (a loader, so the hook's code ships with the wizard,
   * not the definition). Applied on the first step once per link, replacing an unfinished draft.
   */
  prefill?: () => Promise<(query: URLSearchParams) => DraftValues | null | undefined>;
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

export type ViewOverride = ComponentType | LazyExoticComponent<ComponentType>;

/**
 * A resource that lives in a tab of another resource's record screen, under both its update and view screens:
 * `{parent record}/{tab}/…`. Its URLs, breadcrumbs and the parent's tab (and sidebar sub-item) come from this.
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
  /** Where a list row goes. */
  rowClick?: 'view' | 'update';
  /** The list's path segment after the base; `list` by default ('' for a nested resource), '' for the base itself. */
  listSegment?: string;
  /** Whether the list offers a search box (`filter.q`); off for endpoints that cannot search. */
  search?: boolean;
  /** The update screen's path segment (`{base}/{segment}/{id}`); `update` by default ('' nested), e.g. `edit`; '' for `{base}/{id}`. */
  updateSegment?: string;
  /** The view screen's path segment (`{base}/{segment}/{id}`); `view` by default ('' nested), e.g. `file`. */
  viewSegment?: string;
  /**
   * Other paths that open this list, as route patterns: a page's bare address or an unknown tab of it
   * (`/data/access/manage`, `/data/access/manage/:tabName`). More specific routes still win.
   */
  landsFrom?: string[];
}

/**
 * A record whose changes make versions (a retention policy): `{record}/version/{versionId}/{tab}` on the update and
 * view screens, the record's own URL going on to its current version. The view shows the version's fields by tab;
 * the update screen saves each tab with a call of its own; a last tab lists the versions (`history`), each opening
 * read-only. Endpoints name the record as `{id}`, the version as `{versionId}`, and the route's params.
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
   * The page is about the company its URL names, whichever company is selected: its `:companyId` is never rewritten
   * to the selection (spec 4's rewrite is for pages that follow the picker).
   */
  companyFromUrl?: boolean;
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
  /** Extra toolbar or row actions rendered on the update/view header. */
  headerActions?: (record: R) => ReactElement | null;
  /** Shown under the record's title on its update and view screens (e.g. a company's setup progress). */
  recordSummary?: ComponentType;
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
