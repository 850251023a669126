/** The policy-version calls of spec section 7 (Data retention), with the shapes contract/gateway/retention.yaml gives them. */
import { useQuery } from '@tanstack/react-query';
import { request } from '../../providers/http';

export interface RetentionRule {
  id?: string;
  categoryId: string;
  categoryName?: string | null;
  retentionPeriod: number;
  retentionUnit: 'Days' | 'Hours';
  trigger: 'MemberLeaving' | 'SchemeWindUp' | 'LastActivity';
  action: 'Delete' | 'Anonymise';
}

export interface PolicyVersionSummary {
  id: string;
  policyId: string;
  versionNumber: number;
  reviewStatus: string;
  ruleCount: number;
  createdBy: string;
  createdAt: string;
}

export interface PolicyVersionDetail {
  policyId: string;
  policyVersionId: string;
  companyId: string;
  productId: string;
  productName: string | null;
  name: string;
  status: string;
  currentVersionId: string;
  versionNumber: number;
  reviewStatus: string;
  rules: RetentionRule[];
  createdBy: string;
  createdAt: string;
  versions?: PolicyVersionSummary[];
}

export interface RetentionCategory {
  id: string;
  name: string;
  description: string;
}

const enc = encodeURIComponent;

export const usePolicyVersion = (companyId: string, policyId: string, versionId: string) =>
  useQuery({
    queryKey: ['portico', 'retention', 'version', companyId, policyId, versionId],
    queryFn: async ({ signal }) =>
      (
        await request<PolicyVersionDetail>(
          'gateway',
          `/api/v1/data-retention/${enc(policyId)}/versions/${enc(versionId)}/company/${enc(companyId)}/view`,
          { signal },
        )
      ).json,
  });

/** The newest version is the current one: every change of rules makes a new current version. */
export const fetchCurrentVersionId = async (companyId: string, policyId: string, signal?: AbortSignal) => {
  const { json } = await request<{ items: PolicyVersionSummary[] }>('gateway', '/api/v1/data-retention/search/versions', {
    query: { companyId, policyId, page: 1, perPage: 1 },
    signal,
  });
  return json?.items[0]?.id;
};

export const useCategories = () =>
  useQuery({
    queryKey: ['portico', 'retention', 'categories'],
    queryFn: async ({ signal }) =>
      (await request<RetentionCategory[]>('gateway', '/api/v1/data-retention/categories', { signal })).json ?? [],
    staleTime: 5 * 60_000,
  });

/** Whether another policy of the company has this name (`policyId`: the policy being renamed, which may keep it). */
export const nameExists = async (companyId: string, name: string, policyId?: string) =>
  (await request<{ exists: boolean }>('gateway', '/api/v1/data-retention/check-if-name-exists', { query: { companyId, name, policyId } }))
    .json?.exists ?? false;

export const createPolicy = async (body: {
  companyId: string;
  productId: string;
  name: string;
  rules: Omit<RetentionRule, 'id' | 'categoryName'>[];
}) => (await request<PolicyVersionDetail>('gateway', '/api/v1/data-retention', { method: 'POST', json: body })).json;

export const renamePolicy = async (body: { companyId: string; policyId: string; name: string }) =>
  (await request<PolicyVersionDetail>('gateway', '/api/v1/data-retention/update-name', { method: 'PATCH', json: body })).json;

/** New rules make a new current version: awaiting approval, or a draft. */
export const updateRules = async (body: {
  companyId: string;
  policyId: string;
  rules: Omit<RetentionRule, 'id' | 'categoryName'>[];
  draft: boolean;
}) => (await request<PolicyVersionDetail>('gateway', '/api/v1/data-retention/update-rules', { method: 'PATCH', json: body })).json;

/** Every cached read of retention policies (versions, current version, available products). */
export const RETENTION_QUERY_KEY = ['portico', 'retention'] as const;
