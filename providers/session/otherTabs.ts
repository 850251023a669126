/**
 * The other tabs of this browser: sign-ins and sign-outs travel between them on a BroadcastChannel, and a tab
 * notices when another one signs in someone else.
 */
import { jwtDecode } from 'jwt-decode';
import { readAuthState, type AuthState } from './authState';
import { emit, listen, type SessionEvent, type SignOutReason } from './events';

const CHANNEL = 'portico-session';

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

/** This tab signed in (a state) or out (null): returns whom it now holds, which the other tabs are told. */
export const noteTabUser = (state: AuthState | null): string | undefined => {
  tabUser = userOf(state);
  return tabUser;
};

const onOtherTabSignIn = (user: string | undefined) => {
  rememberTabUser();
  const changed = tabUser !== undefined && user !== undefined && user !== tabUser;
  tabUser = user;
  emit({ type: 'signed-in' });
  if (changed) emit({ type: 'user-changed' });
};

// Ending the session is signIn.ts's, which imports this module: it hands its ending here rather than close a cycle.
let endHere: (reason: SignOutReason) => void = () => undefined;
export const onOtherTabSignOut = (end: (reason: SignOutReason) => void): void => {
  endHere = end;
};

let channel: BroadcastChannel | null | undefined;
export const openChannel = (): BroadcastChannel | null => {
  if (channel === undefined) {
    rememberTabUser();
    channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
    channel?.addEventListener('message', (message: MessageEvent<{ type?: string; user?: unknown; reason?: unknown }>) => {
      if (message.data?.type === 'signed-in') onOtherTabSignIn(typeof message.data.user === 'string' ? message.data.user : undefined);
      // A session that timed out ended for every tab alike, and each tab's login page says so.
      const { reason } = message.data ?? {};
      if (message.data?.type === 'signed-out') endHere(reason === 'idle' || reason === 'session-limit' ? reason : 'other-tab');
    });
  }
  return channel;
};

export const tellOtherTabs = (
  message: { type: 'signed-in'; user: string | undefined } | { type: 'signed-out'; reason?: SignOutReason },
): void => openChannel()?.postMessage(message);

export const subscribe = (listener: (event: SessionEvent) => void): (() => void) => {
  // A listener wants the other tabs' sign-ins and sign-outs too.
  openChannel();
  return listen(listener);
};
