import type {
  Company,
  CompanyProduct,
  RetentionAudit,
  RetentionCategory,
  RetentionPolicy,
  RetentionPolicyVersion,
  RetentionRule,
} from '../types';
import { daysBefore } from './random';

export const seedRetentionCategories = (): RetentionCategory[] => [
  { id: 'cat-member-personal', name: 'Member personal data', description: 'Names, addresses, dates of birth, National Insurance numbers.' },
  { id: 'cat-contributions', name: 'Contribution records', description: 'Employer and member contribution history.' },
  { id: 'cat-payments', name: 'Benefit payments', description: 'Pension payroll, lump sums and transfers out.' },
  { id: 'cat-correspondence', name: 'Correspondence', description: 'Letters, emails and call notes with members.' },
  { id: 'cat-scheme-documents', name: 'Scheme documents', description: 'Trust deeds, rules, valuations and trustee minutes.' },
  { id: 'cat-audit-logs', name: 'Audit logs', description: 'System access and change logs.' },
];

const POLICY_NAMES = ['Standard member data retention', 'Leavers and deferred members', 'Correspondence clean-up'];

const rulesFor = (policyIndex: number, versionNumber: number): RetentionRule[] => {
  const base: RetentionRule[] = [
    {
      id: '',
      categoryId: 'cat-member-personal',
      retentionPeriod: 2190 + versionNumber * 365,
      retentionUnit: 'Days',
      trigger: 'MemberLeaving',
      action: 'Anonymise',
    },
    { id: '', categoryId: 'cat-correspondence', retentionPeriod: 730, retentionUnit: 'Days', trigger: 'LastActivity', action: 'Delete' },
    { id: '', categoryId: 'cat-audit-logs', retentionPeriod: 8760, retentionUnit: 'Hours', trigger: 'LastActivity', action: 'Delete' },
  ];
  return base.slice(0, 1 + ((policyIndex + versionNumber) % 3));
};

export interface RetentionSeed {
  policies: RetentionPolicy[];
  versions: RetentionPolicyVersion[];
  audits: RetentionAudit[];
}

export const seedRetention = (companies: Company[], companyProducts: CompanyProduct[]): RetentionSeed => {
  const out: RetentionSeed = { policies: [], versions: [], audits: [] };
  companies.slice(0, 12).forEach((company, c) => {
    const productIds = companyProducts.filter((cp) => cp.companyId === company.id).map((cp) => cp.productId);
    const policyCount = 1 + (c % 3);
    for (let p = 0; p < policyCount; p++) {
      const policyId = `pol-${company.id}-${p + 1}`;
      const versionCount = 1 + ((c + p) % 3);
      for (let v = 1; v <= versionCount; v++) {
        const latest = v === versionCount;
        out.versions.push({
          id: `${policyId}-v${v}`,
          policyId,
          versionNumber: v,
          reviewStatus: latest ? (p === 2 ? 'ApprovalPending' : p === 1 && c % 2 === 0 ? 'Draft' : 'Approved') : 'Approved',
          rules: rulesFor(p, v).map((r, k) => ({ ...r, id: `${policyId}-v${v}-r${k + 1}` })),
          createdBy: v === 1 ? 'superadmin@portico.test' : 'clientadmin@portico.test',
          createdAt: daysBefore(200 - c * 5 - v * 20),
        });
      }
      const latest = out.versions[out.versions.length - 1]!;
      out.policies.push({
        id: policyId,
        companyId: company.id,
        productId: productIds[p % productIds.length]!,
        name: POLICY_NAMES[p]!,
        status: latest.reviewStatus === 'Approved' ? 'Active' : latest.reviewStatus === 'ApprovalPending' ? 'ApprovalPending' : 'Draft',
        currentVersionId: latest.id,
        createdAt: daysBefore(200 - c * 5 - 20),
        updatedAt: latest.createdAt,
      });
      out.audits.push({
        id: `rau-${policyId}-1`,
        companyId: company.id,
        policyId,
        policyName: POLICY_NAMES[p]!,
        action: 'Create',
        details: 'Policy created with version 1.',
        changedBy: 'superadmin@portico.test',
        occurredAt: daysBefore(200 - c * 5 - 20),
      });
      if (versionCount > 1) {
        out.audits.push({
          id: `rau-${policyId}-2`,
          companyId: company.id,
          policyId,
          policyName: POLICY_NAMES[p]!,
          action: 'Update',
          details: `Rules updated: version ${versionCount} created.`,
          changedBy: 'clientadmin@portico.test',
          occurredAt: latest.createdAt,
        });
      }
    }
  });
  return out;
};
