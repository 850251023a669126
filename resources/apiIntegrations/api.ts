/**
 * The calls the credentials tab makes that its definition does not declare (contract/gateway/apiConnections.yaml):
 * issuing a client secret, and saving the allow-list from its own page. Both change the connection, whose reads
 * react-admin keys by the resource's name (`keys.connections`).
 */
import { request } from '../../providers/http';
import type { GatewayWire } from '../../providers/wire';

const connectionPath = (connectionId: string | number) => `/api/v1/api-connections/${encodeURIComponent(String(connectionId))}`;

export const keys = {
  /** Every read of API connections (list, record, breadcrumb), as react-admin keys them. */
  connections: ['apiIntegrations'] as const,
};

/** Generates the connection's first secret or rotates it (the old one stops working); the answer is its only showing. */
export const issueSecret = async (connectionId: string | number) =>
  (await request<GatewayWire['ApiCredentials']>('gateway', `${connectionPath(connectionId)}/credentials`, { method: 'POST', json: {} }))
    .json.clientSecret;

/** Replaces the addresses the client system may call from. */
export const saveAllowedIpAddresses = async (connectionId: string | number, allowedIpAddresses: string[]) => {
  await request('gateway', connectionPath(connectionId), { method: 'PUT', json: { allowedIpAddresses } });
};
