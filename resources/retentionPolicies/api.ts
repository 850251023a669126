/** The policy-version calls of spec section 7 (Data retention), with the shapes contract/gateway/retention.yaml gives them. */
import { queryOptions, useQuery } from '@tanstack/react-query';
import { request } from '../../providers/http';
import type { GatewayWire } from '../../providers/wire';

/**
 * A rule as the screens handle it: read (with its id, and its category's name in the `/view` answer) or being
 * written (neither yet).
 */
export type RetentionRule = GatewayWire['RetentionRuleInput'] & Partial<Pick<GatewayWire['RetentionRuleView'], 'id' | 'categoryName'>>;

/** A policy at one version as the service keeps it: rules by category id, the shape the edit screen sends back. */
export type PolicyVersion = GatewayWire['RetentionPolicyVersion'];

/** A policy at one version as `/view` answers it: rules with their categories' names, and every version of the policy. */
export type PolicyVersionDetail = GatewayWire['RetentionPolicyVersionView'];

export type RetentionCategory = GatewayWire['RetentionCategory'];

/** Every cached read of retention policies (versions, current version, available products). */
export const RETENTION_QUERY_KEY = ['portico', 'retention'] as const;

const enc = encodeURIComponent;

const versionPath = (companyId: string, policyId: string, versionId: string) =>
  `/api/v1/data-retention/${enc(policyId)}/versions/${enc(versionId)}/company/${enc(companyId)}`;

/** The version to read (`…/view`): what the view screen, the history and the versions list show. */
export const viewedVersion = (companyId: string, policyId: string, versionId: string) =>
  queryOptions({
    queryKey: [...RETENTION_QUERY_KEY, 'version', 'view', companyId, policyId, versionId],
    queryFn: async ({ signal }) =>
      (await request<PolicyVersionDetail>('gateway', `${versionPath(companyId, policyId, versionId)}/view`, { signal })).json,
  });

/**
 * The version to change (the plain call): the name and the rules as the service keeps them, which the edit screen's
 * forms start from and send back; the category names come from the categories list the form chooses from.
 */
export const editedVersion = (companyId: string, policyId: string, versionId: string) =>
  queryOptions({
    queryKey: [...RETENTION_QUERY_KEY, 'version', 'edit', companyId, policyId, versionId],
    queryFn: async ({ signal }) => (await request<PolicyVersion>('gateway', versionPath(companyId, policyId, versionId), { signal })).json,
  });

export const usePolicyVersion = (companyId: string, policyId: string, versionId: string) =>
  useQuery(viewedVersion(companyId, policyId, versionId));

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
