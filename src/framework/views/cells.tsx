/**
 * A list cell's value without a Typography of its own: the row's cell already has the body text's style (ListRows),
 * and react-admin's TextField and FunctionField each draw a Typography, its styled span and its emotion insertion, in
 * every cell of every row (docs/performance.md). `source`, `label`, `sortable` and `sortBy` are the Datagrid's, for
 * the column's header. A record's screen keeps react-admin's fields, whose Typography sets the text there.
 */
import type { ReactNode } from 'react';
import { useFieldValue, useRecordContext, type RaRecord } from 'react-admin';

interface ColumnProps {
  source: string;
  label?: string;
  sortable?: boolean;
  sortBy?: string;
}

/** The value as react-admin's TextField writes it: a string as it is, anything else as JSON. */
export const TextCell = ({ source }: ColumnProps) => {
  const value: unknown = useFieldValue({ source });
  return <>{value == null ? null : typeof value === 'string' ? value : JSON.stringify(value)}</>;
};

/** What `render` draws for the row's record. */
export const FunctionCell = <T extends RaRecord = RaRecord>({ render }: ColumnProps & { render: (record: T) => ReactNode }) => {
  const record = useRecordContext<T>();
  return record ? <>{render(record)}</> : null;
};
