/**
 * A confirmation whose action the API may refuse: the refusal shows inside the dialog, under its question, and the
 * dialog stays open for another try (spec 8: the first formatted server error where the user acted, not a toast
 * that goes away). The caller closes it on success and forgets the refusal when it is dismissed.
 *
 * A destructive one (`confirmColor: 'warning'`) opens with Cancel focused, so Enter never takes anything away (the
 * APG alert dialog pattern, as the drill-down's unassign asks); any other opens on its action. react-admin's Confirm
 * always focuses its action, so this draws the same dialog itself: its words, icons and colours.
 */
import CheckCircle from '@mui/icons-material/CheckCircle';
import ErrorOutlineOutlined from '@mui/icons-material/ErrorOutlineOutlined';
import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useId, type MouseEvent, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { ServerError } from './ServerError';

interface ConfirmActionProps {
  isOpen: boolean;
  loading?: boolean;
  /** A catalogue key (translated with `titleTranslateOptions`) or the words themselves. */
  title: ReactNode;
  titleTranslateOptions?: Record<string, unknown>;
  /** The question's catalogue key (translated with `contentTranslateOptions`). */
  content: string;
  contentTranslateOptions?: Record<string, unknown>;
  /** The action's label, a catalogue key or the words. */
  confirm?: string;
  confirmColor?: 'primary' | 'warning';
  /** The last attempt's failure (a mutation's `error`); nothing is shown without one. */
  error: unknown;
  onConfirm: () => void;
  onClose: () => void;
}

// Clicks stay in the dialog: it may open from a row or card that acts on a click of its own.
const stop = (event: MouseEvent) => event.stopPropagation();

export const ConfirmAction = ({
  isOpen,
  loading,
  title,
  titleTranslateOptions,
  content,
  contentTranslateOptions,
  confirm = 'ra.action.confirm',
  confirmColor = 'primary',
  error,
  onConfirm,
  onClose,
}: ConfirmActionProps) => {
  const translate = useTranslate();
  const titleId = useId();
  const destructive = confirmColor === 'warning';
  return (
    <Dialog open={isOpen} onClose={onClose} onClick={stop} aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{typeof title === 'string' ? translate(title, { _: title, ...titleTranslateOptions }) : title}</DialogTitle>
      <DialogContent>
        <DialogContentText>{translate(content, { _: content, ...contentTranslateOptions })}</DialogContentText>
        <ServerError error={error} kind="action" />
      </DialogContent>
      <DialogActions>
        <Button
          disabled={loading}
          onClick={onClose}
          startIcon={<ErrorOutlineOutlined />}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- a dialog moves focus into itself anyway; this picks the safe button
          autoFocus={destructive}
        >
          {translate('ra.action.cancel')}
        </Button>
        <Button
          disabled={loading}
          onClick={onConfirm}
          color={destructive ? 'error' : 'primary'}
          startIcon={<CheckCircle />}
          // eslint-disable-next-line jsx-a11y/no-autofocus -- as above: an action that takes nothing away may be the one Enter presses
          autoFocus={!destructive}
        >
          {translate(confirm, { _: confirm })}
        </Button>
      </DialogActions>
    </Dialog>
  );
};
