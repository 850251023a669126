import type {
  AuthEvent,
  Company,
  CompanyProduct,
  DefaultSchemeAccessAudit,
  Employer,
  FeatureToggle,
  Permission,
  ProductRole,
  Scheme,
  User,
} from '../types';
import { hasSeededProducts } from './companies';
import { PRODUCT } from './products';
import { createRandom, daysBefore, pad } from './random';

/** Which modules each company has bought: every company has the core three, the rest vary. */
export const seedCompanyProducts = (companies: Company[], schemes: Scheme[]): CompanyProduct[] =>
  companies.flatMap((company, i) => {
    if (!hasSeededProducts(company)) return [];
    const productIds: string[] = [PRODUCT.memberPortal, PRODUCT.employerHub, PRODUCT.dataUploader];
    if (i % 2 === 0) productIds.push(PRODUCT.webReporting);
    if (i % 3 === 0) productIds.push(PRODUCT.dashboards);
    if (i % 4 === 1) productIds.push(PRODUCT.trusteeAcademy);
    if (i % 3 === 1) productIds.push(PRODUCT.retirementModeller);
    if (i % 5 === 0) productIds.push(PRODUCT.caseManager);
    if (i === 0) productIds.push(PRODUCT.payrollBridge);
    const schemeIds = schemes.filter((s) => s.companyId === company.id).map((s) => s.id);
    return productIds.map((productId) => ({ companyId: company.id, productId, schemeIds }));
  });

// Named accounts get hand-picked access so the dashboard shows a known mix of tiles and demo offers.
const NAMED_ACCESS: Record<string, Record<string, string[]>> = {
  'usr-clientadmin': {
    'cmp-01': [PRODUCT.memberPortal, PRODUCT.employerHub, PRODUCT.dataUploader, PRODUCT.payrollBridge],
    'cmp-02': [PRODUCT.memberPortal, PRODUCT.trusteeAcademy],
  },
  'usr-analyst': {
    'cmp-01': [PRODUCT.memberPortal, PRODUCT.webReporting, PRODUCT.caseManager],
    'cmp-03': [PRODUCT.employerHub],
    'cmp-04': [PRODUCT.memberPortal, PRODUCT.employerHub, PRODUCT.dashboards],
  },
  'usr-viewer': {},
  'usr-sftp': {},
  'usr-manager': { 'cmp-02': [PRODUCT.memberPortal, PRODUCT.employerHub, PRODUCT.retirementModeller] },
  'usr-mfa': { 'cmp-06': [PRODUCT.memberPortal], 'cmp-07': [PRODUCT.employerHub, PRODUCT.caseManager] },
  'usr-mfa-setup': { 'cmp-03': [PRODUCT.memberPortal] },
  'usr-invited': { 'cmp-02': [PRODUCT.memberPortal] },
  'usr-outsider': { 'cmp-24': [PRODUCT.memberPortal, PRODUCT.employerHub] },
  'usr-newjoiner': { 'cmp-01': [PRODUCT.memberPortal] },
};

export const seedPermissions = (
  users: User[],
  companyProducts: CompanyProduct[],
  schemes: Scheme[],
  employers: Employer[],
  productRoles: ProductRole[],
): Permission[] => {
  const out: Permission[] = [];
  const firstRole = (productId: string) => productRoles.find((r) => r.productId === productId)?.roleName ?? 'Viewer';
  const add = (user: User, companyId: string, productId: string, allSchemes: boolean) => {
    const companySchemes = schemes.filter((s) => s.companyId === companyId);
    const schemeIds = (allSchemes ? companySchemes : companySchemes.slice(0, 1)).map((s) => s.id);
    out.push({
      id: `perm-${pad(out.length + 1, 4)}`,
      userId: user.id,
      companyId,
      productId,
      productRoleName: firstRole(productId),
      schemeIds,
      employerIds: employers.filter((e) => schemeIds.includes(e.schemeId)).map((e) => e.id),
    });
  };
  for (const user of users) {
    if (user.role === 'SuperAdmin' || user.role === 'Support' || user.role === 'ClientPortal_SftpOnly') continue;
    const named = NAMED_ACCESS[user.id];
    if (named) {
      for (const [companyId, productIds] of Object.entries(named)) {
        productIds.forEach((productId) => add(user, companyId, productId, user.role === 'ClientPortal_ClientAdmin'));
      }
      continue;
    }
    for (const companyId of user.companyIds) {
      const bought = companyProducts.filter((cp) => cp.companyId === companyId).map((cp) => cp.productId);
      const take = user.role === 'ClientPortal_ClientAdmin' ? bought : bought.slice(0, 2);
      take.forEach((productId) => add(user, companyId, productId, user.role === 'ClientPortal_ClientAdmin'));
    }
  }
  return out;
};

const AGENTS = [
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36',
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_6) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
];

export const seedAuthEvents = (users: User[]): AuthEvent[] => {
  const random = createRandom(1707);
  const out: AuthEvent[] = [];
  users.forEach((user, u) => {
    if (!user.passwordHash) return;
    const count = 3 + (u % 6);
    for (let k = 0; k < count; k++) {
      const failed = k % 5 === 3;
      out.push({
        id: `aev-${pad(out.length + 1, 5)}`,
        userId: user.id,
        type: failed ? 'SignIn' : k % 4 === 2 ? 'SignOut' : k === count - 1 && user.mfaSecret ? 'MfaSetup' : 'SignIn',
        occurredAt: daysBefore(k * 3 + (u % 4), (k * 5) % 24),
        ipAddress: `${random.pick(['81.2', '86.140', '92.40', '151.224', '212.58'])}.${random.int(1, 254)}.${random.int(1, 254)}`,
        userAgent: random.pick(AGENTS),
        outcome: failed ? 'Failure' : 'Success',
      });
    }
  });
  return out;
};

const opposite = (value: FeatureToggle): FeatureToggle => (value === 'Enabled' ? 'Disabled' : 'Enabled');
const CHANGERS = ['superadmin@portico.test', 'support@portico.test'];

/**
 * Default scheme access as onboarding leaves it: the company default was switched a few times (the first
 * companies more often, so their audit spans pages), and about a third of each company's users have a setting of
 * their own — some the opposite of the default, some pinned to the same value. Sets those per-user settings on the
 * companies and answers the audit trail that explains them, dated so the current values are the latest events.
 */
export const seedDefaultSchemeAccess = (companies: Company[], users: User[]): DefaultSchemeAccessAudit[] =>
  companies.flatMap((company, i) => {
    const events: DefaultSchemeAccessAudit[] = [];
    const add = (event: DefaultSchemeAccessAudit['event'], userId: string | null, changedBy: string, occurredAt: string) =>
      events.push({ id: `dsa-${company.id}-${pad(events.length + 1)}`, companyId: company.id, event, userId, changedBy, occurredAt });

    const toggles = i < 3 ? 9 - i * 2 : 1 + (i % 3);
    for (let k = 0; k < toggles; k++) {
      // Alternating, ending on the company's current value.
      const value = (toggles - 1 - k) % 2 === 0 ? company.defaultSchemeAccess : opposite(company.defaultSchemeAccess);
      add(value === 'Enabled' ? 'EnabledFeature' : 'DisabledFeature', null, CHANGERS[k % 2]!, daysBefore(300 - k * 20 - i, k % 7));
    }

    const members = users.filter((u) => u.companyIds.includes(company.id));
    members.forEach((member, j) => {
      if ((i + j) % 3 !== 1) return;
      const value = j % 2 === 0 ? company.defaultSchemeAccess : opposite(company.defaultSchemeAccess);
      company.userDefaultSchemeAccess[member.id] = value;
      add(
        value === 'Enabled' ? 'GrantedAccess' : 'RemovedAccess',
        member.id,
        CHANGERS[(i + j) % 2]!,
        daysBefore(80 - j * 9 - (i % 5), j + 1),
      );
    });
    return events;
  });
