/**
 * Throttling of credential guesses (issue 11): failures are counted per account and per client address, and past
 * a few the key is locked with a back-off that doubles on each further failure. While locked, every attempt answers
 * 429 with Retry-After, even with the right credentials, and is not checked at all. The state lives in the store,
 * so `POST /__sandbox/reset` and the unit tests' reset clear it.
 *
 * An unknown email is counted exactly like a known one, so a lock tells nothing about whether an account exists.
 */
import { clientAddress, tooManyAttempts } from './http';
import { logLockOut, requestOrigin } from './securityLog';
import type { Store, ThrottleEntry } from './types';

/**
 * What is being counted: each has its own counters, so a locked reset request does not stop a sign-in. `email` counts
 * the emails calls send on a client's request (invitations, MFA-reset notices, demo requests) by recipient.
 */
export type ThrottleScope = 'signin' | 'reset-request' | 'reset-code' | 'email';

export const THROTTLE = {
  /** Failures allowed per account before the first lock (the lock starts at this failure). */
  perAccount: 5,
  /** Per client address: higher, as an office behind one NAT address shares it. */
  perAddress: 20,
  /** First lock, doubled by each failure after it, up to the cap. */
  baseLockMs: 60_000,
  maxLockMs: 15 * 60_000,
  /** Failures older than this (with no lock in force) are forgotten. */
  windowMs: 15 * 60_000,
};

/**
 * Emails sent on a client's request (issue 22), per quarter hour: one person gets at most 5 of them, however many
 * administrators ask; one client address sends at most 100 (an office inviting its staff; not a spam run).
 */
export const EMAIL_THROTTLE = { perRecipient: 5, perAddress: 100 };

export interface ThrottleKeys {
  account: string;
  address: string;
  /** Where the attempt came from, for the security log when it locks a key. */
  origin?: { ipAddress: string; userAgent: string };
}

/** The counters of one attempt: the account (normalised email) and the client address, per scope. */
export const throttleKeys = (scope: ThrottleScope, email: string, request: Request): ThrottleKeys => ({
  account: `${scope}:account:${email.trim().toLowerCase()}`,
  address: `${scope}:address:${clientAddress(request)}`,
  origin: requestOrigin(request),
});

/** A lock just set, in the security log: the scope, what is locked (an account, an address) and whose. */
const logLock = (store: Store, key: string, keys: ThrottleKeys, lockedUntil: number) => {
  const [scope = '', on = ''] = key.split(':', 2);
  const subject = key.slice(scope.length + on.length + 2);
  const user = on === 'account' ? store.users.find((u) => u.email.toLowerCase() === subject) : undefined;
  logLockOut({
    scope,
    on: on === 'address' ? 'address' : 'account',
    subject,
    userId: user?.id ?? null,
    lockedUntil: new Date(lockedUntil).toISOString(),
    ipAddress: keys.origin?.ipAddress ?? 'unknown',
    userAgent: keys.origin?.userAgent ?? 'unknown',
  });
};

const limitOf = (key: string) => {
  const [scope, kind] = key.split(':');
  if (scope === 'email') return kind === 'address' ? EMAIL_THROTTLE.perAddress : EMAIL_THROTTLE.perRecipient;
  return kind === 'address' ? THROTTLE.perAddress : THROTTLE.perAccount;
};

/** The 429 to answer when either counter is locked, or undefined to go on and check the credentials. */
export const throttled = (store: Store, keys: ThrottleKeys, now = Date.now()): Response | undefined => {
  const until = Math.max(store.throttle[keys.account]?.lockedUntil ?? 0, store.throttle[keys.address]?.lockedUntil ?? 0);
  return until > now ? tooManyAttempts(Math.ceil((until - now) / 1000)) : undefined;
};

/** Counts a failure on both keys, locking each that reaches its limit. */
export const recordFailure = (store: Store, keys: ThrottleKeys, now = Date.now()) => {
  for (const key of [keys.account, keys.address]) {
    const entry: ThrottleEntry = store.throttle[key] ?? { failures: 0, lastFailureAt: 0, lockedUntil: 0 };
    if (entry.lockedUntil <= now && now - entry.lastFailureAt > THROTTLE.windowMs) entry.failures = 0;
    entry.failures += 1;
    entry.lastFailureAt = now;
    const over = entry.failures - limitOf(key);
    if (over >= 0) {
      const wasLocked = entry.lockedUntil > now;
      entry.lockedUntil = now + Math.min(THROTTLE.baseLockMs * 2 ** over, THROTTLE.maxLockMs);
      if (!wasLocked) logLock(store, key, keys, entry.lockedUntil);
    }
    store.throttle[key] = entry;
  }
};

/**
 * A success clears the account's counter. The address's is kept: otherwise an attacker could clear it by signing
 * in to an account of their own between guesses.
 */
export const recordSuccess = (store: Store, keys: ThrottleKeys) => {
  delete store.throttle[keys.account];
};

/**
 * Counts an email a call is about to send to `recipient` (an address, or what a shared inbox's mail is about): the 429
 * to answer instead, before anything is sent or stored, when the recipient or the client address has had its share.
 * Every such call counts, whatever it answers after this point.
 */
export const throttleEmail = (store: Store, recipient: string, request: Request): Response | undefined => {
  const keys = throttleKeys('email', recipient, request);
  const locked = throttled(store, keys);
  if (locked) return locked;
  recordFailure(store, keys);
  return undefined;
};
