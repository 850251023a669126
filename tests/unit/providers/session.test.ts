import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../sandbox/node';
import { request } from '../../../providers/http';
import {
  authCookie,
  checkSession,
  getAccessToken,
  goToLogin,
  isAuthenticated,
  readAuthState,
  refresh,
  RefreshUnavailableError,
  setNavigator,
  signIn,
  startSessionWatch,
  storeAuthState,
  subscribe,
  toAuthState,
  type AuthState,
  type SessionEvent,
} from '../../../providers/session';

const IDENTITY = 'http://localhost:4010/identity';
const PORTAL = 'http://localhost:4010/portal';

const store = (accessInMs: number, refreshInMs = 8 * 3600_000, token = 'access-1'): AuthState => {
  const state = {
    accessToken: token,
    accessTokenExpiresIn: Date.now() + accessInMs,
    refreshToken: 'refresh-1',
    refreshTokenExpiresIn: Date.now() + refreshInMs,
  };
  storeAuthState(state);
  return state;
};

/** Counts refresh calls; each answers a new access token. */
const countRefreshes = (status = 200) => {
  const calls = { count: 0 };
  server.use(
    http.post(`${IDENTITY}/auth/refresh`, () => {
      calls.count += 1;
      if (status !== 200) return HttpResponse.json({ message: 'No' }, { status });
      return HttpResponse.json({ accessToken: `access-${calls.count + 1}`, expiresIn: 900, refreshToken: null });
    }),
  );
  return calls;
};

let events: SessionEvent[];
let stopListening: () => void;
let restoreNavigator: () => void;
beforeEach(() => {
  events = [];
  stopListening = subscribe((event) => events.push(event));
  restoreNavigator = setNavigator(() => undefined);
});
afterEach(() => {
  stopListening();
  restoreNavigator();
  vi.useRealTimers();
});

describe('cookie', () => {
  it('is site-wide, SameSite=Strict, expires with the refresh token, and Secure with the __Host- prefix only on https', () => {
    const expires = new Date('2026-03-01T12:00:00Z');
    expect(authCookie('v', expires, 'https:')).toBe(
      '__Host-portico_auth=v; expires=Sun, 01 Mar 2026 12:00:00 GMT; path=/; SameSite=Strict; Secure',
    );
    // Plain http (a developer's localhost) cannot set a Secure cookie, so neither the prefix.
    expect(authCookie('v', expires, 'http:')).toBe('portico_auth=v; expires=Sun, 01 Mar 2026 12:00:00 GMT; path=/; SameSite=Strict');
  });

  it('computes absolute expiry times when the tokens arrive', () => {
    const now = Date.UTC(2026, 0, 1);
    expect(toAuthState({ accessToken: 'a', expiresIn: 900, refreshToken: 'r', refreshTokenExpiresIn: 28800 }, now)).toEqual({
      accessToken: 'a',
      accessTokenExpiresIn: now + 900_000,
      refreshToken: 'r',
      refreshTokenExpiresIn: now + 28_800_000,
      signedInAt: now,
    });
  });

  it('keeps the refresh token and its expiry when a refresh does not rotate it', () => {
    const previous = { accessToken: 'a', accessTokenExpiresIn: 1, refreshToken: 'r', refreshTokenExpiresIn: 99 };
    expect(toAuthState({ accessToken: 'b', expiresIn: 60 }, 1000, previous)).toEqual({
      accessToken: 'b',
      accessTokenExpiresIn: 61_000,
      refreshToken: 'r',
      refreshTokenExpiresIn: 99,
      // A cookie from before sign-in times were kept: the absolute limit counts from its first refresh.
      signedInAt: 1000,
    });
  });

  it('stores in the cookie only, reads back, and signs in', () => {
    const state = signIn({ accessToken: 'a', expiresIn: 900, refreshToken: 'r', refreshTokenExpiresIn: 28800 });
    expect(document.cookie).toContain('portico_auth=');
    expect(readAuthState()).toEqual(state);
    expect(getAccessToken()).toBe('a');
    expect(isAuthenticated()).toBe(true);
    expect(window.localStorage.length).toBe(0);
    expect(window.sessionStorage.length).toBe(0);
    expect(events).toEqual([{ type: 'signed-in' }]);
  });

  it('treats a tampered cookie as no session', () => {
    document.cookie = 'portico_auth=%7Bnot-json; path=/';
    expect(readAuthState()).toBeNull();
    expect(isAuthenticated()).toBe(false);
  });
});

describe('refresh', () => {
  it('makes one call for 10 concurrent callers', async () => {
    store(-1000);
    const calls = countRefreshes();
    const results = await Promise.all(Array.from({ length: 10 }, () => refresh()));
    expect(calls.count).toBe(1);
    expect(new Set(results.map((r) => r?.accessToken))).toEqual(new Set(['access-2']));
    expect(getAccessToken()).toBe('access-2');
  });

  it('shares one refresh between 10 requests that all get a 401, and retries each once', async () => {
    store(15 * 60_000);
    const calls = countRefreshes();
    let attempts = 0;
    server.use(
      http.get(`${PORTAL}/api/v1/things`, ({ request: r }) => {
        attempts += 1;
        return r.headers.get('Authorization') === 'Bearer access-2'
          ? HttpResponse.json({ ok: true })
          : HttpResponse.json({ message: 'Expired' }, { status: 401 });
      }),
    );
    const responses = await Promise.all(Array.from({ length: 10 }, () => request('portal', '/api/v1/things')));
    expect(responses.every((r) => r.status === 200)).toBe(true);
    expect(calls.count).toBe(1);
    expect(attempts).toBe(20);
  });

  it('re-reads the cookie after taking the lock: a refresh by another tab is reused', async () => {
    store(-1000);
    const calls = countRefreshes();
    const locks = {
      request: async (_name: string, task: () => Promise<unknown>) => {
        // While this tab waited for the lock, another tab refreshed and wrote the cookie.
        store(15 * 60_000, 8 * 3600_000, 'access-from-other-tab');
        return task();
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    try {
      const state = await refresh();
      expect(state?.accessToken).toBe('access-from-other-tab');
      expect(calls.count).toBe(0);
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it('does not log out on a network failure or 5xx: the session stays for a later try', async () => {
    store(-1000);
    countRefreshes(503);
    await expect(refresh()).rejects.toBeInstanceOf(RefreshUnavailableError);
    server.use(http.post(`${IDENTITY}/auth/refresh`, () => HttpResponse.error()));
    await expect(refresh()).rejects.toBeInstanceOf(RefreshUnavailableError);
    expect(readAuthState()).not.toBeNull();
    expect(events).toEqual([]);
  });

  it('logs out when the refresh token is refused', async () => {
    store(-1000);
    countRefreshes(401);
    expect(await refresh()).toBeNull();
    expect(readAuthState()).toBeNull();
    expect(events).toEqual([{ type: 'signed-out', reason: 'expired' }]);
  });

  it('logs out without calling the service when the refresh token has expired', async () => {
    store(-2000, -1000);
    const calls = countRefreshes();
    expect(await refresh()).toBeNull();
    expect(calls.count).toBe(0);
    expect(isAuthenticated()).toBe(false);
  });
});

describe('expiry watch', () => {
  it('checks every 30 s and refreshes within 1 minute of expiry', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    store(100_000);
    const calls = countRefreshes();
    const stop = startSessionWatch();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(calls.count).toBe(0);
    await vi.advanceTimersByTimeAsync(29_000);
    expect(calls.count).toBe(0);
    await vi.advanceTimersByTimeAsync(1_000);
    await vi.waitFor(() => expect(calls.count).toBe(1));
    expect(readAuthState()!.accessTokenExpiresIn).toBeGreaterThan(Date.now() + 840_000);
    stop();
  });

  it('checks when the tab becomes visible', async () => {
    store(30_000);
    const calls = countRefreshes();
    const stop = startSessionWatch();
    Object.defineProperty(document, 'visibilityState', { value: 'hidden', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    expect(calls.count).toBe(0);
    Object.defineProperty(document, 'visibilityState', { value: 'visible', configurable: true });
    document.dispatchEvent(new Event('visibilitychange'));
    await vi.waitFor(() => expect(calls.count).toBe(1));
    stop();
  });

  it('signs out once the refresh token has expired', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval', 'Date'] });
    store(10_000, 40_000);
    countRefreshes(503);
    const stop = startSessionWatch();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(events).toEqual([]);
    await vi.advanceTimersByTimeAsync(30_000);
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'signed-out', reason: 'expired' }));
    expect(readAuthState()).toBeNull();
    stop();
  });

  it('shows the login page when the refresh token is refused', async () => {
    window.history.pushState({}, '', '/dashboard');
    const navigated: string[] = [];
    const restore = setNavigator((to) => navigated.push(to));
    store(-1000);
    countRefreshes(401);
    await checkSession();
    expect(navigated).toEqual(['/auth/login?redirectTo=%2Fdashboard']);
    restore();
    window.history.pushState({}, '', '/');
  });

  it('notices a session whose cookie has expired', async () => {
    store(15 * 60_000);
    await checkSession();
    expect(events).toEqual([]);
    document.cookie = 'portico_auth=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/';
    await checkSession();
    expect(events).toEqual([{ type: 'signed-out', reason: 'expired' }]);
  });

  it('does nothing when nobody is signed in', async () => {
    const calls = countRefreshes();
    await checkSession();
    expect(calls.count).toBe(0);
    expect(events).toEqual([]);
  });
});

describe('navigation to the login page', () => {
  it('uses the latest navigator still registered, whatever order they are removed in', () => {
    window.history.pushState({}, '', '/dashboard');
    const used: string[] = [];
    const removePortal = setNavigator(() => used.push('portal'));
    const removeAuth = setNavigator(() => used.push('auth'));
    // A router re-registers on every location change: the portal's goes and comes back while the sign-in app's is in.
    removePortal();
    const removePortalAgain = setNavigator(() => used.push('portal-2'));
    goToLogin();
    removeAuth();
    goToLogin();
    removePortalAgain();
    expect(used).toEqual(['portal-2', 'portal-2']);
    window.history.pushState({}, '', '/');
  });

  it('falls back to its previous navigator when the latest one is removed', () => {
    const used: string[] = [];
    const removePortal = setNavigator(() => used.push('portal'));
    const removeAuth = setNavigator(() => used.push('auth'));
    removeAuth();
    goToLogin();
    removePortal();
    expect(used).toEqual(['portal']);
  });
});

describe('across tabs', () => {
  it('tells other tabs about sign-in and sign-out', async () => {
    const otherTab = new BroadcastChannel('portico-session');
    const received: unknown[] = [];
    otherTab.onmessage = (message) => received.push(message.data);
    server.use(http.post(`${IDENTITY}/auth/logout`, () => new HttpResponse(null, { status: 204 })));
    signIn({ accessToken: 'a', expiresIn: 900, refreshToken: 'r', refreshTokenExpiresIn: 28800 });
    const { logout } = await import('../../../providers/session');
    await logout();
    await vi.waitFor(() => expect(received).toEqual([{ type: 'signed-in' }, { type: 'signed-out' }]));
    otherTab.close();
  });

  it('clears its state when another tab signs out, and reloads when another signs in', async () => {
    store(15 * 60_000);
    const otherTab = new BroadcastChannel('portico-session');
    otherTab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'signed-out', reason: 'other-tab' }]));
    expect(readAuthState()).toBeNull();
    otherTab.postMessage({ type: 'signed-in' });
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'signed-in' }));
    otherTab.close();
  });

  it('shows the login page when another tab signs out, keeping where this tab was', async () => {
    window.history.pushState({}, '', '/administration/onboarding/company/list?page=2');
    const navigated: string[] = [];
    const restore = setNavigator((to) => navigated.push(to));
    store(15 * 60_000);
    const otherTab = new BroadcastChannel('portico-session');
    otherTab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() =>
      expect(navigated).toEqual([`/auth/login?redirectTo=${encodeURIComponent('/administration/onboarding/company/list?page=2')}`]),
    );
    otherTab.close();
    restore();
    window.history.pushState({}, '', '/');
  });

  it('leaves a public sign-in page alone when another tab signs out', async () => {
    window.history.pushState({}, '', '/auth/password/reset');
    const navigated: string[] = [];
    const restore = setNavigator((to) => navigated.push(to));
    store(15 * 60_000);
    const otherTab = new BroadcastChannel('portico-session');
    otherTab.postMessage({ type: 'signed-out' });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'signed-out', reason: 'other-tab' }]));
    expect(navigated).toEqual([]);
    otherTab.close();
    restore();
    window.history.pushState({}, '', '/');
  });

  it('revokes the refresh token at the service on logout', async () => {
    store(15 * 60_000);
    let revoked: unknown;
    server.use(
      http.post(`${IDENTITY}/auth/logout`, async ({ request: r }) => {
        revoked = await r.json();
        return new HttpResponse(null, { status: 204 });
      }),
    );
    const { logout } = await import('../../../providers/session');
    await logout();
    expect(revoked).toEqual({ refreshToken: 'refresh-1' });
    expect(readAuthState()).toBeNull();
  });
});
