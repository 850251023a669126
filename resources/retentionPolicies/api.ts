/** The policy-version calls of spec section 7 (Data retention), with the shapes contract/gateway/retention.yaml gives them. */
import { useQuery } from '@tanstack/react-query';
import { request } from '../../providers/http';
import type { GatewayWire } from '../../providers/wire';

/**
 * A rule as the screens handle it: read (with its id, and its category's name in the `/view` answer) or being
 * written (neither yet).
 */
export type RetentionRule = GatewayWire['RetentionRuleInput'] & Partial<Pick<GatewayWire['RetentionRuleView'], 'id' | 'categoryName'>>;

export type PolicyVersionSummary = GatewayWire['RetentionPolicyVersionSummary'];

/** A policy at one version as `/view` answers it: rules with their categories' names, and every version of the policy. */
export type PolicyVersionDetail = GatewayWire['RetentionPolicyVersionView'];

export type RetentionCategory = GatewayWire['RetentionCategory'];

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
  const { json } = await request<GatewayWire['RetentionPolicyVersionPage']>('gateway', '/api/v1/data-retention/search/versions', {
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
  (
    await request<GatewayWire['RetentionPolicyNameCheck']>('gateway', '/api/v1/data-retention/check-if-name-exists', {
      query: { companyId, name, policyId },
    })
  ).json?.exists ?? false;

export const createPolicy = async (body: GatewayWire['RetentionPolicyInput']) =>
  (await request<GatewayWire['RetentionPolicyVersion']>('gateway', '/api/v1/data-retention', { method: 'POST', json: body })).json;

export const renamePolicy = async (body: GatewayWire['RetentionPolicyRename']) =>
  (await request<GatewayWire['RetentionPolicyVersion']>('gateway', '/api/v1/data-retention/update-name', { method: 'PATCH', json: body }))
    .json;

/** New rules make a new current version: awaiting approval, or a draft. */
export const updateRules = async (body: GatewayWire['RetentionPolicyRulesInput'] & { draft: boolean }) =>
  (await request<GatewayWire['RetentionPolicyVersion']>('gateway', '/api/v1/data-retention/update-rules', { method: 'PATCH', json: body }))
    .json;

/** Every cached read of retention policies (versions, current version, available products). */
export const RETENTION_QUERY_KEY = ['portico', 'retention'] as const;
