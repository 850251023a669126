/**
 * A record's actions (`RecordAction`s declared as data, docs/architecture.md, Blocks): a button for each the signed-in
 * user may take now, each asked first in words naming the record, then one call. A refusal stays in the open dialog
 * (spec 8) until the next try or until it is closed; a success is notified, then the record is read again or, for an
 * action that ends it, its list opens. Who may take which action is the screen's to say (`allowed`): a privilege table
 * or the record's state is code of the resource's own. An action may be done unasked (`ask: false`), its refusal then
 * under the buttons, and may show a field of its answer once (`reveal`: a new secret) instead of a notice.
 */
import { Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Box } from '@mui/material';
import { Button, useDataProvider, useGetRecordRepresentation, useNotify, useRedirect, useRefresh, type RaRecord } from 'react-admin';
import { request } from '../../../../providers/http';
import { listPath, recordMeta } from '../../paths';
import { valueAt } from '../../recordValue';
import type { TabRecordAction } from '../../types';
import { ConfirmAction } from '../ConfirmAction';
import { useDefinition } from '../DefinitionContext';
import { ServerError } from '../ServerError';
import { recordEndpointPath } from './endpoint';
import { RevealedValue } from './RevealedValue';

interface RecordActionsProps {
  record: RaRecord;
  actions: readonly TabRecordAction[];
  /** The names of the actions the signed-in user may take on the record now, in any order. */
  allowed: readonly string[];
  /** The catalogue group of the actions' words, a full key (`resources.users.actions`). */
  messages: string;
  /** The accessible name of the group of buttons. */
  label: string;
  /** The words' options from fields of the record (`{ name: 'requesterName' }`); `name` is its representation by default. */
  words?: Record<string, string>;
}

const ActionButton = ({
  record,
  action,
  messages,
  words,
  onRevealed,
}: {
  record: RaRecord;
  action: TabRecordAction;
  messages: string;
  words: Record<string, unknown>;
  onRevealed: (value: string) => void;
}) => {
  const { definition, parentValues } = useDefinition();
  const dataProvider = useDataProvider();
  const notify = useNotify();
  const refresh = useRefresh();
  const redirect = useRedirect();
  const [open, setOpen] = useState(false);
  const key = `${messages}.${action.name}`;
  const { call } = action;
  const run = useMutation({
    mutationFn: async () => {
      if ('update' in call) {
        const meta = recordMeta(definition, parentValues);
        await dataProvider.update(definition.name, { id: record.id, data: call.update, previousData: record, meta });
        return undefined;
      }
      const path = recordEndpointPath(call.path, record);
      if (!path) throw new Error(`${definition.name}: the record has no value for ${call.path}`);
      return (await request<Record<string, unknown> | undefined>(definition.api.service, path, { method: call.method })).json;
    },
    onSuccess: (answer) => {
      if (action.reveal) onRevealed(String(valueAt(answer ?? {}, action.reveal) ?? ''));
      else notify(`${key}.done`, { type: 'info' });
      setOpen(false);
      // A DELETE ends the record: its list opens.
      if ('method' in call && call.method === 'DELETE') redirect(listPath(definition, parentValues));
      else refresh();
    },
  });
  // A refusal belongs to the attempt it answered: opened again, the dialog starts clean.
  const close = () => {
    setOpen(false);
    run.reset();
  };
  const danger = action.look?.danger ?? false;
  const asked = action.ask ?? true;
  return (
    <>
      <Button
        label={`${key}.label`}
        variant={action.look?.emphasis ?? 'text'}
        color={danger ? 'error' : 'primary'}
        disabled={!asked && run.isPending}
        onClick={() => (asked ? setOpen(true) : run.mutate())}
      />
      {!asked && (
        <Box sx={{ flexBasis: '100%' }}>
          <ServerError error={run.error} kind="action" />
        </Box>
      )}
      <ConfirmAction
        isOpen={open}
        loading={run.isPending}
        title={`${key}.title`}
        content={`${key}.content`}
        error={run.error}
        titleTranslateOptions={words}
        contentTranslateOptions={words}
        confirm={`${key}.label`}
        confirmColor={danger ? 'warning' : 'primary'}
        onConfirm={() => run.mutate()}
        onClose={close}
      />
    </>
  );
};

export const RecordActions = ({ record, actions, allowed, messages, label, words }: RecordActionsProps) => {
  const { definition } = useDefinition();
  const represent = useGetRecordRepresentation(definition.name);
  // Kept here, not in the action's button: the answer often changes what is allowed (a first secret makes Rotate).
  const [revealed, setRevealed] = useState<string | null>(null);
  const offered = actions.filter((action) => allowed.includes(action.name));
  if (offered.length === 0 && !revealed) return null;
  const options: Record<string, unknown> = {
    name: String(represent(record)),
    ...Object.fromEntries(Object.entries(words ?? {}).map(([option, source]) => [option, String(valueAt(record, source) ?? '')])),
  };
  return (
    <Stack spacing={2}>
      {revealed && <RevealedValue value={revealed} messages={messages} />}
      <Stack direction="row" spacing={1} role="group" aria-label={label} flexWrap="wrap" useFlexGap>
        {offered.map((action) => (
          <ActionButton key={action.name} record={record} action={action} messages={messages} words={options} onRevealed={setRevealed} />
        ))}
      </Stack>
    </Stack>
  );
};
