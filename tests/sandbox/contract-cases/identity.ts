/** The identity service's operations (contract/identity/*.yaml; sandbox/handlers/identity.ts). */
import * as OTPAuth from 'otpauth';
import { NEWJOINER_INVITATION_TOKEN, SEEDED_TOTP_SECRET } from '../../../sandbox/seed/people';
import { getStore } from '../../../sandbox/store';
import { THROTTLE } from '../../../sandbox/throttle';
import { ID, PASSWORD, get, login, post } from '../helpers';
import type { Cases } from './types';

const ANALYST = 'analyst@portico.test';
const NEW_PASSWORD = 'Brand#NewPass2026';
const totp = (secret: string, email: string) => new OTPAuth.TOTP({ secret, label: email, issuer: 'Portico' }).generate();
/** Never a valid code (codes are six digits), so never right by chance. */
const NOT_A_CODE = 'abc123';
/** The MFA-setup session of a signed-in user's password step-up: the Bearer the enrolment calls take. */
const setupSession = async (accessToken: string) => {
  const res = await post(`${ID}/users/current/reset-mfa`, { password: PASSWORD }, accessToken);
  return ((await res.json()) as { session: string }).session;
};
/** The session the endOwnSession case's caller signed in with (its 400: ending one's own session is logging out). */
let callersSession = '';
/** Wrong passwords, one per attempt, up to the account's limit: the next attempt meets the lock. */
const WRONG_PASSWORDS = { failing: { body: { password: 'Wrong#Password1' } }, times: THROTTLE.perAccount };

export const identityCases: Cases = {
  signIn: {
    as: 'analyst',
    call: { body: { email: ANALYST, password: PASSWORD } },
    invalid: { body: { email: 'analyst' }, message: 'Email is not valid.' },
    throttle: WRONG_PASSWORDS,
  },
  signInWithMfaCode: {
    as: 'analyst',
    call: () => ({ body: { email: 'mfa@portico.test', password: PASSWORD, code: totp(SEEDED_TOTP_SECRET, 'mfa@portico.test') } }),
    invalid: { body: { password: '' }, message: 'Password is required.' },
    throttle: { failing: { body: { code: NOT_A_CODE } }, times: THROTTLE.perAccount },
  },
  completeNewPasswordChallenge: {
    as: 'analyst',
    call: async () => {
      getStore().users.find((u) => u.email === 'viewer@portico.test')!.temporaryPassword = true;
      return { body: { session: (await login('viewer@portico.test')).session, password: NEW_PASSWORD } };
    },
    anonymous: { body: { session: 'not-a-session' } },
    invalid: { body: { password: 'Short#1' }, message: 'Password must be at least 12 characters long.' },
  },
  refreshSession: {
    as: 'analyst',
    call: async () => ({ body: { refreshToken: (await login(ANALYST)).refreshToken } }),
    anonymous: { body: { refreshToken: 'not-a-refresh-token' } },
    invalid: { body: [], message: 'The request body must be a JSON object.' },
  },
  signOut: {
    as: 'analyst',
    call: async () => ({ body: { refreshToken: (await login(ANALYST)).refreshToken } }),
    invalid: { body: [], message: 'The request body must be a JSON object.' },
  },
  startMfaSetup: {
    as: 'analyst',
    call: { body: { email: ANALYST, password: PASSWORD } },
    invalid: { body: { email: 'analyst' }, message: 'Email is not valid.' },
    throttle: WRONG_PASSWORDS,
  },
  getAuthenticatorKey: { as: 'analyst', bearer: setupSession, refused: 'mfa' },
  verifyAuthenticatorCode: {
    as: 'analyst',
    bearer: setupSession,
    call: async (token) => {
      const { sharedKey } = (await (await get(`${ID}/2FA-auth/authenticator`, token)).json()) as { sharedKey: string };
      return { body: { code: totp(sharedKey, ANALYST) } };
    },
    // An enrolled user replaces a factor through reset-mfa, never by enrolling over it.
    refused: 'mfa',
    invalid: { body: { code: NOT_A_CODE }, message: 'Invalid verification code.' },
    throttle: { failing: { body: { code: NOT_A_CODE } }, times: THROTTLE.perAccount },
  },
  getIdentityUser: { as: 'analyst' },
  changeOwnPassword: {
    as: 'analyst',
    call: { body: { oldPassword: PASSWORD, newPassword: NEW_PASSWORD } },
    invalid: { body: { newPassword: 'Short#1' }, message: 'Password must be at least 12 characters long.' },
    throttle: { failing: { body: { oldPassword: 'Wrong#Password1' } }, times: THROTTLE.perAccount },
  },
  resetOwnMfa: {
    as: 'analyst',
    call: { body: { password: PASSWORD } },
    invalid: { body: { password: 'Not#ThePassword1' }, message: 'Password is incorrect.' },
    throttle: WRONG_PASSWORDS,
  },
  requestPasswordReset: {
    as: 'analyst',
    call: { body: { email: ANALYST } },
    invalid: { body: { email: 'analyst' }, message: 'Email is not valid.' },
    // Every request counts, known address or not: a few codes a quarter hour, and no mail-bombing.
    throttle: { times: THROTTLE.perAccount },
  },
  confirmPasswordReset: {
    as: 'analyst',
    call: async () => {
      await post(`${ID}/users/reset-password`, { email: ANALYST });
      const { code } = getStore().resetCodes.find((r) => r.email === ANALYST)!;
      return { body: { email: ANALYST, code, password: NEW_PASSWORD } };
    },
    invalid: { body: { password: 'Short#1' }, message: 'Password must be at least 12 characters long.' },
    throttle: { failing: { body: { code: NOT_A_CODE } }, times: THROTTLE.perAccount },
  },
  confirmEmail: {
    as: 'analyst',
    call: { body: { email: 'newjoiner@portico.test', token: NEWJOINER_INVITATION_TOKEN, password: NEW_PASSWORD } },
    invalid: { body: { token: 'not-the-token' }, message: 'Invalid or expired verification token.' },
  },
  listOwnSessions: { as: 'analyst' },
  endOwnSession: {
    as: 'analyst',
    // Another sign-in of the caller's to end; the caller's own session is noted for the 400 below.
    call: async (token) => {
      const sessions = async (bearer: string) =>
        ((await (await get(`${ID}/users/current/sessions`, bearer)).json()) as { items: { id: string; current: boolean }[] }).items;
      const other = (await sessions((await login(ANALYST)).accessToken)).find((s) => s.current)!.id;
      callersSession = (await sessions(token)).find((s) => s.current)!.id;
      return { path: { sessionId: other } };
    },
    unknown: { path: { sessionId: 'ses-000000000000000000000000' } },
    // A getter: the caller's session exists only once the case's call has signed it in, after this is read.
    invalid: {
      path: {
        get sessionId() {
          return callersSession;
        },
      },
      message: 'This is the session you are using. Log out to end it.',
    },
  },
  endOtherSessions: { as: 'analyst' },
};
