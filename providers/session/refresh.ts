/** The token refresh: one at a time within the tab (shared promise) and across tabs (a Web Lock). */
import {
  isAccessTokenValid,
  isRefreshTokenValid,
  readAuthState,
  storeAuthState,
  toAuthState,
  type AuthState,
  type LoginResult,
} from './authState';
import { emit } from './events';
import { identityPost } from './identityApi';
import { endSession } from './signIn';

/** How close to its expiry an access token is refreshed rather than used. */
export const EXPIRY_THRESHOLD_MS = 60_000;
const LOCK = 'portico-session-refresh';

/** The refresh could not reach a verdict (network or server failure): the session is kept for a later try. */
export class RefreshUnavailableError extends Error {
  constructor(readonly status: number) {
    super(`Token refresh unavailable (${status || 'network'})`);
    this.name = 'RefreshUnavailableError';
  }
}

/**
 * How long a refresh may take, answer included. The refresh runs under the cross-tab lock: a request that never
 * answers would otherwise hold every tab's refresh forever.
 */
export const REFRESH_TIMEOUT_MS = 15_000;

let inFlight: Promise<AuthState | null> | null = null;

const withLock = <T>(task: () => Promise<T>): Promise<T> => {
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  return locks?.request ? (locks.request(LOCK, task) as Promise<T>) : task();
};

async function doRefresh(seenAccessToken: string | undefined): Promise<AuthState | null> {
  // Re-read under the lock: another tab may have refreshed while this one waited.
  const state = readAuthState();
  if (!state) return null;
  if (state.accessToken !== seenAccessToken && isAccessTokenValid(state, Date.now(), EXPIRY_THRESHOLD_MS)) {
    return state;
  }
  if (!isRefreshTokenValid(state)) {
    endSession('expired', true);
    return null;
  }
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), REFRESH_TIMEOUT_MS);
  let response: Response;
  let result: LoginResult | null;
  try {
    response = await identityPost('/auth/refresh', { refreshToken: state.refreshToken }, undefined, controller.signal);
    if (response.status >= 500 || response.status === 408 || response.status === 429) {
      throw new RefreshUnavailableError(response.status);
    }
    // Read under the same timer: an answer whose body stalls holds the lock as surely as one that never comes.
    result = response.ok ? ((await response.json()) as LoginResult | null) : null;
  } catch (error) {
    if (error instanceof RefreshUnavailableError) throw error;
    // Network failure, timeout, or an unreadable success: no verdict, so the session stays for a later try.
    throw new RefreshUnavailableError(0);
  } finally {
    clearTimeout(timer);
  }
  const next = result ? toAuthState(result, Date.now(), state) : null;
  if (!next) {
    endSession('expired', true);
    return null;
  }
  storeAuthState(next);
  emit({ type: 'refreshed' });
  return next;
}

/**
 * Refreshes the tokens, once at a time: calls made while a refresh runs share it, and tabs queue on a Web Lock.
 * Resolves with the new state, or null when the session has ended (refresh token expired or refused);
 * rejects with RefreshUnavailableError when the service could not be reached, leaving the session in place.
 */
export const refresh = (): Promise<AuthState | null> => {
  if (!inFlight) {
    const seen = readAuthState()?.accessToken;
    inFlight = withLock(() => doRefresh(seen)).finally(() => {
      inFlight = null;
    });
  }
  return inFlight;
};
