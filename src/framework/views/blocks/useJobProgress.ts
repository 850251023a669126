/**
 * How far a long job has got, read from the service while it runs (never kept in the page, so leaving and coming
 * back shows it where it is). The record (`getMany` of the resource by its id, an aggregate read: records in the same
 * tick share one request, so a list of jobs in progress costs one call a second) is read every second while
 * `isRunning` holds of it. A failed read is asked again after 2, 4, 8 s, then no more until the user asks (`retry`):
 * never forever, never silently. The resource's live events (its topic, heard with useLiveEvents) make the next read at
 * once; while they arrive, the steady reads slow to a safety net, and when they stop (no stream, a lost one) they are
 * the second's again.
 */
import { useRef } from 'react';
import { useGetManyAggregate, type RaRecord } from 'react-admin';
import type { LiveTopic } from '../../../../providers/liveEvents';
import { useLiveEvents } from '../useLiveEvents';

export const POLL_MS = 1_000;
/** Failed reads in a row after which the page stops asking on its own. */
export const MAX_FAILURES = 4;
/** While the job's events arrive, it is still read this often in case one is lost. */
const HEARD_POLL_MS = 5_000;
/** Events count as arriving when the last came within this. */
const HEARD_WITHIN_MS = 3_000;

interface PollState<T> {
  data?: T[];
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  errorUpdateCount: number;
}

/** Failed reads since the last good one; `seen` keeps the error count at that good read. */
const failuresSince = (state: PollState<unknown>, seen: { errors: number }) => {
  if (state.dataUpdatedAt >= state.errorUpdatedAt) seen.errors = state.errorUpdateCount;
  return state.errorUpdateCount - seen.errors;
};

/** When to read again: a second while running, doubling after each failure, never after MAX_FAILURES. */
export const nextReadIn = <T>(state: PollState<T>, seen: { errors: number }, isRunning: (record: T) => boolean): number | false => {
  const failures = failuresSince(state, seen);
  if (failures >= MAX_FAILURES) return false;
  if (failures > 0) return POLL_MS * 2 ** failures;
  const record = state.data?.[0];
  return record !== undefined && isRunning(record) ? POLL_MS : false;
};

/** Reads the record again on each of its live events while it runs; answers when one was last heard. */
const useJobEvents = (topic: LiveTopic, id: string, running: boolean, readAgain: () => void) => {
  const heardAt = useRef(0);
  useLiveEvents(running ? topic : undefined, (signal) => {
    if (signal.kind === 'event' && signal.event.recordId !== id) return;
    if (signal.kind === 'event') heardAt.current = Date.now();
    readAgain();
  });
  return heardAt;
};

/**
 * The job's latest record while `running`; `failures` counts failed reads in a row (JobProgressFailure says so),
 * `gaveUp` once it stopped asking, and `retry` asks again. `resource` is also the live events' topic.
 */
export const useJobProgress = <T extends RaRecord>(
  resource: LiveTopic,
  id: string,
  running: boolean,
  isRunning: (record: T) => boolean,
) => {
  const seen = useRef({ errors: 0 });
  const refetch = useRef(() => undefined as unknown);
  const heardAt = useJobEvents(resource, id, running, () => void refetch.current());
  const result = useGetManyAggregate<T>(
    resource,
    { ids: [id] },
    {
      enabled: running,
      refetchInterval: (query) => {
        const next = nextReadIn(query.state, seen.current, isRunning);
        return next === POLL_MS && Date.now() - heardAt.current < HEARD_WITHIN_MS ? HEARD_POLL_MS : next;
      },
    },
  );
  refetch.current = result.refetch;
  const failures = running ? failuresSince(result, seen.current) : 0;
  return {
    record: result.data?.[0],
    failures,
    gaveUp: failures >= MAX_FAILURES,
    retry: () => void result.refetch(),
  };
};
