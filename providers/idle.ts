/**
 * The inactivity timeout and the absolute session limit (issue 22 item 6, ASVS 7.3.1 and 7.3.2; NIST SP 800-63B-4
 * AAL2): notes the user's input, shared across tabs, warns before the session times out and ends it, in every tab, on
 * time. Every page that holds a session runs it, loaded lazily: the portal's frame with its warning
 * (src/portal/IdleWarning.tsx), the sign-in app's account pages without (src/auth/RequireSession.tsx). Nothing here is
 * needed in the first seconds of a 30-minute timeout, so none of it is in a first load.
 */
import { getConfig } from './config';
import { logout, noteSessionDeadlines, readAuthState, type AuthState } from './session';

/**
 * The time of the last input in any tab (epoch ms): the tabs share it so that work in one keeps the others signed in.
 * It names no one, and goes with the rest of the portal's storage when the session ends (browserStorage.ts).
 */
export const LAST_ACTIVITY_KEY = 'portico.lastActivity';

/** How long before the timeout the warning shows, at most (half the timeout when that is shorter). */
export const WARNING_MS = 120_000;
/** A moving mouse fires constantly; the shared time is written at most this often. */
export const ACTIVITY_WRITE_MS = 5_000;
/** Timers do not run while a computer sleeps: the clock is read again at least this often. */
const MAX_WAIT_MS = 30_000;
const INPUT = ['pointerdown', 'pointermove', 'keydown', 'touchstart', 'wheel'] as const;

export type IdlePhase = { warning: false } | { warning: true; signOutAt: number };

export interface IdleWatch {
  /** The warning's answer: counts as input, which input while the warning shows does not. */
  staySignedIn: () => void;
  stop: () => void;
}

/**
 * When the session must end (epoch ms; Infinity when unknown): `idleAt`, the configured minutes after the last input
 * in any tab or the sign-in, whichever is later; `limitAt`, the configured hours after the sign-in. Only the page knows
 * whether anyone is at the keyboard; the identity service must still bound the refresh token's life itself.
 */
export const sessionDeadlines = (state: AuthState | null): { idleAt: number; limitAt: number } => {
  const { idleTimeoutMinutes, absoluteSessionHours } = getConfig();
  const last = Math.max(Number(localStorage.getItem(LAST_ACTIVITY_KEY)) || 0, state?.signedInAt ?? 0);
  return {
    idleAt: last ? last + idleTimeoutMinutes * 60_000 : Infinity,
    limitAt: state?.signedInAt ? state.signedInAt + absoluteSessionHours * 3_600_000 : Infinity,
  };
};

const warningLead = () => Math.min(WARNING_MS, getConfig().idleTimeoutMinutes * 30_000);

/** Without `onPhase` nothing warns, so all input counts, however close the timeout. */
export const watchIdle = (onPhase?: (phase: IdlePhase) => void): IdleWatch => {
  let timer: ReturnType<typeof setTimeout> | undefined;
  let written = 0;

  const record = (now: number) => {
    written = now;
    localStorage.setItem(LAST_ACTIVITY_KEY, String(now));
  };

  const check = () => {
    clearTimeout(timer);
    const state = readAuthState();
    // Signed out already: the session module has moved the page on.
    if (!state) return;
    const now = Date.now();
    const { idleAt, limitAt } = sessionDeadlines(state);
    noteSessionDeadlines({ idleAt, limitAt });
    if (now >= limitAt || now >= idleAt) {
      void logout(now >= limitAt ? 'session-limit' : 'idle');
      return;
    }
    const warnAt = idleAt - warningLead();
    onPhase?.(now >= warnAt ? { warning: true, signOutAt: idleAt } : { warning: false });
    timer = setTimeout(check, Math.min((now >= warnAt ? idleAt : warnAt) - now, limitAt - now, MAX_WAIT_MS));
  };

  const onInput = () => {
    const now = Date.now();
    if (now - written < ACTIVITY_WRITE_MS) return;
    const state = readAuthState();
    // Once the warning is up, a brushed mouse must not dismiss it unread: only its button keeps the session.
    if (!state || (onPhase && now >= sessionDeadlines(state).idleAt - warningLead())) return;
    record(now);
  };

  // Another tab's input moves the deadline (and takes this tab's warning away).
  const onStorage = (event: StorageEvent) => {
    if (event.key === LAST_ACTIVITY_KEY || event.key === null) check();
  };
  const onVisible = () => document.visibilityState === 'visible' && check();

  const options = { capture: true, passive: true };
  for (const type of INPUT) window.addEventListener(type, onInput, options);
  window.addEventListener('storage', onStorage);
  document.addEventListener('visibilitychange', onVisible);
  check();

  return {
    staySignedIn: () => {
      if (!readAuthState()) return;
      record(Date.now());
      check();
    },
    stop: () => {
      clearTimeout(timer);
      noteSessionDeadlines({ idleAt: Infinity, limitAt: Infinity });
      for (const type of INPUT) window.removeEventListener(type, onInput, options);
      window.removeEventListener('storage', onStorage);
      document.removeEventListener('visibilitychange', onVisible);
    },
  };
};
