/**
 * A policy's name is new in its company, in any case (`GET /data-retention/check-if-name-exists`); a policy being
 * renamed may keep its own. A field rule, so it runs as the form is saved: one request per attempt.
 */
import { request } from '../../providers/http';
import type { GatewayWire } from '../../providers/wire';

export const uniquePolicyName = async (value: unknown, values: Record<string, unknown>) => {
  const name = typeof value === 'string' ? value.trim() : '';
  if (!name) return undefined;
  const { json } = await request<GatewayWire['RetentionPolicyNameCheck']>('gateway', '/api/v1/data-retention/check-if-name-exists', {
    query: { companyId: String(values.companyId), name, policyId: values.policyId as string | undefined },
  });
  return json?.exists ? 'resources.retentionPolicies.nameTaken' : undefined;
};
