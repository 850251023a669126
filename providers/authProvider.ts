/**
 * react-admin 5's AuthProvider over the session module. The journeys themselves (MFA, password, sign-up) live in
 * the sign-in app; the portal only needs to know whether a session exists, who the user is and what they may do.
 */
import type { AuthProvider, UserIdentity } from 'react-admin';
import { isApiError } from './http';
import { login as identityLogin, loginWithMfa } from './identity';
import { clearCurrentUser, fullName, getCurrentUser } from './currentUser';
import { isAuthenticated, logout, loginPath, LOGIN_PATH, readAuthState, signIn } from './session';
import { translate } from './i18n/translate';

export interface AccessRequest {
  action: string;
  resource: string;
  record?: Record<string, unknown>;
  /** The user's role name as the API gives it, e.g. `ClientPortal_ClientAdmin`. */
  role: string | undefined;
  /** The user's data-gateway role from the identity user, e.g. `DataGateway_Viewer`. */
  dataGatewayRole: string | undefined;
}

export type CanAccess = (request: AccessRequest) => boolean | Promise<boolean>;

export interface PorticoIdentity extends UserIdentity {
  email: string;
  role: string | undefined;
  dataGatewayRole: string | undefined;
}

const statusOf = (error: unknown): number | undefined => (isApiError(error) ? error.status : (error as { status?: number } | null)?.status);

export const createAuthProvider = ({ canAccess }: { canAccess: CanAccess }): AuthProvider => {
  const getRole = async () => (await getCurrentUser())?.clientPortalRole?.roleName;

  return {
    /**
     * Email and password, plus `code` for the software-token challenge. A challenge that needs another step
     * resolves `{ redirectTo: false, challengeType }` so the caller stays on its page and carries on.
     */
    login: async ({ email, password, code }: { email: string; password: string; code?: string }) => {
      const credentials = { email: email.trim().toLowerCase(), password };
      const result = code ? await loginWithMfa({ ...credentials, code }) : await identityLogin(credentials);
      if (result.challengeType) return { redirectTo: false, challengeType: result.challengeType };
      if (!signIn(result)) throw new Error(translate('portico.errors.parse'));
      clearCurrentUser();
      return undefined;
    },

    logout: async () => {
      if (readAuthState()) await logout('user');
      clearCurrentUser();
      return LOGIN_PATH;
    },

    // eslint-disable-next-line @typescript-eslint/require-await -- async so that the throw below is a rejection, as react-admin expects
    checkAuth: async () => {
      // `message: false`: arriving signed out is not an error worth a notification.
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-admin's contract: reject with { redirectTo, message }
      if (!isAuthenticated()) throw { redirectTo: loginPath(), message: false };
    },

    /**
     * Only a 401 ends the session. A 403 is left to the caller: react-admin turns any error this rejects into an
     * empty success (`{ data: {} }`), which would show a refused record as blank and a refused save as saved.
     * The http client already words it (spec 8: "You don't have permission to access.").
     */
    // eslint-disable-next-line @typescript-eslint/require-await -- async so that the throw below is a rejection, as react-admin expects
    checkError: async (error: unknown) => {
      // eslint-disable-next-line @typescript-eslint/only-throw-error -- react-admin's contract: reject with { redirectTo, message }
      if (statusOf(error) === 401) throw { redirectTo: loginPath(), message: false };
    },

    getIdentity: async (): Promise<PorticoIdentity> => {
      const user = await getCurrentUser();
      if (!user) throw new Error(translate('portico.errors.unauthorized'));
      return {
        id: user.id,
        fullName: fullName(user),
        email: user.email,
        role: user.clientPortalRole?.roleName,
        dataGatewayRole: user.dataGatewayRole,
      };
    },

    getPermissions: async () => getRole(),

    canAccess: async ({ action, resource, record }) => {
      const user = await getCurrentUser();
      return canAccess({ action, resource, record, role: user?.clientPortalRole?.roleName, dataGatewayRole: user?.dataGatewayRole });
    },
  };
};
