/**
 * The assignment panel: what a record has and what it may still get, each side under a heading with its count, rows
 * drawn by the screen (a list, a table), and taking one away asked first (`useRemoval`: a `ConfirmAction`, so a
 * refusal shows in the dialog, which stays open for another try). How something is given differs too much to be the
 * panel's (a button per row opening a dialog, a search for one among thousands): the screen puts it in `notes` or in
 * a side's rows. First used by a company's modules and a module's companies (docs/architecture.md, Blocks).
 */
import { Box, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useId, useState, type ReactNode } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { ConfirmAction } from '../ConfirmAction';

export interface AssignmentSide {
  title: string;
  /** Said instead of the rows when there are none. */
  empty: string;
  count: number;
  /** The rows, labelled by the side's title (`aria-labelledby`). */
  rows: (labelledBy: string) => ReactNode;
}

const Side = ({ title, empty, count, rows }: AssignmentSide) => {
  const titleId = useId();
  const translate = useTranslate();
  return (
    <Box component="section" aria-labelledby={titleId}>
      <Typography variant="h6" component="h2">
        <span id={titleId}>{title}</span>{' '}
        <Typography component="span" color="text.secondary">
          {translate('portico.forms.assignment.count', { smart_count: count })}
        </Typography>
      </Typography>
      {count === 0 ? <Typography color="text.secondary">{empty}</Typography> : rows(titleId)}
    </Box>
  );
};

export interface Removal<T> {
  /** Opens the confirmation for this row. */
  ask: (item: T) => void;
  /** True while a removal runs: rows disable their actions. */
  pending: boolean;
  dialog: ReactNode;
}

interface RemovalOptions<T> {
  remove: (item: T) => Promise<unknown>;
  /** The dialog's words for this row, already translated, except `content`: a catalogue key with its options. */
  confirmation: (item: T) => { title: string; content: string; contentOptions?: Record<string, unknown>; confirm: string };
  /** The success notice, already translated. */
  done: (item: T) => string;
  /** Reads again what the removal changed; the dialog closes once it has. */
  refresh: () => Promise<unknown>;
}

/** A row's removal, asked first; the refusal stays in the dialog until the next try or until it is closed. */
export const useRemoval = <T,>({ remove, confirmation, done, refresh }: RemovalOptions<T>): Removal<T> => {
  const notify = useNotify();
  const [asking, setAsking] = useState<T>();
  const run = useMutation({
    mutationFn: remove,
    onSuccess: async (_, item) => {
      notify(done(item), { type: 'success' });
      await refresh();
      setAsking(undefined);
    },
  });
  const close = () => {
    setAsking(undefined);
    run.reset();
  };
  const words = asking === undefined ? undefined : confirmation(asking);
  return {
    ask: setAsking,
    pending: run.isPending,
    dialog: (
      <ConfirmAction
        isOpen={asking !== undefined}
        loading={run.isPending}
        title={words?.title ?? ''}
        content={words?.content ?? ''}
        contentTranslateOptions={words?.contentOptions}
        confirm={words?.confirm ?? ''}
        confirmColor="warning"
        error={run.error}
        onConfirm={() => asking !== undefined && run.mutate(asking)}
        onClose={close}
      />
    ),
  };
};

interface AssignmentPanelProps {
  /** Above the sides: what the user may not do, what is missing first, the way to give another. */
  notes?: ReactNode;
  assigned: AssignmentSide;
  available?: AssignmentSide;
  /** The removal's confirmation (`useRemoval().dialog`). */
  removal?: ReactNode;
  children?: ReactNode;
}

export const AssignmentPanel = ({ notes, assigned, available, removal, children }: AssignmentPanelProps) => (
  <Stack spacing={3}>
    {notes}
    <Side {...assigned} />
    {available && <Side {...available} />}
    {removal}
    {children}
  </Stack>
);
