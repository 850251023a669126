/**
 * The identity service's calls (spec section 7, docs/api.md). Session-lifecycle calls (refresh, revocation) live in
 * the session module; they are re-exported here so callers have one place for everything identity.
 */
import type { components } from './contract/identity';
import { request } from './http';
import { refresh, logout, type LoginResult } from './session';

export type { LoginResult };
export { refresh, logout };

/** The wire shapes, from the contract (contract/identity.openapi.yaml). */
type Wire = components['schemas'];

export const CHALLENGE = {
  softwareTokenMfa: 'SOFTWARE_TOKEN_MFA',
  mfaSetup: 'MFA_SETUP',
  newPasswordRequired: 'NEW_PASSWORD_REQUIRED',
} as const satisfies Record<string, Wire['LoginChallenge']['challengeType']>;

export type Credentials = Wire['Credentials'];
/** `mfaEnabled`: an authenticator is enrolled (removing it then needs a current code). */
export type IdentityUser = Wire['IdentityUser'];
export type Authenticator = Wire['AuthenticatorKey'];

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** "Sent with credentials" (spec 7). Wrong credentials answer 400 with the server's message. */
export const login = async (credentials: Credentials, signal?: AbortSignal): Promise<LoginResult> =>
  (await request<LoginResult>('auth', '/auth/login', { json: credentials, withCredentials: true, anonymous: true, signal })).json;

export const loginWithMfa = async (credentials: Wire['MfaCredentials'], signal?: AbortSignal): Promise<LoginResult> =>
  (await request<LoginResult>('auth', '/auth/login/mfa', { json: credentials, withCredentials: true, anonymous: true, signal })).json;

export const getIdentityUser = async (signal?: AbortSignal): Promise<IdentityUser> =>
  (await request<IdentityUser>('auth', '/users/current', { signal })).json;

/** Roles from the `custom:roles` attribute: `;`-separated, each with an optional `:suffix`. */
export const identityRoles = (user: IdentityUser): string[] =>
  (user.userAttributes.find((a) => a.name === 'custom:roles')?.value ?? '')
    .split(';')
    .map((role) => role.split(':')[0].trim())
    .filter(Boolean);

/**
 * The data-gateway role among the identity user's roles: `DataGateway_*`, or an internal role (SuperAdmin, Support),
 * which the spec lists unprefixed in both products.
 */
export const dataGatewayRoleOf = (user: IdentityUser): string | undefined =>
  identityRoles(user).find((role) => role.startsWith('DataGateway_') || role === 'SuperAdmin' || role === 'Support');

export const changePassword = async (body: Wire['PasswordChange']): Promise<void> => {
  await request('auth', '/users/current/change-password', { json: body });
};

export const requestPasswordReset = async (email: string): Promise<void> => {
  const body: Wire['PasswordResetRequest'] = { email };
  await request('auth', '/users/reset-password', { json: body, anonymous: true });
};

export const confirmPasswordReset = async (body: Wire['PasswordResetConfirmation']): Promise<void> => {
  await request('auth', '/users/reset-password/confirm', { json: body, anonymous: true });
};

/** Sign-up: sets the invited user's first password with the token from the invitation link. */
export const confirmEmail = async (body: Wire['EmailConfirmation']): Promise<void> => {
  await request('auth', '/users/email-confirm', { json: body, anonymous: true });
};

/**
 * The step-up before a signed-in user enrols an authenticator: the password and, when one is enrolled, a current code
 * (which removes it). Answers the MFA-setup session the enrolment calls need: an access token alone enrols nothing.
 */
export const resetMfa = async (proof: Wire['MfaResetProof']): Promise<string> =>
  (await request<Wire['MfaSetupChallenge']>('auth', '/users/current/reset-mfa', { json: proof })).json.session;

/** Starts MFA enrolment from credentials ("sent with credentials"); answers the MFA-setup challenge's session. */
export const startMfaSetup = async (credentials: Credentials): Promise<LoginResult> =>
  (await request<LoginResult>('auth', '/2FA-auth/login', { json: credentials, withCredentials: true, anonymous: true })).json;

/** The key offered to this MFA-setup session (the sign-in's challenge, or a signed-in step-up's). */
export const getAuthenticator = async (setupSession: string, signal?: AbortSignal): Promise<Authenticator> =>
  (await request<Authenticator>('auth', '/2FA-auth/authenticator', { headers: bearer(setupSession), signal })).json;

/** Verifies the first code. Under the sign-in's challenge it answers the login result; after a step-up, 204. */
export const verifyMfaToken = async (code: string, setupSession: string): Promise<LoginResult | undefined> =>
  (
    await request<LoginResult | undefined>('auth', '/2FA-auth/token-verify', {
      json: { code } satisfies Wire['AuthenticatorCode'],
      headers: bearer(setupSession),
    })
  ).json;
