/**
 * The one session module (spec section 4): both apps and every HTTP client ask it for the token and tell it about
 * 401s. It is the public face of providers/session/, whose modules each keep their own state:
 *
 * - authState.ts: the auth state in one cookie and nowhere else, so every tab reads the same tokens
 * - events.ts: what happens to the session, told to this tab's listeners
 * - otherTabs.ts: sign-ins and sign-outs between tabs, and noticing another tab sign in someone else
 * - toLogin.ts: the way to the login page, through the showing app's router
 * - signIn.ts: sign-in, sign-out, and the reason a session that timed out ended
 * - refresh.ts: one refresh at a time, across tabs
 * - expiryWatch.ts: the 30 s ticker and the check on becoming visible
 */
export {
  AUTH_COOKIE,
  HOST_AUTH_COOKIE,
  authCookie,
  clearAuthState,
  getAccessToken,
  isAccessTokenValid,
  isAuthenticated,
  isRefreshTokenValid,
  readAuthState,
  storeAuthState,
  toAuthState,
  type AuthState,
  type LoginResult,
} from './session/authState';
export type { SessionEvent, SignOutReason } from './session/events';
export { subscribe } from './session/otherTabs';
export { LOGIN_PATH, goToLogin, loginPath, setNavigator } from './session/toLogin';
export { getSessionSignal, logout, noteSessionDeadlines, sessionEndNotice, signIn } from './session/signIn';
export { EXPIRY_THRESHOLD_MS, REFRESH_TIMEOUT_MS, RefreshUnavailableError, refresh } from './session/refresh';
export { TICK_MS, checkSession, startSessionWatch } from './session/expiryWatch';
