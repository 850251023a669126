/**
 * The HTTP clients of the three services (spec section 7), on `fetch`. Every failure becomes one ApiError whose
 * `body.errors` is what react-admin's create/edit controllers put on the fields and the form root.
 * No react-admin import here: the sign-in app uses this module too.
 */
import { getConfig } from './config';
import type { components } from './contract/portal';
import { translate } from './i18n/translate';
import * as session from './session';

export type Service = 'auth' | 'portal' | 'gateway';
/** `aborted`: the session ended (logout) under the request. A caller's own cancellation is a DOMException AbortError. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'parse' | 'aborted';
type QueryScalar = string | number | boolean;
export type Query = Record<string, QueryScalar | readonly QueryScalar[] | null | undefined>;

export interface RequestOptions {
  method?: string;
  query?: Query;
  /** Sent as JSON with `Content-Type: application/json`. */
  json?: unknown;
  /** A raw body (e.g. FormData for an upload); ignored when `json` is given. */
  body?: BodyInit;
  headers?: HeadersInit;
  /** `credentials: 'include'`, for the calls the spec sends "with credentials". */
  withCredentials?: boolean;
  signal?: AbortSignal;
  timeoutMs?: number;
  /** No bearer token and no 401 recovery (public calls, and calls that carry their own Authorization). */
  anonymous?: boolean;
}

export interface ApiResponse<T = unknown> {
  status: number;
  headers: Headers;
  body: string;
  json: T;
}

export type ApiErrorFields = Record<string, string | { serverError: string }>;

export const DEFAULT_TIMEOUT_MS = 30_000;

export class ApiError extends Error {
  readonly status: number;
  readonly kind: ApiErrorKind;
  readonly messages: string[];
  readonly fieldErrors: Record<string, string>;
  /** react-admin's shape: field errors plus the first message as the form root's server error. */
  readonly body: { message: string; errors: ApiErrorFields };
  /** The server's JSON, untouched. */
  readonly data: unknown;

  constructor(init: { status: number; kind: ApiErrorKind; messages: string[]; fieldErrors?: Record<string, string>; data?: unknown }) {
    super(init.messages[0]);
    Object.setPrototypeOf(this, ApiError.prototype);
    this.name = 'ApiError';
    this.status = init.status;
    this.kind = init.kind;
    this.messages = init.messages;
    this.fieldErrors = init.fieldErrors ?? {};
    this.data = init.data;
    const hasFieldErrors = Object.keys(this.fieldErrors).length > 0;
    this.body = {
      message: this.message,
      errors: hasFieldErrors ? { ...this.fieldErrors, root: { serverError: this.message } } : {},
    };
  }
}

export const isApiError = (error: unknown): error is ApiError => error instanceof ApiError;

/** What to tell the user of a failed call: the client's worded messages, else the error's own; none for no error. */
export const errorMessages = (error: unknown): string[] => {
  if (!error) return [];
  if (isApiError(error) && error.messages.length > 0) return error.messages;
  return [error instanceof Error ? error.message : String(error)];
};

const failure = (kind: Exclude<ApiErrorKind, 'http'>) => new ApiError({ status: 0, kind, messages: [translate(`portico.errors.${kind}`)] });

// ---- URLs ---------------------------------------------------------------------------------------------------

export const serviceBase = (service: Service): string => {
  const config = getConfig();
  return { auth: config.authApiUrl, portal: config.portalApiUrl, gateway: config.gatewayApiUrl }[service];
};

/** Array values become repeated keys (`?id=1&id=2`); null and undefined are left out. */
export const buildUrl = (base: string, path: string, query?: Query): string => {
  const url = `${base.replace(/\/+$/, '')}${path.startsWith('/') ? path : `/${path}`}`;
  const params = new URLSearchParams();
  Object.entries(query ?? {}).forEach(([key, value]) => {
    if (value == null) return;
    (Array.isArray(value) ? value : [value]).forEach((item) => params.append(key, String(item)));
  });
  const search = params.toString();
  return search ? `${url}${url.includes('?') ? '&' : '?'}${search}` : url;
};

// ---- error bodies -------------------------------------------------------------------------------------------

const asMessages = (value: unknown): string[] =>
  typeof value === 'string' ? [value] : Array.isArray(value) ? value.filter((v) => typeof v === 'string') : [];

/**
 * The three services' error body, `{ message, errors?: { field: string[] } }` (the same schema in each contract).
 * Its names are the contract's; its values are read as unknown, since a failing service may send anything.
 */
type ErrorBody = { [K in keyof components['schemas']['Error']]?: unknown };

/** Reads the error body, tolerating a string or a list where a list is expected. */
const readErrorBody = (json: unknown): { messages: string[]; fieldErrors: Record<string, string> } => {
  const messages: string[] = [];
  const fieldErrors: Record<string, string> = {};
  if (json && typeof json === 'object') {
    const { message, errors } = json as ErrorBody;
    messages.push(...asMessages(message));
    if (Array.isArray(errors)) messages.push(...asMessages(errors));
    else if (errors && typeof errors === 'object') {
      Object.entries(errors).forEach(([field, value]) => {
        const list = asMessages(value);
        if (list.length === 0) return;
        fieldErrors[field] = list.join(' ');
        messages.push(...list);
      });
    }
  } else if (typeof json === 'string' && json.trim()) {
    messages.push(json);
  }
  return { messages: [...new Set(messages)], fieldErrors };
};

/** Seconds to wait from a `Retry-After` header (seconds, or an HTTP date), or undefined when absent or unreadable. */
export const retryAfterSeconds = (headers: Headers | undefined, now = Date.now()): number | undefined => {
  const raw = headers?.get('Retry-After')?.trim();
  if (!raw) return undefined;
  const seconds = /^\d+$/.test(raw) ? Number(raw) : Math.ceil((Date.parse(raw) - now) / 1000);
  return Number.isFinite(seconds) && seconds > 0 ? seconds : undefined;
};

/** "Too many attempts. Try again in 2 minutes.": whole minutes rounded up, seconds under a minute. */
const tooManyAttempts = (seconds: number | undefined) => {
  if (seconds === undefined) return translate('portico.errors.tooManyAttemptsNoWait');
  const wait =
    seconds < 60
      ? translate('portico.errors.waitSeconds', { smart_count: seconds })
      : translate('portico.errors.waitMinutes', { smart_count: Math.ceil(seconds / 60) });
  return translate('portico.errors.tooManyAttempts', { wait });
};

export const toHttpError = (status: number, json: unknown, headers?: Headers): ApiError => {
  const { messages, fieldErrors } = readErrorBody(json);
  // Throttled: our own words with the wait, whatever the service wrote.
  if (status === 429) return new ApiError({ status, kind: 'http', messages: [tooManyAttempts(retryAfterSeconds(headers))], data: json });
  let fallback: string;
  if (status === 401) fallback = translate('portico.errors.unauthorized');
  else if (status === 403) fallback = translate('portico.errors.forbidden');
  else if (status >= 500) fallback = translate('portico.errors.server');
  else fallback = translate('portico.errors.http', { status });
  // A server error's wording is for operators, not users: 5xx always shows the generic message.
  const shown = status >= 500 || messages.length === 0 ? [fallback] : messages;
  return new ApiError({ status, kind: 'http', messages: shown, fieldErrors, data: json });
};

// ---- transport ----------------------------------------------------------------------------------------------

interface SendOptions {
  /** The caller's signal: its abort rejects with an AbortError. */
  signal?: AbortSignal;
  /** Others (the session's): their abort is an ApiError of kind 'aborted'. */
  signals: (AbortSignal | undefined)[];
  timeoutMs: number;
}

const isAbortError = (value: unknown): value is DOMException => value instanceof DOMException && value.name === 'AbortError';

const asAbortError = (reason: unknown, raised: unknown): DOMException =>
  isAbortError(reason) ? reason : isAbortError(raised) ? raised : new DOMException('The operation was aborted.', 'AbortError');

const isTextual = (headers: Headers) => {
  const type = headers.get('Content-Type') ?? '';
  return type.startsWith('text/') && !type.includes('json');
};

/** One fetch with cancellation and timeout; the answer's body is read and parsed before it returns. */
async function send(url: string, init: RequestInit, { signal: callerSignal, signals, timeoutMs }: SendOptions): Promise<ApiResponse> {
  const controller = new AbortController();
  let timedOut = false;
  const timer = setTimeout(() => {
    timedOut = true;
    controller.abort();
  }, timeoutMs);
  const onAbort = () => controller.abort();
  const live = [callerSignal, ...signals].filter((s): s is AbortSignal => !!s);
  live.forEach((s) => (s.aborted ? controller.abort() : s.addEventListener('abort', onAbort, { once: true })));
  let response: Response;
  let text: string;
  try {
    response = await fetch(url, { ...init, signal: controller.signal });
    text = await response.text();
  } catch (error) {
    if (timedOut) throw failure('timeout');
    // The caller cancelled: react-admin and react-query recognise only a DOMException named AbortError, so pass
    // that on (the caller's own reason when it is one) rather than an ApiError.
    if (callerSignal?.aborted) throw asAbortError(callerSignal.reason, error);
    if (live.some((s) => s.aborted)) throw failure('aborted');
    throw failure('network');
  } finally {
    clearTimeout(timer);
    live.forEach((s) => s.removeEventListener('abort', onAbort));
  }
  let json: unknown = undefined;
  if (text.trim()) {
    try {
      json = JSON.parse(text);
    } catch {
      // A successful answer we cannot read is a failure; an error page (e.g. a proxy's HTML 502) is still an
      // HTTP error, reported by its status; plain text that says it is text is passed through.
      if (response.ok && !isTextual(response.headers)) throw failure('parse');
    }
  }
  return { status: response.status, headers: response.headers, body: text, json };
}

interface ExecuteOptions {
  signal?: AbortSignal | null;
  timeoutMs?: number;
  anonymous?: boolean;
}

/**
 * Adds the session's bearer token when the request has none, and recovers once from a 401: it waits for the
 * (shared) refresh and retries with the new token. A 401 it cannot recover from ends the session and opens the
 * login page. Only requests that carry the session's own token get that treatment.
 */
async function execute(url: string, init: RequestInit, options: ExecuteOptions): Promise<ApiResponse> {
  const headers = new Headers(init.headers);
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  let token: string | undefined;
  if (!options.anonymous && !headers.has('Authorization')) {
    let state = session.readAuthState();
    if (state && !session.isAccessTokenValid(state) && session.isRefreshTokenValid(state)) {
      state = await session.refresh().catch(() => state);
    }
    token = state?.accessToken;
    if (token) headers.set('Authorization', `Bearer ${token}`);
  }
  const attempt = () =>
    send(
      url,
      { ...init, headers },
      {
        signal: options.signal ?? undefined,
        signals: [token ? session.getSessionSignal() : undefined],
        timeoutMs,
      },
    );

  let response = await attempt();
  if (response.status === 401 && token) {
    let next: session.AuthState | null;
    try {
      next = await session.refresh();
    } catch {
      throw failure('network');
    }
    if (next && next.accessToken !== token) {
      token = next.accessToken;
      headers.set('Authorization', `Bearer ${token}`);
      response = await attempt();
    }
    // A refused refresh has already ended the session and shown the login page (once, for every waiting call).
    if (response.status === 401 && next) {
      if (session.readAuthState()) await session.logout('unauthorized', { revoke: false });
      session.goToLogin();
    }
  }
  if (response.status < 200 || response.status >= 300) throw toHttpError(response.status, response.json, response.headers);
  return response;
}

// ---- public API ---------------------------------------------------------------------------------------------

/** A call to one of the three services, by path relative to its base. */
export const request = async <T = unknown>(service: Service, path: string, options: RequestOptions = {}): Promise<ApiResponse<T>> => {
  const headers = new Headers(options.headers);
  if (!headers.has('Accept')) headers.set('Accept', 'application/json');
  let body = options.body;
  if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set('Content-Type', 'application/json');
  }
  const response = await execute(
    buildUrl(serviceBase(service), path, options.query),
    {
      method: options.method ?? (body !== undefined ? 'POST' : 'GET'),
      headers,
      body,
      credentials: options.withCredentials ? 'include' : 'same-origin',
    },
    { signal: options.signal, timeoutMs: options.timeoutMs, anonymous: options.anonymous },
  );
  return response as ApiResponse<T>;
};

/** react-admin's `fetchUtils.Options`, plus our timeout. */
export interface FetchJsonOptions extends RequestInit {
  user?: { authenticated?: boolean; token?: string };
  timeoutMs?: number;
}

/**
 * Drop-in for react-admin's `fetchUtils.fetchJson` (same arguments, same `{ status, headers, body, json }`),
 * so `ra-data-simple-rest` can be built on it, with this module's bearer, 401 recovery and ApiError.
 */
export const fetchJson = async (url: string, options: FetchJsonOptions = {}) => {
  const { user, timeoutMs, signal, ...init } = options;
  const headers = new Headers(init.headers ?? { Accept: 'application/json' });
  const method = (init.method ?? 'GET').toUpperCase();
  if (init.body && !headers.has('Content-Type') && method !== 'GET' && !(init.body instanceof FormData)) {
    headers.set('Content-Type', 'application/json');
  }
  if (user?.authenticated && user.token) headers.set('Authorization', user.token);
  const response = await execute(url, { ...init, headers }, { signal, timeoutMs });
  // react-admin's type says `json: any`; keep it so simple-rest compiles unchanged against this function.
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  return response as { status: number; headers: Headers; body: string; json: any };
};
