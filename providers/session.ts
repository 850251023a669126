/**
 * The one session module (spec section 4). Both apps and every HTTP client ask it for the token and tell it
 * about 401s. The auth state lives in one cookie and nowhere else, so every tab reads the same tokens.
 *
 * It talks to the identity service with plain `fetch` for refresh and revocation: those two calls must not go
 * through the HTTP client's 401 recovery (which itself calls `refresh()`), and keeping this module free of the
 * client avoids an import cycle.
 */
import { jwtDecode } from 'jwt-decode';
import { getConfig } from './config';
import type { components } from './contract/identity';
import { forgetUserData } from './browserStorage';

/** Every field any member of the union has, each optional and nullable: a union read without narrowing it first. */
type Flattened<U> = {
  [K in U extends unknown ? keyof U : never]?: (U extends unknown ? (K extends keyof U ? U[K] : never) : never) | null;
};

/**
 * What the identity service answers to a login, MFA login or refresh (the contract's LoginAnswer: tokens, durations
 * in seconds, or a challenge). Its names and challenge types are the contract's; every field is read as possibly
 * absent all the same: the contract's refresh always rotates the refresh token, but toAuthState keeps the previous
 * one should a service leave it out, and the sign-in journey reports an answer it cannot use rather than trust it.
 */
export type LoginResult = Flattened<components['schemas']['LoginAnswer']>;

/** The stored auth state. The two `…ExpiresIn` fields are absolute times (epoch ms), computed on arrival. */
export interface AuthState {
  accessToken: string;
  accessTokenExpiresIn: number;
  refreshToken: string;
  refreshTokenExpiresIn: number;
  /** When the user signed in (epoch ms): the absolute session limit counts from it, across refreshes. */
  signedInAt?: number;
}

export type SessionEvent =
  | { type: 'signed-in' }
  | { type: 'refreshed' }
  | { type: 'signed-out'; reason: SignOutReason }
  /** another tab signed in someone else: what this tab shows belongs to the previous user (the entry reloads) */
  | { type: 'user-changed' };
export type SignOutReason = 'user' | 'expired' | 'unauthorized' | 'other-tab' | 'tenant' | 'idle' | 'session-limit';

/** The reasons the login page explains (src/auth/loginNotice.ts), and the notice each hands it. */
const NOTICES: Partial<Record<SignOutReason, string>> = { idle: 'idle', 'session-limit': 'sessionLimit' };
let endNotice: string | undefined;
/** The notice for the session that ended last, if it timed out: the sign-in pages that guard themselves hand it on. */
export const sessionEndNotice = (): string | undefined => endNotice;

export const AUTH_COOKIE = 'portico_auth';
export const TICK_MS = 30_000;
export const EXPIRY_THRESHOLD_MS = 60_000;
export const LOGIN_PATH = '/auth/login';
const CHANNEL = 'portico-session';
const LOCK = 'portico-session-refresh';

// ---- cookie -------------------------------------------------------------------------------------------------

/**
 * Over https the cookie's name carries the `__Host-` prefix: the browser then keeps it only if it is Secure, on
 * Path=/ and without Domain, so no sibling subdomain or plain-http page of the host can set or shadow the session.
 * Plain http (a developer's localhost) cannot set Secure cookies, so there it keeps the bare name.
 */
export const HOST_AUTH_COOKIE = `__Host-${AUTH_COOKIE}`;
const cookieName = (protocol = window.location.protocol) => (protocol === 'https:' ? HOST_AUTH_COOKIE : AUTH_COOKIE);

const readCookie = (name: string): string | undefined =>
  document.cookie
    .split('; ')
    .find((c) => c.startsWith(`${name}=`))
    ?.slice(name.length + 1);

const parseAuthState = (raw: string | undefined): AuthState | null => {
  if (!raw) return null;
  try {
    const parsed = JSON.parse(decodeURIComponent(raw)) as Partial<AuthState>;
    const valid =
      typeof parsed.accessToken === 'string' &&
      typeof parsed.refreshToken === 'string' &&
      typeof parsed.accessTokenExpiresIn === 'number' &&
      typeof parsed.refreshTokenExpiresIn === 'number';
    return valid ? (parsed as AuthState) : null;
  } catch {
    return null;
  }
};

/** A session stored over https before the prefix moves to the prefixed name once; the old cookie goes either way. */
const migrateBareCookie = (): AuthState | null => {
  const raw = readCookie(AUTH_COOKIE);
  if (raw === undefined) return null;
  document.cookie = `${AUTH_COOKIE}=; expires=${new Date(0).toUTCString()}; path=/; SameSite=Strict; Secure`;
  const state = parseAuthState(raw);
  if (state) storeAuthState(state);
  return state;
};

export const readAuthState = (): AuthState | null => {
  const name = cookieName();
  const raw = readCookie(name);
  if (raw === undefined && name === HOST_AUTH_COOKIE) return migrateBareCookie();
  return parseAuthState(raw);
};

/** The cookie string: site-wide, never sent cross-site, and Secure with the `__Host-` prefix over https. */
export const authCookie = (value: string, expires: Date, protocol = window.location.protocol): string =>
  `${cookieName(protocol)}=${value}; expires=${expires.toUTCString()}; path=/; SameSite=Strict${protocol === 'https:' ? '; Secure' : ''}`;

const writeCookie = (value: string, expires: Date) => {
  document.cookie = authCookie(value, expires);
};

/**
 * Turns a login result into the stored state. A refresh answer may omit the refresh token (it is not rotated),
 * in which case the previous one and its expiry are kept.
 */
export const toAuthState = (result: LoginResult, now = Date.now(), previous?: AuthState | null): AuthState | null => {
  if (!result.accessToken) return null;
  const refreshToken = result.refreshToken ?? previous?.refreshToken;
  if (!refreshToken) return null;
  return {
    accessToken: result.accessToken,
    accessTokenExpiresIn: now + (result.expiresIn ?? 0) * 1000,
    refreshToken,
    signedInAt: previous?.signedInAt ?? now,
    refreshTokenExpiresIn:
      result.refreshToken && result.refreshTokenExpiresIn != null
        ? now + result.refreshTokenExpiresIn * 1000
        : (previous?.refreshTokenExpiresIn ?? now + (result.expiresIn ?? 0) * 1000),
  };
};

export const storeAuthState = (state: AuthState): void => {
  // The cookie outlives the access token so a refresh can still find the refresh token.
  writeCookie(encodeURIComponent(JSON.stringify(state)), new Date(state.refreshTokenExpiresIn));
};

export const clearAuthState = (): void => writeCookie('', new Date(0));

// ---- state queries ------------------------------------------------------------------------------------------

export const isAccessTokenValid = (state: AuthState | null, now = Date.now(), marginMs = 0): boolean =>
  !!state && state.accessTokenExpiresIn - marginMs > now;

export const isRefreshTokenValid = (state: AuthState | null, now = Date.now()): boolean => !!state && state.refreshTokenExpiresIn > now;

/** The stored access token, even if it has just expired: the server decides, and a 401 triggers a refresh. */
export const getAccessToken = (): string | undefined => readAuthState()?.accessToken;

/** Signed in when the access token is valid or can still be refreshed. */
export const isAuthenticated = (): boolean => {
  const state = readAuthState();
  return isAccessTokenValid(state) || isRefreshTokenValid(state);
};

// ---- events, cross-tab broadcast, cancellation --------------------------------------------------------------

const listeners = new Set<(event: SessionEvent) => void>();

export const subscribe = (listener: (event: SessionEvent) => void): (() => void) => {
  // A listener wants the other tabs' sign-ins and sign-outs too.
  getChannel();
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const emit = (event: SessionEvent) => listeners.forEach((listener) => listener(event));

/** The user an access token was issued to (its `sub`); undefined for a token that is no JWT. */
const userOf = (state: AuthState | null): string | undefined => {
  try {
    return state ? jwtDecode(state.accessToken).sub : undefined;
  } catch {
    return undefined;
  }
};

// The user this tab signed in as (or found signed in when it loaded). The cookie is shared, so by the time another
// tab's sign-in is heard the cookie already names the new user: this is the only memory of the previous one.
let tabUser: string | undefined;
const rememberTabUser = () => {
  tabUser ??= userOf(readAuthState());
};

const onOtherTabSignIn = (user: string | undefined) => {
  rememberTabUser();
  const changed = tabUser !== undefined && user !== undefined && user !== tabUser;
  tabUser = user;
  emit({ type: 'signed-in' });
  if (changed) emit({ type: 'user-changed' });
};

let channel: BroadcastChannel | null | undefined;
const getChannel = (): BroadcastChannel | null => {
  if (channel === undefined) {
    rememberTabUser();
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener('message', (message: MessageEvent<{ type?: string; user?: unknown; reason?: unknown }>) => {
      if (message.data?.type === 'signed-in') onOtherTabSignIn(typeof message.data.user === 'string' ? message.data.user : undefined);
      // A session that timed out ended for every tab alike, and each tab's login page says so.
      const { reason } = message.data ?? {};
      if (message.data?.type === 'signed-out') endSession(reason === 'idle' || reason === 'session-limit' ? reason : 'other-tab', false);
    });
  }
  return channel;
};

const broadcast = (message: { type: 'signed-in'; user: string | undefined } | { type: 'signed-out'; reason?: SignOutReason }) =>
  getChannel()?.postMessage(message);

let sessionController = new AbortController();

/** Aborted when the session ends, so authenticated requests still in flight stop. */
export const getSessionSignal = (): AbortSignal => sessionController.signal;

// ---- navigation to the login page ---------------------------------------------------------------------------

/** `state` travels in the router's history entry: the login page reads its notice from there. */
type Navigate = (to: string, state?: unknown) => void;

// Every registration still in force, latest last. Routers re-register whenever their navigate function changes,
// so registrations come and go out of order; restoring "the previous one" would bring back one already gone.
const navigators: { navigate: Navigate }[] = [];
const navigateTo: Navigate = (to, state) => (navigators.at(-1)?.navigate ?? ((path) => window.location.assign(path)))(to, state);

/** Each app registers its router's navigate; without one the browser loads the page. */
export const setNavigator = (navigate: Navigate): (() => void) => {
  const entry = { navigate };
  navigators.push(entry);
  return () => {
    const index = navigators.indexOf(entry);
    if (index >= 0) navigators.splice(index, 1);
  };
};

/** The login page, carrying where the user was so the journey can bring them back. */
export const loginPath = (from?: string): string => {
  const here = from ?? `${window.location.pathname}${window.location.search}${window.location.hash}`;
  const keep = here && here !== '/' && !here.startsWith('/auth/');
  return keep ? `${LOGIN_PATH}?redirectTo=${encodeURIComponent(here)}` : LOGIN_PATH;
};

export const goToLogin = (from?: string, state?: unknown): void => navigateTo(loginPath(from), state);

// ---- sign-in and sign-out -----------------------------------------------------------------------------------

/** Stores the tokens of a finished login and tells this tab's listeners and the other tabs. */
export const signIn = (result: LoginResult): AuthState | null => {
  const state = toAuthState(result);
  if (!state) return null;
  // A tab closed without signing out leaves its user's data: the next sign-in starts without it.
  forgetUserData();
  storeAuthState(state);
  sessionController = new AbortController();
  tabUser = userOf(state);
  emit({ type: 'signed-in' });
  broadcast({ type: 'signed-in', user: tabUser });
  return state;
};

/**
 * The inactivity watcher's latest deadlines (providers/idle.ts). Tabs time out together and each clears the same
 * cookie: a tab that finds the session gone before the other tab's message arrives must still say it timed out.
 */
let deadlines = { idleAt: Infinity, limitAt: Infinity };
export const noteSessionDeadlines = (next: { idleAt: number; limitAt: number }): void => {
  deadlines = next;
};
const timedOut = (reason: SignOutReason, now = Date.now()): SignOutReason => {
  if (reason !== 'expired' && reason !== 'other-tab') return reason;
  if (now >= deadlines.limitAt) return 'session-limit';
  return now >= deadlines.idleAt ? 'idle' : reason;
};

function endSession(cause: SignOutReason, tellOtherTabs: boolean) {
  const reason = timedOut(cause);
  deadlines = { idleAt: Infinity, limitAt: Infinity };
  sawSession = false;
  tabUser = undefined;
  clearAuthState();
  forgetUserData();
  sessionController.abort();
  sessionController = new AbortController();
  const notice = (endNotice = NOTICES[reason]);
  emit({ type: 'signed-out', reason });
  if (tellOtherTabs) broadcast(notice ? { type: 'signed-out', reason } : { type: 'signed-out' });
  // Whoever signs out themselves (the user, or the HTTP client after a 401) moves on to the login page on their own;
  // a session that ends under a page (another tab, expiry, tenant check) would otherwise leave the portal on screen.
  // The sign-in pages guard their own: a public one (reset, sign-up) is left alone.
  if (reason !== 'user' && reason !== 'unauthorized' && !window.location.pathname.startsWith('/auth/')) {
    goToLogin(undefined, notice ? { notice } : undefined);
  }
}

const identityPost = (path: string, body: unknown, accessToken?: string, signal?: AbortSignal) =>
  fetch(`${getConfig().authApiUrl}${path}`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      Accept: 'application/json',
      ...(accessToken ? { Authorization: `Bearer ${accessToken}` } : {}),
    },
    body: JSON.stringify(body),
    signal,
  });

/**
 * Ends the session: revokes the refresh token (best effort: the local sign-out never waits on the network to
 * succeed), clears the cookie, aborts requests in flight and tells the other tabs.
 */
export const logout = async (reason: SignOutReason = 'user', { revoke = true } = {}): Promise<void> => {
  const state = readAuthState();
  endSession(reason, true);
  if (revoke && state && isRefreshTokenValid(state)) {
    await identityPost('/auth/logout', { refreshToken: state.refreshToken }, state.accessToken).catch(() => undefined);
  }
};

// ---- refresh ------------------------------------------------------------------------------------------------

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

// Whether the last check saw a session: the cookie expires with the refresh token, so a session can vanish
// without anyone signing out, and this tab must still notice.
let sawSession = false;

/** One expiry check: refresh inside the threshold, sign out once the refresh token has gone. */
export const checkSession = async (now = Date.now()): Promise<void> => {
  const state = readAuthState();
  if (!state) {
    if (sawSession) endSession('expired', false);
    return;
  }
  sawSession = true;
  if (!isRefreshTokenValid(state, now)) {
    endSession('expired', true);
    return;
  }
  if (!isAccessTokenValid(state, now, EXPIRY_THRESHOLD_MS)) {
    await refresh().catch(() => undefined);
  }
};

/**
 * Starts the 30 s expiry ticker, the check on becoming visible and the cross-tab listener.
 * Returns a stop function; starting twice shares one watcher.
 */
let watchers = 0;
let stopWatch: (() => void) | null = null;
export const startSessionWatch = (): (() => void) => {
  watchers += 1;
  if (!stopWatch) {
    getChannel();
    const tick = window.setInterval(() => void checkSession(), TICK_MS);
    const onVisible = () => {
      if (document.visibilityState === 'visible') void checkSession();
    };
    document.addEventListener('visibilitychange', onVisible);
    stopWatch = () => {
      window.clearInterval(tick);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }
  let stopped = false;
  return () => {
    if (stopped) return;
    stopped = true;
    watchers -= 1;
    if (watchers === 0 && stopWatch) {
      stopWatch();
      stopWatch = null;
    }
  };
};

/** Closes the cross-tab channel; tests use it so one test's channel does not hear the next test's tabs. */
export const disposeSessionChannel = (): void => {
  channel?.close();
  channel = undefined;
};
