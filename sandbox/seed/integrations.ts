import type {
  AccessRequest,
  ApiConnection,
  Company,
  CompanyProduct,
  DataPublishConfiguration,
  EmailConfiguration,
  Scheme,
  ThirdPartyIntegration,
  User,
} from '../types';
import { createRandom, daysBefore, pad } from './random';

const STATUSES: Array<[AccessRequest['status'], AccessRequest['approvalStatus']]> = [
  ['Pending', 'Pending'],
  ['Active', 'Approved'],
  ['Expired', 'Approved'],
  ['Rejected', 'Rejected'],
  ['Revoked', 'Revoked'],
  ['Active', 'Approved'],
];
const REASONS = [
  'Investigating a member complaint about a transfer value.',
  'Year-end contribution reconciliation.',
  'Preparing data for the triennial valuation.',
  'Checking a death benefit nomination.',
  'GMP equalisation data cleanse.',
];

export const seedAccessRequests = (users: User[], companyProducts: CompanyProduct[], schemes: Scheme[]): AccessRequest[] => {
  const requesters = users.filter(
    (u) => (u.role === 'SuperAdmin' || u.role === 'Support' || u.role === 'ClientPortal_Analyst') && u.status === 'Active',
  );
  const companyIds = ['cmp-01', 'cmp-02', 'cmp-03', 'cmp-04', 'cmp-06', 'cmp-07'];
  return Array.from({ length: 18 }, (_, i) => {
    const companyId = companyIds[i % companyIds.length]!;
    const [status, approvalStatus] = STATUSES[i % STATUSES.length]!;
    // Grants still running are dated from the day the sandbox starts, so they are Active whenever it is run; the
    // rest are history, dated from the fixed seed day.
    const requestedAt =
      status === 'Active' || status === 'Pending' ? new Date(Date.now() - (i + 1) * 3_600_000).toISOString() : daysBefore(60 - i * 3);
    const durationUnit = i % 3 === 0 ? 'Hours' : 'Days';
    const durationValue = durationUnit === 'Hours' ? 8 : 1 + (i % 14);
    return {
      id: `acr-${pad(i + 1, 3)}`,
      companyId,
      requesterId: requesters[i % requesters.length]!.id,
      productId: companyProducts.find((cp) => cp.companyId === companyId)!.productId,
      schemeIds: schemes
        .filter((s) => s.companyId === companyId)
        .slice(0, 1 + (i % 2))
        .map((s) => s.id),
      reason: REASONS[i % REASONS.length]!,
      durationValue,
      durationUnit,
      status,
      approvalStatus,
      decidedBy: approvalStatus === 'Pending' ? null : 'clientadmin@portico.test',
      requestedAt,
      expiresAt:
        status === 'Pending' || status === 'Rejected'
          ? null
          : new Date(Date.parse(requestedAt) + durationValue * (durationUnit === 'Hours' ? 3_600_000 : 86_400_000)).toISOString(),
    };
  });
};

export const seedApiConnections = (companies: Company[], companyProducts: CompanyProduct[]): ApiConnection[] => {
  const random = createRandom(4242);
  return companies.slice(0, 10).map((company, i) => ({
    id: `api-${pad(i + 1, 3)}`,
    companyId: company.id,
    name: `${company.name.replace(/\s+(Ltd|plc)$/, '')} payroll feed`,
    description:
      i % 2 === 0 ? 'Monthly payroll and contribution file from the HR system.' : 'Member data sync from the employer HR platform.',
    authScheme: i % 3 === 0 ? 'Basic' : 'Bearer',
    clientId: `pc_${random.letters(4).toLowerCase()}${random.digits(8)}`,
    // Seeded secrets are unknown to anyone: rotate them through the credentials endpoint to obtain one.
    clientSecretHash: `sha256$${random.digits(32)}`,
    status: i % 4 === 3 ? 'Disabled' : 'Enabled',
    allowedIpAddresses: i % 2 === 0 ? [`81.2.${60 + i}.10`, '2001:db8:85a3::8a2e:370:7334'] : [`212.58.${200 + i}.4`],
    productIds: companyProducts
      .filter((cp) => cp.companyId === company.id)
      .slice(0, 2)
      .map((cp) => cp.productId),
    createdAt: daysBefore(150 - i * 7),
    lastUsedAt: i % 4 === 3 ? null : daysBefore(i % 5, 2),
  }));
};

export const seedThirdPartyIntegrations = (): ThirdPartyIntegration[] => [
  {
    id: 'tpi-001',
    name: 'HMRC Relief at Source',
    provider: 'HM Revenue & Customs',
    companyId: null,
    environment: { name: 'Production', baseUrl: 'https://api.service.hmrc.gov.uk', authScheme: 'Bearer' },
    status: 'Enabled',
    createdAt: daysBefore(300),
  },
  {
    id: 'tpi-002',
    name: 'Pensions Dashboards connection',
    provider: 'Pensions Dashboards Programme',
    companyId: null,
    environment: { name: 'Test', baseUrl: 'https://sandbox.dashboards.example.org', authScheme: 'Bearer' },
    status: 'Enabled',
    createdAt: daysBefore(120),
  },
  {
    id: 'tpi-003',
    name: 'Tracing service',
    provider: 'Experian',
    companyId: 'cmp-01',
    environment: { name: 'Production', baseUrl: 'https://tracing.example.co.uk', authScheme: 'Basic' },
    status: 'Enabled',
    createdAt: daysBefore(90),
  },
  {
    id: 'tpi-004',
    name: 'Annuity broking',
    provider: 'Retirement Line',
    companyId: 'cmp-03',
    environment: { name: 'Test', baseUrl: 'https://annuities.example.co.uk', authScheme: 'Basic' },
    status: 'Disabled',
    createdAt: daysBefore(45),
  },
];

export const seedEmailConfigurations = (companies: Company[]): EmailConfiguration[] => {
  const channels: EmailConfiguration['channel'][] = ['Main', 'Welsh', 'NonUK', 'SMS', 'WhatsApp'];
  return companies.slice(0, 8).flatMap((company, i) =>
    channels.slice(0, 1 + (i % 3)).map((channel, k) => ({
      id: `eml-${company.id}-${k + 1}`,
      companyId: company.id,
      name: `${channel} member communications`,
      senderAddress: `pensions@${company.adminContact.email.split('@')[1]}`,
      replyToAddress: `pensions-replies@${company.adminContact.email.split('@')[1]}`,
      channel,
      variant: k === 0 ? 'Default' : 'Alternative',
      status: k === 0 ? 'Active' : k === 1 ? 'Draft' : 'ApprovalPending',
      createdAt: daysBefore(100 - i * 4 - k),
    })),
  );
};

export const seedDataPublishConfiguration = (): DataPublishConfiguration => ({
  id: 'default',
  status: 'Enabled',
  limitType: 'TimeFrame',
  limitValue: 24,
  durationUnit: 'Hours',
  notifyEmail: 'data-publishing@portico.test',
  lastJob: { id: 'job-0192', status: 'Succeed', startedAt: daysBefore(1, 3), finishedAt: daysBefore(1, 2) },
  updatedAt: daysBefore(20),
});
