/**
 * The drill-down view block (docs/architecture.md, Blocks): levels of what someone holds (a user's companies, then a
 * company's modules, …), each level a URL of its own under the tab (`{segment}/list`, the levels below under
 * `{segment}/{row}/`), so every level deep-links. Each is a table of rows marked held or not, for a selection or one
 * row assigned or unassigned with the level's declared calls, a removal asked first with what it takes from the levels
 * below counted. Reads and calls are data (`types/drillDown.ts`); who may do what is the screen's to say (`allowed`).
 * After any change everything under the screen's `cache` key is read again, so every level and the record are current.
 */
import { Alert, Button as MuiButton } from '@mui/material';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, useNotify, useTranslate } from 'react-admin';
import { Navigate, Route, Routes, useLocation, useParams } from 'react-router-dom';
import { isApiError, request, type Service } from '../../../../providers/http';
import type { DrillDownAllowed, DrillDownCall, DrillDownLevel, DrillDownRow } from '../../types/drillDown';
import { LoadFailure } from '../LoadFailure';
import { beneath, callFor, fillBody, fillPath, heldIds, heldItems, matches, type Values } from './drillDownData';
import { DrillDownTable } from './DrillDownTable';
import { useSearchedRows } from './DrillDownSearch';

export interface DrillDownProps {
  levels: readonly DrillDownLevel[];
  service: Service;
  /** The catalogue group of the block's words, a full key. */
  messages: string;
  /** What the signed-in user may do at each level, by its segment. */
  allowed: Record<string, DrillDownAllowed>;
  /** Whose access this is, named in the words. */
  who: string;
  /** The react-query key the reads are kept under and read again after a change (the resource's, with its record). */
  cache: readonly unknown[];
}

type Item = Record<string, unknown>;

const patternOf = (levels: readonly DrillDownLevel[], index: number) =>
  [...levels.slice(0, index).map((l) => `${l.segment}/:${l.param}`), `${levels[index]!.segment}/list`].join('/');

export const DrillDown = (props: DrillDownProps) => {
  const { pathname } = useLocation();
  // The part of the URL below the tab, matched by the record screen's `tab/*`.
  const rest = useParams()['*'] ?? '';
  const base = pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '');
  // Each level its own element (keyed): what one level was showing (a search, a selection) starts afresh at another.
  return (
    <Routes>
      {props.levels.map((level, index) => (
        <Route
          key={level.segment}
          path={patternOf(props.levels, index)}
          element={<Level key={level.segment} {...props} index={index} base={base} />}
        />
      ))}
      <Route path="*" element={<Navigate to={`${base}/${patternOf(props.levels, 0)}`} replace />} />
    </Routes>
  );
};

const Level = ({ levels, service, messages, allowed, who, cache, index, base }: DrillDownProps & { index: number; base: string }) => {
  const level = levels[index]!;
  const parent = index > 0 ? levels[index - 1] : undefined;
  const next = index + 1 < levels.length ? levels[index + 1] : undefined;
  const values: Values = { ...useParams() };
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`${messages}.${key}`, options);
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState(false);
  const [confirmAll, setConfirmAll] = useState(false);
  const retry = () => queryClient.invalidateQueries({ queryKey: cache });
  const run = async (change: () => Promise<unknown>, done = `${messages}.saved`) => {
    setBusy(true);
    try {
      await change();
      notify(done, { type: 'success' });
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      await retry();
      setBusy(false);
    }
  };

  const { rows: source } = level;
  const fill = (path: string | undefined) => (path === undefined ? undefined : fillPath(path, values));
  const waited = ['path' in source ? source.path : undefined, parent?.held.path, ...levels.slice(index).map((l) => l.held.path)].map(fill);
  const checks = (level.checks ?? []).map(fill);
  const paths = [...new Set([...waited, ...checks].filter((p): p is string => p !== undefined))];
  const reads = useQueries({
    queries: paths.map((path) => ({
      queryKey: [...cache, 'drillDown', service, path],
      queryFn: async ({ signal }: { signal: AbortSignal }) => (await request<Item[]>(service, path, { signal })).json,
    })),
  });
  const read = (path: string | undefined) => (path === undefined ? undefined : reads[paths.indexOf(path)]?.data);
  const heldData = read(fill(level.held.path));
  const held = heldIds(level.held, heldData, values);
  const search = useSearchedRows({
    enabled: 'search' in source,
    held: heldData?.map((item) => ({ id: String(item.id), name: String(item.name) })),
    who,
    t,
    cache,
  });

  const error = reads.find((r) => r.error)?.error ?? search.error ?? ('given' in source ? source.given.error : null);
  if (error) return <LoadFailure error={error} retry={retry} />;
  const listed = listedRows(level, values, read, 'given' in source ? source.given.data : search.rows);
  if (!listed || waited.some((path) => path !== undefined && read(path) === undefined)) {
    return (
      <>
        {search.controls}
        <Loading />
      </>
    );
  }
  if (parent && !heldIds(parent.held, read(fill(parent.held.path)), values).has(values[parent.param]!)) {
    return <Alert severity="info">{t(level.words.first ?? 'first')}</Alert>;
  }
  const hrefOf = (id: string) =>
    next &&
    [
      base,
      ...levels.slice(0, index).map((l) => `${l.segment}/${encodeURIComponent(values[l.param]!)}`),
      `${level.segment}/${encodeURIComponent(id)}`,
      `${next.segment}/list`,
    ].join('/');
  const may = allowed[level.segment] ?? { assign: false, unassign: false };
  const items = heldItems(level.held, heldData, values);
  const rows: DrillDownRow[] = listed.map((item) => {
    const id = String(item[('path' in source && source.id) || 'id']);
    const assigned = held.has(id);
    const heldItem = items.find((h) => [h[level.held.id]].flat().map(String).includes(id));
    return {
      id,
      name: String(item.name),
      assigned,
      href: assigned ? hrefOf(id) : undefined,
      cells: (level.columns ?? []).map(({ source: field, cell: Cell }) =>
        Cell ? (
          <Cell
            key="cell"
            row={{ id, name: String(item.name) }}
            held={heldItem}
            editable={may.assign || may.unassign}
            busy={busy}
            run={run}
          />
        ) : (
          (item[field ?? ''] as string | undefined)
        ),
      ),
    };
  });

  const send = async (call: DrillDownCall, ids: string[]) => {
    const once = async (chosen: string[], more: Values) => {
      const path = fillPath(call.path, { ...values, ...more })!;
      const json = call.body && fillBody(call.body, { ...values, ...more }, chosen, [...held]);
      try {
        await request(service, path, { method: call.method, json });
      } catch (failure) {
        if (!(call.goneIsDone && isApiError(failure) && failure.status === 404)) throw failure;
      }
    };
    if (!call.each) return once(ids, {});
    for (const row of ids) await once([row], { row });
  };
  const consequence = (ids: string[]) => {
    const { counts, takes } = beneath(levels, index, ids, values, (path) => read(path));
    if (takes) return t(takes.key, { smart_count: takes.n });
    if (counts.length === 0) return t('nothingBeneath');
    const what = counts.map(({ key, n }) => t(key, { smart_count: n }));
    return t('alsoRemoves', { what: new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(what) });
  };
  const { all } = level;
  return (
    <>
      {search.controls}
      <DrillDownTable
        caption={t(level.words.caption)}
        rows={rows}
        extraColumns={(level.columns ?? []).map((c) => t(c.label))}
        allowed={may}
        busy={busy}
        empty={t(level.words.empty)}
        onAssign={(ids) => run(() => send(callFor(level.assign, ids), ids))}
        onUnassign={(ids) => run(() => send(level.unassign, ids))}
        who={who}
        consequence={consequence}
        t={t}
        toolbar={
          all && (
            <>
              {may.assign && (
                <MuiButton
                  size="small"
                  disabled={busy || (!('search' in source) && rows.every((r) => r.assigned))}
                  onClick={() => run(() => send(all.assign, []))}
                >
                  {t('assignAll')}
                </MuiButton>
              )}
              {may.unassign && (
                <MuiButton size="small" color="error" disabled={busy || held.size === 0} onClick={() => setConfirmAll(true)}>
                  {t('unassignAll')}
                </MuiButton>
              )}
            </>
          )
        }
      />
      {search.footer}
      {all && (
        <Confirm
          isOpen={confirmAll}
          title={`${messages}.unassignAll`}
          content={`${messages}.confirmUnassignAll`}
          confirm={`${messages}.unassignAll`}
          confirmColor="warning"
          onClose={() => setConfirmAll(false)}
          onConfirm={() => {
            setConfirmAll(false);
            return run(() => send(all.unassign, []));
          }}
        />
      )}
    </>
  );
};

/** The level's rows as its declaration says (a read, or the rows given or searched), or undefined while they load. */
const listedRows = (
  level: DrillDownLevel,
  values: Values,
  read: (path: string | undefined) => Item[] | undefined,
  other: { id: string; name: string }[] | undefined,
): Item[] | undefined => {
  const source = level.rows;
  if (!('path' in source)) return other;
  const data = read(fillPath(source.path, values));
  if (!data) return undefined;
  const { within } = source;
  const list = within ? ((data.find((item) => matches(item, within.where, values))?.[within.list] as Item[] | undefined) ?? []) : data;
  return list.filter((item) => matches(item, source.where, values));
};
