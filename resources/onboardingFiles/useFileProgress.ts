/**
 * How far an uploaded file has got, read from the service while it is processed (never kept in the page, so leaving
 * and coming back shows it where it is). The file's summary (`GET /onboarding-files?filter={"id":[…]}`, without its
 * rows) is read every second while it is `InProgress`; rows in the same tick share one request (react-admin's
 * aggregate read), so a history page of files in progress costs one call a second. A failed read is asked again
 * after 2, 4, 8 s, then no more until the user asks (`retry`): never forever, never silently. The file's live events
 * (`onboardingFile.progress`, heard with the framework's useLiveEvents) make the next read at once; while they
 * arrive, the steady reads slow to a safety net, and when they stop (no stream, a lost one) they are the second's
 * again.
 */
import { useRef } from 'react';
import { useGetManyAggregate } from 'react-admin';
import type { PortalWire } from '../../providers/wire';
import { useLiveEvents } from '../../src/framework/views';

export type FileSummary = PortalWire['OnboardingFileSummary'] & { rows?: PortalWire['OnboardingRow'][] };

export const POLL_MS = 1_000;
/** Failed reads in a row after which the page stops asking on its own. */
export const MAX_FAILURES = 4;
/** While the file's events arrive, it is still read this often in case one is lost. */
const HEARD_POLL_MS = 5_000;
/** Events count as arriving when the last came within this. */
const HEARD_WITHIN_MS = 3_000;

interface PollState {
  data?: FileSummary[];
  dataUpdatedAt: number;
  errorUpdatedAt: number;
  errorUpdateCount: number;
}

/** Failed reads since the last good one; `seen` keeps the error count at that good read. */
const failuresSince = (state: PollState, seen: { errors: number }) => {
  if (state.dataUpdatedAt >= state.errorUpdatedAt) seen.errors = state.errorUpdateCount;
  return state.errorUpdateCount - seen.errors;
};

/** When to read again: a second while running, doubling after each failure, never after MAX_FAILURES. */
export const nextReadIn = (state: PollState, seen: { errors: number }): number | false => {
  const failures = failuresSince(state, seen);
  if (failures >= MAX_FAILURES) return false;
  if (failures > 0) return POLL_MS * 2 ** failures;
  return state.data?.[0]?.status === 'InProgress' ? POLL_MS : false;
};

/** Reads the file again on each of its live events while it runs; answers when one was last heard. */
const useFileEvents = (id: string, running: boolean, readAgain: () => void) => {
  const heardAt = useRef(0);
  useLiveEvents(running ? 'onboardingFiles' : undefined, (signal) => {
    if (signal.kind === 'event' && signal.event.recordId !== id) return;
    if (signal.kind === 'event') heardAt.current = Date.now();
    readAgain();
  });
  return heardAt;
};

/**
 * The file's latest summary while `running`; `failures` counts failed reads in a row (the page says so), `gaveUp`
 * once it stopped asking, and `retry` asks again.
 */
export const useFileProgress = (id: string, running: boolean) => {
  const seen = useRef({ errors: 0 });
  const refetch = useRef(() => undefined as unknown);
  const heardAt = useFileEvents(id, running, () => void refetch.current());
  const result = useGetManyAggregate<FileSummary>(
    'onboardingFiles',
    { ids: [id] },
    {
      enabled: running,
      refetchInterval: (query) => {
        const next = nextReadIn(query.state, seen.current);
        return next === POLL_MS && Date.now() - heardAt.current < HEARD_WITHIN_MS ? HEARD_POLL_MS : next;
      },
    },
  );
  refetch.current = result.refetch;
  const failures = running ? failuresSince(result, seen.current) : 0;
  return {
    file: result.data?.[0],
    error: failures > 0 ? result.error : null,
    failures,
    gaveUp: failures >= MAX_FAILURES,
    retry: () => void result.refetch(),
  };
};
