/** Records kept by the sandbox store, named as the three services name them on the wire. */
import type { SetupCompleteness } from '../src/shared/companySetup';

export type { SetupCompleteness };

export type DataGatewayRoleName =
  'SuperAdmin' | 'Support' | 'DataGateway_Analyst' | 'DataGateway_Viewer' | 'DataGateway_ClientAdmin' | 'DataGateway_Manager';

export type RoleName =
  | 'SuperAdmin'
  | 'Support'
  | 'ClientPortal_Analyst'
  | 'ClientPortal_Viewer'
  | 'ClientPortal_ClientAdmin'
  | 'ClientPortal_Manager'
  | 'ClientPortal_SftpOnly';

export type UserStatus = 'Invited' | 'Active' | 'Deactivated' | 'SetupIncomplete';
export type PensionSchemeType = 'AVC' | 'CB' | 'CDC' | 'DB' | 'DC' | 'HYB';
export type FeatureToggle = 'Enabled' | 'Disabled';
/** Spec 3.2 "Contact method" and "Direct debit". */
export type ContactMethod = 'Website' | 'Email' | 'Phone' | 'Mail';
export type DirectDebit = 'DirectDebit' | 'NoDirectDebit';

export interface Tenant {
  id: string;
  name: string;
  domain: string;
  logoUrl: string | null;
  primaryColour: string;
  termsAndConditions: string;
  dataProtection: string;
  productIds: string[];
  createdAt: string;
}

export interface AdministratorPhone {
  order: number;
  countryCode: string;
  number: string;
}

export interface Address {
  line1: string;
  line2: string | null;
  town: string;
  county: string | null;
  postcode: string;
}

export interface Company {
  id: string;
  name: string;
  companyNumber: string;
  tenantId: string;
  setupCompleteness: SetupCompleteness;
  logoUrl: string | null;
  address: Address;
  adminContact: { name: string; email: string; administratorPhones: AdministratorPhone[] };
  preferredContactMethod: ContactMethod | null;
  directDebit: DirectDebit | null;
  /** Brand colours, `#rrggbb`. */
  primaryColour: string | null;
  secondaryColour: string | null;
  /** Whether users added to the company get every scheme of their products without a per-scheme grant. */
  defaultSchemeAccess: FeatureToggle;
  /** Per-user exceptions to the company's default scheme access. Not part of the company's wire shape. */
  userDefaultSchemeAccess: Record<string, FeatureToggle>;
  createdAt: string;
  updatedAt: string;
}

export interface Product {
  id: string;
  name: string;
  domainPrefix: string | null;
  url: string | null;
  description: string;
  logoUrl: string | null;
  demoAvailable: boolean;
  /** [designed] Being retired: companies that have it keep it; no company is given it anew (docs/decisions.md). */
  retiring: boolean;
}

/** A module assigned to a company, with the schemes it covers there. */
export interface CompanyProduct {
  companyId: string;
  productId: string;
  schemeIds: string[];
}

export interface ProductRole {
  id: string;
  productId: string;
  roleName: string;
}

export interface Scheme {
  id: string;
  companyId: string;
  name: string;
  pensionSchemeType: PensionSchemeType;
  pstr: string;
  status: 'Active' | 'Inactive';
  inactiveReason?: 'IWU' | 'IPPF';
  createdAt: string;
}

export interface Section {
  id: string;
  companyId: string;
  schemeId: string;
  name: string;
  code: string;
  status: 'Active' | 'Closed';
}

export interface StrategicPartner {
  id: string;
  companyId: string;
  schemeId: string;
  name: string;
  partnerType: 'Adviser' | 'Actuary' | 'Auditor' | 'Insurer' | 'Investment Manager';
  contactEmail: string;
}

export interface Employer {
  id: string;
  companyId: string;
  schemeId: string;
  name: string;
  employerType: 'OTH' | 'FOR';
  payeReference: string;
}

export interface User {
  id: string;
  email: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  role: RoleName;
  /**
   * The data-gateway role held beside `role` (spec 6), carried in the identity user's roles attribute. Absent: the
   * one matching `role` (DataGateway_Analyst for ClientPortal_Analyst); null: none (the data gateway refuses them).
   */
  dataGatewayRole?: DataGatewayRoleName | null;
  status: UserStatus;
  tenantIds: string[];
  companyIds: string[];
  /** `pbkdf2$iterations$salt$hash`, or SEEDED_PASSWORD for the demo password (hashed lazily once per process). */
  passwordHash: string | null;
  /** Set by an administrator: the next login must choose a new password. */
  temporaryPassword: boolean;
  mfaSecret: string | null;
  /** Login answers MFA_SETUP until the user enrols. */
  mfaRequired: boolean;
  /** Secret offered by /2FA-auth/authenticator, waiting for its first code. */
  pendingMfaSecret: string | null;
  sshPublicKey: string | null;
  createdAt: string;
  lastLoginAt: string | null;
}

/** A user's access to one module for one company: the spec's "user access entry", with its scope. */
export interface Permission {
  id: string;
  userId: string;
  companyId: string;
  productId: string;
  productRoleName: string;
  schemeIds: string[];
  employerIds: string[];
}

export interface AuthEvent {
  id: string;
  userId: string;
  type: 'SignIn' | 'SignOut' | 'MfaChallenge' | 'MfaSetup' | 'MfaReset' | 'PasswordChange' | 'PasswordReset' | 'TokenRefresh';
  occurredAt: string;
  ipAddress: string;
  userAgent: string;
  outcome: 'Success' | 'Failure';
}

/** One sign-in: its refresh token rotates on every use, and the spent ones are kept to detect their reuse. */
export interface Session {
  id: string;
  userId: string;
  refreshToken: string;
  spentRefreshTokens: string[];
  refreshExpiresAt: number;
  revoked: boolean;
}

/** Failed credential attempts under one throttling key (sandbox/throttle.ts). Times are epoch ms. */
export interface ThrottleEntry {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

export interface Invitation {
  email: string;
  token: string;
  expiresAt: number;
  usedAt: number | null;
}

export interface ResetCode {
  email: string;
  code: string;
  expiresAt: number;
  usedAt: number | null;
  failedAttempts: number;
}

export interface Email {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

export interface DefaultSchemeAccessAudit {
  id: string;
  companyId: string;
  event: 'DisabledFeature' | 'EnabledFeature' | 'RemovedAccess' | 'GrantedAccess';
  userId: string | null;
  changedBy: string;
  occurredAt: string;
}

export interface RetentionCategory {
  id: string;
  name: string;
  description: string;
}

export interface RetentionRule {
  id: string;
  categoryId: string;
  retentionPeriod: number;
  retentionUnit: 'Days' | 'Hours';
  trigger: 'MemberLeaving' | 'SchemeWindUp' | 'LastActivity';
  action: 'Delete' | 'Anonymise';
}

export interface RetentionPolicy {
  id: string;
  companyId: string;
  productId: string;
  name: string;
  status: 'Draft' | 'Active' | 'ApprovalPending';
  currentVersionId: string;
  createdAt: string;
  updatedAt: string;
}

export interface RetentionPolicyVersion {
  id: string;
  policyId: string;
  versionNumber: number;
  reviewStatus: 'Draft' | 'Approved' | 'Rejected' | 'ApprovalPending';
  rules: RetentionRule[];
  createdBy: string;
  createdAt: string;
}

export interface RetentionAudit {
  id: string;
  companyId: string;
  policyId: string;
  policyName: string;
  action: 'Create' | 'Update';
  details: string;
  changedBy: string;
  occurredAt: string;
}

export interface AccessRequest {
  id: string;
  companyId: string;
  requesterId: string;
  productId: string;
  schemeIds: string[];
  reason: string;
  durationValue: number;
  durationUnit: 'Hours' | 'Days';
  status: 'Pending' | 'Active' | 'Expired' | 'Rejected' | 'Revoked';
  approvalStatus: 'Pending' | 'Approved' | 'Rejected' | 'Revoked';
  decidedBy: string | null;
  requestedAt: string;
  expiresAt: string | null;
}

export interface ApiConnection {
  id: string;
  companyId: string;
  name: string;
  description: string;
  authScheme: 'Basic' | 'Bearer';
  clientId: string;
  /** Only a hash is kept: the secret is shown once, when rotated. */
  clientSecretHash: string;
  status: FeatureToggle;
  allowedIpAddresses: string[];
  productIds: string[];
  createdAt: string;
  lastUsedAt: string | null;
}

export interface ThirdPartyIntegration {
  id: string;
  name: string;
  provider: string;
  companyId: string | null;
  environment: { name: 'Production' | 'Test'; baseUrl: string; authScheme: 'Basic' | 'Bearer' };
  status: FeatureToggle;
  createdAt: string;
}

export interface EmailConfiguration {
  id: string;
  companyId: string;
  name: string;
  senderAddress: string;
  replyToAddress: string;
  channel: 'Main' | 'NonUK' | 'SMS' | 'Welsh' | 'WhatsApp';
  variant: 'Default' | 'Alternative';
  status: 'Draft' | 'Active' | 'ApprovalPending';
  createdAt: string;
}

export interface DataPublishConfiguration {
  id: string;
  status: FeatureToggle;
  limitType: 'TimeFrame' | 'Files';
  limitValue: number;
  durationUnit: 'Hours' | 'Days';
  notifyEmail: string;
  lastJob: { id: string; status: 'InProgress' | 'Succeed' | 'Failed'; startedAt: string; finishedAt: string | null } | null;
  updatedAt: string;
}

/** Binary uploads (company and product logos), served back from the sandbox. */
export interface StoredFile {
  id: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  base64: string;
}

export type UploadStatus = 'InProgress' | 'Uploaded' | 'Completed' | 'Failed';
export type RecordOutcome = 'Created' | 'NotCreated' | 'Updated' | 'PartiallyCreated';

/** One data line of a bulk-onboarding CSV and what became of it. */
export interface OnboardingRow {
  line: number;
  entityType: 'Scheme' | 'Employer' | null;
  name: string;
  outcome: RecordOutcome;
  entityId: string | null;
  messages: string[];
}

export interface OnboardingFile {
  id: string;
  companyId: string;
  fileName: string;
  status: UploadStatus;
  message: string | null;
  uploadedBy: string;
  uploadedAt: string;
  completedAt: string | null;
  totals: Record<RecordOutcome, number>;
  rows: OnboardingRow[];
}

/** The console's general settings (docs/decisions.md): some may be overridden for one company. */
export type SettingKey = 'supportEmail' | 'supportPhone' | 'maintenanceNotice';

export interface PlatformSetting {
  /** `{key}` for the default, `{key}:{companyId}` for a company's override. */
  id: string;
  key: SettingKey;
  scope: 'Default' | 'Company';
  companyId: string | null;
  value: string;
}

/** Spec 3.2's entity types, and the other records administrators change: what the console's audit trail covers. */
export type AuditEntityType =
  'Company' | 'Scheme' | 'Employer' | 'StrategicPartner' | 'User' | 'Section' | 'Tenant' | 'Product' | 'ApiIntegration' | 'Setting';

export interface AuditChange {
  field: string;
  before: string | null;
  after: string | null;
}

export interface AuditEntry {
  id: string;
  occurredAt: string;
  userId: string;
  userEmail: string;
  entityType: AuditEntityType;
  entityId: string;
  entityName: string;
  action: 'Create' | 'Update' | 'Delete';
  changes: AuditChange[];
}

export interface Store {
  tenants: Tenant[];
  companies: Company[];
  products: Product[];
  companyProducts: CompanyProduct[];
  productRoles: ProductRole[];
  schemes: Scheme[];
  sections: Section[];
  strategicPartners: StrategicPartner[];
  employers: Employer[];
  users: User[];
  permissions: Permission[];
  authEvents: AuthEvent[];
  sessions: Session[];
  invitations: Invitation[];
  resetCodes: ResetCode[];
  outbox: Email[];
  defaultSchemeAccessAudits: DefaultSchemeAccessAudit[];
  retentionCategories: RetentionCategory[];
  retentionPolicies: RetentionPolicy[];
  retentionVersions: RetentionPolicyVersion[];
  retentionAudits: RetentionAudit[];
  accessRequests: AccessRequest[];
  apiConnections: ApiConnection[];
  thirdPartyIntegrations: ThirdPartyIntegration[];
  emailConfigurations: EmailConfiguration[];
  dataPublishConfiguration: DataPublishConfiguration;
  onboardingFiles: OnboardingFile[];
  auditTrail: AuditEntry[];
  settings: PlatformSetting[];
  files: StoredFile[];
  /** Ids of single-use challenge sessions (MFA setup, new password) already spent. */
  spentChallenges: string[];
  /** Throttling counters by key (`scope:account:email`, `scope:address:ip`). */
  throttle: Record<string, ThrottleEntry>;
  /** The last TOTP time step accepted, by user id: a step is accepted once. */
  totpSteps: Record<string, number>;
  /** Monotonic counter for ids created at run time. */
  nextId: number;
}
