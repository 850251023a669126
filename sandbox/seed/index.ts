import type { Store } from '../types';
import { invitationEmail } from '../mail';
import { seedAuthEvents, seedCompanyProducts, seedDefaultSchemeAccess, seedPermissions } from './access';
import { seedCompanies } from './companies';
import {
  seedAccessRequests,
  seedApiConnections,
  seedDataPublishConfiguration,
  seedEmailConfigurations,
  seedThirdPartyIntegrations,
} from './integrations';
import { NEWJOINER_INVITATION_TOKEN, seedPeople } from './people';
import { PRODUCT, seedProductRoles, seedProducts } from './products';
import { seedRetention, seedRetentionCategories } from './retention';
import { seedSchemes } from './schemes';
import { TENANT_DEMO, seedTenants } from './tenants';
import { seedAuditTrail } from './audit';

/** Builds the whole seed. Called once per process; resets clone the result. */
export const buildSeed = (now = Date.now()): Store => {
  const tenants = seedTenants();
  const products = seedProducts();
  const allProductIds = products.map((p) => p.id);
  for (const tenant of tenants) {
    tenant.productIds =
      tenant.id === TENANT_DEMO ? allProductIds : [PRODUCT.memberPortal, PRODUCT.employerHub, PRODUCT.dataUploader, PRODUCT.caseManager];
  }
  const companies = seedCompanies();
  const schemeSeed = seedSchemes(companies);
  const productRoles = seedProductRoles();
  const companyProducts = seedCompanyProducts(companies, schemeSeed.schemes);
  const { users, invitations } = seedPeople(companies, now);
  const retention = seedRetention(companies, companyProducts);
  const newjoiner = users.find((u) => u.email === 'newjoiner@portico.test')!;
  const newjoinerInvitation = invitations.find((i) => i.token === NEWJOINER_INVITATION_TOKEN)!;
  // Sent by the SuperAdmin; the support address is the settings' default (mail.ts falls back to it).
  const invitedBy = users.find((u) => u.email === 'superadmin@portico.test')!;
  return {
    tenants,
    companies,
    products,
    companyProducts,
    productRoles,
    ...schemeSeed,
    users,
    permissions: seedPermissions(users, companyProducts, schemeSeed.schemes, schemeSeed.employers, productRoles),
    authEvents: seedAuthEvents(users),
    sessions: [],
    invitations,
    resetCodes: [],
    outbox: [invitationEmail({ companies, tenants, settings: [] }, newjoiner, invitedBy, newjoinerInvitation, new Date(now))],
    defaultSchemeAccessAudits: seedDefaultSchemeAccess(companies, users),
    retentionCategories: seedRetentionCategories(),
    retentionPolicies: retention.policies,
    retentionVersions: retention.versions,
    retentionAudits: retention.audits,
    accessRequests: seedAccessRequests(users, companyProducts, schemeSeed.schemes),
    apiConnections: seedApiConnections(companies, companyProducts),
    thirdPartyIntegrations: seedThirdPartyIntegrations(),
    emailConfigurations: seedEmailConfigurations(companies),
    dataPublishConfiguration: seedDataPublishConfiguration(),
    onboardingFiles: [],
    auditTrail: seedAuditTrail(companies, schemeSeed.schemes, users),
    settings: [
      { id: 'supportEmail', key: 'supportEmail', scope: 'Default', companyId: null, value: 'support@portico.test' },
      { id: 'supportPhone', key: 'supportPhone', scope: 'Default', companyId: null, value: '+44 2079460000' },
      { id: 'maintenanceNotice', key: 'maintenanceNotice', scope: 'Default', companyId: null, value: '' },
    ],
    files: [],
    spentChallenges: [],
    pendingMfaKeys: [],
    throttle: {},
    totpSteps: {},
    nextId: 1,
  };
};
