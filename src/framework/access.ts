/**
 * Who may do what: the area allow-list of the resource's base path (spec section 6), by the client-portal role, and
 * then the definition's own roles per action, by the role of the service that holds the resource: the data-gateway
 * role for the data gateway's resources, the client-portal role for the rest (docs/decisions.md). react-admin's
 * action names map onto ours (show → view, edit → update).
 */
import { getConfig } from '../../providers/config';
import { isOfferedOn, type TargetPlatform } from '../shared/platforms';
import { AREA_ROLES, areaOfPath, hasAnyRole, toRole, type Role } from '../shared/roles';
import { basePattern } from './paths';
import type { Action, ResourceDefinition } from './types';

const ACTION_ALIASES: Record<string, Action> = { clone: 'create', read: 'show' };

export const canAccessArea = (pathname: string, roleName: string | undefined): boolean => {
  const area = areaOfPath(pathname);
  return area === undefined || hasAnyRole(roleName, AREA_ROLES[area]);
};

/** The signed-in user's two roles (spec 6): the client portal's, and the data gateway's from the identity user. */
export interface UserRoles {
  role: string | undefined;
  dataGatewayRole: string | undefined;
}

export interface AccessQuery extends UserRoles {
  action: string;
  resource: string;
  record?: Record<string, unknown>;
  /** The deployment's target platform; the runtime configuration's unless given. */
  platform?: TargetPlatform;
}

export const canAccessResource = (
  definitions: ResourceDefinition[],
  { action, resource, role, dataGatewayRole, platform = getConfig().targetPlatform }: AccessQuery,
) => {
  const def = definitions.find((d) => d.name === resource);
  if (!def || !toRole(role)) return false;
  if (!isOfferedOn(platform, def.api.simpleRest)) return false;
  if (!canAccessArea(basePattern(def), role)) return false;
  // Own keys only: an action named like a prototype member ('constructor') is no action.
  const name = Object.hasOwn(ACTION_ALIASES, action) ? ACTION_ALIASES[action] : action;
  const allowed: readonly Role[] | undefined = Object.hasOwn(def.access, name) ? def.access[name as Action] : undefined;
  const governing = def.api.service === 'gateway' ? dataGatewayRole : role;
  return allowed !== undefined && hasAnyRole(governing, allowed);
};

/** react-admin's `canAccess` over a set of definitions. */
export const createCanAccess = (definitions: ResourceDefinition[]) => (query: AccessQuery) => canAccessResource(definitions, query);
