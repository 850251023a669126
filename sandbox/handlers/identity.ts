import { http } from 'msw';
import {
  challengeSession,
  findUserByEmail,
  hashPassword,
  identityRoles,
  newTotpSecret,
  passwordProblem,
  randomDigits,
  readBearer,
  recordAuthEvent,
  refreshSession,
  requireUser,
  revokeSessionsOf,
  startSession,
  totpFor,
  totpValid,
  verifyPassword,
} from '../auth';
import { EMAIL_PATTERN, Validation, badRequest, identity, json, noContent, readJson, str, unauthorized } from '../http';
import { send } from '../mail';
import { getStore } from '../store';
import type { Store, User } from '../types';

const INCORRECT = 'Incorrect email or password.';
const DEACTIVATED = 'Your account has been deactivated. Contact your administrator.';
const INVALID_CODE = 'Invalid verification code.';
const RESET_CODE_TTL = 15 * 60_000;

type Credentials = { email: string; password: string; user: User | undefined; ok: boolean };

/** Shared by every call that re-checks email and password; failures are logged on the user's history. */
const checkCredentials = async (store: Store, request: Request, body: Record<string, unknown>): Promise<Credentials | Response> => {
  const email = str(body.email)?.toLowerCase();
  const password = typeof body.password === 'string' ? body.password : undefined;
  const v = new Validation();
  if (!email) v.add('email', 'Email is required.');
  else if (!EMAIL_PATTERN.test(email)) v.add('email', 'Email is not valid.');
  if (!password) v.add('password', 'Password is required.');
  const invalid = v.response();
  if (invalid) return invalid;
  const user = findUserByEmail(store, email);
  const ok = !!user && (await verifyPassword(password!, user.passwordHash));
  if (user && !ok) recordAuthEvent(store, user, 'SignIn', 'Failure', request);
  return { email: email!, password: password!, user, ok };
};

const signedInUser = (c: Credentials): User | Response => {
  if (!c.ok || !c.user) return badRequest(INCORRECT);
  // Checked after the password so that deactivation is only revealed to someone who knows it.
  if (c.user.status === 'Deactivated') return badRequest(DEACTIVATED);
  return c.user;
};

const identityUser = (user: User) => ({
  username: user.id,
  email: user.email,
  userAttributes: [
    { name: 'sub', value: user.id },
    { name: 'email', value: user.email },
    { name: 'email_verified', value: 'true' },
    { name: 'given_name', value: user.firstName },
    { name: 'family_name', value: user.lastName },
    { name: 'custom:roles', value: identityRoles(user.role) },
  ],
});

const invalidCode = () => badRequest(INVALID_CODE, { code: [INVALID_CODE] });

export const identityHandlers = [
  http.post(identity('/auth/login'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const creds = await checkCredentials(store, request, body);
    if (creds instanceof Response) return creds;
    const user = signedInUser(creds);
    if (user instanceof Response) return user;
    if (user.temporaryPassword)
      return json({ challengeType: 'NEW_PASSWORD_REQUIRED', session: await challengeSession(user, 'new_password') });
    if (user.mfaSecret) return json({ challengeType: 'SOFTWARE_TOKEN_MFA' });
    if (user.mfaRequired) return json({ challengeType: 'MFA_SETUP', session: await challengeSession(user, 'mfa_setup') });
    recordAuthEvent(store, user, 'SignIn', 'Success', request);
    return json(await startSession(store, user));
  }),

  http.post(identity('/auth/login/mfa'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const creds = await checkCredentials(store, request, body);
    if (creds instanceof Response) return creds;
    const user = signedInUser(creds);
    if (user instanceof Response) return user;
    if (!user.mfaSecret) return badRequest('Multi-factor authentication is not set up for this account.');
    if (!totpValid(user.email, user.mfaSecret, str(body.code))) {
      recordAuthEvent(store, user, 'MfaChallenge', 'Failure', request);
      return invalidCode();
    }
    recordAuthEvent(store, user, 'MfaChallenge', 'Success', request);
    recordAuthEvent(store, user, 'SignIn', 'Success', request);
    return json(await startSession(store, user));
  }),

  http.post(identity('/auth/login/new-password'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const bearer = await readBearer(new Request(request.url, { headers: { authorization: `Bearer ${str(body.session) ?? ''}` } }));
    if (bearer instanceof Response || bearer.scope !== 'new_password')
      return unauthorized('The sign-in session has expired. Sign in again.');
    const password = str(body.password);
    const problem = passwordProblem(password);
    if (problem) return badRequest(problem, { password: [problem] });
    const user = bearer.user;
    user.passwordHash = await hashPassword(password!);
    user.temporaryPassword = false;
    store.spentChallenges.push(bearer.jti!);
    recordAuthEvent(store, user, 'PasswordChange', 'Success', request);
    if (user.mfaSecret) return json({ challengeType: 'SOFTWARE_TOKEN_MFA' });
    if (user.mfaRequired) return json({ challengeType: 'MFA_SETUP', session: await challengeSession(user, 'mfa_setup') });
    return json(await startSession(store, user));
  }),

  http.post(identity('/auth/refresh'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const result = await refreshSession(store, str(body.refreshToken) ?? '');
    if (!result) return unauthorized('Session expired. Sign in again.');
    return json(result);
  }),

  http.post(identity('/auth/logout'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const session = store.sessions.find((s) => s.refreshToken === str(body.refreshToken));
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
    if (user instanceof Response) return user;
    return json(identityUser(user));
  }),

  http.post(identity('/users/current/change-password'), async ({ request }) => {
    const user = await requireUser(request);
    if (user instanceof Response) return user;
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const oldPassword = typeof body.oldPassword === 'string' ? body.oldPassword : '';
    const newPassword = str(body.newPassword);
    const v = new Validation();
    if (!oldPassword) v.add('oldPassword', 'Old password is required.');
    else if (!(await verifyPassword(oldPassword, user.passwordHash))) v.add('oldPassword', 'Old password is incorrect.');
    const problem = passwordProblem(newPassword);
    if (problem) v.add('newPassword', problem);
    else if (newPassword === oldPassword) v.add('newPassword', 'New password must be different from the old password.');
    const invalid = v.response();
    const store = getStore();
    if (invalid) {
      recordAuthEvent(store, user, 'PasswordChange', 'Failure', request);
      return invalid;
    }
    user.passwordHash = await hashPassword(newPassword!);
    recordAuthEvent(store, user, 'PasswordChange', 'Success', request);
    return noContent();
  }),

  http.post(identity('/users/reset-password'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const email = str(body.email)?.toLowerCase();
    if (!email || !EMAIL_PATTERN.test(email)) return badRequest('Email is not valid.', { email: ['Email is not valid.'] });
    const user = findUserByEmail(store, email);
    // Always 204: the answer must not tell whether the address has an account.
    if (user && user.status !== 'Deactivated') {
      store.resetCodes.forEach((c) => {
        if (c.email === email && !c.usedAt) c.usedAt = Date.now();
      });
      const code = randomDigits(6);
      store.resetCodes.push({ email, code, expiresAt: Date.now() + RESET_CODE_TTL, usedAt: null, failedAttempts: 0 });
      send(store, {
        to: user.email,
        subject: 'Your Portico password reset code',
        text: `Hello ${user.firstName},\n\nYour password reset code is ${code}. It expires in 15 minutes and can be used once.\n\nIf you did not ask to reset your password, ignore this email.`,
      });
    }
    return noContent();
  }),

  http.post(identity('/users/reset-password/confirm'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const email = str(body.email)?.toLowerCase() ?? '';
    const code = str(body.code);
    const password = str(body.password);
    const v = new Validation();
    const pending = store.resetCodes.find((c) => c.email === email && !c.usedAt && c.expiresAt > Date.now());
    if (!code) v.add('code', 'Code is required.');
    else if (!pending || pending.code !== code) {
      if (pending && ++pending.failedAttempts >= 5) pending.usedAt = Date.now();
      v.add('code', 'Invalid or expired code.');
    }
    const problem = passwordProblem(password);
    if (problem) v.add('password', problem);
    const invalid = v.response();
    if (invalid) return invalid;
    const user = findUserByEmail(store, email);
    pending!.usedAt = Date.now();
    if (!user) return badRequest('Invalid or expired code.', { code: ['Invalid or expired code.'] });
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
    if (body instanceof Response) return body;
    const email = str(body.email)?.toLowerCase() ?? '';
    const token = str(body.token);
    const password = str(body.password);
    const invitation = store.invitations.find((i) => i.email.toLowerCase() === email && i.token === token);
    if (!invitation || invitation.usedAt || invitation.expiresAt <= Date.now()) {
      const message = 'Invalid or expired verification token.';
      return badRequest(message, { token: [message] });
    }
    const problem = passwordProblem(password);
    if (problem) return badRequest(problem, { password: [problem] });
    const user = findUserByEmail(store, email);
    if (!user) return badRequest('Invalid or expired verification token.', { token: ['Invalid or expired verification token.'] });
    invitation.usedAt = Date.now();
    user.passwordHash = await hashPassword(password!);
    return noContent();
  }),

  http.post(identity('/users/current/reset-mfa'), async ({ request }) => {
    const user = await requireUser(request);
    if (user instanceof Response) return user;
    user.mfaSecret = null;
    user.pendingMfaSecret = null;
    user.mfaRequired = true;
    recordAuthEvent(getStore(), user, 'MfaReset', 'Success', request);
    return noContent();
  }),

  http.post(identity('/2FA-auth/login'), async ({ request }) => {
    const store = getStore();
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const creds = await checkCredentials(store, request, body);
    if (creds instanceof Response) return creds;
    const user = signedInUser(creds);
    if (user instanceof Response) return user;
    return json({ challengeType: 'MFA_SETUP', session: await challengeSession(user, 'mfa_setup') });
  }),

  http.get(identity('/2FA-auth/authenticator'), async ({ request }) => {
    const bearer = await readBearer(request);
    if (bearer instanceof Response) return bearer;
    if (bearer.scope === 'new_password') return unauthorized('Choose a new password first.');
    const { user } = bearer;
    // Re-use the pending secret so a repeated fetch (React strict mode, a reload) shows the same key.
    user.pendingMfaSecret ??= newTotpSecret();
    return json({ authenticatorUri: totpFor(user.email, user.pendingMfaSecret).toString(), sharedKey: user.pendingMfaSecret });
  }),

  http.post(identity('/2FA-auth/token-verify'), async ({ request }) => {
    const store = getStore();
    const bearer = await readBearer(request);
    if (bearer instanceof Response) return bearer;
    if (bearer.scope === 'new_password') return unauthorized('Choose a new password first.');
    const body = await readJson(request);
    if (body instanceof Response) return body;
    const { user } = bearer;
    if (!user.pendingMfaSecret) return badRequest('Request an authenticator key first.');
    if (!totpValid(user.email, user.pendingMfaSecret, str(body.code))) {
      recordAuthEvent(store, user, 'MfaSetup', 'Failure', request);
      return invalidCode();
    }
    user.mfaSecret = user.pendingMfaSecret;
    user.pendingMfaSecret = null;
    user.mfaRequired = false;
    recordAuthEvent(store, user, 'MfaSetup', 'Success', request);
    if (bearer.scope === 'access') return noContent();
    store.spentChallenges.push(bearer.jti!);
    recordAuthEvent(store, user, 'SignIn', 'Success', request);
    return json(await startSession(store, user));
  }),
];
