/**
 * Authenticator enrolment: who must have one (the MFA policy), the pending key of each MFA-setup session, and what
 * enrolling or removing a factor does besides (sessions ended, the user told).
 */
import { hasAnyRole, type Role } from '../src/shared/roles';
import { newTotpSecret, revokeSessionsOf } from './auth';
import { mfaEnrolledEmail } from './mail';
import type { Store, User } from './types';

export type MfaPolicy = 'internal' | 'all' | 'none';

/** Spec 1's internal staff, whom the identity contract requires to use MFA in production. */
const STAFF: readonly Role[] = ['SuperAdmin', 'Support', 'Analyst', 'Viewer'];

/**
 * SANDBOX_MFA_REQUIRED, read at request time like the token lifetimes. Unset means `none`, so the seeded accounts sign
 * in with a password; a value it does not know enforces production's `internal` rather than silently nothing.
 */
export const mfaPolicy = (): MfaPolicy => {
  const raw = globalThis.process?.env?.SANDBOX_MFA_REQUIRED?.trim().toLowerCase();
  if (!raw || raw === 'none') return 'none';
  return raw === 'all' ? 'all' : 'internal';
};

/** A user with no factor whom the login must send to the MFA-setup challenge. */
export const mustEnrol = (user: User): boolean => {
  if (user.mfaSecret) return false;
  if (user.mfaRequired) return true;
  const policy = mfaPolicy();
  return policy === 'all' || (policy === 'internal' && hasAnyRole(user.role, STAFF));
};

// Longer than any setup session lives (5 minutes): a key older than this can no longer be asked for.
const PENDING_KEY_TTL = 15 * 60_000;

/** The key offered to this setup session, the same on a repeated fetch (React strict mode, a reload). */
export const pendingKeyFor = (store: Store, setupId: string, user: User): string => {
  const now = Date.now();
  store.pendingMfaKeys = store.pendingMfaKeys.filter((k) => now - k.offeredAt < PENDING_KEY_TTL);
  const offered = store.pendingMfaKeys.find((k) => k.setupId === setupId && k.userId === user.id);
  if (offered) return offered.secret;
  const secret = newTotpSecret();
  store.pendingMfaKeys.push({ setupId, userId: user.id, secret, offeredAt: now });
  return secret;
};

/** The key this setup session was offered, if any: never another session's. */
export const offeredKey = (store: Store, setupId: string, user: User): string | undefined =>
  store.pendingMfaKeys.find((k) => k.setupId === setupId && k.userId === user.id)?.secret;

const forgetPendingKeys = (store: Store, user: User) => {
  store.pendingMfaKeys = store.pendingMfaKeys.filter((k) => k.userId !== user.id);
};

/**
 * Makes the key the user's factor and spends the setup session. Every session but `keepSessionId` ends (they were
 * opened without this factor, perhaps by whoever is now locked out), and the user is told, so an enrolment they did
 * not make does not go unnoticed.
 */
export const enrol = (store: Store, user: User, secret: string, setupId: string, keepSessionId?: string) => {
  user.mfaSecret = secret;
  user.mfaRequired = false;
  forgetPendingKeys(store, user);
  store.spentChallenges.push(setupId);
  revokeSessionsOf(store, user.id, keepSessionId);
  store.outbox.push(mfaEnrolledEmail(store, user));
};

/** Removes the factor; the next sign-in answers the MFA-setup challenge. Ending sessions is the caller's choice. */
export const removeFactor = (store: Store, user: User) => {
  user.mfaSecret = null;
  user.mfaRequired = true;
  forgetPendingKeys(store, user);
  // The spent steps belonged to the removed key; the new key's first code must not collide with them.
  delete store.totpSteps[user.id];
};
