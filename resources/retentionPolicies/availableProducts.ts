/**
 * The company's products that have no retention policy yet (`GET /data-retention/availableProducts`): a new policy
 * covers one of them, and with none left the company cannot create a policy. One cached query serves the menu's
 * condition and the create form's product choices.
 */
import { useQuery, type QueryClient } from '@tanstack/react-query';
import { request } from '../../providers/http';
import type { GatewayWire } from '../../providers/wire';

export type AvailableProduct = GatewayWire['RetentionAvailableProduct'];

const key = (companyId: string | undefined) => ['portico', 'retention', 'availableProducts', companyId];

export const useAvailableProducts = (companyId: string | undefined) =>
  useQuery({
    queryKey: key(companyId),
    queryFn: async ({ signal }) =>
      (await request<AvailableProduct[]>('gateway', '/api/v1/data-retention/availableProducts', { query: { companyId }, signal })).json ??
      [],
    enabled: Boolean(companyId),
    staleTime: 30_000,
  });

/** The menu's "Create new policy" condition. */
export const useCanCreatePolicy = (params: Record<string, string | undefined>) =>
  (useAvailableProducts(params.companyId).data?.length ?? 0) > 0;

export const forgetAvailableProducts = (client: QueryClient, companyId: string) => client.invalidateQueries({ queryKey: key(companyId) });
