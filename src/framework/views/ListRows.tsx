import { memo } from 'react';
import { DatagridBody, DatagridRow, type DatagridRowProps } from 'react-admin';

/** Props a row ignores: the portal's lists draw selection in their own cells (RowSelection), never on the row. */
const SELECTION = new Set<string>(['selected', 'onToggleItem']);

const sameRow = (before: DatagridRowProps, after: DatagridRowProps) => {
  const keys = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...keys].every((key) => SELECTION.has(key) || before[key as keyof DatagridRowProps] === after[key as keyof DatagridRowProps]);
};

/**
 * A list row drawn again only when its record, its columns or how it opens change. react-admin's default row is drawn
 * again with every change of the list (a page asked for, a selection, a fetch starting), every cell with it: half of the
 * components a "select all" drew (docs/performance.md). Its record comes from context, so new rows still draw when
 * their page arrives. (react-admin's row still reads the router, so a change of the URL draws it again.)
 */
const ListRow = memo(DatagridRow, sameRow);

/** The body for a portal list's `<Datagrid body={…}>`. */
export const listBody = <DatagridBody row={<ListRow />} />;
