/**
 * The portal's side of refresh-token rotation (issue 11): the session stores the rotated token, so the next refresh
 * is not taken for a reuse; and a hung refresh gives up after REFRESH_TIMEOUT_MS, releasing the cross-tab lock.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { delay, http } from 'msw';
import { server } from '../../sandbox/node';
import { login } from '../../providers/identity';
import { readAuthState, refresh, REFRESH_TIMEOUT_MS, RefreshUnavailableError, signIn, storeAuthState } from '../../providers/session';
import { ID, PASSWORD, PORTAL } from '../sandbox/helpers';

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

/** Marks the stored access token as expired, so the next refresh goes to the service. */
const expireAccessToken = () => {
  const state = readAuthState()!;
  storeAuthState({ ...state, accessTokenExpiresIn: Date.now() - 1000 });
};

describe('refresh-token rotation in the portal', () => {
  it('stores each rotated refresh token, so refreshing twice keeps the session', async () => {
    signIn(await login({ email: 'analyst@portico.test', password: PASSWORD }));
    const first = readAuthState()!.refreshToken;
    expireAccessToken();
    const second = await refresh();
    expect(second?.refreshToken).toBeTruthy();
    expect(second!.refreshToken).not.toBe(first);
    expect(readAuthState()!.refreshToken).toBe(second!.refreshToken);
    expireAccessToken();
    const third = await refresh();
    expect(third).not.toBeNull();
    const me = await fetch(`${PORTAL}/users/current`, { headers: { Authorization: `Bearer ${third!.accessToken}` } });
    expect(me.status).toBe(200);
  });
});

describe('a hung refresh', () => {
  it('gives up after the timeout, keeps the session for a later try and releases the cross-tab lock', async () => {
    signIn(await login({ email: 'analyst@portico.test', password: PASSWORD }));
    expireAccessToken();
    server.use(
      http.post(`${ID}/auth/refresh`, async () => {
        await delay('infinite');
      }),
    );
    let held = false;
    const locks = {
      request: async (_name: string, task: () => Promise<unknown>) => {
        held = true;
        try {
          return await task();
        } finally {
          held = false;
        }
      },
    };
    vi.stubGlobal('navigator', { ...navigator, locks });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const outcome = refresh().catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(REFRESH_TIMEOUT_MS + 10);
    expect(await outcome).toBeInstanceOf(RefreshUnavailableError);
    expect(held).toBe(false);
    expect(readAuthState()).not.toBeNull();
  });
});
