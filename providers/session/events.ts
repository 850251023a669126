/** What happens to the session, told to whoever listens in this tab. */

export type SignOutReason = 'user' | 'expired' | 'unauthorized' | 'other-tab' | 'tenant' | 'idle' | 'session-limit';

export type SessionEvent =
  | { type: 'signed-in' }
  | { type: 'refreshed' }
  | { type: 'signed-out'; reason: SignOutReason }
  /** another tab signed in someone else: what this tab shows belongs to the previous user (the entry reloads) */
  | { type: 'user-changed' };

type Listener = (event: SessionEvent) => void;

const listeners = new Set<Listener>();

/**
 * Listens without opening the cross-tab channel: for the session's own modules. The app's listeners use
 * `subscribe` (otherTabs.ts), which also hears the other tabs.
 */
export const listen = (listener: Listener): (() => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

export const emit = (event: SessionEvent): void => listeners.forEach((listener) => listener(event));
