import type { Product, ProductRole } from '../types';

export const PRODUCT = {
  memberPortal: 'prd-member-portal',
  employerHub: 'prd-employer-hub',
  dataUploader: 'prd-data-uploader',
  webReporting: 'prd-web-reporting',
  dashboards: 'prd-scheme-dashboards',
  trusteeAcademy: 'prd-trustee-academy',
  retirementModeller: 'prd-retirement-modeller',
  caseManager: 'prd-case-manager',
  payrollBridge: 'prd-payroll-bridge',
} as const;

export const seedProducts = (): Product[] => [
  {
    id: PRODUCT.memberPortal,
    name: 'Member Portal',
    domainPrefix: 'members',
    url: null,
    description: 'Self-service for scheme members: benefit statements, nominations, address changes and retirement quotes.',
    logoUrl: '/modules/member-portal.svg',
    demoAvailable: true,
    retiring: false,
  },
  {
    id: PRODUCT.employerHub,
    name: 'Employer Hub',
    domainPrefix: 'employers',
    url: null,
    description: 'Contribution schedules, joiner and leaver notifications and payment reconciliation for participating employers.',
    logoUrl: '/modules/employer-hub.svg',
    demoAvailable: true,
    retiring: false,
  },
  {
    id: PRODUCT.dataUploader,
    name: 'Data Uploader',
    domainPrefix: 'datauploader',
    url: null,
    description: 'Secure bulk upload of member and payroll data files.',
    logoUrl: '/modules/data-uploader.svg',
    demoAvailable: false,
    retiring: false,
  },
  {
    id: PRODUCT.webReporting,
    name: 'Web Reporting',
    domainPrefix: 'webreporting',
    url: null,
    description: 'Scheduled trustee and regulatory reports.',
    logoUrl: '/modules/web-reporting.svg',
    demoAvailable: false,
    retiring: false,
  },
  {
    id: PRODUCT.dashboards,
    name: 'Scheme Dashboards',
    domainPrefix: 'dashboards',
    url: null,
    description: 'Funding level, membership movement and service-level dashboards.',
    logoUrl: '/modules/scheme-dashboards.svg',
    demoAvailable: true,
    retiring: false,
  },
  {
    id: PRODUCT.trusteeAcademy,
    name: 'Trustee Academy',
    domainPrefix: null,
    url: 'https://trustee-academy.example.com/portico',
    description: 'Training modules for trustees on the Pensions Regulator\u2019s General Code, TKU and scheme governance.',
    logoUrl: '/modules/trustee-academy.svg',
    demoAvailable: true,
    retiring: false,
  },
  {
    id: PRODUCT.retirementModeller,
    name: 'Retirement Modeller',
    domainPrefix: 'modeller',
    url: null,
    description: 'Projections of retirement income under DB, DC and hybrid benefit designs, with drawdown scenarios.',
    logoUrl: '/modules/retirement-modeller.svg',
    demoAvailable: true,
    retiring: false,
  },
  {
    id: PRODUCT.caseManager,
    name: 'Case Manager',
    domainPrefix: 'cases',
    url: null,
    description: 'Workflow for transfers, retirements and death cases with service-level tracking.',
    logoUrl: '/modules/case-manager.svg',
    demoAvailable: true,
    retiring: false,
  },
  {
    // No prefix and no url: the portal must drop modules without an address. Being retired: cmp-01 keeps it, no
    // company is given it anew.
    id: PRODUCT.payrollBridge,
    name: 'Payroll Bridge',
    domainPrefix: null,
    url: null,
    description: 'Legacy payroll interface, being retired.',
    logoUrl: null,
    demoAvailable: false,
    retiring: true,
  },
];

const ROLES_BY_PRODUCT: Record<string, string[]> = {
  [PRODUCT.memberPortal]: ['Viewer', 'Editor', 'Approver'],
  [PRODUCT.employerHub]: ['Viewer', 'Submitter', 'Approver'],
  [PRODUCT.dataUploader]: ['Uploader', 'Reviewer'],
  [PRODUCT.webReporting]: ['Viewer', 'Report Author'],
  [PRODUCT.dashboards]: ['Viewer'],
  [PRODUCT.trusteeAcademy]: ['Learner', 'Course Manager'],
  [PRODUCT.retirementModeller]: ['Viewer', 'Modeller'],
  [PRODUCT.caseManager]: ['Caseworker', 'Team Leader', 'Viewer'],
  [PRODUCT.payrollBridge]: ['Operator'],
};

export const seedProductRoles = (): ProductRole[] =>
  Object.entries(ROLES_BY_PRODUCT).flatMap(([productId, names]) =>
    names.map((roleName, i) => ({ id: `${productId}-role-${i + 1}`, productId, roleName })),
  );
