/**
 * A dialog that does one thing the API may refuse, once the user has chosen how (a module's coverage, the company and
 * module of a bulk change): named by its title, the screen's choices as its content, the refusal kept inside under
 * them until the next try (spec 8, as `ConfirmAction` keeps a question's), then Cancel and the action, a red one when
 * it takes something away. While the action runs nothing can be changed or closed; until the choice is complete
 * (`ready`) the action waits, described by what is missing (`describedBy`). The caller mounts it while open, runs
 * the action (a mutation) and closes it on success. Clicks stay in the dialog, which may open from a clickable row.
 */
import { Button, Dialog, DialogActions, DialogContent, DialogTitle } from '@mui/material';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ServerError } from '../ServerError';

const stop = (event: MouseEvent) => event.stopPropagation();

export const ActionDialog = ({
  title,
  action,
  danger,
  ready = true,
  describedBy,
  busy,
  error,
  onAct,
  onClose,
  children,
}: {
  /** The title and the action's label, in words. */
  title: string;
  action: string;
  danger?: boolean;
  ready?: boolean;
  describedBy?: string;
  busy: boolean;
  /** The last attempt's failure (a mutation's `error`). */
  error: unknown;
  onAct: () => void;
  onClose: () => void;
  children: ReactNode;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Dialog open onClose={() => !busy && onClose()} onClick={stop} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        {children}
        <ServerError error={error} kind="action" />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={busy}>
          {translate('ra.action.cancel')}
        </Button>
        <Button
          variant="contained"
          color={danger ? 'error' : 'primary'}
          onClick={() => !busy && ready && onAct()}
          disabled={busy || !ready}
          aria-describedby={ready ? undefined : describedBy}
        >
          {action}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
