import { canAccessResource } from '../access';
import { useDefinitions } from './DefinitionsContext';
import { useUserRoles } from './useUserRoles';

/**
 * The access table's answer for the signed-in user, decided as the component draws.
 *
 * Why not react-admin's useCanAccess (lint refuses it): it asks the authProvider, which answers asynchronously, so a
 * toolbar's Create or Export button appeared a moment after the toolbar and pushed the button beside it aside (a
 * layout shift on every list, issue 25), and a record's Delete or actions came a drawing after the record. The frame
 * is drawn only once the user's roles are known, and this is the table the authProvider itself consults
 * (`createCanAccess`, which does not read the record), so the answer is the same, only sooner.
 */
export const useAccessNow = (action: string, resource: string): boolean => {
  const definitions = useDefinitions();
  const { role, dataGatewayRole } = useUserRoles();
  return canAccessResource(definitions, { action, resource, role, dataGatewayRole });
};
