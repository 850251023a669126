/** The portal's users, their permissions, and the modules (products) companies and users have (contract/portal/*.yaml). */
import { EMAIL_THROTTLE } from '../../../sandbox/throttle';
import type { Cases, Upload } from './types';

const PNG = Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 0x0d, 0x49, 0x48, 0x44, 0x52]);
const logo: Upload = { file: { content: PNG, name: 'logo.png', type: 'image/png' } };

/** The Analyst's access to cmp-01's Member Portal, which the seed gives it (with scheme 1). */
const ANALYST_MEMBER_PORTAL = { userId: 'usr-analyst', companyId: 'cmp-01', productId: 'prd-member-portal' };
/** A module cmp-01 has and the Analyst has not been given there. */
const ANALYST_EMPLOYER_HUB = { userId: 'usr-analyst', companyId: 'cmp-01', productId: 'prd-employer-hub' };
const UNKNOWN_USER = { body: { userId: 'usr-unknown' } };
/** A call that sends email, made as often as one recipient may be sent it (sandbox/throttle.ts). */
const EMAILS_TO_ONE_PERSON = { times: EMAIL_THROTTLE.perRecipient };
const UNKNOWN_PRODUCT = { body: { productId: 'prd-unknown' }, message: 'Unknown product.' };

/** Payroll Bridge is being retired: it stays with the companies that have it and goes to no other. */
const RETIRING = 'Payroll Bridge is being retired, so it is not given to companies that do not have it already.';

const NEW_USER = { firstName: 'Imogen', lastName: 'Reeve', email: 'imogen.reeve@portico.test' };

export const portalPeopleCases: Cases = {
  getCurrentUser: { as: 'sftp' },
  activateCurrentUser: { as: 'sftp' },
  setUserSshPublicKey: {
    // Everyone sets their own key; only an administrator may name another user (and learn that none has the id).
    as: 'superadmin',
    call: { body: { publicKey: 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7' } },
    // Another user's key is an administrator's to set.
    refused: { as: 'manager', call: { body: { userId: 'usr-sftp' } } },
    unknown: { body: { userId: 'usr-unknown' } },
    invalid: { body: { publicKey: 'ssh-dss AAAAB3NzaC1kc3M' }, message: 'Key expected format is "ssh-rsa <Base64-encoded key>"' },
  },
  searchUsers: {
    as: 'viewer',
    call: { body: { q: 'chandra', page: 1, perPage: 25 } },
    refused: 'manager',
    invalid: { body: [], message: 'The request body must be a JSON object.' },
  },
  checkUserEmail: {
    as: 'clientadmin',
    call: { body: { email: 'imogen.reeve@portico.test' } },
    refused: 'viewer',
    invalid: { body: { email: 'imogen' }, message: 'Email is not valid.' },
  },
  createUser: {
    as: 'clientadmin',
    call: { body: { ...NEW_USER, roleName: 'ClientPortal_Manager', companyIds: ['cmp-01'] } },
    refused: 'viewer',
    invalid: { body: { firstName: ' ' }, message: 'First name is required.' },
    conflict: { body: { email: 'Manager@portico.test' }, field: 'email', message: 'A user with this email already exists.' },
    // The first call invites, the next ones find the address taken: each counts against its recipient.
    throttle: EMAILS_TO_ONE_PERSON,
  },
  createInternalUser: {
    as: 'support',
    call: { body: { ...NEW_USER, roleName: 'Support' } },
    // A client administrator never hands out an internal role.
    refused: 'clientadmin',
    invalid: { body: { roleName: 'ClientPortal_Manager' }, message: 'Role must be one of SuperAdmin, Support.' },
    conflict: { body: { email: 'support@portico.test' }, field: 'email', message: 'A user with this email already exists.' },
    throttle: EMAILS_TO_ONE_PERSON,
  },
  updateUser: {
    as: 'clientadmin',
    call: { body: { id: 'usr-manager', phone: '+44 7700900106' } },
    refused: 'viewer',
    unknown: { body: { id: 'usr-unknown' } },
    invalid: { body: { phone: '07700 900106' } },
  },
  assignUserRole: {
    as: 'clientadmin',
    call: { body: { userId: 'usr-manager', roleName: 'ClientPortal_ClientAdmin' } },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: { body: { userId: 'usr-clientadmin' }, message: 'You cannot change your own role.' },
  },
  addUserToCompany: {
    as: 'superadmin',
    call: { body: { userId: 'usr-manager', companyId: 'cmp-01' } },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: { body: { userId: 'usr-superadmin' }, message: 'You cannot change your own companies.' },
  },
  removeUserFromCompany: {
    as: 'clientadmin',
    call: { body: { userId: 'usr-manager', companyId: 'cmp-02' } },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: { body: { userId: 'usr-clientadmin' }, message: 'You cannot change your own companies.' },
  },
  getUser: { as: 'clientadmin', call: { path: { id: 'usr-invited' } }, refused: 'manager', unknown: { path: { id: 'usr-unknown' } } },
  getUserDetails: { as: 'viewer', call: { path: { id: 'usr-invited' } }, refused: 'manager', unknown: { path: { id: 'usr-unknown' } } },
  listUserAuthEvents: {
    as: 'viewer',
    call: { path: { id: 'usr-invited' } },
    refused: 'manager',
    unknown: { path: { id: 'usr-unknown' } },
    invalid: { query: { page: ['1', '2'] }, message: 'The query parameter "page" is given more than once.' },
  },
  deleteUser: {
    as: 'clientadmin',
    call: { path: { id: 'usr-manager' } },
    refused: 'viewer',
    unknown: { path: { id: 'usr-unknown' } },
    invalid: { path: { id: 'usr-clientadmin' }, message: 'You cannot delete yourself.' },
  },
  activateUser: {
    as: 'clientadmin',
    call: { path: { id: 'usr-manager' } },
    given: (store) => void (store.users.find((u) => u.id === 'usr-manager')!.status = 'Deactivated'),
    refused: 'viewer',
    unknown: { path: { id: 'usr-unknown' } },
    invalid: { path: { id: 'usr-invited' }, message: 'The user has not accepted the invitation yet.' },
  },
  deactivateUser: {
    as: 'clientadmin',
    call: { path: { id: 'usr-manager' } },
    refused: 'viewer',
    unknown: { path: { id: 'usr-unknown' } },
    invalid: { path: { id: 'usr-clientadmin' }, message: 'You cannot deactivate yourself.' },
  },
  resendUserInvitation: {
    as: 'clientadmin',
    call: { path: { id: 'usr-invited' } },
    refused: 'viewer',
    unknown: { path: { id: 'usr-unknown' } },
    invalid: { path: { id: 'usr-manager' }, message: 'Only a user who has not accepted an invitation yet can be sent one.' },
    throttle: EMAILS_TO_ONE_PERSON,
  },
  resetUserMfa: {
    as: 'superadmin',
    call: { path: { id: 'usr-mfa' } },
    refused: 'viewer',
    unknown: { path: { id: 'usr-unknown' } },
    invalid: { path: { id: 'usr-superadmin' }, message: 'You cannot reset your own MFA here: use Change MFA.' },
    throttle: EMAILS_TO_ONE_PERSON,
  },

  listUserPermissions: {
    as: 'superadmin',
    call: { path: { userId: 'usr-analyst' } },
    refused: 'manager',
    unknown: { path: { userId: 'usr-unknown' } },
  },
  listUserSchemeEmployers: {
    as: 'superadmin',
    call: { path: { userId: 'usr-analyst', schemeId: 'cmp-01-sch-1' } },
    refused: 'manager',
    unknown: { path: { schemeId: 'sch-unknown' } },
  },
  upsertUserPermissions: {
    as: 'superadmin',
    call: { body: { userId: 'usr-analyst', permissions: [{ companyId: 'cmp-01', productId: 'prd-employer-hub' }] } },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: { body: { permissions: [{ companyId: 'cmp-01', productId: 'prd-unknown' }] }, message: 'Unknown product.' },
  },
  updateUserPermission: {
    as: 'superadmin',
    call: { body: { ...ANALYST_MEMBER_PORTAL, productRoleName: 'Editor' } },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: { body: { productRoleName: 'Wizard' }, message: 'Unknown role for this product.' },
  },
  grantUserProduct: {
    as: 'superadmin',
    call: { body: ANALYST_EMPLOYER_HUB },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: UNKNOWN_PRODUCT,
    conflict: { body: ANALYST_MEMBER_PORTAL, field: 'productId', message: 'The user already has this product for this company.' },
  },
  revokeUserProduct: {
    as: 'superadmin',
    call: { body: ANALYST_MEMBER_PORTAL },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: UNKNOWN_PRODUCT,
  },
  assignUserToProduct: {
    as: 'superadmin',
    call: { body: ANALYST_EMPLOYER_HUB },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: UNKNOWN_PRODUCT,
  },
  unassignUserFromProduct: {
    as: 'superadmin',
    call: { body: ANALYST_MEMBER_PORTAL },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: UNKNOWN_PRODUCT,
  },
  assignSchemesToUserProduct: {
    as: 'superadmin',
    call: { body: { ...ANALYST_MEMBER_PORTAL, schemeIds: ['cmp-01-sch-2'] } },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: { body: { schemeIds: undefined }, message: 'schemeIds is required.' },
  },
  unassignSchemesFromUserProduct: {
    as: 'superadmin',
    call: { body: { ...ANALYST_MEMBER_PORTAL, schemeIds: ['cmp-01-sch-1'] } },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: { body: { schemeIds: undefined }, message: 'schemeIds is required.' },
  },
  bulkAssignUsersToProduct: {
    as: 'superadmin',
    call: { body: { userIds: ['usr-analyst', 'usr-clientadmin'], companyId: 'cmp-01', productId: 'prd-case-manager' } },
    refused: 'viewer',
    unknown: { body: { userIds: ['usr-unknown'] } },
    invalid: { body: { userIds: [] }, message: 'userIds must list at least one user.' },
  },
  bulkUnassignUsersFromProduct: {
    as: 'superadmin',
    call: { body: { userIds: ['usr-analyst', 'usr-clientadmin'], companyId: 'cmp-01', productId: 'prd-member-portal' } },
    refused: 'viewer',
    unknown: { body: { userIds: ['usr-unknown'] } },
    invalid: { body: { userIds: [] }, message: 'userIds must list at least one user.' },
  },
  assignUserToAllCompanies: {
    as: 'superadmin',
    call: { path: { id: 'usr-analyst' }, body: {} },
    refused: 'viewer',
    unknown: { path: { id: 'usr-unknown' } },
    invalid: { path: { id: 'usr-superadmin' }, message: 'You cannot change your own companies.' },
  },
  unassignUserFromAllCompanies: {
    as: 'superadmin',
    call: { path: { id: 'usr-analyst' }, body: {} },
    refused: 'viewer',
    unknown: { path: { id: 'usr-unknown' } },
    invalid: { path: { id: 'usr-superadmin' }, message: 'You cannot change your own companies.' },
  },
  updateUserProductRoles: {
    as: 'superadmin',
    call: { body: { userId: 'usr-analyst', productId: 'prd-member-portal', productRoleName: 'Editor' } },
    refused: 'viewer',
    unknown: UNKNOWN_USER,
    invalid: { body: { productRoleName: 'Wizard' }, message: 'Choose a role of the product.' },
  },

  listAllProducts: { as: 'manager' },
  listClientPortalRoles: { as: 'manager' },
  getProduct: { as: 'manager', call: { path: { id: 'prd-member-portal' } }, unknown: { path: { id: 'prd-unknown' } } },
  listProductRoles: { as: 'manager', call: { path: { id: 'prd-member-portal' } }, unknown: { path: { id: 'prd-unknown' } } },
  updateProduct: {
    as: 'support',
    call: { body: { id: 'prd-member-portal', description: 'Members see their pension online.' } },
    refused: 'clientadmin',
    unknown: { body: { id: 'prd-unknown' } },
    invalid: { body: { url: 'http://members.example' }, message: 'URL must start with https://.' },
    conflict: { body: { name: 'employer hub' }, field: 'name', message: 'A product with this name already exists.' },
  },
  deleteProduct: {
    as: 'superadmin',
    call: { query: { productId: 'prd-trustee-academy' } },
    refused: 'support',
    unknown: { query: { productId: 'prd-unknown' } },
    invalid: {
      query: { productId: ['prd-trustee-academy', 'prd-member-portal'] },
      message: 'The query parameter "productId" is given more than once.',
    },
  },
  uploadProductLogo: {
    as: 'support',
    call: { path: { id: 'prd-member-portal' }, upload: logo },
    refused: 'clientadmin',
    unknown: { path: { id: 'prd-unknown' } },
    invalid: {
      upload: { file: { content: 'GIF89a', name: 'logo.gif', type: 'image/gif' } },
      message: 'The logo must be a PNG, JPEG or WebP image.',
    },
  },
  listTenantProducts: {
    as: 'clientadmin',
    call: { path: { tenantId: 'ten-portico-demo' } },
    // Its companies are all in another tenant.
    refused: 'outsider',
    unknown: { path: { tenantId: 'ten-unknown' } },
  },
  listPromotedProducts: {
    as: 'manager',
    call: { query: { companyId: 'cmp-02' } },
    refused: 'sftp',
    unknown: { query: { companyId: 'cmp-unknown' } },
    invalid: { query: { companyId: undefined }, message: 'companyId is required.' },
  },
  requestProductDemo: {
    as: 'manager',
    call: { path: { productId: 'prd-case-manager', companyId: 'cmp-02' } },
    refused: 'sftp',
    unknown: { path: { productId: 'prd-unknown' } },
    invalid: { path: { productId: 'prd-web-reporting' }, message: 'A demo of Web Reporting is not available.' },
    conflict: {
      path: { productId: 'prd-member-portal' },
      field: 'productId',
      message: 'Pennine Building Society already has Member Portal.',
    },
    throttle: EMAILS_TO_ONE_PERSON,
  },
  listProductsAvailableForCompany: {
    as: 'clientadmin',
    call: { path: { companyId: 'cmp-01' } },
    refused: 'manager',
    unknown: { path: { companyId: 'cmp-unknown' } },
  },
  listProductsAssignedToCompany: {
    as: 'clientadmin',
    call: { path: { companyId: 'cmp-01' } },
    refused: 'manager',
    unknown: { path: { companyId: 'cmp-unknown' } },
  },
  listProductSchemes: {
    as: 'clientadmin',
    call: { path: { companyId: 'cmp-01' } },
    refused: 'manager',
    unknown: { path: { companyId: 'cmp-unknown' } },
  },
  listUserAccessEntries: {
    as: 'clientadmin',
    call: { path: { userId: 'usr-invited' } },
    refused: 'manager',
    unknown: { path: { userId: 'usr-unknown' } },
  },
  assignProductToCompany: {
    as: 'support',
    call: { body: { companyId: 'cmp-02', productId: 'prd-case-manager' } },
    // Which modules a company has is a commercial decision, kept to internal staff.
    refused: 'clientadmin',
    unknown: { body: { companyId: 'cmp-unknown' } },
    invalid: { body: { productId: undefined }, message: 'productId is required.' },
    conflict: { body: { productId: 'prd-member-portal' }, field: 'productId', message: 'The product is already assigned to this company.' },
  },
  removeProductFromCompany: {
    as: 'support',
    call: { body: { companyId: 'cmp-01', productId: 'prd-web-reporting' } },
    refused: 'clientadmin',
    unknown: { body: { companyId: 'cmp-unknown' } },
    invalid: { body: { productId: undefined }, message: 'productId is required.' },
  },
  bulkAssignProductsAndSchemes: {
    as: 'support',
    call: { body: { companyId: 'cmp-02', products: [{ productId: 'prd-case-manager', schemeIds: ['cmp-02-sch-1'] }] } },
    refused: 'clientadmin',
    unknown: { body: { companyId: 'cmp-unknown' } },
    invalid: { body: { products: [{ productId: 'prd-unknown' }] }, message: 'Unknown product.' },
    conflict: { body: { products: [{ productId: 'prd-payroll-bridge' }] }, field: 'products.0.productId', message: RETIRING },
  },
  bulkUpdateProductsAndSchemes: {
    as: 'support',
    call: { body: { companyId: 'cmp-02', products: [{ productId: 'prd-member-portal' }, { productId: 'prd-case-manager' }] } },
    refused: 'clientadmin',
    unknown: { body: { companyId: 'cmp-unknown' } },
    invalid: { body: { products: [{ productId: 'prd-unknown' }] }, message: 'Unknown product.' },
    conflict: { body: { products: [{ productId: 'prd-payroll-bridge' }] }, field: 'products.0.productId', message: RETIRING },
  },
};
