/**
 * The blocks a definition declares as data instead of a screen (docs/architecture.md, Blocks): tab blocks, page
 * blocks and the record actions view block's actions.
 */
import type { ReactNode } from 'react';
import type { Identifier, RaRecord } from 'react-admin';
import type { Service } from '../../../providers/config';

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
   * The group of the resource's catalogue holding the block's words: `intro`, `save`, `saved`, `noneChosen`,
   * `noOptions` (said instead of an empty checklist; `noneChosen` when absent), and `confirmTitle` with
   * `confirmContent` to ask before a save that takes any away (`%{smart_count}`, `%{names}`: what goes; `%{record}`).
   * What a save adds and takes away is said as it is chosen, Undo puts the saved choice back, and leaving with
   * unsaved changes is asked first (`views/blocks/ChecklistEditor.tsx`).
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

/**
 * What an assignment covers, where the framework cannot say it in data (a company's schemes for a module): the tab's
 * `component` beside its assignment block, as a page's component beside its block. It reads what may be covered
 * (showing its own wait and failure) from `useAssignmentCoverage()` (src/framework/views), then draws the panel with
 * its parts.
 */
export interface AssignmentCoverage {
  record: RaRecord;
  /** The user may assign and remove here. */
  editable: boolean;
  draw: (parts: AssignmentCoverageParts) => ReactNode;
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
}

/**
 * What an action drawn by a screen of the resource's own (`RecordActions` from src/framework/views, in a tab beside
 * what the action changes) may add: the credentials tab's secret, issued and shown there.
 */
export interface TabRecordAction extends RecordAction {
  /** `false`: done at once, nothing lost by it (a first secret), its refusal under the buttons; asked first by default. */
  ask?: boolean;
  /**
   * The answer's field to show once (a new secret) under the buttons, with a copy button, instead of a notice; the
   * screen keeps it nowhere else. Its words are the group's `revealed`: `label`, `showOnce`, `copy`, `copied`, `copyFailed`.
   */
  reveal?: string;
}

/**
 * The record actions block beside a record's title on its update and view screens, declared (`recordActions`): each
 * action offered while the signed-in user holds `access` on the record and `allowed` names it.
 * @block
 */
export interface HeaderActions {
  actions: readonly RecordAction[];
  /** The catalogue group of the actions' words, a full key (`resources.accessRequestDecisions.decisions`). */
  messages: string;
  /** The group's accessible name, a full catalogue key. */
  label: string;
  /** The words' options from fields of the record (`{ name: 'requesterName' }`); `name` is its representation by default. */
  words?: Record<string, string>;
  /** The action of the definition's `access` the signed-in user needs (`decide`). */
  access: string;
  /** The actions the record's state lets this user take now, by name (e.g. never on their own request). */
  allowed: (record: RaRecord, userId: Identifier | undefined) => readonly string[];
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
   * those who may not edit), `facts` (the heading of the fields placed `show` alone, read-only under the form, each
   * while its `showWhen` holds of the settings) and `noFacts` (said while none of them is shown).
   */
  messages: string;
  /**
   * The settings are a list of `{ key, value }` entries rather than a record: those holding `match`'s values (`{ scope:
   * 'Default' }`) are the form's values by key, and a save sends `{ key, value, ...match }` once for each one changed.
   */
  entries?: { match: Record<string, string> };
}

/** The blocks a page may be (definePage's `block`), by `kind`. */
export type PageBlock = SettingsFormBlock;
