import { http, HttpResponse } from 'msw';
import { readBearer, requireUser } from '../auth';
import { eventsAfter, isLiveTopic, mayReadTopic, mayReceive, onPublished, wireData, type LiveEvent, type LiveTopic } from '../events';
import { API_HEADERS, badRequest, forbidden, portal } from '../http';

/** A comment line every 15 s: proxies keep the connection open, and the client knows the stream is alive. */
export const HEARTBEAT_MS = 15_000;
/** How long a client waits before reconnecting after the stream ends (`retry:`). */
const RETRY_MS = 3_000;

/**
 * The header server.ts sets on every request (overwriting any the client sent) and the way it tells a stream its
 * connection closed: under express, a response body piped to a closed socket is never cancelled, so without this a
 * stream would keep its subscription for ever. Under Vitest the client's cancellation reaches the stream itself.
 */
export const CONNECTION_HEADER = 'x-portico-connection';
const openStreams = new Map<string, () => void>();
export const connectionClosed = (connection: string) => openStreams.get(connection)?.();

const TOPICS_MESSAGE = 'Name the topics: accessRequests, onboardingFiles, comma-separated.';

const frame = (event: LiveEvent) =>
  `id: ${event.seq}\nevent: ${event.resource}.${event.type}\ndata: ${JSON.stringify(wireData(event))}\n\n`;

/**
 * `GET /events?topics=…` (contract/portal/events.yaml): the live events of the topics the user may read. Each event,
 * and each heartbeat, first checks the token again (expiry, the session signed out, the user deactivated) and the
 * user as stored now; a failed token check ends the stream, and the client refreshes and reconnects.
 */
export const eventHandlers = [
  http.get(portal('/events'), async ({ request }) => {
    const user = await requireUser(request);
    const asked = new URL(request.url).searchParams.get('topics')?.split(',') ?? [];
    if (asked.length === 0 || !asked.every(isLiveTopic)) return badRequest(TOPICS_MESSAGE, { topics: [TOPICS_MESSAGE] });
    const topics = new Set<LiveTopic>(asked.filter((t) => mayReadTopic(user, t)));
    if (topics.size === 0) return forbidden();
    const lastEventId = request.headers.get('last-event-id');
    if (lastEventId !== null && !/^[0-9]{1,15}$/.test(lastEventId))
      return badRequest('Last-Event-ID must be an event id.', { 'Last-Event-ID': ['Last-Event-ID must be an event id.'] });

    const tokenCheck = new Request(request.url, { headers: { authorization: request.headers.get('authorization') ?? '' } });
    const stillSignedIn = async () => !((await readBearer(tokenCheck)) instanceof Response);
    const connection = request.headers.get(CONNECTION_HEADER);
    const encoder = new TextEncoder();
    let stop = () => undefined as void;

    const body = new ReadableStream<Uint8Array>({
      start(controller) {
        let open = true;
        // Events go out in order: each waits for the checks of the one before.
        let sending = Promise.resolve();
        const write = (text: string) => {
          if (open) controller.enqueue(encoder.encode(text));
        };
        const offer = (event: LiveEvent) => topics.has(event.topic) && mayReceive(user.id, event) && write(frame(event));
        const checked = (send: () => void) => {
          sending = sending.then(async () => {
            if (!open) return;
            if (await stillSignedIn()) send();
            else stop();
          });
        };
        const unsubscribe = onPublished((event) => checked(() => offer(event)));
        const heartbeat = setInterval(() => checked(() => write(': heartbeat\n\n')), HEARTBEAT_MS);
        stop = () => {
          if (!open) return;
          open = false;
          unsubscribe();
          clearInterval(heartbeat);
          if (connection) openStreams.delete(connection);
          try {
            controller.close();
          } catch {
            // already cancelled by the client
          }
        };
        if (connection) openStreams.set(connection, stop);

        write(`retry: ${RETRY_MS}\n: open\n\n`);
        if (lastEventId !== null) {
          const missed = eventsAfter(Number(lastEventId));
          if (missed) missed.forEach(offer);
          else write(`event: stream.reset\ndata: {}\n\n`);
        }
      },
      cancel() {
        stop();
      },
    });
    return new HttpResponse(body, {
      status: 200,
      headers: { ...API_HEADERS, 'Content-Type': 'text/event-stream; charset=utf-8', 'X-Accel-Buffering': 'no' },
    });
  }),
];
