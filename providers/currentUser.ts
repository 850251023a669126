/**
 * The signed-in user of the client-portal API (spec 3.1, 4), fetched once per session.
 * On first load an Invited user is activated and fetched again; fetch and activation failures are only logged
 * (spec 8). A user whose tenants do not include this domain is signed out.
 */
import type { components } from './contract/portal';
import { isApiError, request } from './http';
import { dataGatewayRoleOf, getIdentityUser } from './identity';
import { isAuthenticated, logout, subscribe } from './session';
import { translate } from './i18n/translate';

/** GET /users/current's answer (the contract's PortalUser), with the data-gateway role the identity service adds. */
export type CurrentUser = components['schemas']['PortalUser'] & {
  /**
   * The data-gateway role from the identity user's roles attribute (spec 3.1, 6), e.g. `DataGateway_Analyst`; it
   * decides what the user may do with the data gateway's resources. Undefined when the user holds none, or the
   * identity service could not be asked (then the data gateway's screens stay closed: least privilege).
   */
  dataGatewayRole?: string;
};

let cached: Promise<CurrentUser | null> | null = null;
/** The last load failed on the service's or the network's side (not a refusal): the portal says so, not 'denied'. */
let unavailable = false;

/** True while the user could not be loaded because the service or the network failed (5xx, timeout, offline). */
export const isCurrentUserUnavailable = (): boolean => unavailable;

const isServiceFailure = (error: unknown) => !isApiError(error) || error.status === 0 || error.status >= 500;

// A new session is a new user: forget the cached one on every sign-in and sign-out, here and in other tabs.
subscribe((event) => {
  if (event.type !== 'refreshed') cached = null;
});

export const clearCurrentUser = (): void => {
  cached = null;
  unavailable = false;
};

const fetchUser = async (): Promise<CurrentUser> =>
  (await request<components['schemas']['PortalUser']>('portal', '/api/v1/users/current')).json;

/** The identity user's data-gateway role; a failure is only logged (spec 8), as for the portal user. */
const fetchDataGatewayRole = async (): Promise<string | undefined> => {
  try {
    return dataGatewayRoleOf(await getIdentityUser());
  } catch (error) {
    console.error('Fetching the identity user failed', error);
    return undefined;
  }
};

export const hasTenantAccess = (user: CurrentUser, domain = window.location.hostname): boolean =>
  user.tenants.some((tenant) => tenant.domain.toLowerCase() === domain.toLowerCase());

async function load(): Promise<CurrentUser | null> {
  let user: CurrentUser;
  const dataGatewayRole = fetchDataGatewayRole();
  try {
    user = await fetchUser();
  } catch (error) {
    console.error('Fetching the current user failed', error);
    unavailable = isServiceFailure(error);
    return null;
  }
  unavailable = false;
  if (user.status === 'Invited') {
    try {
      await request('portal', '/api/v1/users/activateCurrent', { method: 'POST' });
      user = await fetchUser();
    } catch (error) {
      console.error('Activating the current user failed', error);
    }
  }
  if (!hasTenantAccess(user)) {
    console.error(translate('portico.errors.tenantAccess'));
    await logout('tenant');
    return null;
  }
  return { ...user, dataGatewayRole: await dataGatewayRole };
}

/** The current user, or null when it could not be loaded or may not use this tenant (then signed out). */
export const getCurrentUser = (): Promise<CurrentUser | null> => {
  // Signed out there is nobody to ask about: the call could only fail with a 401 (and be logged as a failure).
  if (!isAuthenticated()) return Promise.resolve(null);
  if (!cached) {
    const pending = load();
    cached = pending;
    // A failed load is not cached, so the next caller tries again.
    void pending.then((user) => {
      if (!user && cached === pending) cached = null;
    });
  }
  return cached;
};

export const fullName = (user: CurrentUser): string => [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email;

/** Adds or replaces the user's SFTP public key; the cached user is dropped so `hasPublicKey` is read afresh. */
export const saveSshPublicKey = async (publicKey: string): Promise<void> => {
  await request('portal', '/api/v1/users/ssh-keys/public', { json: { publicKey } satisfies components['schemas']['SshPublicKeyInput'] });
  cached = null;
};
