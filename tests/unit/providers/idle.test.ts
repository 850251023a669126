/**
 * Issue 22 item 6: the portal's inactivity watcher. Input in any tab keeps the session; two minutes before the
 * timeout it warns, and then only "Stay signed in" keeps it; at the timeout it signs out everywhere.
 */
import { http, HttpResponse } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import { LAST_ACTIVITY_KEY, watchIdle, type IdlePhase, type IdleWatch } from '../../../providers/idle';
import {
  checkSession,
  clearAuthState,
  readAuthState,
  setNavigator,
  signIn,
  subscribe,
  type SessionEvent,
} from '../../../providers/session';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let phases: IdlePhase[];
let events: SessionEvent[];
let navigated: unknown[];
let watch: IdleWatch;
const cleanups: (() => void)[] = [];

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] });
  phases = [];
  events = [];
  server.use(http.post('http://localhost:4010/identity/auth/logout', () => new HttpResponse(null, { status: 204 })));
  cleanups.push(subscribe((event) => events.push(event)));
  navigated = [];
  cleanups.push(setNavigator((to, state) => navigated.push({ to, state })));
  window.history.pushState({}, '', '/dashboard');
  signIn({ accessToken: 'a', expiresIn: 900, refreshToken: 'r', refreshTokenExpiresIn: 28800 });
});
afterEach(() => {
  watch?.stop();
  cleanups.splice(0).forEach((cleanup) => cleanup());
  delete window.__PORTICO_CONFIG__;
  vi.useRealTimers();
  window.history.pushState({}, '', '/');
});

const start = () => {
  watch = watchIdle((phase) => phases.push(phase));
};
const lastPhase = () => phases.at(-1);
const input = (type = 'pointermove') => window.dispatchEvent(new Event(type));
const signedOut = () => events.filter((event) => event.type === 'signed-out');

describe('inactivity watcher', () => {
  it('warns two minutes before the timeout, then signs out everywhere', async () => {
    const signedInAt = Date.now();
    start();
    expect(lastPhase()).toEqual({ warning: false });
    await vi.advanceTimersByTimeAsync(28 * MINUTE - 1000);
    expect(lastPhase()).toEqual({ warning: false });
    await vi.advanceTimersByTimeAsync(1000);
    expect(lastPhase()).toEqual({ warning: true, signOutAt: signedInAt + 30 * MINUTE });
    expect(readAuthState()).not.toBeNull();
    await vi.advanceTimersByTimeAsync(2 * MINUTE);
    expect(signedOut()).toEqual([{ type: 'signed-out', reason: 'idle' }]);
    expect(readAuthState()).toBeNull();
    expect(navigated).toEqual([{ to: '/auth/login?redirectTo=%2Fdashboard', state: { notice: 'idle' } }]);
  });

  it('takes the timeout from the configuration, warning half-way when it is shorter than four minutes', async () => {
    window.__PORTICO_CONFIG__ = { idleTimeoutMinutes: 2 };
    start();
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(lastPhase()).toMatchObject({ warning: true });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(signedOut()).toEqual([{ type: 'signed-out', reason: 'idle' }]);
  });

  it('without a warning to show, counts all input however close the timeout', async () => {
    watch = watchIdle();
    await vi.advanceTimersByTimeAsync(29 * MINUTE);
    input('keydown');
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    expect(signedOut()).toEqual([]);
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(signedOut()).toEqual([{ type: 'signed-out', reason: 'idle' }]);
  });

  it.each(['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'])('counts %s as activity', async (type) => {
    start();
    await vi.advanceTimersByTimeAsync(20 * MINUTE);
    input(type);
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
    await vi.advanceTimersByTimeAsync(27 * MINUTE);
    expect(lastPhase()).toEqual({ warning: false });
    await vi.advanceTimersByTimeAsync(MINUTE);
    expect(lastPhase()).toMatchObject({ warning: true });
    expect(signedOut()).toEqual([]);
  });

  it('keeps the session while another tab has input, and takes the warning away when it does', async () => {
    start();
    await vi.advanceTimersByTimeAsync(28 * MINUTE);
    expect(lastPhase()).toMatchObject({ warning: true });
    // The other tab writes the shared time; this tab hears it through the storage event.
    localStorage.setItem(LAST_ACTIVITY_KEY, String(Date.now()));
    window.dispatchEvent(new StorageEvent('storage', { key: LAST_ACTIVITY_KEY, newValue: String(Date.now()) }));
    expect(lastPhase()).toEqual({ warning: false });
    await vi.advanceTimersByTimeAsync(27 * MINUTE);
    expect(signedOut()).toEqual([]);
  });

  it('while warning, ignores stray input: only "Stay signed in" keeps the session', async () => {
    start();
    await vi.advanceTimersByTimeAsync(28 * MINUTE);
    input('pointermove');
    input('keydown');
    expect(lastPhase()).toMatchObject({ warning: true });
    await vi.advanceTimersByTimeAsync(MINUTE);
    watch.staySignedIn();
    expect(lastPhase()).toEqual({ warning: false });
    expect(Number(localStorage.getItem(LAST_ACTIVITY_KEY))).toBe(Date.now());
    await vi.advanceTimersByTimeAsync(27 * MINUTE);
    expect(signedOut()).toEqual([]);
    expect(lastPhase()).toEqual({ warning: false });
  });

  it('writes the shared time at most every few seconds while the mouse moves', async () => {
    start();
    const writes = vi.spyOn(Storage.prototype, 'setItem');
    for (let i = 0; i < 50; i += 1) {
      input();
      await vi.advanceTimersByTimeAsync(100);
    }
    expect(writes.mock.calls.filter(([key]) => key === LAST_ACTIVITY_KEY).length).toBeLessThanOrEqual(2);
    writes.mockRestore();
  });

  it('ends the session at the absolute limit, however active the user is', async () => {
    window.__PORTICO_CONFIG__ = { absoluteSessionHours: 1 };
    start();
    for (let tenMinutes = 0; tenMinutes < 5; tenMinutes += 1) {
      await vi.advanceTimersByTimeAsync(10 * MINUTE);
      input('keydown');
    }
    expect(signedOut()).toEqual([]);
    await vi.advanceTimersByTimeAsync(HOUR - 50 * MINUTE);
    expect(signedOut()).toEqual([{ type: 'signed-out', reason: 'session-limit' }]);
    expect(navigated).toEqual([{ to: '/auth/login?redirectTo=%2Fdashboard', state: { notice: 'sessionLimit' } }]);
  });

  it('notices a deadline that passed while the computer slept', async () => {
    start();
    // Timers do not run during sleep: the clock jumps, and the next check (at most 30 s away) sees it.
    vi.setSystemTime(Date.now() + 45 * MINUTE);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(signedOut()).toEqual([{ type: 'signed-out', reason: 'idle' }]);
  });

  it("says the session timed out when another tab ended it first and this tab's expiry check noticed before its message", async () => {
    start();
    await checkSession();
    await vi.advanceTimersByTimeAsync(28 * MINUTE);
    // The other tab's timer fired first: the cookie is gone, and its broadcast has not arrived yet.
    vi.setSystemTime(Date.now() + 2 * MINUTE);
    clearAuthState();
    await checkSession();
    expect(signedOut()).toEqual([{ type: 'signed-out', reason: 'idle' }]);
    expect(navigated).toEqual([{ to: '/auth/login?redirectTo=%2Fdashboard', state: { notice: 'idle' } }]);
  });

  it('still says "expired" when the session vanishes before any deadline', async () => {
    start();
    await checkSession();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    clearAuthState();
    await checkSession();
    expect(signedOut()).toEqual([{ type: 'signed-out', reason: 'expired' }]);
    expect(navigated).toEqual([{ to: '/auth/login?redirectTo=%2Fdashboard', state: undefined }]);
  });

  it('records no input once the session has ended, and the last input goes with it', async () => {
    start();
    await vi.advanceTimersByTimeAsync(MINUTE);
    input('keydown');
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).not.toBeNull();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    expect(signedOut()).toHaveLength(1);
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
    input('keydown');
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });

  it('stops listening when stopped', async () => {
    start();
    watch.stop();
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    input('keydown');
    expect(localStorage.getItem(LAST_ACTIVITY_KEY)).toBeNull();
  });
});
