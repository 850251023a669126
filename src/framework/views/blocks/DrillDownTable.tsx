/**
 * One drill-down level's table: rows held or not, with assign / unassign per row and for a selection. Rows held link
 * to the next level. Without rights it is a plain read-only table; with only one direction (a client admin may remove,
 * not add, someone who also works elsewhere) only that is offered. Unassigning asks first, naming what else goes with
 * it (`consequence`), with Cancel focused: one click must never take what lies below away silently.
 */
import {
  Button as MuiButton,
  Checkbox,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
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
import { useId, useState, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import type { DrillDownAllowed, DrillDownRow } from '../../types/drillDown';

const namesOf = (rows: DrillDownRow[], ids: string[]) =>
  new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(ids.map((id) => rows.find((r) => r.id === id)?.name ?? id));

export const DrillDownTable = ({
  caption,
  rows,
  extraColumns = [],
  allowed: { assign: canAssign, unassign: canUnassign },
  busy,
  empty,
  onAssign,
  onUnassign,
  toolbar,
  who,
  consequence,
  t,
}: {
  caption: string;
  rows: DrillDownRow[];
  extraColumns?: string[];
  allowed: DrillDownAllowed;
  busy: boolean;
  empty: string;
  onAssign: (ids: string[]) => void;
  onUnassign: (ids: string[]) => void;
  toolbar?: ReactNode;
  /** Whose access this is, named in the confirmation. */
  who: string;
  /** What else goes when these rows are unassigned, as a sentence. */
  consequence: (ids: string[]) => string;
  /** The block's words. */
  t: (key: string, options?: Record<string, unknown>) => string;
}) => {
  const translate = useTranslate();
  const editable = canAssign || canUnassign;
  const [selected, setSelected] = useState<string[]>([]);
  const [pending, setPending] = useState<string[] | null>(null);
  const titleId = useId();
  const askToUnassign = (ids: string[]) => setPending(ids);
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
                  askToUnassign,
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
                        onClick={() => (row.assigned ? askToUnassign : onAssign)([row.id])}
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
      <Dialog open={pending !== null} onClose={() => setPending(null)} aria-labelledby={titleId}>
        {pending && (
          <>
            <DialogTitle id={titleId}>{t('confirmUnassign', { names: namesOf(rows, pending), user: who })}</DialogTitle>
            <DialogContent>
              <DialogContentText>{consequence(pending)}</DialogContentText>
            </DialogContent>
            <DialogActions>
              {/* Cancel first: Enter on a destructive confirmation must not destroy (APG alert dialog pattern). */}
              {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog moves focus into itself anyway; this picks the safe button */}
              <MuiButton autoFocus onClick={() => setPending(null)}>
                {translate('ra.action.cancel')}
              </MuiButton>
              <MuiButton
                color="error"
                variant="contained"
                onClick={() => {
                  onUnassign(pending);
                  setPending(null);
                }}
              >
                {t('unassign')}
              </MuiButton>
            </DialogActions>
          </>
        )}
      </Dialog>
    </Stack>
  );
};
