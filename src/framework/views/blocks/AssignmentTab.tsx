/**
 * The assignment tab (`block: { kind: 'assignment', … }` in a tab's definition): the assignment panel drawn from the
 * declaration. What the record has, with each row's Remove asked first (`useRemoval`); what it may still get, each
 * with Assign, or a company search; the declared calls, a notice after each, then the panel's reads, the record and
 * what the coverage names read again. After an Assign from a row, whose button leaves with the row, focus moves to
 * the row's first link in what the record has (or its name). The tab's `component`, beside the block, adds what an
 * assignment covers (`useAssignmentCoverage`).
 */
import { Alert, Button } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Suspense, useEffect, useRef, useState, type ReactElement } from 'react';
import { Loading, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { request } from '../../../../providers/http';
import type { AssignmentBlock, AssignmentCoverageParts, AssignmentItem, BlockEndpoint, TabDefinition } from '../../types';
import { useDefinition } from '../DefinitionContext';
import { LoadFailure } from '../LoadFailure';
import { useRecordScreen } from '../RecordScreen';
import { ServerError } from '../ServerError';
import { AssignFromSearch } from './AssignFromSearch';
import { AssignmentPanel, useRemoval } from './AssignmentPanel';
import { AssignmentRows } from './AssignmentRows';
import { AssignmentCoverageContext } from './assignmentCoverage';
import { blockQueryKey, readEndpoint, recordEndpointPath } from './endpoint';
import { useAccessNow } from '../useAccessNow';

/** One of the panel's reads, waiting while the record lacks a value its path needs. */
const useSide = (endpoint: BlockEndpoint | undefined, record: RaRecord | undefined) => {
  const path = endpoint && recordEndpointPath(endpoint.path, record);
  const read = useQuery({
    queryKey: blockQueryKey(endpoint ?? { service: 'portal', path: '' }, path),
    // An empty answer (204) is no rows rather than a failure.
    queryFn: async ({ signal }) => (await readEndpoint<AssignmentItem[] | undefined>(endpoint!, path!, signal)) ?? [],
    enabled: path !== undefined,
  });
  return { read, key: endpoint && blockQueryKey(endpoint, path) };
};

interface PanelProps {
  block: AssignmentBlock;
  record: RaRecord;
  editable: boolean;
  assigned: AssignmentItem[];
  available?: AssignmentItem[];
  /** Reads again what a change moved: the panel's reads, the record, and what the coverage names. */
  refresh: () => Promise<unknown>;
  coverage?: AssignmentCoverageParts;
}

const Panel = ({ block, record, editable, assigned, available, refresh, coverage }: PanelProps) => {
  const translate = useTranslate();
  const notify = useNotify();
  const screen = useRecordScreen();
  const m = (key: string) => `${block.messages}.${key}`;
  const words = (item: AssignmentItem) => ({ record: String(record.name ?? ''), item: item.name, ...coverage?.wordsFor(item) });
  const [choosing, setChoosing] = useState<AssignmentItem>();
  const [focusOn, setFocusOn] = useState<string>();
  const rows = useRef(new Map<string, HTMLElement | null>());
  useEffect(() => {
    const row = focusOn ? rows.current.get(focusOn) : undefined;
    if (!row) return;
    (row.querySelector<HTMLElement>('a') ?? row.querySelector<HTMLElement>('[data-row-name]'))?.focus();
    setFocusOn(undefined);
  }, [focusOn, assigned]);

  const call = (path: string, item: AssignmentItem, extra: Record<string, unknown> = {}) =>
    request(block.calls.service, path, {
      method: 'POST',
      json: { [block.calls.record]: String(record.id), [block.calls.item]: item.id, ...extra },
    });
  const send = async (item: AssignmentItem, extra: Record<string, unknown>, notice: string) => {
    await call(block.calls.assign, item, extra);
    notify(notice, { type: 'success' });
    await refresh();
  };
  const sendAtOnce = (item: AssignmentItem) => send(item, {}, translate(m('assigned_done'), words(item)));
  // Without a coverage to choose, Assign on a row sends at once; a refusal shows above the sides.
  const direct = useMutation({ mutationFn: sendAtOnce, onSuccess: (_, item) => setFocusOn(item.id) });
  const removal = useRemoval<AssignmentItem>({
    remove: (item) => call(block.calls.remove, item),
    confirmation: (item) => ({
      title: translate(m('removeTitle'), words(item)),
      content: m('removeContent'),
      contentOptions: words(item),
      confirm: translate(m('remove'), words(item)),
    }),
    done: (item) => translate(m('removed_done'), words(item)),
    refresh,
  });

  // A label starting with the button's visible words and naming the row (WCAG 2.5.3), where the catalogue has one.
  const label = (key: string, item: AssignmentItem) => translate(m(key), { ...words(item), _: '' }) || undefined;
  const removeButton = (item: AssignmentItem) => (
    <Button color="error" size="small" disabled={removal.pending} aria-label={label('removeLabel', item)} onClick={() => removal.ask(item)}>
      {translate(m('remove'), words(item))}
    </Button>
  );
  const assignButton = (item: AssignmentItem) => (
    <Button
      variant="outlined"
      size="small"
      disabled={removal.pending || direct.isPending || coverage?.blockedBy !== undefined}
      aria-label={label('assignLabel', item)}
      aria-describedby={coverage?.blockedBy}
      onClick={() => (coverage ? setChoosing(item) : direct.mutate(item))}
    >
      {translate(m('assign'))}
    </Button>
  );

  const readOnly = screen === 'update' && !editable ? translate(m('readOnly'), { _: '' }) : '';
  const search = 'search' in block.give ? block.give : undefined;
  // Only what the record has is kept: focus moves there, and a row leaving the other side must not overwrite it.
  const rowsOf = (items: AssignmentItem[], action: (item: AssignmentItem) => ReactElement, keep?: boolean) => (labelledBy: string) => (
    <AssignmentRows
      rows={block.rows}
      items={items}
      labelledBy={labelledBy}
      m={m}
      action={editable ? action : undefined}
      line={coverage?.line}
      keep={keep ? (id, row) => rows.current.set(id, row) : undefined}
    />
  );
  return (
    <AssignmentPanel
      notes={
        <>
          {readOnly && (
            <Alert severity="info" role="note">
              {readOnly}
            </Alert>
          )}
          {coverage?.notes}
          {editable &&
            search &&
            (record[search.closedWhen] === true ? (
              <Alert severity="info" role="note">
                {translate(m('closed'), { record: String(record.name ?? '') })}
              </Alert>
            ) : (
              <AssignFromSearch label={translate(m('search'))} assign={m('assign')} having={assigned} send={sendAtOnce} />
            ))}
          <ServerError error={direct.error} kind="action" />
        </>
      }
      assigned={{
        title: translate(m('assigned')),
        empty: translate(m('noneAssigned'), { record: String(record.name ?? '') }),
        count: assigned.length,
        rows: rowsOf(assigned, removeButton, true),
      }}
      available={
        available && {
          title: translate(m('available')),
          empty: translate(m('noneAvailable')),
          count: available.length,
          rows: rowsOf(available, assignButton),
        }
      }
      removal={removal.dialog}
    >
      {choosing &&
        coverage?.choose(choosing, {
          send: (extra, notice) => send(choosing, extra, notice),
          close: (given) => {
            setChoosing(undefined);
            if (given) setFocusOn(choosing.id);
          },
        })}
    </AssignmentPanel>
  );
};

const AssignmentTab = ({ block, tab }: { block: AssignmentBlock; tab: TabDefinition }) => {
  const record = useRecordContext();
  const { definition } = useDefinition();
  const queryClient = useQueryClient();
  const screen = useRecordScreen();
  const mayEdit = useAccessNow(block.access.action, block.access.resource);
  const editable = screen === 'update' && mayEdit;
  // Both reads start at once, alongside the coverage's own.
  const assigned = useSide(block.assigned, record);
  const available = useSide('available' in block.give ? block.give.available : undefined, record);
  if (!record) return null;

  const draw = (coverage?: AssignmentCoverageParts) => {
    const failed = assigned.read.error ?? available.read.error;
    if (failed)
      return (
        <LoadFailure error={failed} retry={() => void Promise.all([assigned.read.refetch(), available.key && available.read.refetch()])} />
      );
    if (!assigned.read.data || (available.key && !available.read.data)) return <Loading />;
    const refresh = () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: assigned.key }),
        available.key && queryClient.invalidateQueries({ queryKey: available.key }),
        // What the record derives from its assignments (a company's setup progress) is read again too.
        queryClient.invalidateQueries({ queryKey: [definition.name] }),
        coverage?.refresh(),
      ]);
    return (
      <Panel
        block={block}
        record={record}
        editable={editable}
        assigned={assigned.read.data}
        available={available.key ? available.read.data : undefined}
        refresh={refresh}
        coverage={coverage}
      />
    );
  };
  const Coverage = tab.component;
  return Coverage ? (
    <Suspense fallback={<Loading />}>
      <AssignmentCoverageContext.Provider value={{ record, editable, draw }}>
        <Coverage />
      </AssignmentCoverageContext.Provider>
    </Suspense>
  ) : (
    draw()
  );
};

export default AssignmentTab;
