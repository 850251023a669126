/**
 * Every call the users screens make (spec section 7, Users, Permissions, Products, Companies), in one place.
 * Bodies the spec does not show are ours and written down in docs/api.md.
 */
import { isApiError, request } from '../../providers/http';
import type { PortalWire } from '../../providers/wire';

/** A user as the service answers one; `companyNames` on list rows only (the user's companies the caller may see). */
export type PortalUser = PortalWire['PortalUser'] & Partial<Pick<PortalWire['UserListItem'], 'companyNames'>>;

/**
 * `GET /users/{id}/userDetails`: the user with what only a details screen needs. `dataGatewayRole` comes from the
 * user's identity attributes (spec 3.1); null when they hold none.
 */
export type UserDetails = PortalWire['UserDetails'];

export const userDetails = (userId: string, signal?: AbortSignal) => portal<UserDetails>(`/users/${id(userId)}/userDetails`, { signal });

export interface CompanySummary {
  id: string;
  name: string;
}

export type ClientPortalRole = PortalWire['ClientPortalRole'];
export type ProductRole = PortalWire['ProductRole'];

export interface AssignedProduct {
  id: string;
  name: string;
  schemeIds: string[];
}

export type ProductSchemes = PortalWire['ProductSchemes'];
export type PermissionEntry = PortalWire['Permission'];
export type UserEmployer = PortalWire['UserSchemeEmployer'];

const portal = async <T>(path: string, options: Parameters<typeof request>[2] = {}) =>
  (await request<T>('portal', `/api/v1${path}`, options)).json;

const id = (value: string) => encodeURIComponent(value);

// ---- users ----------------------------------------------------------------------------------------------------

export const checkEmail = (email: string, signal?: AbortSignal) =>
  portal<PortalWire['EmailAvailability']>('/users/email-check', { method: 'POST', json: { email }, signal });

export interface Invitation {
  firstName: string;
  lastName: string;
  email: string;
  phone?: string;
  roleName: string;
  allCompanies: boolean;
  companyIds: string[];
}

/**
 * Internal roles are created through the support-role endpoint, everyone else through POST /users. With
 * `sendInvitation: false` the user waits at SetupIncomplete, with no email, until `sendInvitation` (issue 27: the
 * wizard decides access before it invites).
 */
export const createUser = async (invitation: Invitation & { sendInvitation: boolean }, internal: boolean) => {
  // The phone as typed ('07700 900123') goes in the API's form ('+44 7700900123'); its module loads with this call.
  const { toApiPhone } = await import('../../src/shared/phone');
  return portal<PortalUser>(internal ? '/users/support-role' : '/users', {
    method: 'POST',
    json: { ...invitation, phone: toApiPhone(invitation.phone) },
  });
};

/** The first invitation of a SetupIncomplete user, or a new one (old link dead) for an Invited user: the spec's call. */
export const sendInvitation = (userId: string) => portal<PortalUser>(`/users/${id(userId)}/resendConfirmationCode`, { method: 'POST' });

export const getUser = (userId: string, signal?: AbortSignal) => portal<PortalUser>(`/users/${id(userId)}`, { signal });

export const updateUser = (user: { id: string; firstName: string; lastName: string; phone: string | null }) =>
  portal<PortalUser>('/users', { method: 'PATCH', json: user });

export const assignRole = (userId: string, roleName: string) =>
  portal<PortalUser>('/users/assignRole', { method: 'POST', json: { userId, roleName } });

export const setSshKey = (userId: string, publicKey: string) =>
  portal<void>('/users/ssh-keys/public', { method: 'POST', json: { userId, publicKey } });

// ---- roles, companies, products --------------------------------------------------------------------------------

export const clientPortalRoles = (signal?: AbortSignal) => portal<ClientPortalRole[]>('/productRoles/clientPortal', { signal });

export const productRoles = (productId: string, signal?: AbortSignal) =>
  portal<ProductRole[]>(`/productRoles/byProductId/${id(productId)}`, { signal });

/**
 * The companies the signed-in user may see (for ClientAdmin and Analyst: their own). Kept where every visible company
 * is the content: the rights of client roles, a user's company-membership table and the invite wizard's choice of
 * companies (each a list of all the caller's companies); the users list's filter searches instead.
 */
export const visibleCompanies = (signal?: AbortSignal) => portal<CompanySummary[]>('/companies/all', { signal });

export const companiesOfUser = (userId: string, signal?: AbortSignal) =>
  portal<CompanySummary[]>(`/companies/assignedToUser/${id(userId)}`, { signal });

/** A company with its administrator contact (`GET /companies/{id}`): who to invite as its administrator. */
export interface CompanyContact extends CompanySummary {
  adminContact: { name: string | null; email: string | null } | null;
}

export const companyContact = (companyId: string, signal?: AbortSignal) =>
  portal<CompanyContact>(`/companies/${id(companyId)}`, { signal });

export const productsOfCompany = (companyId: string, signal?: AbortSignal) =>
  portal<AssignedProduct[]>(`/products/assignedToCompany/${id(companyId)}`, { signal });

export const productSchemes = (companyId: string, signal?: AbortSignal) =>
  portal<ProductSchemes[]>(`/products/availableProductSchemes/${id(companyId)}`, { signal });

// ---- permissions -----------------------------------------------------------------------------------------------

export const permissionsOf = (userId: string, signal?: AbortSignal) => portal<PermissionEntry[]>(`/permissions/${id(userId)}`, { signal });

export const employersOf = (userId: string, schemeId: string, signal?: AbortSignal) =>
  portal<UserEmployer[]>(`/permissions/useremployer/${id(userId)}/${id(schemeId)}`, { signal });

/** What one permission should become: the module in the company, and optionally its role, schemes and employers. */
export type Grant = PortalWire['PermissionScope'];

export const grantMany = (userId: string, permissions: Grant[]) =>
  portal<PermissionEntry[]>('/permissions/bulk', { method: 'POST', json: { userId, permissions } });

export const updatePermission = (userId: string, grant: Grant) =>
  portal<PermissionEntry>('/permissions/update', { method: 'POST', json: { userId, ...grant } });

/** One module of one company for many users at once (the users list's bulk actions). */
export const bulkModuleAccess = (assign: boolean, userIds: string[], companyId: string, productId: string) =>
  portal<unknown>(assign ? '/permissions/bulkAssignUserToProduct' : '/permissions/bulkUnassignUserFromProduct', {
    method: 'POST',
    json: { userIds, companyId, productId },
  });

/** Takes one module away (`DELETE /permissions/userProduct`); one already gone (404) is what was asked for. */
export const revokeProduct = async (userId: string, companyId: string, productId: string) => {
  try {
    await portal<void>('/permissions/userProduct', { method: 'DELETE', json: { userId, companyId, productId } });
  } catch (error) {
    if (!(isApiError(error) && error.status === 404)) throw error;
  }
};

export const updateAllUserRoles = (userId: string, productId: string, productRoleName: string) =>
  portal<PermissionEntry[]>('/permissions/updateAllUserRoles', { method: 'POST', json: { userId, productId, productRoleName } });
