/**
 * One drill-down level: rows that the user has or has not got, with assign / unassign per row and for a
 * selection. Rows the user has link to the next level. Without edit rights it is a plain read-only table; with
 * only one direction (a client admin may remove, not add, someone who also works elsewhere) only that is offered.
 */
import {
  Button as MuiButton,
  Checkbox,
  Chip,
  Link as MuiLink,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

export interface AccessRow {
  id: string;
  name: string;
  assigned: boolean;
  /** The next level, for rows the user has. */
  href?: string;
  cells?: ReactNode[];
}

export const AccessTable = ({
  caption,
  rows,
  extraColumns = [],
  editable,
  canAssign = true,
  canUnassign = true,
  busy,
  empty,
  onAssign,
  onUnassign,
  toolbar,
}: {
  caption: string;
  rows: AccessRow[];
  extraColumns?: string[];
  editable: boolean;
  canAssign?: boolean;
  canUnassign?: boolean;
  busy: boolean;
  empty: string;
  onAssign: (ids: string[]) => void;
  onUnassign: (ids: string[]) => void;
  toolbar?: ReactNode;
}) => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.users.permissions.${key}`, options);
  const [selected, setSelected] = useState<string[]>([]);
  const chosen = selected.filter((id) => rows.some((r) => r.id === id));
  const bulk = (run: (ids: string[]) => void, ids: string[]) => {
    run(ids);
    setSelected([]);
  };
  if (rows.length === 0) return <Typography>{empty}</Typography>;
  const allChosen = chosen.length === rows.length;
  return (
    <Stack spacing={1}>
      {editable && (
        <Stack direction="row" spacing={1} flexWrap="wrap" useFlexGap>
          {canAssign && (
            <MuiButton
              variant="contained"
              size="small"
              disabled={busy || !chosen.some((id) => !rows.find((r) => r.id === id)?.assigned)}
              onClick={() =>
                bulk(
                  onAssign,
                  chosen.filter((id) => !rows.find((r) => r.id === id)?.assigned),
                )
              }
            >
              {t('assignSelected')}
            </MuiButton>
          )}
          {canUnassign && (
            <MuiButton
              variant="outlined"
              size="small"
              disabled={busy || !chosen.some((id) => rows.find((r) => r.id === id)?.assigned)}
              onClick={() =>
                bulk(
                  onUnassign,
                  chosen.filter((id) => rows.find((r) => r.id === id)?.assigned),
                )
              }
            >
              {t('unassignSelected')}
            </MuiButton>
          )}
          {toolbar}
        </Stack>
      )}
      <TableContainer>
        <Table size="small" aria-label={caption}>
          <TableHead>
            <TableRow>
              {editable && (
                <TableCell padding="checkbox">
                  <Checkbox
                    checked={allChosen}
                    indeterminate={chosen.length > 0 && !allChosen}
                    onChange={(_, on) => setSelected(on ? rows.map((r) => r.id) : [])}
                    slotProps={{ input: { 'aria-label': t('selectAll') } }}
                  />
                </TableCell>
              )}
              <TableCell>{t('name')}</TableCell>
              <TableCell>{t('access')}</TableCell>
              {extraColumns.map((c) => (
                <TableCell key={c}>{c}</TableCell>
              ))}
              {editable && <TableCell />}
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id} selected={chosen.includes(row.id)}>
                {editable && (
                  <TableCell padding="checkbox">
                    <Checkbox
                      checked={chosen.includes(row.id)}
                      onChange={(_, on) => setSelected((s) => (on ? [...s, row.id] : s.filter((id) => id !== row.id)))}
                      slotProps={{ input: { 'aria-label': t('select', { name: row.name }) } }}
                    />
                  </TableCell>
                )}
                <TableCell component="th" scope="row">
                  {row.href ? (
                    <MuiLink component={Link} to={row.href}>
                      {row.name}
                    </MuiLink>
                  ) : (
                    row.name
                  )}
                </TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={row.assigned ? 'success' : 'default'}
                    variant={row.assigned ? 'filled' : 'outlined'}
                    label={t(row.assigned ? 'assigned' : 'notAssigned')}
                  />
                </TableCell>
                {(row.cells ?? []).map((cell, i) => (
                  <TableCell key={i}>{cell}</TableCell>
                ))}
                {editable && (
                  <TableCell align="right">
                    {(row.assigned ? canUnassign : canAssign) && (
                      <MuiButton
                        size="small"
                        disabled={busy}
                        color={row.assigned ? 'error' : 'primary'}
                        aria-label={`${t(row.assigned ? 'unassign' : 'assign')} ${row.name}`}
                        onClick={() => (row.assigned ? onUnassign : onAssign)([row.id])}
                      >
                        {t(row.assigned ? 'unassign' : 'assign')}
                      </MuiButton>
                    )}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
    </Stack>
  );
};
