/**
 * The drill-down view block's declaration (`DrillDown` from `src/framework/views`, docs/architecture.md, Blocks):
 * levels of what someone holds, each a URL of its own under the tab and a table of rows marked held or not. Paths
 * and bodies name values as `{name}`: the record's `{id}` and the route's params of the levels above.
 */
import type { ComponentType, ReactNode } from 'react';

/** A call a level makes to the block's service. */
export interface DrillDownCall {
  method: 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  /**
   * The JSON sent. A string `'{name}'` is that value (`{row}` the row a call made `each` is for); `'{rows}'` the
   * chosen rows' ids; `'{held+rows}'` and `'{held-rows}'` what the level holds with them added or taken away; an array
   * of one object is that object once per chosen row.
   */
  body?: Record<string, unknown>;
  /** One call per chosen row, one after the other. */
  each?: boolean;
  /** A 404 means it was gone already, which is what was asked for. */
  goneIsDone?: boolean;
}

/** What is held at a level: the ids a GET answers, among its items matching `where` (values as `{name}`). */
export interface DrillDownHeld {
  path: string;
  where?: Record<string, string>;
  /** The items' field holding the id, or the ids (an array field). */
  id: string;
}

/** A level's rows, `{ id, name }` unless named otherwise. */
export type DrillDownRows =
  | {
      /** A GET answering the rows, or items holding them. */
      path: string;
      /** The rows are the `list` field of the one item matching `where`. */
      within?: { where: Record<string, string>; list: string };
      /** Only rows whose fields have these values. */
      where?: Record<string, unknown>;
      id?: string;
    }
  /** The rows held, or every company a page at a time, searched on the server; a switch between the two. */
  | { search: 'companies' }
  /** Rows the screen already reads (a list it shares with other parts of the screen). */
  | { given: { data: { id: string; name: string }[] | undefined; error: Error | null } };

/** What a cell drawn by the screen gets: its row, the held item naming it, and the level's way to make a change. */
export interface DrillDownCellProps {
  row: { id: string; name: string };
  held: Record<string, unknown> | undefined;
  editable: boolean;
  busy: boolean;
  /** Makes a change: notified (`done`, a catalogue key, or the group's `saved`), then everything read again. */
  run: (change: () => Promise<unknown>, done?: string) => Promise<void>;
}

export interface DrillDownColumn {
  /** The heading's key in the block's words. */
  label: string;
  /** A field of the row, or a cell of the screen's own. */
  source?: string;
  cell?: ComponentType<DrillDownCellProps>;
}

export interface DrillDownLevel {
  /** The level's URL segment: `{segment}/list`, and the levels below under `{segment}/:{param}/`. */
  segment: string;
  /** The route param naming one of its rows in the levels below. */
  param: string;
  /**
   * Keys in the block's words: the table's name (`caption`), said without rows (`empty`), said when the row above
   * is not held (`first`), a count of this level's rows in a removal's confirmation (`count`, with `smart_count`), and
   * what a removal takes when the level below cannot be counted under the removed rows (`takes`, `smart_count` rows).
   */
  words: { caption: string; empty: string; first?: string; count?: string; takes?: string };
  rows: DrillDownRows;
  held: DrillDownHeld;
  /** More reads whose refusal is the level's (the company the level is about). */
  checks?: string[];
  columns?: DrillDownColumn[];
  /** One call, or one for a single row and another for several. */
  assign: DrillDownCall | { one: DrillDownCall; many: DrillDownCall };
  unassign: DrillDownCall;
  /** Every row at once, beside the selection's buttons; taking all away is asked first (`unassignAll`, `confirmUnassignAll`). */
  all?: { assign: DrillDownCall; unassign: DrillDownCall };
}

/** What the signed-in user may do at a level, the screen's to say (a privilege table). */
export interface DrillDownAllowed {
  assign: boolean;
  unassign: boolean;
}

export interface DrillDownRow {
  id: string;
  name: string;
  assigned: boolean;
  /** The next level, for rows held. */
  href?: string;
  cells?: ReactNode[];
}
