/**
 * The portal's one live connection per tab (issue 26; contract/portal/events.yaml; docs/decisions.md "Live events"):
 * screens `subscribe` to a topic and are told when one of its records changed, or told to read again (`refresh`)
 * when events may have been missed. Server-sent events read with `fetch` (an EventSource cannot send the bearer
 * token), resumed with `Last-Event-ID`, reconnected with backoff; while the stream cannot be opened, every
 * subscriber is told to read again every 30 s. Closed on sign-out, reopened with the new token after a refresh.
 * Loaded lazily by the screens that subscribe: the sign-in app and the portal's first load never carry it.
 */
import { buildUrl, serviceBase } from './http';
import * as session from './session';

export type LiveTopic = 'accessRequests' | 'onboardingFiles';

export interface LiveEvent {
  /** The stream's id of the event. */
  id: string;
  /** `accessRequest.created`… */
  event: string;
  /** The part after the resource: `created`, `withdrawn`, `decided`, `progress`… */
  type: string;
  companyId: string;
  resource: string;
  /** The changed record's id. */
  recordId: string;
  payload: Record<string, unknown>;
}

/** An event, or "read again: something may have changed that no event said" (polling fallback, a lost stream). */
export type LiveSignal = { kind: 'event'; event: LiveEvent } | { kind: 'refresh' };
type Listener = (signal: LiveSignal) => void;

/** The waits, in one place so a test can shorten them. */
export const liveTimings = {
  /** While the stream cannot be opened, subscribers read again this often. */
  pollMs: 30_000,
  /** Nothing waits for ever: an answer's headers within this, else the attempt failed. */
  openTimeoutMs: 15_000,
  /** Three missed heartbeats (15 s each): the connection is dead even if the socket does not say so. */
  silenceMs: 45_000,
  /** The first retry after a failure; doubled each time, up to `maxBackoffMs`. */
  backoffMs: 1_000,
  maxBackoffMs: 60_000,
};

const listeners = new Map<LiveTopic, Set<Listener>>();
let lastEventId: string | undefined;
let connection: AbortController | undefined;
let openTopics = '';
let retryMs = 3_000;
let failures = 0;
let retryTimer: ReturnType<typeof setTimeout> | undefined;
let pollTimer: ReturnType<typeof setInterval> | undefined;
let stopHearingSession: (() => void) | undefined;

const wantedTopics = () =>
  [...listeners]
    .filter(([, set]) => set.size > 0)
    .map(([topic]) => topic)
    .sort()
    .join(',');

const tell = (topic: string, signal: LiveSignal) => listeners.get(topic as LiveTopic)?.forEach((listener) => listener(signal));
const tellEveryone = () => [...listeners.keys()].forEach((topic) => tell(topic, { kind: 'refresh' }));

const stopPolling = () => {
  clearInterval(pollTimer);
  pollTimer = undefined;
};

const close = () => {
  connection?.abort();
  connection = undefined;
  openTopics = '';
  clearTimeout(retryTimer);
  retryTimer = undefined;
};

const reconnectIn = (ms: number) => {
  clearTimeout(retryTimer);
  retryTimer = setTimeout(() => void open(), ms);
};

/** The stream could not be opened or broke: poll meanwhile, and try again later, a little later each time. */
const failed = () => {
  failures += 1;
  pollTimer ??= setInterval(tellEveryone, liveTimings.pollMs);
  const backoff = Math.min(liveTimings.maxBackoffMs, liveTimings.backoffMs * 2 ** (failures - 1));
  reconnectIn(backoff * (0.5 + Math.random() / 2));
};

const dispatch = (event: string, data: string, id: string | undefined) => {
  if (id !== undefined) lastEventId = id;
  if (event === 'stream.reset') return tellEveryone();
  let parsed: { companyId?: unknown; resource?: unknown; id?: unknown; payload?: unknown };
  try {
    parsed = JSON.parse(data) as typeof parsed;
  } catch {
    return tellEveryone();
  }
  const { companyId, resource, id: recordId, payload } = parsed;
  if (typeof resource !== 'string' || typeof recordId !== 'string' || typeof companyId !== 'string') return tellEveryone();
  const type = event.slice(event.indexOf('.') + 1);
  const live: LiveEvent = { id: id ?? '', event, type, companyId, resource, recordId, payload: (payload ?? {}) as LiveEvent['payload'] };
  tell(`${resource}s`, { kind: 'event', event: live });
};

/** Reads server-sent events (the format's own rules: fields, comments, a blank line ends an event) until it ends. */
const read = async (body: ReadableStream<Uint8Array>, controller: AbortController) => {
  const reader = body.getReader();
  const decoder = new TextDecoder();
  let silence = setTimeout(() => controller.abort(), liveTimings.silenceMs);
  let buffer = '';
  let event = '';
  let data: string[] = [];
  let id: string | undefined;
  try {
    for (;;) {
      const { done, value } = await reader.read();
      if (done) return;
      clearTimeout(silence);
      silence = setTimeout(() => controller.abort(), liveTimings.silenceMs);
      buffer += decoder.decode(value, { stream: true });
      const lines = buffer.split(/\r\n|\r|\n/);
      buffer = lines.pop() ?? '';
      for (const line of lines) {
        if (line === '') {
          if (data.length > 0) dispatch(event || 'message', data.join('\n'), id);
          event = '';
          data = [];
          continue;
        }
        if (line.startsWith(':')) continue;
        const colon = line.indexOf(':');
        const field = colon < 0 ? line : line.slice(0, colon);
        const text = colon < 0 ? '' : line.slice(colon + 1).replace(/^ /, '');
        if (field === 'event') event = text;
        else if (field === 'data') data.push(text);
        else if (field === 'id' && !text.includes('\0')) id = text;
        else if (field === 'retry' && /^\d+$/.test(text)) retryMs = Number(text);
      }
    }
  } finally {
    clearTimeout(silence);
    void reader.cancel().catch(() => undefined);
  }
};

/** A valid access token, refreshed first if it has run out; undefined when signed out. */
const accessToken = async (): Promise<string | undefined> => {
  const state = session.readAuthState();
  if (!state) return undefined;
  if (session.isAccessTokenValid(state)) return state.accessToken;
  if (!session.isRefreshTokenValid(state)) return undefined;
  return (await session.refresh().catch(() => null))?.accessToken;
};

async function open(): Promise<void> {
  close();
  const topics = wantedTopics();
  if (!topics) return;
  const controller = new AbortController();
  connection = controller;
  openTopics = topics;
  const token = await accessToken();
  // Signed out (the session's sign-in reopens), or superseded while waiting for the token.
  if (!token || connection !== controller) return;
  const headers: Record<string, string> = { Accept: 'text/event-stream', Authorization: `Bearer ${token}` };
  if (lastEventId) headers['Last-Event-ID'] = lastEventId;
  const timer = setTimeout(() => controller.abort(), liveTimings.openTimeoutMs);
  let response: Response;
  try {
    response = await fetch(buildUrl(serviceBase('portal'), '/api/v1/events', { topics }), {
      headers,
      signal: controller.signal,
      cache: 'no-store',
    });
  } catch {
    if (connection === controller) failed();
    return;
  } finally {
    clearTimeout(timer);
  }
  if (connection !== controller) return void response.body?.cancel().catch(() => undefined);
  if (response.status === 401) {
    void response.body?.cancel().catch(() => undefined);
    // A refused refresh ends the session (and its sign-out closes this); a new token opens again.
    const next = await session.refresh().catch(() => null);
    if (connection !== controller) return;
    if (next && next.accessToken !== token) return void open();
    return failed();
  }
  const isStream = /^text\/event-stream/i.test(response.headers.get('Content-Type') ?? '');
  if (!response.ok || !isStream || !response.body) {
    void response.body?.cancel().catch(() => undefined);
    return failed();
  }
  const recovering = failures > 0;
  failures = 0;
  stopPolling();
  // Events of the time without a stream were not kept for this tab: whoever listens reads again, once.
  if (recovering) tellEveryone();
  const openedAt = Date.now();
  try {
    await read(response.body, controller);
  } catch {
    // the network, or the silence watchdog: handled below as a broken stream
  }
  if (connection !== controller) return;
  connection = undefined;
  // The service ended the stream (the token expired, a restart): come back after its `retry:`. A stream that ends
  // as soon as it opens (a proxy that will not stream) is a failure, so polling takes over.
  if (Date.now() - openedAt < 2_000 || controller.signal.aborted) failed();
  else reconnectIn(retryMs);
}

const hearSession = () =>
  session.subscribe((event) => {
    if (event.type === 'signed-out' || event.type === 'user-changed') {
      close();
      stopPolling();
      lastEventId = undefined;
      failures = 0;
    } else if (wantedTopics()) {
      // Signed in, or refreshed: open again with the new token, resuming after the last event read.
      void open();
    }
  });

/**
 * Tells `listener` of every event of `topic` this user may see, and when to read again; returns the way to stop.
 * The first subscriber opens the connection, the last one to leave closes it; a new topic reconnects (resuming).
 */
export const subscribe = (topic: LiveTopic, listener: Listener): (() => void) => {
  const set = listeners.get(topic) ?? new Set();
  listeners.set(topic, set.add(listener));
  stopHearingSession ??= hearSession();
  if (wantedTopics() !== openTopics) void open();
  return () => {
    set.delete(listener);
    if (wantedTopics() === openTopics) return;
    if (wantedTopics()) return void open();
    close();
    stopPolling();
    stopHearingSession?.();
    stopHearingSession = undefined;
    lastEventId = undefined;
    failures = 0;
  };
};
