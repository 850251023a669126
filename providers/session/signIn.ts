/**
 * Sign-in and sign-out: storing a finished login, and ending a session in this tab and the others, with the reason
 * the login page states when it timed out.
 */
import { forgetUserData } from '../browserStorage';
import {
  clearAuthState,
  isRefreshTokenValid,
  readAuthState,
  storeAuthState,
  toAuthState,
  type AuthState,
  type LoginResult,
} from './authState';
import { emit, type SignOutReason } from './events';
import { identityPost } from './identityApi';
import { noteTabUser, onOtherTabSignOut, tellOtherTabs } from './otherTabs';
import { goToLogin } from './toLogin';

/** The reasons the login page explains (src/auth/loginNotice.ts), and the notice each hands it. */
const NOTICES: Partial<Record<SignOutReason, string>> = { idle: 'idle', 'session-limit': 'sessionLimit' };
let endNotice: string | undefined;
/** The notice for the session that ended last, if it timed out: the sign-in pages that guard themselves hand it on. */
export const sessionEndNotice = (): string | undefined => endNotice;

let sessionController = new AbortController();

/** Aborted when the session ends, so authenticated requests still in flight stop. */
export const getSessionSignal = (): AbortSignal => sessionController.signal;

/** Stores the tokens of a finished login and tells this tab's listeners and the other tabs. */
export const signIn = (result: LoginResult): AuthState | null => {
  const state = toAuthState(result);
  if (!state) return null;
  // A tab closed without signing out leaves its user's data: the next sign-in starts without it.
  forgetUserData();
  storeAuthState(state);
  sessionController = new AbortController();
  const user = noteTabUser(state);
  emit({ type: 'signed-in' });
  tellOtherTabs({ type: 'signed-in', user });
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

/** Ends the session in this tab, and in the others unless they told this one. The expiry watch hears 'signed-out'. */
export function endSession(cause: SignOutReason, tellOthers: boolean): void {
  const reason = timedOut(cause);
  deadlines = { idleAt: Infinity, limitAt: Infinity };
  noteTabUser(null);
  clearAuthState();
  forgetUserData();
  sessionController.abort();
  sessionController = new AbortController();
  const notice = (endNotice = NOTICES[reason]);
  emit({ type: 'signed-out', reason });
  if (tellOthers) tellOtherTabs(notice ? { type: 'signed-out', reason } : { type: 'signed-out' });
  // Whoever signs out themselves (the user, or the HTTP client after a 401) moves on to the login page on their own;
  // a session that ends under a page (another tab, expiry, tenant check) would otherwise leave the portal on screen.
  // The sign-in pages guard their own: a public one (reset, sign-up) is left alone.
  if (reason !== 'user' && reason !== 'unauthorized' && !window.location.pathname.startsWith('/auth/')) {
    goToLogin(undefined, notice ? { notice } : undefined);
  }
}

onOtherTabSignOut((reason) => endSession(reason, false));

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
