import { useGetIdentity, usePermissions, useRecordContext } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useDefinition } from '../../src/framework/views/DefinitionContext';
import type { PortalUser } from './api';
import { rightsOver } from './rights';

/** True on `{base}/update/…`; the view route (what a Viewer opens) is read-only whatever the role. */
export const useEditableRoute = () => {
  const { definition } = useDefinition();
  return useLocation().pathname.startsWith(`${definition.route.base}/update/`);
};

/** The signed-in user's rights over the user in the record context. */
export const useRights = () => {
  const target = useRecordContext<PortalUser>();
  const { permissions: role } = usePermissions<string>();
  const { identity } = useGetIdentity();
  const editable = useEditableRoute();
  return { target, actor: { id: identity?.id, role }, ...rightsOver({ id: identity?.id, role }, target, editable) };
};
