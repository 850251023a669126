import type { RaRecord } from 'react-admin';

/** An API connection as the gateway answers it (contract/gateway/apiConnections.yaml): never the secret, only whether one is set. */
export interface ApiConnection extends RaRecord {
  companyId: string;
  name: string;
  description: string;
  authScheme: 'Basic' | 'Bearer';
  clientId: string;
  hasSecret: boolean;
  status: 'Enabled' | 'Disabled';
  allowedIpAddresses: string[];
  productIds: string[];
  createdAt: string;
  lastUsedAt: string | null;
}
