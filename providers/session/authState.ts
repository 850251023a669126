/**
 * The auth state and where it lives: one cookie and nowhere else, so every tab reads the same tokens. Nothing here
 * remembers anything between calls; the cookie is the memory.
 */
import type { components } from '../contract/identity';

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

export const AUTH_COOKIE = 'portico_auth';

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
