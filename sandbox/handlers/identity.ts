import { http } from 'msw';
import {
  type Bearer,
  acceptTotp,
  challengeSession,
  findByRefreshToken,
  findUserByEmail,
  hashPassword,
  identityRoles,
  newPasswordProblem,
  randomDigits,
  readBearer,
  recordAuthEvent,
  refreshSession,
  requireBearer,
  requireUser,
  revokeSessionsOf,
  startSession,
  totpFor,
  verifyPassword,
} from '../auth';
import {
  EMAIL_PATTERN,
  Validation,
  badRequest,
  forbiddenWithMessage,
  identity,
  json,
  noContent,
  readJson,
  refuse,
  str,
  unauthorized,
} from '../http';
import { ownMfaResetEmail, passwordResetEmail } from '../mail';
import { enrol, mustEnrol, offeredKey, pendingKeyFor, removeFactor } from '../mfa';
import { getStore } from '../store';
import { type ThrottleKeys, recordFailure, recordSuccess, throttleKeys, throttled } from '../throttle';
import type { Identity, Store, User } from '../types';

const INCORRECT = 'Incorrect email or password.';
const DEACTIVATED = 'Your account has been deactivated. Contact your administrator.';
const INVALID_CODE = 'Invalid verification code.';
const INCORRECT_PASSWORD = 'Password is incorrect.';
const ALREADY_ENROLLED =
  'Multi-factor authentication is already set up on this account. To replace it, reset it with your password and a current code.';
const STEP_UP_FIRST = 'Confirm your password to set up multi-factor authentication.';
const RESET_CODE_TTL = 15 * 60_000;

type Credentials = { email: string; password: string; user: User | undefined; ok: boolean; keys: ThrottleKeys };

/** A new password exactly as sent (never trimmed: it is checked at sign-in as typed), or undefined when blank. */
const newPasswordIn = (value: unknown): string | undefined => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

/**
 * Shared by every call that checks email and password: 429 while the account or the address is locked (before any
 * check), one password derivation whether or not the account exists, and every failure counted and logged.
 */
const checkCredentials = async (store: Store, request: Request, body: Record<string, unknown>): Promise<Credentials> => {
  const email = str(body.email)?.toLowerCase();
  const password = typeof body.password === 'string' ? body.password : undefined;
  const v = new Validation();
  if (!email) v.add('email', 'Email is required.');
  else if (!EMAIL_PATTERN.test(email)) v.add('email', 'Email is not valid.');
  if (!password) v.add('password', 'Password is required.');
  const invalid = v.response();
  if (invalid) return refuse(invalid);
  const keys = throttleKeys('signin', email!, request);
  const locked = throttled(store, keys);
  if (locked) return refuse(locked);
  const user = findUserByEmail(store, email);
  // verifyPassword derives against a stand-in hash when there is none, so an unknown email costs the same.
  const ok = (await verifyPassword(password!, user?.passwordHash ?? null)) && !!user;
  if (!ok) {
    recordFailure(store, keys);
    if (user) recordAuthEvent(store, user, 'SignIn', 'Failure', request);
  }
  return { email: email!, password: password!, user, ok, keys };
};

/** The challenge a user with the right password still has to meet, or undefined when they may be signed in. */
const challengeFor = async (user: User): Promise<Response | undefined> => {
  if (user.temporaryPassword)
    return json({ challengeType: 'NEW_PASSWORD_REQUIRED', session: await challengeSession(user, 'new_password') });
  // An enrolled user always meets the code challenge: an MFA-setup session would let a password alone replace the key.
  if (user.mfaSecret) return json({ challengeType: 'SOFTWARE_TOKEN_MFA' });
  if (mustEnrol(user)) return json({ challengeType: 'MFA_SETUP', session: await challengeSession(user, 'mfa_setup') });
  return undefined;
};

/** A bearer of an access token (not a challenge session), with its session id, or the handler ends with a 401. */
const requireAccess = async (request: Request): Promise<Bearer> => {
  const bearer = await requireBearer(request);
  if (bearer.scope !== 'access') return refuse(unauthorized('An access token is required.'));
  return bearer;
};

/**
 * Who may enrol a key: an MFA-setup session, only for a user with no factor. The session comes from a password just
 * given: the sign-in's MFA_SETUP challenge, or reset-mfa's step-up from a signed-in session (which also asks for a
 * current code when a factor exists). An access token alone is not enough: whoever holds it would lock the owner out.
 */
const enrolmentBearer = async (request: Request): Promise<Bearer & { jti: string }> => {
  const bearer = await requireBearer(request);
  if (bearer.scope === 'new_password') return refuse(unauthorized('Choose a new password first.'));
  if (bearer.user.mfaSecret) return refuse(forbiddenWithMessage(ALREADY_ENROLLED));
  if (bearer.scope !== 'mfa_setup' || !bearer.jti) return refuse(unauthorized(STEP_UP_FIRST));
  return { ...bearer, jti: bearer.jti };
};

const signedInUser = (c: Credentials): User => {
  if (!c.ok || !c.user) return refuse(badRequest(INCORRECT));
  // Checked after the password so that deactivation is only revealed to someone who knows it.
  if (c.user.status === 'Deactivated') return refuse(badRequest(DEACTIVATED));
  return c.user;
};

const identityUser = (user: User): Identity['IdentityUser'] => ({
  username: user.id,
  email: user.email,
  // Whether a factor is enrolled: the MFA change page asks for a current code only then.
  mfaEnabled: !!user.mfaSecret,
  userAttributes: [
    { name: 'sub', value: user.id },
    { name: 'email', value: user.email },
    { name: 'email_verified', value: 'true' },
    { name: 'given_name', value: user.firstName },
    { name: 'family_name', value: user.lastName },
    { name: 'custom:roles', value: identityRoles(user) },
  ],
});

const invalidCode = () => badRequest(INVALID_CODE, { code: [INVALID_CODE] });

export const identityHandlers = [
  http.post(identity('/auth/login'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    const creds = await checkCredentials(store, request, body);
    const user = signedInUser(creds);
    // A challenge does not clear the counter: the sign-in is not done, and code guesses count on the same one.
    const challenge = await challengeFor(user);
    if (challenge) return challenge;
    recordSuccess(store, creds.keys);
    recordAuthEvent(store, user, 'SignIn', 'Success', request);
    return json(await startSession(store, user, request));
  }),

  http.post(identity('/auth/login/mfa'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    const creds = await checkCredentials(store, request, body);
    const user = signedInUser(creds);
    if (!user.mfaSecret) return badRequest('Multi-factor authentication is not set up for this account.');
    if (!acceptTotp(store, user, user.mfaSecret, str(body.code))) {
      recordFailure(store, creds.keys);
      recordAuthEvent(store, user, 'MfaChallenge', 'Failure', request);
      return invalidCode();
    }
    recordSuccess(store, creds.keys);
    recordAuthEvent(store, user, 'MfaChallenge', 'Success', request);
    recordAuthEvent(store, user, 'SignIn', 'Success', request);
    return json(await startSession(store, user, request));
  }),

  http.post(identity('/auth/login/new-password'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    const bearer = await readBearer(new Request(request.url, { headers: { authorization: `Bearer ${str(body.session) ?? ''}` } }));
    if (bearer instanceof Response || bearer.scope !== 'new_password')
      return unauthorized('The sign-in session has expired. Sign in again.');
    const password = newPasswordIn(body.password);
    const user = bearer.user;
    const problem = newPasswordProblem(store, password, user);
    if (problem) return badRequest(problem, { password: [problem] });
    user.passwordHash = await hashPassword(password!);
    user.temporaryPassword = false;
    store.spentChallenges.push(bearer.jti!);
    recordAuthEvent(store, user, 'PasswordChange', 'Success', request);
    return (await challengeFor(user)) ?? json(await startSession(store, user, request));
  }),

  http.post(identity('/auth/refresh'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    const refreshToken = str(body.refreshToken) ?? '';
    const result = await refreshSession(store, refreshToken);
    if (result === 'reused') {
      const user = store.users.find((u) => u.id === findByRefreshToken(store, refreshToken)?.session.userId);
      if (user) recordAuthEvent(store, user, 'TokenRefresh', 'Failure', request);
    }
    if (!result || result === 'reused') return unauthorized('Session expired. Sign in again.');
    return json(result);
  }),

  http.post(identity('/auth/logout'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    // A spent token ends its session too: whoever holds it, the session is to end.
    const session = findByRefreshToken(store, str(body.refreshToken) ?? '')?.session;
    // Logging out twice, or with a token already gone, is not an error: the session is gone either way.
    if (session && !session.revoked) {
      session.revoked = true;
      const user = store.users.find((u) => u.id === session.userId);
      if (user) recordAuthEvent(store, user, 'SignOut', 'Success', request);
    }
    return noContent();
  }),

  http.get(identity('/users/current'), async ({ request }) => {
    const user = await requireUser(request);
    return json(identityUser(user));
  }),

  http.post(identity('/users/current/change-password'), async ({ request }) => {
    const bearer = await requireAccess(request);
    const { user } = bearer;
    const body = await readJson(request);
    const store = getStore();
    const keys = throttleKeys('signin', user.email, request);
    const locked = throttled(store, keys);
    if (locked) return locked;
    const oldPassword = typeof body.oldPassword === 'string' ? body.oldPassword : '';
    const newPassword = newPasswordIn(body.newPassword);
    const v = new Validation();
    if (!oldPassword) v.add('oldPassword', 'Old password is required.');
    else if (!(await verifyPassword(oldPassword, user.passwordHash))) {
      recordFailure(store, keys);
      v.add('oldPassword', 'Old password is incorrect.');
    }
    const problem = newPasswordProblem(store, newPassword, user);
    if (problem) v.add('newPassword', problem);
    else if (newPassword === oldPassword) v.add('newPassword', 'New password must be different from the old password.');
    const invalid = v.response();
    if (invalid) {
      recordAuthEvent(store, user, 'PasswordChange', 'Failure', request);
      return invalid;
    }
    user.passwordHash = await hashPassword(newPassword!);
    // Whoever else holds a session (perhaps the reason for the change) is signed out; this session stays.
    revokeSessionsOf(store, user.id, bearer.sid);
    recordAuthEvent(store, user, 'PasswordChange', 'Success', request);
    return noContent();
  }),

  http.post(identity('/users/reset-password'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    const email = str(body.email)?.toLowerCase();
    if (!email || !EMAIL_PATTERN.test(email)) return badRequest('Email is not valid.', { email: ['Email is not valid.'] });
    // Every request counts (known address or not): a few codes per quarter hour, and no mail-bombing.
    const keys = throttleKeys('reset-request', email, request);
    const locked = throttled(store, keys);
    if (locked) return locked;
    recordFailure(store, keys);
    const user = findUserByEmail(store, email);
    // Always 204: the answer must not tell whether the address has an account. A user whose access is still being
    // decided (SetupIncomplete: created, not yet invited) gets no code, or a reset would be a way round the invitation.
    if (user && user.status !== 'Deactivated' && user.status !== 'SetupIncomplete') {
      store.resetCodes.forEach((c) => {
        if (c.email === email && !c.usedAt) c.usedAt = Date.now();
      });
      const code = randomDigits(6);
      const expiresAt = Date.now() + RESET_CODE_TTL;
      store.resetCodes.push({ email, code, expiresAt, usedAt: null, failedAttempts: 0 });
      store.outbox.push(passwordResetEmail(store, user, code, expiresAt));
    }
    return noContent();
  }),

  http.post(identity('/users/reset-password/confirm'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    const email = str(body.email)?.toLowerCase() ?? '';
    const code = str(body.code);
    const password = newPasswordIn(body.password);
    const keys = throttleKeys('reset-code', email, request);
    const locked = throttled(store, keys);
    if (locked) return locked;
    const v = new Validation();
    const pending = store.resetCodes.find((c) => c.email === email && !c.usedAt && c.expiresAt > Date.now());
    if (!code) v.add('code', 'Code is required.');
    else if (!pending || pending.code !== code) {
      if (pending && ++pending.failedAttempts >= 5) pending.usedAt = Date.now();
      recordFailure(store, keys);
      v.add('code', 'Invalid or expired code.');
    }
    // The user's own words are checked only for the holder of a right code: with a wrong one, a refusal would tell
    // a stranger the account's names.
    const problem = newPasswordProblem(store, password, v.ok ? findUserByEmail(store, email) : undefined);
    if (problem) v.add('password', problem);
    const invalid = v.response();
    if (invalid) return invalid;
    const user = findUserByEmail(store, email);
    pending!.usedAt = Date.now();
    if (!user) return badRequest('Invalid or expired code.', { code: ['Invalid or expired code.'] });
    recordSuccess(store, keys);
    user.passwordHash = await hashPassword(password!);
    user.temporaryPassword = false;
    // A reset usually means the old password is not trusted: end every session it opened.
    revokeSessionsOf(store, user.id);
    recordAuthEvent(store, user, 'PasswordReset', 'Success', request);
    return noContent();
  }),

  http.post(identity('/users/email-confirm'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    const email = str(body.email)?.toLowerCase() ?? '';
    const token = str(body.token);
    const password = newPasswordIn(body.password);
    const invitation = store.invitations.find((i) => i.email.toLowerCase() === email && i.token === token);
    if (!invitation || invitation.usedAt || invitation.expiresAt <= Date.now()) {
      const message = 'Invalid or expired verification token.';
      return badRequest(message, { token: [message] });
    }
    const user = findUserByEmail(store, email);
    if (!user) return badRequest('Invalid or expired verification token.', { token: ['Invalid or expired verification token.'] });
    const problem = newPasswordProblem(store, password, user);
    if (problem) return badRequest(problem, { password: [problem] });
    invitation.usedAt = Date.now();
    user.passwordHash = await hashPassword(password!);
    return noContent();
  }),

  /**
   * The step-up before enrolling from a signed-in session (the portal's MFA change and reset): the password and, when
   * a factor is enrolled, a current code from it, which removes that factor. An access token alone (a stolen one, an
   * unlocked computer) must not be enough to take the account's second factor over. Answers an MFA-setup session
   * bound to the caller's session.
   */
  http.post(identity('/users/current/reset-mfa'), async ({ request }) => {
    const bearer = await requireAccess(request);
    const { user } = bearer;
    const body = await readJson(request);
    const store = getStore();
    const keys = throttleKeys('signin', user.email, request);
    const locked = throttled(store, keys);
    if (locked) return locked;
    const password = typeof body.password === 'string' ? body.password : '';
    const code = str(body.code);
    const v = new Validation();
    if (!password) v.add('password', 'Password is required.');
    if (user.mfaSecret && !code) v.add('code', 'Verification code is required.');
    if (v.ok) {
      if (!(await verifyPassword(password, user.passwordHash))) v.add('password', INCORRECT_PASSWORD);
      else if (user.mfaSecret && !acceptTotp(store, user, user.mfaSecret, code)) v.add('code', INVALID_CODE);
      if (!v.ok) recordFailure(store, keys);
    }
    const invalid = v.response();
    if (invalid) {
      recordAuthEvent(store, user, 'MfaReset', 'Failure', request);
      return invalid;
    }
    recordSuccess(store, keys);
    // With no factor there is nothing to remove: the enrolment will end the other sessions and tell the user.
    if (user.mfaSecret) {
      removeFactor(store, user);
      revokeSessionsOf(store, user.id, bearer.sid);
      store.outbox.push(ownMfaResetEmail(store, user));
      recordAuthEvent(store, user, 'MfaReset', 'Success', request);
    }
    const answer: Identity['MfaSetupChallenge'] = {
      challengeType: 'MFA_SETUP',
      session: await challengeSession(user, 'mfa_setup', bearer.sid),
    };
    return json(answer);
  }),

  http.post(identity('/2FA-auth/login'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    const creds = await checkCredentials(store, request, body);
    const user = signedInUser(creds);
    // Enrolment for a user with no factor yet; an enrolled user meets the code challenge as at /auth/login.
    return (await challengeFor(user)) ?? json({ challengeType: 'MFA_SETUP', session: await challengeSession(user, 'mfa_setup') });
  }),

  http.get(identity('/2FA-auth/authenticator'), async ({ request }) => {
    const bearer = await enrolmentBearer(request);
    const { user } = bearer;
    // Each setup session its own key: a second session (perhaps an intruder's) cannot learn or enrol this one's.
    const secret = pendingKeyFor(getStore(), bearer.jti, user);
    return json({ authenticatorUri: totpFor(user.email, secret).toString(), sharedKey: secret });
  }),

  http.post(identity('/2FA-auth/token-verify'), async ({ request }) => {
    const store = getStore();
    const bearer = await enrolmentBearer(request);
    const body = await readJson(request);
    const { user } = bearer;
    const keys = throttleKeys('signin', user.email, request);
    const locked = throttled(store, keys);
    if (locked) return locked;
    const secret = offeredKey(store, bearer.jti, user);
    if (!secret) return badRequest('Request an authenticator key first.');
    if (!acceptTotp(store, user, secret, str(body.code))) {
      recordFailure(store, keys);
      recordAuthEvent(store, user, 'MfaSetup', 'Failure', request);
      return invalidCode();
    }
    recordSuccess(store, keys);
    // A step-up session keeps the session that asked for it; under the sign-in challenge, only the one opened below.
    enrol(store, user, secret, bearer.jti, bearer.sid);
    recordAuthEvent(store, user, 'MfaSetup', 'Success', request);
    if (bearer.sid) return noContent();
    recordAuthEvent(store, user, 'SignIn', 'Success', request);
    return json(await startSession(store, user, request));
  }),
];
