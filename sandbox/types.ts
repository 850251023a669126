/**
 * Records kept by the sandbox store. Where a record is what a service answers, or that plus what the service keeps
 * to itself, it is derived from the wire types generated from the contract (providers/contract, `npm run
 * contract:types`), so a field changed in the contract breaks the sandbox's compile instead of its answers.
 */
import type { components as GatewayContract } from '../providers/contract/gateway';
import type { components as IdentityContract } from '../providers/contract/identity';
import type { components as PortalContract } from '../providers/contract/portal';

/** The three services' wire shapes, for the handlers' presenters: what they answer is checked where it is built. */
export type Portal = PortalContract['schemas'];
export type Gateway = GatewayContract['schemas'];
export type Identity = IdentityContract['schemas'];

export type SetupCompleteness = Portal['SetupCompleteness'];
export type DataGatewayRoleName = Portal['DataGatewayRoleName'];
export type RoleName = Portal['RoleName'];
export type UserStatus = Portal['UserStatus'];
export type PensionSchemeType = Portal['PensionSchemeType'];
export type FeatureToggle = Portal['FeatureToggle'];
/** Spec 3.2 "Contact method" and "Direct debit". */
export type ContactMethod = Portal['ContactMethod'];
export type DirectDebit = Portal['DirectDebit'];

export type Tenant = Portal['Tenant'];
export type AdministratorPhone = Portal['AdministratorPhone'];

/** The wire's scheme and module counts, and the availability they make, are computed on every answer (handlers/companies.ts), not kept. */
export type Company = Omit<Portal['Company'], 'schemeCount' | 'moduleCount' | 'availability'> & {
  /** Whether users added to the company get every scheme of their products without a per-scheme grant. */
  defaultSchemeAccess: FeatureToggle;
  /** Per-user exceptions to the company's default scheme access. Not part of the company's wire shape. */
  userDefaultSchemeAccess: Record<string, FeatureToggle>;
};

/** `retiring`: [designed] companies that have it keep it; no company is given it anew (docs/decisions.md). */
export type Product = Portal['Product'];

/** A module assigned to a company, with the schemes it covers there. */
export type CompanyProduct = Portal['CompanyProductAssignment'];

export type ProductRole = Portal['ProductRole'];
export type Scheme = Portal['Scheme'];
export type Section = Portal['Section'];
export type StrategicPartner = Portal['StrategicPartner'];
export type Employer = Portal['Employer'];

/**
 * Not the wire's PortalUser: the service keeps the role names, tenant ids, secrets and key that the wire shows as
 * `clientPortalRole`, `tenants`, `mfaEnabled` and `userSshKey` (handlers/users.ts presents them).
 */
export type User = Pick<
  Portal['PortalUser'],
  'id' | 'email' | 'firstName' | 'lastName' | 'phone' | 'status' | 'companyIds' | 'createdAt' | 'lastLoginAt'
> & {
  role: RoleName;
  /**
   * The data-gateway role held beside `role` (spec 6), carried in the identity user's roles attribute. Absent: the
   * one matching `role` (DataGateway_Analyst for ClientPortal_Analyst); null: none (the data gateway refuses them).
   */
  dataGatewayRole?: DataGatewayRoleName | null;
  tenantIds: string[];
  /** `pbkdf2$iterations$salt$hash`, or SEEDED_PASSWORD for the demo password (hashed lazily once per process). */
  passwordHash: string | null;
  /** Set by an administrator: the next login must choose a new password. */
  temporaryPassword: boolean;
  mfaSecret: string | null;
  /** Login answers MFA_SETUP until the user enrols (set by an MFA reset; the MFA policy may require it too). */
  mfaRequired: boolean;
  sshPublicKey: string | null;
};

/** A key offered to one MFA-setup session (`setupId`, the session's jti); only that session may enrol it. */
export interface PendingMfaKey {
  setupId: string;
  userId: string;
  secret: string;
  offeredAt: number;
}

/** A user's access to one module for one company: the spec's "user access entry", with its scope. */
export type Permission = Portal['Permission'];

/** The wire lists one user's events under the user's path, so it leaves out whose they are. */
export type AuthEvent = Portal['AuthEvent'] & { userId: string };

/** Internal (no wire shape): one sign-in; its refresh token rotates on every use, the spent ones kept to detect reuse. */
export interface Session {
  id: string;
  userId: string;
  refreshToken: string;
  spentRefreshTokens: string[];
  refreshExpiresAt: number;
  revoked: boolean;
  /** What the user's own list of sessions shows (GET /users/current/sessions). Epoch ms. */
  signedInAt: number;
  /** Tokens last issued: the sign-in or the latest refresh. The least recently used goes first past the limit. */
  lastUsedAt: number;
  ipAddress: string;
  userAgent: string;
}

/** Internal (no wire shape): failed credential attempts under one throttling key (sandbox/throttle.ts). Epoch ms. */
export interface ThrottleEntry {
  failures: number;
  lastFailureAt: number;
  lockedUntil: number;
}

/** Internal (no wire shape): the token an invitation email carries, redeemed by POST /users/email-confirm. */
export interface Invitation {
  email: string;
  token: string;
  expiresAt: number;
  usedAt: number | null;
}

/** Internal (no wire shape): the code a password-reset email carries. */
export interface ResetCode {
  email: string;
  code: string;
  expiresAt: number;
  usedAt: number | null;
  failedAttempts: number;
}

/** Internal (read by tests through the sandbox's own routes, not a service's contract): a sent email. */
export interface Email {
  to: string;
  subject: string;
  text: string;
  sentAt: string;
}

/** The wire adds the affected user's name and email, looked up on every answer. */
export type DefaultSchemeAccessAudit = Omit<Portal['DefaultSchemeAccessAuditEntry'], 'userName' | 'userEmail'>;

export type RetentionCategory = Gateway['RetentionCategory'];
export type RetentionRule = Gateway['RetentionRule'];

/** The wire's summary adds the product's name and the current version's number and review status, looked up. */
export type RetentionPolicy = Omit<Gateway['RetentionPolicySummary'], 'productName' | 'versionNumber' | 'reviewStatus'>;

/** The wire's summary counts the rules the store keeps. */
export type RetentionPolicyVersion = Omit<Gateway['RetentionPolicyVersionSummary'], 'ruleCount'> & { rules: RetentionRule[] };

export type RetentionAudit = Gateway['RetentionAudit'];

/** The wire adds the names of the company, the product and the requester, looked up on every answer. */
export type AccessRequest = Omit<Gateway['AccessRequest'], 'companyName' | 'productName' | 'requesterName' | 'requesterEmail'>;

/** The wire says only whether a secret is set (`hasSecret`); the secret itself is shown once, when rotated. */
export type ApiConnection = Omit<Gateway['ApiConnection'], 'hasSecret'> & { clientSecretHash: string };

export type ThirdPartyIntegration = Gateway['ThirdPartyIntegration'];
export type EmailConfiguration = Gateway['EmailConfiguration'];
export type DataPublishConfiguration = Gateway['DataPublishConfiguration'];

/** Internal (served back as bytes, not JSON): binary uploads, company and product logos. */
export interface StoredFile {
  id: string;
  contentType: 'image/png' | 'image/jpeg' | 'image/webp';
  base64: string;
}

export type RecordOutcome = Portal['RecordOutcome'];
export type ProcessingResult = Portal['ProcessingResult'];

/** One data line of a bulk-onboarding CSV and what became of it. */
export type OnboardingRow = Portal['OnboardingRow'];
export type OnboardingFile = Portal['OnboardingFile'];

/** The console's general settings (docs/decisions.md): some may be overridden for one company. */
export type SettingKey = Portal['SettingKey'];

/** `id`: `{key}` for the default, `{key}:{companyId}` for a company's override. */
export type PlatformSetting = Portal['Setting'];

/** Spec 3.2's entity types, and the other records administrators change: what the console's audit trail covers. */
export type AuditEntityType = Portal['AuditEntityType'];
export type AuditChange = Portal['AuditChange'];
export type AuditEntry = Portal['AuditEntry'];

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
  /** Keys offered by /2FA-auth/authenticator, one per MFA-setup session, each waiting for its first code. */
  pendingMfaKeys: PendingMfaKey[];
  /** Throttling counters by key (`scope:account:email`, `scope:address:ip`). */
  throttle: Record<string, ThrottleEntry>;
  /** The last TOTP time step accepted, by user id: a step is accepted once. */
  totpSteps: Record<string, number>;
  /** Monotonic counter for ids created at run time. */
  nextId: number;
}
