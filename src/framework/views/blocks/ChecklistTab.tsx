/**
 * The module checklist tab (`block: { kind: 'checklist', … }` in a tab's definition): every option, ticked from the
 * record or a read of its own, saved with one call, then the record (and that read) read again. A refused save shows
 * under the form and stays until the next try; a saved one is notified. Editable on the update screen (and a wizard
 * step) for those who may edit the record; elsewhere the chosen names, or the block's "none chosen".
 */
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, useRecordContext, useTranslate } from 'react-admin';
import { request } from '../../../../providers/http';
import type { BlockEndpoint, ChecklistBlock, TabDefinition } from '../../types';
import { useDefinition } from '../DefinitionContext';
import { LoadFailure } from '../LoadFailure';
import { useRecordScreen } from '../RecordScreen';
import { valueAt } from '../../recordValue';
import { ChecklistEditor, type ChecklistChange } from './ChecklistEditor';
import { blockQueryKey, readEndpoint, recordEndpointPath } from './endpoint';
import { useAccessNow } from '../useAccessNow';

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
  const queryClient = useQueryClient();
  const screen = useRecordScreen();
  const mayEdit = useAccessNow('edit', definition.name);
  const editable = screen === 'update' && mayEdit;
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

  const save = async ({ chosen }: ChecklistChange) => {
    await request(block.save.service, recordEndpointPath(block.save.path, record)!, {
      method: block.save.method,
      json: { [block.save.field]: chosen },
    });
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: [definition.name] }),
      chosenRead && queryClient.invalidateQueries({ queryKey: blockQueryKey(chosenRead, chosenPath) }),
    ]);
  };

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

  // Asked before taking any away where the block's words say how.
  const asks = translate(m('confirmTitle'), { _: '' }) !== '';
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>{translate(m('intro'))}</Typography>
      <ChecklistEditor
        legend={translate(`resources.${definition.name}.tabs.${tab.path}`)}
        options={offered}
        saved={saved ?? []}
        save={save}
        messages={{
          save: m('save'),
          saved: m('saved'),
          ...(asks && { confirmTitle: m('confirmTitle'), confirmContent: m('confirmContent') }),
        }}
        words={{ record: String(record.name ?? '') }}
        empty={<Alert severity="info">{translate(m('noOptions'), { _: noneChosen })}</Alert>}
        note={(chosen) => chosen.length === 0 && offered.length > 0 && <Typography color="text.secondary">{noneChosen}</Typography>}
      />
    </Stack>
  );
};

export default ChecklistTab;
