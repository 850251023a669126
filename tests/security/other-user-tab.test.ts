/**
 * Data of one user left on screen for another (issue 11): tabs share one session cookie, so when user Y signs in
 * in another tab, this tab, still showing user X's companies and users from react-admin's cache, would go on
 * calling the API as Y. The broadcast names the user; a tab that hears a different one announces it
 * ('user-changed', on which the entry reloads the page); the same user signing in again changes nothing.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, subscribe, type SessionEvent } from '../../providers/session';

/** An unsigned JWT for `sub`: the session reads only the subject, the service checks signatures. */
const tokenFor = (sub: string) => {
  const part = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'none', typ: 'JWT' })}.${part({ sub, exp: Math.floor(Date.now() / 1000) + 900 })}.sig`;
};
const session = (sub: string) => ({
  accessToken: tokenFor(sub),
  expiresIn: 900,
  refreshToken: `refresh-${sub}`,
  refreshTokenExpiresIn: 28800,
});

let events: SessionEvent[];
let stop: () => void;
let otherTab: BroadcastChannel;
beforeEach(() => {
  events = [];
  stop = subscribe((event) => events.push(event));
  otherTab = new BroadcastChannel('portico-session');
  window.history.pushState({}, '', '/administration/user/list');
});
afterEach(() => {
  stop();
  otherTab.close();
  window.history.pushState({}, '', '/');
});

describe('another tab signs in', () => {
  it('as a different user: this tab announces the change of user', async () => {
    signIn(session('user-x'));
    otherTab.postMessage({ type: 'signed-in', user: 'user-y' });
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'user-changed' }));
  });

  it('as the same user: nothing to reload', async () => {
    signIn(session('user-x'));
    otherTab.postMessage({ type: 'signed-in', user: 'user-x' });
    await vi.waitFor(() => expect(events.filter((e) => e.type === 'signed-in')).toHaveLength(2));
    expect(events).not.toContainEqual({ type: 'user-changed' });
  });

  it('tells the other tabs who signed in', async () => {
    const received: unknown[] = [];
    otherTab.onmessage = (message) => received.push(message.data);
    signIn(session('user-z'));
    await vi.waitFor(() => expect(received).toContainEqual({ type: 'signed-in', user: 'user-z' }));
  });
});
