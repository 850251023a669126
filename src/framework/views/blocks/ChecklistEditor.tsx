/**
 * Changing a saved choice of options (the checklist tab, a module's scheme coverage): the user's choice starts as what
 * is saved, a line says what a save would add and take away, Save waits for a change and Undo puts the saved choice
 * back, leaving with unsaved changes is asked first, and a save that takes any away is asked first too where the words
 * for it are given. A refused save shows under the actions until the next try; a saved one is notified, and the
 * choice follows the saved one as it is read again (the caller's `save` reads it again before resolving).
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useCallback, useEffect, useId, useState, type ReactNode } from 'react';
import { Confirm, useNotify, useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { ChecklistField, type ChecklistOption } from '../ChecklistField';
import { ServerError } from '../ServerError';
import { useLeaveWarning } from '../useLeaveWarning';

export interface ChecklistChange {
  /** Every chosen id, in the options' order (then any saved one no longer offered). */
  chosen: string[];
  added: string[];
  removed: string[];
}

export interface ChecklistEditorProps {
  legend: string;
  options: ChecklistOption[];
  saved: string[];
  /** Sends the change and reads the saved choice again; rejects with the refusal to show. */
  save: (change: ChecklistChange) => Promise<unknown>;
  /**
   * Catalogue keys: `save` (the button), `saved` (the notice); `confirmTitle` and `confirmContent` ask before a save
   * that takes any away (`%{smart_count}` and `%{names}`: what goes). All translated with `words`.
   */
  messages: { save: string; saved: string; confirmTitle?: string; confirmContent?: string };
  words?: Record<string, unknown>;
  /** Checkboxes read-only, no actions. */
  readOnly?: boolean;
  /** Offers 'Select all' above the options. */
  selectAll?: boolean;
  /** Said instead of the checkboxes when there are no options. */
  empty: ReactNode;
  /** Under the checkboxes, given the current choice (say, that none is chosen). */
  note?: (chosen: string[]) => ReactNode;
}

const k = (key: string) => `portico.forms.checklist.${key}`;

export const ChecklistEditor = (props: ChecklistEditorProps) => {
  const { legend, options, saved, messages, words, readOnly, empty, note } = props;
  const translate = useTranslate();
  const notify = useNotify();
  const { pathname } = useLocation();
  const summaryId = useId();
  // Undefined until the user changes something, so a new read of the saved choice shows as it is.
  const [changed, setChanged] = useState<string[]>();
  const [confirming, setConfirming] = useState(false);
  const current = changed ?? saved;
  const offered = (id: string) => options.some((option) => option.id === id);
  // In the options' order; a saved id no longer offered is kept, as the record has it.
  const chosen = [
    ...options.filter((option) => current.includes(option.id)).map((option) => option.id),
    ...current.filter((id) => !offered(id)),
  ];
  const added = chosen.filter((id) => !saved.includes(id));
  const removed = options.filter((option) => saved.includes(option.id) && !chosen.includes(option.id)).map((option) => option.id);
  const dirty = changed !== undefined && added.length + removed.length > 0;
  const forget = useCallback(() => setChanged(undefined), []);
  // A new read of the saved choice (after a save, or someone else's) is shown as it is. Compared by content: a read's
  // answer is a new array on every render.
  const savedKey = JSON.stringify(saved);
  useEffect(forget, [savedKey, forget]);
  useLeaveWarning(dirty, pathname, forget);

  const save = useMutation({
    mutationFn: () => props.save({ chosen, added, removed }),
    // The choice stays until the saved one is read again (above), so it does not flicker back meanwhile.
    onSuccess: () => notify(translate(messages.saved, words), { type: 'success' }),
  });
  const names = (ids: string[]) => ids.map((id) => options.find((option) => option.id === id)?.name ?? id).join(', ');
  const summary = dirty
    ? [
        added.length ? translate(k('adds'), { names: names(added) }) : '',
        removed.length ? translate(k('removes'), { names: names(removed) }) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : translate(k('noChanges'));
  const asks = removed.length > 0 && messages.confirmTitle !== undefined && messages.confirmContent !== undefined;

  return (
    <Stack spacing={2} alignItems="flex-start">
      {options.length === 0 ? (
        empty
      ) : (
        <ChecklistField
          legend={legend}
          options={options}
          chosen={chosen}
          onChange={setChanged}
          disabled={readOnly || save.isPending}
          selectAll={props.selectAll ? translate(k('selectAll')) : undefined}
        />
      )}
      {note?.(chosen)}
      {!readOnly && (
        <Box>
          <Typography id={summaryId} role="status" aria-live="polite" sx={{ mb: 2 }}>
            {summary}
          </Typography>
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={!dirty || save.isPending}
              aria-describedby={summaryId}
              onClick={() => (asks ? setConfirming(true) : save.mutate())}
            >
              {translate(messages.save, words)}
            </Button>
            <Button disabled={!dirty || save.isPending} onClick={forget}>
              {translate(k('undo'))}
            </Button>
          </Stack>
          <ServerError error={save.error} />
        </Box>
      )}
      <Confirm
        isOpen={confirming}
        title={translate(messages.confirmTitle ?? '', { ...words, smart_count: removed.length })}
        content={translate(messages.confirmContent ?? '', { ...words, smart_count: removed.length, names: names(removed) })}
        confirm={messages.save}
        confirmColor="warning"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          save.mutate();
        }}
      />
    </Stack>
  );
};
