import type { RaRecord } from 'react-admin';
import type { GatewayWire } from '../../providers/wire';

/** An API connection as the gateway answers it (contract/gateway/apiConnections.yaml): never the secret, only whether one is set. */
export type ApiConnection = GatewayWire['ApiConnection'] & RaRecord;
