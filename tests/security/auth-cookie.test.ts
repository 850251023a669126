// @vitest-environment-options {"url": "https://portal.example.test/dashboard"}
/**
 * Issue 22 (ASVS 3.3.1): over https the session cookie was `portico_auth`, which a sibling subdomain or a plain-http
 * page of the same host can set or shadow. It is now `__Host-portico_auth`: the browser accepts that name only with
 * Secure, Path=/ and no Domain (jsdom's cookie jar enforces the prefix as browsers do, dropping a cookie that breaks
 * it). A session stored under the old name moves to the new one once, and the old cookie goes.
 */
import { beforeEach, describe, expect, it } from 'vitest';
import { authCookie, clearAuthState, getAccessToken, readAuthState, storeAuthState, type AuthState } from '../../providers/session';

const STATE: AuthState = {
  accessToken: 'access-1',
  accessTokenExpiresIn: Date.now() + 600_000,
  refreshToken: 'refresh-1',
  refreshTokenExpiresIn: Date.now() + 3_600_000,
};

/** The names of the cookies the page can see. */
const cookieNames = () =>
  document.cookie
    .split('; ')
    .filter(Boolean)
    .map((c) => c.split('=')[0]);

const OLD = 'portico_auth';
const NEW = '__Host-portico_auth';

beforeEach(() => {
  clearAuthState();
  document.cookie = `${OLD}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; Secure`;
  expect(cookieNames()).toEqual([]);
});

describe('the session cookie over https', () => {
  it('is __Host-portico_auth: Secure, Path=/, SameSite=Strict and no Domain', () => {
    const cookie = authCookie('v', new Date(STATE.refreshTokenExpiresIn), 'https:');
    expect(cookie.startsWith(`${NEW}=v;`)).toBe(true);
    expect(cookie).toMatch(/; path=\/(;|$)/);
    expect(cookie).toMatch(/; SameSite=Strict(;|$)/);
    expect(cookie).toMatch(/; Secure(;|$)/);
    expect(cookie.toLowerCase()).not.toContain('domain=');
    storeAuthState(STATE);
    // The jar kept it, so the browser's prefix rules were met; nothing is written under the old name.
    expect(cookieNames()).toEqual([NEW]);
    expect(readAuthState()).toEqual(STATE);
    clearAuthState();
    expect(cookieNames()).toEqual([]);
  });

  it('moves a session stored under the old name to the new one, once, and removes the old cookie', () => {
    document.cookie = `${OLD}=${encodeURIComponent(JSON.stringify(STATE))}; path=/; SameSite=Strict; Secure`;
    expect(cookieNames()).toEqual([OLD]);
    expect(getAccessToken()).toBe('access-1');
    expect(cookieNames()).toEqual([NEW]);
    expect(readAuthState()).toEqual(STATE);
    // Written from now on under the new name only.
    storeAuthState({ ...STATE, accessToken: 'access-2' });
    expect(cookieNames()).toEqual([NEW]);
    expect(getAccessToken()).toBe('access-2');
  });

  it('removes an old cookie it cannot read, and leaves the user signed out', () => {
    document.cookie = `${OLD}=%7Bnot-json; path=/; Secure`;
    expect(readAuthState()).toBeNull();
    expect(cookieNames()).toEqual([]);
  });
});
