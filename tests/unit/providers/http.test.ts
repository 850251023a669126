import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { delay, http, HttpResponse } from 'msw';
import simpleRestProvider from 'ra-data-simple-rest';
import { server } from '../../../sandbox/node';
import { ApiError, buildUrl, fetchJson, isApiError, request } from '../../../providers/http';
import { readAuthState, setNavigator, storeAuthState, type AuthState } from '../../../providers/session';

const PORTAL = 'http://localhost:4010/portal';
const IDENTITY = 'http://localhost:4010/identity';

const signedIn = (overrides: Partial<AuthState> = {}): AuthState => {
  const state = {
    accessToken: 'access-1',
    accessTokenExpiresIn: Date.now() + 15 * 60_000,
    refreshToken: 'refresh-1',
    refreshTokenExpiresIn: Date.now() + 8 * 3600_000,
    ...overrides,
  };
  storeAuthState(state);
  return state;
};

const failureOf = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(ApiError);
    return error as ApiError;
  }
  throw new Error('expected the call to fail');
};

let navigations: string[];
let restoreNavigator: () => void;
beforeEach(() => {
  navigations = [];
  restoreNavigator = setNavigator((to) => navigations.push(to));
});
afterEach(() => restoreNavigator());

describe('request headers and URL', () => {
  it('adds the session bearer token when the request has none', async () => {
    signedIn();
    const seen: (string | null)[] = [];
    server.use(
      http.get(`${PORTAL}/api/v1/things`, ({ request: r }) => {
        seen.push(r.headers.get('Authorization'));
        return HttpResponse.json([]);
      }),
    );
    await request('portal', '/api/v1/things');
    await request('portal', '/api/v1/things', { headers: { Authorization: 'Bearer challenge-session' } });
    await request('portal', '/api/v1/things', { anonymous: true });
    expect(seen).toEqual(['Bearer access-1', 'Bearer challenge-session', null]);
  });

  it('sends array query values as repeated keys and leaves empty ones out', async () => {
    let url = '';
    server.use(
      http.get(`${PORTAL}/api/v1/things`, ({ request: r }) => {
        url = r.url;
        return HttpResponse.json([]);
      }),
    );
    await request('portal', '/api/v1/things', { query: { id: ['1', '2'], q: 'a b', skip: undefined, none: null } });
    expect(new URL(url).search).toBe('?id=1&id=2&q=a+b');
    expect(buildUrl('http://x/base/', 'p', { id: [3, 4] })).toBe('http://x/base/p?id=3&id=4');
  });

  it('includes credentials only when asked to', async () => {
    const modes: string[] = [];
    server.use(
      http.post(`${IDENTITY}/auth/login`, ({ request: r }) => {
        modes.push(r.credentials);
        return HttpResponse.json({ challengeType: 'SOFTWARE_TOKEN_MFA' });
      }),
    );
    await request('auth', '/auth/login', { json: { email: 'a@b.c', password: 'x' }, withCredentials: true, anonymous: true });
    await request('auth', '/auth/login', { json: { email: 'a@b.c', password: 'x' }, anonymous: true });
    expect(modes).toEqual(['include', 'same-origin']);
  });

  it('sends JSON bodies with their content type', async () => {
    let received: unknown;
    let type: string | null = null;
    server.use(
      http.post(`${PORTAL}/api/v1/things`, async ({ request: r }) => {
        type = r.headers.get('Content-Type');
        received = await r.json();
        return HttpResponse.json({ id: '1' }, { status: 201 });
      }),
    );
    const response = await request<{ id: string }>('portal', '/api/v1/things', { json: { name: 'Acme' } });
    expect(response.status).toBe(201);
    expect(response.json).toEqual({ id: '1' });
    expect(type).toBe('application/json');
    expect(received).toEqual({ name: 'Acme' });
  });
});

describe('errors', () => {
  it('403 with no body says the user has no permission, and keeps the session', async () => {
    signedIn();
    server.use(http.get(`${PORTAL}/api/v1/secret`, () => new HttpResponse(null, { status: 403 })));
    const error = await failureOf(request('portal', '/api/v1/secret'));
    expect(error).toMatchObject({ status: 403, kind: 'http', message: "You don't have permission to access." });
    expect(readAuthState()).not.toBeNull();
  });

  it('400 with field errors puts them on the fields and the first message on the form root', async () => {
    server.use(
      http.post(`${PORTAL}/api/v1/things`, () =>
        HttpResponse.json(
          { message: 'Validation failed.', errors: { name: ['Name is taken.'], phone: ['Too short.', 'Bad format.'] } },
          { status: 400 },
        ),
      ),
    );
    const error = await failureOf(request('portal', '/api/v1/things', { json: {} }));
    expect(error.status).toBe(400);
    expect(error.messages).toEqual(['Validation failed.', 'Name is taken.', 'Too short.', 'Bad format.']);
    expect(error.fieldErrors).toEqual({ name: 'Name is taken.', phone: 'Too short. Bad format.' });
    expect(error.body).toEqual({
      message: 'Validation failed.',
      errors: { name: 'Name is taken.', phone: 'Too short. Bad format.', root: { serverError: 'Validation failed.' } },
    });
  });

  it('4xx with only a message shows it and leaves no field errors', async () => {
    server.use(http.get(`${PORTAL}/api/v1/things/9`, () => HttpResponse.json({ message: 'Company not found.' }, { status: 404 })));
    const error = await failureOf(request('portal', '/api/v1/things/9'));
    expect(error.messages).toEqual(['Company not found.']);
    expect(error.body.errors).toEqual({});
  });

  it('5xx gives a clear generic message, not the server internals', async () => {
    server.use(http.get(`${PORTAL}/api/v1/things`, () => HttpResponse.json({ message: 'NullReferenceException at …' }, { status: 500 })));
    const error = await failureOf(request('portal', '/api/v1/things'));
    expect(error).toMatchObject({ status: 500, kind: 'http' });
    expect(error.message).toBe('The service is not available right now. Please try again in a few minutes.');
  });

  it('a proxy HTML error page is reported by its status', async () => {
    server.use(http.get(`${PORTAL}/api/v1/things`, () => HttpResponse.html('<h1>Bad gateway</h1>', { status: 502 })));
    const error = await failureOf(request('portal', '/api/v1/things'));
    expect(error).toMatchObject({ status: 502, kind: 'http' });
  });

  it('a network failure is a network error with status 0', async () => {
    server.use(http.get(`${PORTAL}/api/v1/things`, () => HttpResponse.error()));
    const error = await failureOf(request('portal', '/api/v1/things'));
    expect(error).toMatchObject({ status: 0, kind: 'network' });
    expect(error.message).toBe('We could not reach the service. Check your connection and try again.');
  });

  it('a successful answer that is not JSON is a parse error', async () => {
    server.use(
      http.get(
        `${PORTAL}/api/v1/things`,
        () => new HttpResponse('{"broken":', { status: 200, headers: { 'Content-Type': 'application/json' } }),
      ),
    );
    const error = await failureOf(request('portal', '/api/v1/things'));
    expect(error).toMatchObject({ status: 0, kind: 'parse' });
    expect(error.message).toBe('The service sent an answer we could not read. Please try again.');
  });

  it('an empty 204 is a success with no JSON', async () => {
    server.use(http.post(`${PORTAL}/api/v1/things/ping`, () => new HttpResponse(null, { status: 204 })));
    const response = await request('portal', '/api/v1/things/ping', { method: 'POST' });
    expect(response).toMatchObject({ status: 204, body: '', json: undefined });
  });

  it('times out slow calls', async () => {
    server.use(
      http.get(`${PORTAL}/api/v1/slow`, async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const error = await failureOf(request('portal', '/api/v1/slow', { timeoutMs: 30 }));
    expect(error).toMatchObject({ status: 0, kind: 'timeout' });
  });

  it("cancels with the caller's AbortSignal", async () => {
    server.use(
      http.get(`${PORTAL}/api/v1/slow`, async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const pending = request('portal', '/api/v1/slow', { signal: controller.signal });
    controller.abort();
    // react-admin and react-query treat only a DOMException named AbortError as a cancellation.
    const error: unknown = await pending.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
    expect(isApiError(error)).toBe(false);
  });

  it('rejects with an AbortError when the caller has cancelled before the call starts', async () => {
    const controller = new AbortController();
    controller.abort();
    const error: unknown = await request('portal', '/api/v1/tenants/branding', { signal: controller.signal, anonymous: true }).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(DOMException);
    expect(error).toMatchObject({ name: 'AbortError' });
  });

  it("passes on the caller's own abort reason when it is an AbortError", async () => {
    server.use(
      http.get(`${PORTAL}/api/v1/slow`, async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
    );
    const controller = new AbortController();
    const reason = new DOMException('Navigated away', 'AbortError');
    const pending = request('portal', '/api/v1/slow', { signal: controller.signal });
    controller.abort(reason);
    expect(await pending.catch((e: unknown) => e)).toBe(reason);
  });
});

describe('401', () => {
  it('refreshes once, retries once with the new token, and keeps the user signed in', async () => {
    signedIn();
    const tokens: (string | null)[] = [];
    let refreshes = 0;
    server.use(
      http.post(`${IDENTITY}/auth/refresh`, () => {
        refreshes += 1;
        return HttpResponse.json({ accessToken: 'access-2', expiresIn: 900, refreshToken: null, challengeType: null });
      }),
      http.get(`${PORTAL}/api/v1/things`, ({ request: r }) => {
        const auth = r.headers.get('Authorization');
        tokens.push(auth);
        return auth === 'Bearer access-2' ? HttpResponse.json(['ok']) : HttpResponse.json({ message: 'Expired' }, { status: 401 });
      }),
    );
    const response = await request('portal', '/api/v1/things');
    expect(response.json).toEqual(['ok']);
    expect(tokens).toEqual(['Bearer access-1', 'Bearer access-2']);
    expect(refreshes).toBe(1);
    expect(readAuthState()).toMatchObject({ accessToken: 'access-2', refreshToken: 'refresh-1' });
    expect(navigations).toEqual([]);
  });

  it('logs out and opens the login page, keeping the location, when the refresh is refused', async () => {
    signedIn();
    window.history.replaceState(null, '', '/administration/tenant/list?page=2');
    server.use(
      http.post(`${IDENTITY}/auth/refresh`, () => HttpResponse.json({ message: 'Invalid refresh token' }, { status: 401 })),
      http.get(`${PORTAL}/api/v1/things`, () => HttpResponse.json({ message: 'Expired' }, { status: 401 })),
    );
    const error = await failureOf(request('portal', '/api/v1/things'));
    expect(error.status).toBe(401);
    expect(readAuthState()).toBeNull();
    expect(navigations).toEqual(['/auth/login?redirectTo=%2Fadministration%2Ftenant%2Flist%3Fpage%3D2']);
    window.history.replaceState(null, '', '/');
  });

  it('retries only once: a second 401 ends the session', async () => {
    signedIn();
    let calls = 0;
    server.use(
      http.post(`${IDENTITY}/auth/refresh`, () => HttpResponse.json({ accessToken: 'access-2', expiresIn: 900 })),
      http.get(`${PORTAL}/api/v1/things`, () => {
        calls += 1;
        return HttpResponse.json({ message: 'Nope' }, { status: 401 });
      }),
    );
    await failureOf(request('portal', '/api/v1/things'));
    expect(calls).toBe(2);
    expect(readAuthState()).toBeNull();
    expect(navigations).toHaveLength(1);
  });

  it('keeps the session when the refresh service is down', async () => {
    signedIn();
    server.use(
      http.post(`${IDENTITY}/auth/refresh`, () => HttpResponse.error()),
      http.get(`${PORTAL}/api/v1/things`, () => HttpResponse.json({ message: 'Expired' }, { status: 401 })),
    );
    const error = await failureOf(request('portal', '/api/v1/things'));
    expect(error.kind).toBe('network');
    expect(readAuthState()).not.toBeNull();
    expect(navigations).toEqual([]);
  });

  it('a 401 on a call that carries its own token is just an error', async () => {
    signedIn();
    server.use(http.get(`${IDENTITY}/2FA-auth/authenticator`, () => HttpResponse.json({ message: 'Session expired' }, { status: 401 })));
    const error = await failureOf(request('auth', '/2FA-auth/authenticator', { headers: { Authorization: 'Bearer challenge' } }));
    expect(error.message).toBe('Session expired');
    expect(readAuthState()).not.toBeNull();
    expect(navigations).toEqual([]);
  });
});

describe('fetchJson', () => {
  it('serves ra-data-simple-rest unchanged, with the bearer token', async () => {
    signedIn();
    let auth: string | null = null;
    server.use(
      http.get(`${PORTAL}/api/v1/tenants`, ({ request: r }) => {
        auth = r.headers.get('Authorization');
        return HttpResponse.json([{ id: 't1', name: 'Portico Demo' }], { headers: { 'Content-Range': 'tenants 0-0/1' } });
      }),
    );
    const dataProvider = simpleRestProvider(`${PORTAL}/api/v1`, fetchJson);
    const result = await dataProvider.getList('tenants', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(result).toEqual({ data: [{ id: 't1', name: 'Portico Demo' }], total: 1 });
    expect(auth).toBe('Bearer access-1');
  });

  it("returns react-admin's { status, headers, body, json } and rejects with an ApiError react-admin can read", async () => {
    server.use(
      http.get(`${PORTAL}/api/v1/ok`, () => HttpResponse.json({ a: 1 })),
      http.put(`${PORTAL}/api/v1/tenants/1`, () =>
        HttpResponse.json({ message: 'Invalid.', errors: { domain: ['Domain is taken.'] } }, { status: 409 }),
      ),
    );
    const ok = await fetchJson(`${PORTAL}/api/v1/ok`);
    expect(ok.status).toBe(200);
    expect(ok.body).toBe('{"a":1}');
    expect(ok.json).toEqual({ a: 1 });
    expect(ok.headers.get('Content-Type')).toContain('application/json');
    const error = await failureOf(fetchJson(`${PORTAL}/api/v1/tenants/1`, { method: 'PUT', body: '{}' }));
    expect(error.status).toBe(409);
    expect(error.body.errors).toEqual({ domain: 'Domain is taken.', root: { serverError: 'Invalid.' } });
  });

  it("uses react-admin's user.token when given instead of the session", async () => {
    signedIn();
    let auth: string | null = null;
    server.use(
      http.get(`${PORTAL}/api/v1/ok`, ({ request: r }) => {
        auth = r.headers.get('Authorization');
        return HttpResponse.json({});
      }),
    );
    await fetchJson(`${PORTAL}/api/v1/ok`, { user: { authenticated: true, token: 'Bearer explicit' } });
    expect(auth).toBe('Bearer explicit');
  });
});

describe('logout aborts requests in flight', () => {
  it('cancels an authenticated call when the session ends', async () => {
    signedIn();
    const { logout } = await import('../../../providers/session');
    server.use(
      http.get(`${PORTAL}/api/v1/slow`, async () => {
        await delay(500);
        return HttpResponse.json([]);
      }),
      http.post(`${IDENTITY}/auth/logout`, () => new HttpResponse(null, { status: 204 })),
    );
    const pending = request('portal', '/api/v1/slow');
    await vi.waitFor(() => undefined);
    await logout();
    const error = await failureOf(pending);
    expect(error.kind).toBe('aborted');
  });
});
