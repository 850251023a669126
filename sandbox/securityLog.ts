/**
 * The security log (issue 22, ASVS 16.3): every request the services refuse for want of authentication (401) or of
 * a right (403), and every lock a throttle sets. Who, from where, what and when; never a secret: no token, password,
 * code, query string or body. Over HTTP each event is a line of the server's log, for alerting; the last ones are kept
 * in memory for tests (`takeSecurityLog`).
 */
import { HttpHandler, type RequestHandler } from 'msw';
import { readBearer } from './auth';
import { clientAddress } from './http';
import { runtime } from './runtime';

interface Base {
  occurredAt: string;
  /** The trusted peer address (see CLIENT_ADDRESS_HEADER), never X-Forwarded-For. */
  ipAddress: string;
  userAgent: string;
  /** The signed-in user refused, or the account locked; null when there is none. */
  userId: string | null;
}
export type SecurityEvent =
  | (Base & { kind: 'Refused'; status: 401 | 403; method: string; path: string })
  | (Base & { kind: 'LockOut'; scope: string; on: 'account' | 'address'; subject: string; lockedUntil: string });

const KEPT = 1000;
const events: SecurityEvent[] = [];

/** The events since the last call, and forgets them. */
export const takeSecurityLog = (): SecurityEvent[] => events.splice(0, events.length);

const write = (event: SecurityEvent) => {
  events.push(event);
  if (events.length > KEPT) events.shift();
  if (runtime.overHttp) console.info(`security ${JSON.stringify(event)}`);
};

/** Who and where a request came from, as the log names them. */
export const requestOrigin = (request: Request) => ({
  ipAddress: clientAddress(request) === 'local' ? '127.0.0.1' : clientAddress(request),
  userAgent: request.headers.get('user-agent') ?? 'unknown',
});

export const logLockOut = (event: Omit<Extract<SecurityEvent, { kind: 'LockOut' }>, 'kind' | 'occurredAt'>) =>
  write({ kind: 'LockOut', occurredAt: new Date().toISOString(), ...event });

const logRefusal = async (request: Request, status: 401 | 403) => {
  // A 403 comes with a valid token: name its user. A 401's token (if any) proves nothing and is not written down.
  const bearer = status === 403 ? await readBearer(request) : undefined;
  write({
    kind: 'Refused',
    status,
    method: request.method,
    // The path only: a query string may carry search terms or, on some calls, codes.
    path: new URL(request.url).pathname,
    userId: bearer && !(bearer instanceof Response) ? bearer.user.id : null,
    occurredAt: new Date().toISOString(),
    ...requestOrigin(request),
  });
};

/** The same handlers, each writing its 401 and 403 answers to the security log. */
export const loggingRefusals = (handlers: RequestHandler[]): RequestHandler[] =>
  handlers.map((handler) => {
    if (!(handler instanceof HttpHandler)) return handler;
    return new HttpHandler(handler.info.method, handler.info.path, async (info) => {
      const result = await handler.run({ request: info.request, requestId: info.requestId });
      const response = result?.response;
      if (response instanceof Response && (response.status === 401 || response.status === 403)) {
        await logRefusal(info.request, response.status);
      }
      return response;
    });
  });
