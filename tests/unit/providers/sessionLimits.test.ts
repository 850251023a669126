/**
 * Issue 22 item 6 (ASVS 7.3.1, 7.3.2), the session module's part: it keeps the sign-in time, from which the absolute
 * limit counts, and when a session times out (./idle.ts decides when) every tab's login page is told why.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import {
  logout,
  readAuthState,
  refresh,
  sessionEndNotice,
  setNavigator,
  signIn,
  subscribe,
  toAuthState,
  type SessionEvent,
} from '../../../providers/session';

const IDENTITY = 'http://localhost:4010/identity';
const HOUR = 3_600_000;

let events: SessionEvent[];
let navigated: { to: string; state: unknown }[];
let revoked: number;
const cleanups: (() => void)[] = [];
beforeEach(() => {
  events = [];
  navigated = [];
  revoked = 0;
  cleanups.push(subscribe((event) => events.push(event)));
  cleanups.push(setNavigator((to, state) => navigated.push({ to, state })));
  server.use(
    http.post(`${IDENTITY}/auth/logout`, () => {
      revoked += 1;
      return new HttpResponse(null, { status: 204 });
    }),
  );
  window.history.pushState({}, '', '/dashboard');
});
afterEach(() => {
  cleanups.splice(0).forEach((cleanup) => cleanup());
  window.history.pushState({}, '', '/');
});

const signInNow = () => signIn({ accessToken: 'a', expiresIn: 900, refreshToken: 'r', refreshTokenExpiresIn: 28800 })!;

describe('sign-in time', () => {
  it('is kept in the auth cookie and survives a refresh', () => {
    const now = Date.UTC(2026, 0, 1);
    const first = toAuthState({ accessToken: 'a', expiresIn: 900, refreshToken: 'r', refreshTokenExpiresIn: 28800 }, now);
    expect(first?.signedInAt).toBe(now);
    const refreshed = toAuthState(
      { accessToken: 'b', expiresIn: 900, refreshToken: 'r2', refreshTokenExpiresIn: 28800 },
      now + HOUR,
      first,
    );
    expect(refreshed?.signedInAt).toBe(now);
  });

  it('is still there after a refresh through the identity service', async () => {
    const state = signInNow();
    server.use(http.post(`${IDENTITY}/auth/refresh`, () => HttpResponse.json({ accessToken: 'b', expiresIn: 900, refreshToken: 'r2' })));
    document.cookie = `portico_auth=${encodeURIComponent(JSON.stringify({ ...state, accessTokenExpiresIn: 0 }))}; path=/`;
    await refresh();
    expect(readAuthState()).toEqual(expect.objectContaining({ accessToken: 'b', signedInAt: state.signedInAt }));
  });
});

describe('a session that timed out', () => {
  it.each([
    ['idle', 'idle'],
    ['session-limit', 'sessionLimit'],
  ] as const)('(%s) is revoked, and the login page is told why', async (reason, notice) => {
    signInNow();
    await logout(reason);
    expect(readAuthState()).toBeNull();
    expect(revoked).toBe(1);
    expect(events).toContainEqual({ type: 'signed-out', reason });
    expect(navigated).toEqual([{ to: '/auth/login?redirectTo=%2Fdashboard', state: { notice } }]);
    expect(sessionEndNotice()).toBe(notice);
  });

  it('leaves no notice behind when the next session ends otherwise', async () => {
    signInNow();
    await logout('idle');
    signInNow();
    await logout('user');
    expect(sessionEndNotice()).toBeUndefined();
  });

  it('ends in every tab, and a tab that hears it shows the same notice', async () => {
    const otherTab = new BroadcastChannel('portico-session');
    const received: unknown[] = [];
    otherTab.onmessage = (message) => received.push(message.data);
    signInNow();
    await logout('idle');
    await vi.waitFor(() => expect(received).toContainEqual({ type: 'signed-out', reason: 'idle' }));

    signInNow();
    events = [];
    navigated = [];
    otherTab.postMessage({ type: 'signed-out', reason: 'session-limit' });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'signed-out', reason: 'session-limit' }]));
    expect(navigated).toEqual([{ to: '/auth/login?redirectTo=%2Fdashboard', state: { notice: 'sessionLimit' } }]);
    otherTab.close();
  });

  it('is heard as an ordinary sign-out when another tab names a reason it does not know', async () => {
    const otherTab = new BroadcastChannel('portico-session');
    signInNow();
    events = [];
    otherTab.postMessage({ type: 'signed-out', reason: 'constructor' });
    await vi.waitFor(() => expect(events).toEqual([{ type: 'signed-out', reason: 'other-tab' }]));
    expect(navigated).toEqual([{ to: '/auth/login?redirectTo=%2Fdashboard', state: undefined }]);
    otherTab.close();
  });
});
