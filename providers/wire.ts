/**
 * The portal's and the gateway's wire shapes, generated from the contract into providers/contract (`npm run contract:types`),
 * under one short name each so that the API modules of screens need no deep import. A shape read from or sent to a
 * service is named here rather than written out again, so a contract change breaks the screen that no longer fits.
 */
import type { components as GatewayContract } from './contract/gateway';
import type { components as PortalContract } from './contract/portal';

export type PortalWire = PortalContract['schemas'];
export type GatewayWire = GatewayContract['schemas'];
