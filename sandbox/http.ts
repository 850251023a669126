import { HttpResponse } from 'msw';
import { isSingleLine } from '../src/shared/singleLine';
import type { Portal } from './types';

/**
 * The sandbox answers at one origin; the three services are path prefixes. Over real HTTP, server.ts rewrites the
 * Host header to this origin so the same absolute patterns match whatever port it listens on.
 */
export const SANDBOX_ORIGIN = 'http://localhost:4010';
export const identity = (path: string) => `${SANDBOX_ORIGIN}/identity${path}`;
export const portal = (path: string) => `${SANDBOX_ORIGIN}/portal/api/v1${path}`;
export const gateway = (path: string) => `${SANDBOX_ORIGIN}/gateway/api/v1${path}`;

/** The three services share one error body (`{ message, errors? }`); the portal's contract stands for all. */
export type FieldErrors = Portal['FieldErrors'];
export type Json = Record<string, unknown>;

/**
 * Every answer of the three services (contract: `x-portico-every-answer-headers`): no browser reads a body as another
 * type than declared, and no browser or proxy keeps one (tokens, members' personal data, another user's screens).
 */
export const API_HEADERS: Readonly<Record<string, string>> = { 'X-Content-Type-Options': 'nosniff', 'Cache-Control': 'no-store' };

export const json = (body: unknown, status = 200, headers?: Record<string, string>) =>
  HttpResponse.json(body as never, { status, headers: { ...API_HEADERS, ...headers } });

export const noContent = () => new HttpResponse(null, { status: 204, headers: API_HEADERS });

export const errorBody = (status: number, message: string, errors?: FieldErrors) =>
  HttpResponse.json<Portal['Error']>(errors ? { message, errors } : { message }, { status, headers: API_HEADERS });

export const badRequest = (message: string, errors?: FieldErrors) => errorBody(400, message, errors);
export const unauthorized = (message = 'Authentication required.') => errorBody(401, message);
/** The spec's "403 with no body": the portal shows its own wording for these. */
export const forbidden = () => new HttpResponse(null, { status: 403, headers: API_HEADERS });
export const forbiddenWithMessage = (message: string) => errorBody(403, message);
export const notFound = (what = 'Resource') => errorBody(404, `${what} not found.`);
export const conflict = (field: string, message: string) => errorBody(409, message, { [field]: [message] });

/**
 * Ends the handler with this answer, from however deep a check it is called. MSW answers a Response thrown in a
 * resolver as if the resolver had returned it, before any wrapper (contract, audit, security log) looks at the
 * answer; so a check (`requireUser`, `readJson`, …) refuses on its own, and a handler reads one step after another
 * with no guard after each.
 */
export function refuse(answer: Response): never {
  // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown Response is MSW's way to answer early (above)
  throw answer;
}

/** Collects field errors; `response()` is the 400 to return, or undefined when valid. */
export class Validation {
  readonly errors: FieldErrors = {};
  add(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
    return this;
  }
  get ok() {
    return Object.keys(this.errors).length === 0;
  }
  response(message?: string) {
    if (this.ok) return undefined;
    const first = Object.values(this.errors)[0]![0]!;
    return badRequest(message ?? first, this.errors);
  }
}

/** JSON bodies larger than this are refused with 413 (server.ts checks a declared length before reading). */
export const JSON_BODY_LIMIT = 1024 * 1024;
export const TOO_LARGE_MESSAGE = 'The request body is too large.';
/**
 * `Connection: close`, as server.ts answers a declared length: the handler stopped reading at the limit, so the rest
 * of the body is still on the connection, and a next request there would be read from the middle of it.
 */
export const tooLarge = () =>
  HttpResponse.json<Portal['Error']>({ message: TOO_LARGE_MESSAGE }, { status: 413, headers: { ...API_HEADERS, Connection: 'close' } });

/** `429` with `Retry-After` in seconds, in the body too for clients that cannot read the header. */
export const tooManyAttempts = (retryAfterSeconds: number) => {
  const minutes = Math.ceil(retryAfterSeconds / 60);
  const wait = retryAfterSeconds < 60 ? `${retryAfterSeconds} seconds` : `${minutes} minute${minutes === 1 ? '' : 's'}`;
  return json({ message: `Too many attempts. Try again in ${wait}.`, retryAfter: retryAfterSeconds }, 429, {
    'Retry-After': String(retryAfterSeconds),
  });
};

/**
 * The header carrying the client's address. server.ts sets it from the TCP peer on every request, overwriting
 * whatever the client sent, so it can be trusted; `X-Forwarded-For` is never read (any client can write it). Under
 * Vitest there is no socket: tests may set it to stand for different clients, and without it the address is `local`.
 */
export const CLIENT_ADDRESS_HEADER = 'x-portico-client-address';
export const clientAddress = (request: Request) => request.headers.get(CLIENT_ADDRESS_HEADER) || 'local';

/** The body's bytes, reading no more than `limit` of them: undefined when it is longer. */
const readBytesLimited = async (request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | undefined> => {
  if (Number(request.headers.get('content-length')) > limit) return undefined;
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      // Not awaited: under MSW in process the cancellation never settles; over HTTP it stops the socket's stream.
      void reader.cancel().catch(() => undefined);
      return undefined;
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
};

/** The body as text, reading no more than `limit` bytes: undefined when it is longer. */
export const readLimited = async (request: Request, limit: number): Promise<string | undefined> => {
  const bytes = await readBytesLimited(request, limit);
  return bytes && new TextDecoder().decode(bytes);
};

/**
 * Any other body (a multipart upload) is refused past this: server.ts refuses a declared length over it before
 * reading, and `readForm` stops reading a chunked one here. The largest upload is 1 MB (a logo, an onboarding file),
 * so 1 MiB and 64 KiB for the form's boundaries, headers and fields: a bigger body is refused while it streams, never
 * buffered first (issue 22: 60 MiB cost about 180 MB when this was 20 MiB).
 */
export const UPLOAD_BODY_LIMIT = 1024 * 1024 + 64 * 1024;

/** A multipart form, read no further than the upload limit (past it the handler ends with a 413): undefined when the body is not a form. */
export const readForm = async (request: Request): Promise<FormData | undefined> => {
  const bytes = await readBytesLimited(request, UPLOAD_BODY_LIMIT);
  if (bytes === undefined) return refuse(tooLarge());
  try {
    return await new Response(bytes, { headers: { 'Content-Type': request.headers.get('content-type') ?? '' } }).formData();
  } catch {
    return undefined;
  }
};

/** A name: `name` or a key ending in `Name` (`firstName`, `companyName`), at any depth of a body. */
const NAME_KEY = /^(name|[a-z][A-Za-z]*Name)$/;

/** `firstName` → `First name`. */
const labelOf = (key: string) => {
  const words = key.replace(/([a-z])([A-Z])/g, '$1 $2').toLowerCase();
  return words[0]!.toUpperCase() + words.slice(1);
};

/**
 * The first name in a body that is not on one line, as its field path (`contacts.0.name`) and key. Checked for every
 * body rather than by each handler, so no call that sets a name can forget it: a name reaches email subjects.
 */
const brokenName = (value: unknown, path = '', depth = 0): { field: string; key: string } | undefined => {
  // No body of the contract nests deeper; a deeper one is refused by the contract, not walked to the stack's end.
  if (!value || typeof value !== 'object' || depth > 8) return undefined;
  for (const [key, item] of Object.entries(value)) {
    const field = path ? `${path}.${key}` : key;
    if (typeof item === 'string' && NAME_KEY.test(key) && !isSingleLine(item)) return { field, key };
    const nested = brokenName(item, field, depth + 1);
    if (nested) return nested;
  }
  return undefined;
};

/**
 * Parses a JSON object body; anything else is a 400 (413 when too large) rather than an exception, and so is a name
 * with a control character in it (`src/shared/singleLine.ts`).
 */
/** The request's JSON object, or the handler ends with the 400 or 413 it deserves. */
export const readJson = async (request: Request): Promise<Json> => {
  const text = await readLimited(request, JSON_BODY_LIMIT);
  if (text === undefined) return refuse(tooLarge());
  if (!text.trim()) return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed)) return refuse(badRequest('The request body must be a JSON object.'));
  const broken = brokenName(parsed);
  if (broken) {
    const message = `${labelOf(broken.key)} must be on one line, without control characters.`;
    return refuse(badRequest(message, { [broken.field]: [message] }));
  }
  return parsed as Json;
};

/** Trimmed string or undefined: the spec treats empty strings as absent. */
export const str = (value: unknown): string | undefined => {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

export const strArray = (value: unknown): string[] | undefined =>
  Array.isArray(value) && value.every((v) => typeof v === 'string') ? (value as string[]) : undefined;

export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
/**
 * Spec 5's phone rule, from the module the portal canonicalises to (`src/shared/phoneRule.ts`), so the two agree: the
 * API keeps one form only ('+44 7700900123', or `countryCode` '+44' and `number` '7700900123' for a company's
 * phones); reading what people type is the portal's work. The message's example is in that form.
 */
export { PHONE_COUNTRY_CODE, PHONE_NUMBER, PHONE_PATTERN } from '../src/shared/phoneRule';
export const PHONE_MESSAGE = 'Enter the phone number in international format with a space after the country code, like +44 7700900123';

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** One collator for every sort: `localeCompare` with options builds one per call, which a 100 000-row sort feels. */
const collator = new Intl.Collator('en-GB', { sensitivity: 'base', numeric: true });

const compare = (a: unknown, b: unknown): number => {
  if (a === b) return 0;
  if (a === undefined || a === null) return 1;
  if (b === undefined || b === null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
};

/**
 * `record`'s own property `key`: a key a client chose (a sort field, a filter, a setting's name) must never reach the
 * prototype, where `constructor` is a function and `__proto__` an object.
 */
export const own = (record: unknown, key: string): unknown =>
  record !== null && typeof record === 'object' && Object.hasOwn(record, key) ? (record as Json)[key] : undefined;

export const sortBy = <T>(items: T[], field: string | undefined, order: string | undefined): T[] => {
  if (typeof field !== 'string' || !field) return items;
  const direction = String(order).toUpperCase() === 'DESC' ? -1 : 1;
  const path = field.split('.');
  // Each item's key read once, not once per comparison.
  const keyed = items.map((item) => ({ item, key: path.reduce<unknown>((v, k) => own(v, k), item) }));
  return keyed.sort((x, y) => compare(x.key, y.key) * direction).map(({ item }) => item);
};

const parseParam = (url: URL, name: string): unknown => {
  const raw = url.searchParams.get(name);
  if (raw === null) return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
};

const textOf = (value: unknown): string =>
  value === null || value === undefined ? '' : typeof value === 'object' ? Object.values(value).map(textOf).join(' ') : String(value);

/** ra-data-simple-rest's filter: `q` searches every field, other keys match exactly (arrays: any of). */
export const applyFilter = <T extends object>(items: T[], filter: Json): T[] =>
  items.filter((item) =>
    Object.entries(filter).every(([key, wanted]) => {
      if (wanted === undefined || wanted === '') return true;
      if (key === 'q') return textOf(item).toLowerCase().includes(String(wanted).toLowerCase());
      const actual = own(item, key);
      const candidates = Array.isArray(wanted) ? wanted : [wanted];
      if (Array.isArray(actual)) return candidates.some((c) => actual.includes(c));
      return candidates.some((c) => String(c) === String(actual));
    }),
  );

/**
 * A list in ra-data-simple-rest's convention: `sort=["f","ASC"]`, `range=[0,24]`, `filter={...}`, answered with a JSON
 * array and `Content-Range: {resource} {start}-{end}/{total}`. `extraFilter` is applied for access scoping, and
 * `custom` lets a resource interpret filter keys that are not fields (e.g. `mine`).
 */
export const simpleRestList = <T extends object>(
  request: Request,
  resource: string,
  items: T[],
  custom?: (items: T[], filter: Json) => { items: T[]; filter: Json },
): Response => {
  const url = new URL(request.url);
  const sort = parseParam(url, 'sort');
  const range = parseParam(url, 'range');
  let filter = (parseParam(url, 'filter') ?? {}) as Json;
  if (typeof filter !== 'object' || filter === null || Array.isArray(filter)) {
    return badRequest('filter must be a JSON object.');
  }
  let scoped = items;
  if (custom) ({ items: scoped, filter } = custom(items, filter));
  const filtered = applyFilter(scoped, filter);
  const [field, order] = Array.isArray(sort) ? (sort as [string, string]) : ['id', 'ASC'];
  const sorted = sortBy(filtered, field, order);
  const total = sorted.length;
  let start = 0;
  let end = total - 1;
  if (Array.isArray(range) && range.length === 2) {
    start = Math.max(0, Number(range[0]) || 0);
    end = Math.min(total - 1, Number(range[1]));
  }
  const page = sorted.slice(start, end + 1);
  const contentRange =
    total === 0 || page.length === 0 ? `${resource} */${total}` : `${resource} ${start}-${start + page.length - 1}/${total}`;
  return json(page, 200, { 'Content-Range': contentRange });
};

/** Page-numbered lists (`page` is 1-based) used by endpoints of the spec that are not simple-rest. */
export const paginate = <T>(items: T[], page: unknown, perPage: unknown) => {
  const size = Math.min(Math.max(Number(perPage) || 25, 1), 500);
  const number = Math.max(Number(page) || 1, 1);
  return { items: items.slice((number - 1) * size, number * size), total: items.length };
};
