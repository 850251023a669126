/**
 * The expiry watch: a 30 s ticker and a check whenever the tab becomes visible refresh the tokens inside the
 * threshold and end a session whose refresh token has gone.
 */
import { isAccessTokenValid, isRefreshTokenValid, readAuthState } from './authState';
import { listen } from './events';
import { openChannel } from './otherTabs';
import { EXPIRY_THRESHOLD_MS, refresh } from './refresh';
import { endSession } from './signIn';

export const TICK_MS = 30_000;

// Whether the last check saw a session: the cookie expires with the refresh token, so a session can vanish
// without anyone signing out, and this tab must still notice. A session that ended was seen ending.
let sawSession = false;
listen((event) => {
  if (event.type === 'signed-out') sawSession = false;
});

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

let watchers = 0;
let stopWatch: (() => void) | null = null;

/**
 * Starts the 30 s expiry ticker, the check on becoming visible and the cross-tab listener.
 * Returns a stop function; starting twice shares one watcher.
 */
export const startSessionWatch = (): (() => void) => {
  watchers += 1;
  if (!stopWatch) {
    openChannel();
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
