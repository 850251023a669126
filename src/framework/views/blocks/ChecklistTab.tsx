/**
 * The module checklist tab (`block: { kind: 'checklist', … }` in a tab's definition): every option, ticked from the
 * record or a read of its own, saved with one call, then the record (and that read) read again. A refused save shows
 * under the form and stays until the next try; a saved one is notified. Editable on the update screen (and a wizard
 * step) for those who may edit the record; elsewhere the chosen names, or the block's "none chosen".
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { request } from '../../../../providers/http';
import type { BlockEndpoint, ChecklistBlock, TabDefinition } from '../../types';
import { ChecklistField } from '../ChecklistField';
import { useDefinition } from '../DefinitionContext';
import { LoadFailure } from '../LoadFailure';
import { useRecordScreen } from '../RecordScreen';
import { ServerError } from '../ServerError';
import { valueAt } from '../../recordValue';
import { blockQueryKey, readEndpoint, recordEndpointPath } from './endpoint';

interface Option {
  id: string;
  name: string;
}

/** A read the block makes for the record, waiting while the record lacks a value its path needs. */
const useRecordRead = <T,>(endpoint: BlockEndpoint | undefined, path: string | undefined) =>
  useQuery({
    queryKey: blockQueryKey(endpoint ?? { service: 'portal', path: '' }, path),
    // An empty answer (204) is no options rather than a failure.
    queryFn: async ({ signal }) => (await readEndpoint<T[] | undefined>(endpoint!, path!, signal)) ?? [],
    enabled: endpoint !== undefined && path !== undefined,
  });

const ChecklistTab = ({ block, tab }: { block: ChecklistBlock; tab: TabDefinition }) => {
  const record = useRecordContext();
  const { definition } = useDefinition();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const screen = useRecordScreen();
  const { canAccess } = useCanAccess({ action: 'edit', resource: definition.name, record });
  const editable = screen === 'update' && Boolean(canAccess);
  const m = (key: string) => `resources.${definition.name}.${block.messages}.${key}`;

  const optionsPath = recordEndpointPath(block.options.path, record);
  const options = useRecordRead<Option>(block.options, optionsPath);
  const chosenRead = 'source' in block.chosen ? undefined : block.chosen;
  const chosenPath = chosenRead && recordEndpointPath(chosenRead.path, record);
  const chosenAnswer = useRecordRead<{ id: string }>(chosenRead, chosenPath);
  const saved: string[] | undefined =
    'source' in block.chosen
      ? record && (valueAt(record, block.chosen.source) as string[] | undefined)
      : chosenAnswer.data?.map((option) => option.id);

  const [chosen, setChosen] = useState<string[]>([]);
  // Compared by content: a read's answer is a new array on every render.
  const savedKey = JSON.stringify(saved ?? []);
  useEffect(() => setChosen(JSON.parse(savedKey) as string[]), [savedKey]);

  const save = useMutation({
    mutationFn: (ids: string[]) =>
      request(block.save.service, recordEndpointPath(block.save.path, record)!, {
        method: block.save.method,
        json: { [block.save.field]: ids },
      }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: [definition.name] }),
        chosenRead && queryClient.invalidateQueries({ queryKey: blockQueryKey(chosenRead, chosenPath) }),
      ]);
      notify(m('saved'), { type: 'success' });
    },
  });

  if (!record) return null;
  if (options.isPending || (chosenRead && chosenAnswer.isPending)) return <Loading />;
  const failed = options.error ?? chosenAnswer.error;
  if (failed)
    return <LoadFailure error={failed} retry={() => void Promise.all([options.refetch(), chosenRead && chosenAnswer.refetch()])} />;

  const offered = options.data ?? [];
  const noneChosen = translate(m('noneChosen'));
  if (!editable) {
    const names = offered.filter((option) => saved?.includes(option.id)).map((option) => option.name);
    return names.length === 0 ? (
      <Typography>{noneChosen}</Typography>
    ) : (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Box>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>{translate(m('intro'))}</Typography>
      {offered.length === 0 ? (
        <Alert severity="info">{translate(m('noOptions'), { _: noneChosen })}</Alert>
      ) : (
        <ChecklistField
          legend={translate(`resources.${definition.name}.tabs.${tab.path}`)}
          options={offered}
          chosen={chosen}
          onChange={setChosen}
        />
      )}
      {chosen.length === 0 && offered.length > 0 && <Typography color="text.secondary">{noneChosen}</Typography>}
      <Box>
        <Button variant="contained" onClick={() => save.mutate(chosen)} disabled={save.isPending || offered.length === 0}>
          {translate(m('save'))}
        </Button>
        <ServerError error={save.error} />
      </Box>
    </Stack>
  );
};

export default ChecklistTab;
