// @vitest-environment node
/**
 * Every operation of the contract answers the errors it declares (issue 21): derived from the bundled documents, so
 * an operation added or a status declared without a case here fails until one is written (tests/sandbox/contract-cases).
 *
 * For each operation, the case's call is made once as it stands (a 2xx: the control that shows each variation below
 * fails for the reason it names), then varied:
 * - 401: a protected operation called with no token, a forged one and an expired one, each refused in the error shape,
 *   and with no token, no query and an empty (or oversized) body: who is calling is settled before anything else;
 * - 403: the same call by a signed-in user whose role (or reach) the operation refuses;
 * - 404: the call naming an id no record has, by a caller allowed to make it;
 * - 400: the call made invalid (a required field missing, a value of the wrong kind, bad paging);
 * - 413: the call with a body over the sandbox's limit (1 MiB of JSON; 20 MiB for an upload);
 * - 409: the call clashing with a record, the field named;
 * - 429: the call after the failures that lock it, with Retry-After.
 * A refused call changes nothing: the store is compared before and after, leaving out throttle counters, sign-in
 * events and the id counter, which record the attempt itself.
 */
import * as OTPAuth from 'otpauth';
import { describe, expect, it } from 'vitest';
import { loadContract, resolve, type Document, type Operation, type Parameter } from '../../contract/check';
import { JSON_BODY_LIMIT, TOO_LARGE_MESSAGE, UPLOAD_BODY_LIMIT } from '../../sandbox/http';
import { SEEDED_TOTP_SECRET } from '../../sandbox/seed/people';
import { getStore } from '../../sandbox/store';
import { CASES } from './contract-cases';
import type { Call, Case, Who } from './contract-cases/types';
import { GATEWAY, ID, PASSWORD, PORTAL, multipart, post, tokenFor } from './helpers';

const BASE: Record<string, string> = { identity: ID, portal: PORTAL, gateway: GATEWAY };
const EMAIL: Record<Who, string> = {
  superadmin: 'superadmin@portico.test',
  support: 'support@portico.test',
  analyst: 'analyst@portico.test',
  viewer: 'viewer@portico.test',
  clientadmin: 'clientadmin@portico.test',
  manager: 'manager@portico.test',
  sftp: 'sftp@portico.test',
  outsider: 'outsider@portico.test',
  mfa: 'mfa@portico.test',
};
const METHODS = ['get', 'put', 'post', 'delete', 'patch'];

interface Op {
  id: string;
  service: string;
  method: string;
  template: string;
  name: string;
  declared: Set<string>;
  /** `security: []`: callable without a token. */
  public: boolean;
  body?: 'json' | 'multipart';
  /** Query parameters that take one value (not declared a list), each with a value to give twice. */
  singleQuery: { name: string; value: string }[];
}

/** A value a parameter accepts: its example, its first allowed value, or a number or a word by its type. */
const sampleOf = (p: Parameter): string => {
  const example = (p as Parameter & { example?: unknown }).example ?? p.schema?.example ?? (p.schema?.enum as unknown[] | undefined)?.[0];
  if (example !== undefined) return typeof example === 'string' ? example : JSON.stringify(example);
  return ([] as unknown[]).concat(p.schema?.type ?? []).some((t) => t === 'integer' || t === 'number') ? '1' : 'x';
};

const operations = (docs: Map<string, Document>): Op[] =>
  [...docs].flatMap(([service, doc]) =>
    Object.entries(doc.paths ?? {}).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([method]) => METHODS.includes(method))
        .map(([method, value]) => {
          const operation = value as Operation & { security?: unknown[] };
          const body = operation.requestBody && resolve<{ content?: Record<string, unknown> }>(doc, operation.requestBody);
          const media = Object.keys(body?.content ?? {});
          const parameters = [...(item.parameters ?? []), ...(operation.parameters ?? [])].map((p) => resolve<Parameter>(doc, p));
          return {
            id: operation.operationId!,
            service,
            method: method.toUpperCase(),
            template,
            name: `${operation.operationId} (${service} ${method.toUpperCase()} ${template})`,
            declared: new Set(Object.keys(operation.responses ?? {})),
            public: Array.isArray(operation.security) && operation.security.length === 0,
            body: media.some((m) => /json/.test(m)) ? 'json' : media.some((m) => /multipart/.test(m)) ? 'multipart' : undefined,
            singleQuery: parameters
              .filter((p) => p.in === 'query' && !([] as unknown[]).concat(p.schema?.type ?? []).includes('array'))
              .map((p) => ({ name: p.name, value: sampleOf(p) })),
          } satisfies Op;
        }),
    ),
  );

const OPS = operations((await loadContract()).docs);

const isObject = (value: unknown): value is Record<string, unknown> => !!value && typeof value === 'object' && !Array.isArray(value);

const vary = (call: Call, over: Call): Call => ({
  path: { ...call.path, ...over.path },
  query: { ...call.query, ...over.query },
  body: over.body === undefined ? call.body : isObject(call.body) && isObject(over.body) ? { ...call.body, ...over.body } : over.body,
  upload: over.upload ?? call.upload,
});

const signIn = async (who: Who): Promise<string> => {
  if (who !== 'mfa') return tokenFor(EMAIL[who]);
  const code = new OTPAuth.TOTP({ secret: SEEDED_TOTP_SECRET, label: EMAIL.mfa, issuer: 'Portico' }).generate();
  const res = await post(`${ID}/auth/login/mfa`, { email: EMAIL.mfa, password: PASSWORD, code });
  return ((await res.json()) as { accessToken: string }).accessToken;
};

/** A token past its expiry: issued with a lifetime of none (sandbox/auth.ts reads it at request time). */
const expiredToken = async () => {
  process.env.SANDBOX_ACCESS_TOKEN_TTL = '0';
  try {
    return await tokenFor(EMAIL.analyst);
  } finally {
    delete process.env.SANDBOX_ACCESS_TOKEN_TTL;
  }
};
/** Well formed, but signed by no key of the sandbox's. */
const FORGED_TOKEN = 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJzdWIiOiJ1c3Itc3VwZXJhZG1pbiIsInNjb3BlIjoiYWNjZXNzIn0.c2lnbmVkLWJ5LW5vYm9keQ';

type Oversize = 'json' | 'multipart' | undefined;

const send = (op: Op, call: Call, token?: string, oversize?: Oversize) => {
  const path = op.template.replace(/\{([^}]+)\}/g, (_, name: string) => {
    const value = call.path?.[name];
    if (value === undefined) throw new Error(`${op.name}: the case gives no value for the path's {${name}}`);
    return encodeURIComponent(value);
  });
  const url = new URL(`${BASE[op.service]}${path}`);
  for (const [key, value] of Object.entries(call.query ?? {})) for (const v of [value ?? []].flat()) url.searchParams.append(key, v);
  const headers: Record<string, string> = token ? { Authorization: `Bearer ${token}` } : {};
  let body: BodyInit | undefined;
  if (call.upload || oversize === 'multipart') {
    const file =
      oversize === 'multipart' ? { content: new Uint8Array(UPLOAD_BODY_LIMIT), name: 'large.png', type: 'image/png' } : call.upload!.file;
    const form = multipart(call.upload?.fields ?? {}, file);
    headers['Content-Type'] = form.contentType;
    body = form.body;
  } else if (call.body !== undefined || oversize === 'json') {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(
      oversize === 'json' ? { ...(isObject(call.body) ? call.body : {}), padding: 'x'.repeat(JSON_BODY_LIMIT) } : call.body,
    );
  }
  return fetch(url, { method: op.method, headers, body });
};

/** Throttle counters, sign-in events and the id counter record an attempt, refused or not; the rest is what a call changes. */
const BOOKKEEPING = new Set(['authEvents', 'throttle', 'nextId']);
const records = () => JSON.stringify(Object.entries(getStore()).filter(([key]) => !BOOKKEEPING.has(key)));

const errorShape = { message: expect.any(String) };

/** Sends the call and checks the refusal: its status, the spec's error shape (a 403 may have no body) and no change. */
const refusedWith = async (status: number, op: Op, call: Call, token?: string, oversize?: Oversize) => {
  const before = records();
  const res = await send(op, call, token, oversize);
  const text = await res.text();
  expect(res.status, `${op.name} answered ${res.status}: ${text.slice(0, 300)}`).toBe(status);
  if (status !== 403 || text) expect(JSON.parse(text)).toMatchObject(errorShape);
  expect(records() === before, `${op.name} changed the store although it answered ${status}`).toBe(true);
  return text ? (JSON.parse(text) as { message: string }) : undefined;
};

/** Signs the case's caller in and makes its call (in that order: a call made at run time may need the session). */
const prepare = async (c: Case) => {
  const accessToken = await signIn(c.as);
  const token = c.bearer ? await c.bearer(accessToken) : accessToken;
  const call = typeof c.call === 'function' ? await c.call(token) : (c.call ?? {});
  c.given?.(getStore());
  return { token, call };
};

describe('the contract has a case for every operation (tests/sandbox/contract-cases)', () => {
  it('names only operations of the contract', () => {
    const ids = new Set(OPS.map((op) => op.id));
    expect(Object.keys(CASES).filter((id) => !ids.has(id))).toEqual([]);
  });
  it('has a case for every operation', () => {
    expect(OPS.filter((op) => !CASES[op.id]).map((op) => op.name)).toEqual([]);
  });
});

for (const op of OPS) {
  const c = CASES[op.id];
  if (!c) continue;
  const declares = (status: number) => op.declared.has(String(status));

  describe(op.name, () => {
    it(`answers 2xx to ${c.as} (the call each case below varies)`, async () => {
      const { token, call } = await prepare(c);
      const res = await send(op, call, op.public ? undefined : token);
      // A live-event stream never ends (contract/portal/events.yaml): its answer is the status, and the body is let go.
      const isStream = /^text\/event-stream/.test(res.headers.get('content-type') ?? '');
      const text = isStream ? (void res.body?.cancel(), '') : await res.text();
      expect(res.status, `${res.status}: ${text.slice(0, 300)}`).toBeGreaterThanOrEqual(200);
      expect(res.status).toBeLessThan(300);
    });

    if (!op.public) {
      it('declares 401: it is protected', () => expect(declares(401)).toBe(true));
      for (const [label, token] of [
        ['no token', () => Promise.resolve(undefined)],
        ['a forged token', () => Promise.resolve(FORGED_TOKEN)],
        ['an expired token', expiredToken],
      ] as const) {
        it(`answers 401 to ${label}`, async () => {
          const bad = await token();
          const { call } = await prepare(c);
          await refusedWith(401, op, call, bad);
        });
      }
      // Who is calling is settled first: an anonymous caller learns nothing of what the call would need, nor makes
      // the service read a body.
      it('answers 401 to no token before it looks at the query or the body', async () => {
        const { call } = await prepare(c);
        await refusedWith(401, op, { path: call.path, body: op.body === 'json' ? {} : undefined });
      });
      if (op.body) {
        it('answers 401 to no token, not 413, for a body over the limit', async () => {
          const { call } = await prepare(c);
          await refusedWith(401, op, call, undefined, op.body);
        });
      }
    } else if (declares(401) || c.anonymous) {
      it('answers 401 to a session that is not one', async () => {
        expect(declares(401)).toBe(true);
        expect(c.anonymous, 'the case names no anonymous call').toBeDefined();
        const { call } = await prepare(c);
        await refusedWith(401, op, vary(call, c.anonymous!));
      });
    }

    if (declares(403) || c.refused) {
      it(`answers 403 to a caller it refuses${typeof c.refused === 'string' ? ` (${c.refused})` : ''}`, async () => {
        expect(declares(403), 'declares 403').toBe(true);
        expect(c.refused, 'the case names no refused caller').toBeDefined();
        const refused = typeof c.refused === 'string' ? { as: c.refused, call: undefined } : c.refused!;
        const { call } = await prepare(c);
        const token = await signIn(refused.as);
        await refusedWith(403, op, refused.call ? vary(call, refused.call) : call, token);
      });
    }

    if (declares(404) || c.unknown) {
      it('answers 404 to an unknown id', async () => {
        expect(declares(404), 'declares 404').toBe(true);
        expect(c.unknown, 'the case names no unknown id').toBeDefined();
        const { token, call } = await prepare(c);
        const error = await refusedWith(404, op, vary(call, c.unknown!), op.public ? undefined : token);
        expect(error!.message).toMatch(/not found\.$/);
      });
    }

    if (declares(400) || c.invalid) {
      it('answers 400 to an invalid call', async () => {
        expect(declares(400), 'declares 400').toBe(true);
        expect(c.invalid, 'the case names no invalid call').toBeDefined();
        const { message, ...invalid } = c.invalid!;
        const { token, call } = await prepare(c);
        const error = await refusedWith(400, op, vary(call, invalid), op.public ? undefined : token);
        if (message) expect(error!.message).toBe(message);
      });
    }

    // HTTP parameter pollution (docs/api.md "Conventions"): a parameter that takes one value, given twice, is refused
    // whichever copy the service would have read; the call's own value is repeated, so only the repetition is wrong.
    if (op.singleQuery.length > 0) {
      it('answers 400 to a query parameter given more than once', async () => {
        expect(declares(400), 'declares 400').toBe(true);
        const { token, call } = await prepare(c);
        for (const { name, value } of op.singleQuery) {
          const given = [call.query?.[name] ?? value].flat()[0]!;
          const error = await refusedWith(400, op, vary(call, { query: { [name]: [given, given] } }), op.public ? undefined : token);
          const message = `The query parameter "${name}" is given more than once.`;
          expect(error).toEqual({ message, errors: { [name]: [message] } });
        }
      });
    }

    if (declares(413) || op.body) {
      it('answers 413 to a body over the limit', async () => {
        expect(declares(413), 'declares 413').toBe(true);
        const { token, call } = await prepare(c);
        const error = await refusedWith(413, op, call, op.public ? undefined : token, op.body);
        expect(error!.message).toBe(TOO_LARGE_MESSAGE);
      });
    }
    if (declares(409) || c.conflict) {
      it('answers 409 to a clash with another record', async () => {
        expect(declares(409), 'declares 409').toBe(true);
        expect(c.conflict, 'the case names no clash').toBeDefined();
        const { field, message, ...conflict } = c.conflict!;
        const { token, call } = await prepare(c);
        const error = (await refusedWith(409, op, vary(call, conflict), op.public ? undefined : token)) as {
          message: string;
          errors?: Record<string, string[]>;
        };
        expect(error.message).toBe(message);
        if (field) expect(error.errors?.[field]).toEqual([message]);
      });
    }

    if (declares(429) || c.throttle) {
      it('answers 429 with Retry-After once failures have locked it, even to the call it accepts', async () => {
        expect(declares(429), 'declares 429').toBe(true);
        expect(c.throttle, 'the case names no failures that lock it').toBeDefined();
        const { token, call } = await prepare(c);
        const bearer = op.public ? undefined : token;
        for (let attempt = 1; attempt <= c.throttle!.times; attempt++) {
          const res = await send(op, c.throttle!.failing ? vary(call, c.throttle!.failing) : call, bearer);
          expect(res.status, `attempt ${attempt}`).not.toBe(429);
        }
        const before = records();
        const res = await send(op, call, bearer);
        expect(res.status).toBe(429);
        const retryAfter = Number(res.headers.get('Retry-After'));
        expect(retryAfter).toBeGreaterThanOrEqual(1);
        expect(await res.json()).toEqual({
          message: expect.stringMatching(/^Too many attempts\. Try again in \d+ (seconds|minutes?)\.$/),
          retryAfter,
        });
        expect(records() === before, `${op.name} changed the store although it answered 429`).toBe(true);
      });
    }
  });
}
