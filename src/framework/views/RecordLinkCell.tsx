import { Link as MuiLink } from '@mui/material';
import type { MouseEvent, ReactElement } from 'react';
import { useRecordContext, type Identifier } from 'react-admin';
import { Link } from 'react-router-dom';

/**
 * A list's first column as a real link to the record, so a row opens by keyboard (Tab, Enter) and in a new tab, not
 * only by a pointer click on the row. `source` and `sortable` are read by the Datagrid for the column's header.
 * Every list, generated or custom, uses it for the column that names the record.
 */
export const RecordLinkCell = ({
  to,
  children,
}: {
  source: string;
  sortable?: boolean;
  sortBy?: string;
  to: (id: Identifier) => string;
  children: ReactElement;
}) => {
  const record = useRecordContext();
  if (!record) return null;
  return (
    <MuiLink component={Link} to={to(record.id)} onClick={(event: MouseEvent) => event.stopPropagation()}>
      {children}
    </MuiLink>
  );
};
