import * as OTPAuth from 'otpauth';
import { clientAddress, forbidden, refuse, unauthorized } from './http';
import { guessablePasswordProblem, passwordOwner } from './passwordPolicy';
import { DEMO_PASSWORD, SEEDED_PASSWORD } from './seed/people';
import { getStore } from './store';
import { type TokenKind, audienceOf, signToken, verifyToken } from './tokens';
import type { AuthEvent, DataGatewayRoleName, RoleName, Session, Store, User } from './types';

// ---- configuration read at request time, so tests and `npm start` can change it without restarting ----

const envSeconds = (name: string, fallback: number) => {
  const raw = globalThis.process?.env?.[name];
  const n = raw === undefined || raw === '' ? NaN : Number(raw);
  return Number.isFinite(n) && n >= 0 ? n : fallback;
};
export const accessTokenTtl = () => envSeconds('SANDBOX_ACCESS_TOKEN_TTL', 900);
export const refreshTokenTtl = () => envSeconds('SANDBOX_REFRESH_TOKEN_TTL', 28800);
const CHALLENGE_TTL = 300;

// ---- random values ----

const randomBytes = (n: number) => globalThis.crypto.getRandomValues(new Uint8Array(n));
const hex = (bytes: Uint8Array) => Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
export const randomToken = (bytes = 32) => hex(randomBytes(bytes));
export const randomDigits = (count: number) => Array.from(randomBytes(count), (b) => String(b % 10)).join('');

// ---- passwords: PBKDF2-SHA256 through WebCrypto, which exists in Node and in jsdom alike ----

// Fewer iterations than production guidance: this is a sandbox, and every test sign-in pays for one derivation.
const ITERATIONS = 50_000;

const deriveBits = async (password: string, salt: string, iterations: number) => {
  const key = await globalThis.crypto.subtle.importKey('raw', new TextEncoder().encode(password), 'PBKDF2', false, ['deriveBits']);
  const bits = await globalThis.crypto.subtle.deriveBits(
    { name: 'PBKDF2', hash: 'SHA-256', salt: new TextEncoder().encode(salt), iterations },
    key,
    256,
  );
  return hex(new Uint8Array(bits));
};

/** The key derivation, behind an object so tests can watch that every path pays for it (user enumeration). */
export const kdf = { derive: deriveBits };
const derive = (password: string, salt: string, iterations: number) => kdf.derive(password, salt, iterations);

export const hashPassword = async (password: string) => {
  const salt = randomToken(16);
  return `pbkdf2$${ITERATIONS}$${salt}$${await derive(password, salt, ITERATIONS)}`;
};

// The seeded accounts share one password; its hash is derived on first use and kept for the process, so a
// sandbox reset (after every test) never re-hashes.
let demoHash: Promise<string> | undefined;
const seededHash = () =>
  (demoHash ??= derive(DEMO_PASSWORD, 'portico-seed-salt', ITERATIONS).then((h) => `pbkdf2$${ITERATIONS}$portico-seed-salt$${h}`));

const constantTimeEqual = (a: string, b: string) => {
  if (a.length !== b.length) return false;
  let diff = 0;
  for (let i = 0; i < a.length; i++) diff |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return diff === 0;
};

// Test suites sign in hundreds of times with the same few passwords; remembering each derivation keeps a sign-in
// at a few milliseconds without weakening the stored hashes. Keyed by the stored hash, so a changed password misses.
const derivations = new Map<string, string>();

// Stands in for a missing hash (unknown email, invited user with no password yet), so those cost the same derivation
// as a real account and answer no faster. No password derives to all zeros.
const DUMMY_HASH = `pbkdf2$${ITERATIONS}$portico-dummy-salt$${'0'.repeat(64)}`;

export const verifyPassword = async (password: string, stored: string | null): Promise<boolean> => {
  const actual = !stored ? DUMMY_HASH : stored === SEEDED_PASSWORD ? await seededHash() : stored;
  const [scheme, iterations, salt, hash] = actual.split('$');
  if (scheme !== 'pbkdf2' || !salt || !hash) return false;
  const cacheKey = `${actual}\u0000${password}`;
  let derived = derivations.get(cacheKey);
  if (derived === undefined) {
    derived = await derive(password, salt, Number(iterations));
    if (derivations.size > 1000) derivations.clear();
    derivations.set(cacheKey, derived);
  }
  return !!stored && constantTimeEqual(derived, hash);
};

export const PASSWORD_RULE_MESSAGE =
  'Password should contain at least an uppercase letter, lowercase letter, number and special character.';

/**
 * The spec's new-password rule: at least 12 characters with upper, lower, digit and special character. Spec 5 trims
 * the value to judge it (surrounding spaces do not make a password long enough); the password itself is kept and
 * checked exactly as sent, never trimmed or case-folded (ASVS 6.2.8), so it signs in typed as it was chosen.
 */
export const passwordProblem = (password: string | undefined): string | undefined => {
  if (!password?.trim()) return 'Password is required.';
  if (password.trim().length < 12) return 'Password must be at least 12 characters long.';
  if (!/[A-Z]/.test(password) || !/[a-z]/.test(password) || !/\d/.test(password) || !/[^A-Za-z0-9]/.test(password)) {
    return PASSWORD_RULE_MESSAGE;
  }
  return undefined;
};

/** Every new password: spec 5's rule first, then no common password and none made of the user's own words. */
export const newPasswordProblem = (store: Store, password: string | undefined, user?: User): string | undefined =>
  passwordProblem(password) ?? guessablePasswordProblem(password!, user && passwordOwner(store, user));

// ---- TOTP ----

export const totpFor = (email: string, secret: string) =>
  new OTPAuth.TOTP({ issuer: 'Portico', label: email, algorithm: 'SHA1', digits: 6, period: 30, secret });

export const newTotpSecret = () => new OTPAuth.Secret({ size: 20 }).base32;

/** The time step of a valid code: the current step or one either side, for clock drift; undefined if invalid. */
const totpStep = (email: string, secret: string, code: string | undefined): number | undefined => {
  if (!code || !/^\d{6}$/.test(code)) return undefined;
  const totp = totpFor(email, secret);
  const delta = totp.validate({ token: code, window: 1 });
  return delta === null ? undefined : totp.counter() + delta;
};

/**
 * Checks a code and spends its time step: a step at or before the last one accepted for this user is refused
 * (RFC 6238 section 5.2), so an overheard code cannot be replayed, not even within its 30 seconds.
 */
export const acceptTotp = (store: Store, user: User, secret: string, code: string | undefined): boolean => {
  const step = totpStep(user.email, secret, code);
  if (step === undefined) return false;
  const last = store.totpSteps[user.id];
  if (last !== undefined && step <= last) return false;
  store.totpSteps[user.id] = step;
  return true;
};

// ---- tokens ----

type Scope = TokenKind;

interface Claims {
  sub: string;
  scope: Scope;
  sid?: string;
  jti?: string;
}

/** A token of the claims' kind (sandbox/tokens.ts: its own type, key and audience). */
const sign = (claims: Claims, ttlSeconds: number, extra: Record<string, unknown> = {}) =>
  signToken(
    claims.scope,
    { ...extra, sub: claims.sub, jti: claims.jti ?? randomToken(8), ...(claims.sid ? { sid: claims.sid } : {}) },
    ttlSeconds,
  );

/** The data-gateway role a user holds: set on the user, or the one matching its client-portal role. */
export const dataGatewayRoleOf = (user: User): DataGatewayRoleName | null => {
  if (user.dataGatewayRole !== undefined) return user.dataGatewayRole;
  if (user.role === 'SuperAdmin' || user.role === 'Support') return user.role;
  if (user.role === 'ClientPortal_SftpOnly') return null;
  return `DataGateway_${user.role.split('_')[1]}` as DataGatewayRoleName;
};

/** The identity user's roles attribute: `;`-separated, the data-gateway role with its region suffix. */
export const identityRoles = (user: User): string => {
  const gatewayRole = dataGatewayRoleOf(user);
  if (!gatewayRole || gatewayRole === user.role) return user.role;
  return `${user.role};${gatewayRole}:eu-west-2`;
};

/**
 * The user as the data gateway judges it: by its data-gateway role, under the client-portal name of the same part
 * (roles compare by the part after the underscore, spec 6), so the gateway's handlers share one set of role lists.
 * null when the user holds no data-gateway role.
 */
export const asGatewayUser = (user: User): User | null => {
  const gatewayRole = dataGatewayRoleOf(user);
  if (!gatewayRole) return null;
  const role = (gatewayRole.startsWith('DataGateway_') ? `ClientPortal_${gatewayRole.split('_')[1]}` : gatewayRole) as RoleName;
  return { ...user, role };
};

export interface LoginResult {
  accessToken: string;
  expiresIn: number;
  refreshToken: string;
  refreshTokenExpiresIn: number;
  challengeType: null;
}

const accessToken = (user: User, sid: string) =>
  sign({ sub: user.id, scope: 'access', sid }, accessTokenTtl(), {
    email: user.email,
    'custom:roles': identityRoles(user),
  });

/**
 * How many sessions one account may hold at once (docs/security.md, "Identity"): enough for a person's devices and
 * browsers, few enough that the list of them can be read and that a leaked password cannot open sessions unseen.
 */
export const MAX_SESSIONS_PER_USER = 10;

/** The user's sessions that can still be used: not ended, refresh token not expired. */
export const activeSessionsOf = (store: Store, userId: string, now = Date.now()) =>
  store.sessions.filter((s) => s.userId === userId && !s.revoked && s.refreshExpiresAt > now);

/** The trusted peer address (see CLIENT_ADDRESS_HEADER), never X-Forwarded-For, which any client can write. */
const addressOf = (request: Request) => (clientAddress(request) === 'local' ? '127.0.0.1' : clientAddress(request));

/**
 * Opens a session (the unit that logout and reset revoke) and answers the login result. Past the limit the session
 * used least recently ends: the person signing in now is likelier to be the owner than whoever left a session idle.
 */
export const startSession = async (store: Store, user: User, request?: Request): Promise<LoginResult> => {
  const sid = `ses-${randomToken(12)}`;
  const ttl = refreshTokenTtl();
  const now = Date.now();
  const active = activeSessionsOf(store, user.id, now).sort((a, b) => a.lastUsedAt - b.lastUsedAt);
  active.slice(0, Math.max(0, active.length - MAX_SESSIONS_PER_USER + 1)).forEach((s) => (s.revoked = true));
  const session: Session = {
    id: sid,
    userId: user.id,
    refreshToken: randomToken(32),
    spentRefreshTokens: [],
    refreshExpiresAt: now + ttl * 1000,
    revoked: false,
    signedInAt: now,
    lastUsedAt: now,
    ipAddress: request ? addressOf(request) : '127.0.0.1',
    userAgent: request?.headers.get('user-agent') ?? 'unknown',
  };
  store.sessions.push(session);
  user.lastLoginAt = new Date().toISOString();
  return {
    accessToken: await accessToken(user, sid),
    expiresIn: accessTokenTtl(),
    refreshToken: session.refreshToken,
    refreshTokenExpiresIn: ttl,
    challengeType: null,
  };
};

/** The session a refresh token belongs to, and whether it is that session's current token or a spent one. */
export const findByRefreshToken = (store: Store, refreshToken: string) => {
  if (!refreshToken) return undefined;
  for (const session of store.sessions) {
    if (session.refreshToken === refreshToken) return { session, spent: false };
    if (session.spentRefreshTokens.includes(refreshToken)) return { session, spent: true };
  }
  return undefined;
};

/**
 * Rotates the refresh token: the answer carries a new one and the presented one is spent. A spent token presented
 * again means two parties hold the session's tokens (one of them a thief): the whole session, every access and
 * refresh token descended from that sign-in, ends. The session keeps its original expiry (no endless sliding).
 */
export const refreshSession = async (store: Store, refreshToken: string): Promise<LoginResult | 'reused' | undefined> => {
  const found = findByRefreshToken(store, refreshToken);
  if (!found) return undefined;
  const { session } = found;
  if (found.spent) {
    session.revoked = true;
    return 'reused';
  }
  if (session.revoked || session.refreshExpiresAt <= Date.now()) return undefined;
  const user = store.users.find((u) => u.id === session.userId);
  if (!user || user.status === 'Deactivated') return undefined;
  session.spentRefreshTokens.push(session.refreshToken);
  session.refreshToken = randomToken(32);
  session.lastUsedAt = Date.now();
  return {
    accessToken: await accessToken(user, session.id),
    expiresIn: accessTokenTtl(),
    refreshToken: session.refreshToken,
    refreshTokenExpiresIn: Math.max(0, Math.ceil((session.refreshExpiresAt - Date.now()) / 1000)),
    challengeType: null,
  };
};

/** Ends every session of the user but `keepSessionId` (the one making a change, which stays signed in). */
export const revokeSessionsOf = (store: Store, userId: string, keepSessionId?: string) => {
  store.sessions.forEach((s) => {
    if (s.userId === userId && s.id !== keepSessionId) s.revoked = true;
  });
};

/**
 * A short-lived token standing for a login that is half done (MFA enrolment, new password), or for an MFA enrolment
 * a signed-in session asked for after the password step-up: then `sid` is that session, and the token dies with it.
 */
export const challengeSession = (user: User, scope: 'mfa_setup' | 'new_password', sid?: string) =>
  sign({ sub: user.id, scope, sid }, CHALLENGE_TTL);

export interface Bearer {
  user: User;
  scope: Scope;
  sid?: string;
  jti?: string;
}

/**
 * Reads and checks the bearer token: signature, expiry, session not revoked, user not deactivated. The refusal is
 * returned, not thrown, for the wrappers that only look at who is calling (audit, security log); a handler uses
 * `requireBearer`.
 */
export const readBearer = async (request: Request): Promise<Bearer | Response> => {
  const header = request.headers.get('authorization') ?? '';
  const match = /^Bearer\s+(.+)$/i.exec(header);
  if (!match) return unauthorized('Authentication required.');
  // Verified as the kind its header names, with that kind's key, and only if addressed to the service asked.
  const verified = await verifyToken(match[1]!, audienceOf(request.url));
  if (verified === 'expired') return unauthorized('Token expired.');
  if (verified === 'invalid') return unauthorized('Invalid token.');
  const { payload } = verified;
  const store = getStore();
  const user = store.users.find((u) => u.id === payload.sub);
  if (!user || user.status === 'Deactivated') return unauthorized('Invalid token.');
  const scope = verified.kind;
  if (scope === 'access' || payload.sid !== undefined) {
    const session = store.sessions.find((s) => s.id === payload.sid);
    if (!session || session.revoked) return unauthorized('Session has been revoked.');
  }
  if (scope !== 'access' && payload.jti && store.spentChallenges.includes(payload.jti)) {
    return unauthorized('This session has already been used.');
  }
  if (new URL(request.url).pathname.startsWith('/gateway/')) {
    const gatewayUser = asGatewayUser(user);
    if (!gatewayUser) return forbidden();
    return { user: gatewayUser, scope, sid: payload.sid as string | undefined, jti: payload.jti };
  }
  return { user, scope, sid: payload.sid as string | undefined, jti: payload.jti };
};

/** The checked bearer of any kind of token, or the handler ends with readBearer's 401 (or 403). */
export const requireBearer = async (request: Request): Promise<Bearer> => {
  const bearer = await readBearer(request);
  return bearer instanceof Response ? refuse(bearer) : bearer;
};

/**
 * The signed-in user behind an access token, or the handler ends (refuse): 401 when unauthenticated, 403 with no
 * body when the user's role is not in `roles`.
 */
export const requireUser = async (request: Request, roles?: readonly RoleName[]): Promise<User> => {
  const bearer = await requireBearer(request);
  if (bearer.scope !== 'access') return refuse(unauthorized('An access token is required.'));
  if (roles && !roles.includes(bearer.user.role)) return refuse(forbidden());
  return bearer.user;
};

export const recordAuthEvent = (store: Store, user: User, type: AuthEvent['type'], outcome: AuthEvent['outcome'], request: Request) => {
  store.authEvents.push({
    id: `aev-new-${String(store.nextId++).padStart(5, '0')}`,
    userId: user.id,
    type,
    occurredAt: new Date().toISOString(),
    ipAddress: addressOf(request),
    userAgent: request.headers.get('user-agent') ?? 'unknown',
    outcome,
  });
};

export const findUserByEmail = (store: Store, email: string | undefined) => {
  const wanted = email?.trim().toLowerCase();
  return wanted ? store.users.find((u) => u.email.toLowerCase() === wanted) : undefined;
};
