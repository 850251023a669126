import { useGetIdentity, usePermissions, useRecordContext } from 'react-admin';
import { useRecordScreen } from '../../src/framework/views/RecordScreen';
import type { PortalUser } from './api';
import { rightsOver } from './rights';

/** True on the update screen; the view screen (what a Viewer opens) is read-only whatever the role. */
export const useEditableRoute = () => useRecordScreen() === 'update';

/** The signed-in user's rights over the user in the record context. */
export const useRights = () => {
  const record = useRecordContext<PortalUser>();
  // react-admin may put a partial record ({ id } only) in context while the user cannot be read: treat as absent.
  const target = record?.clientPortalRole ? record : undefined;
  const { permissions: role } = usePermissions<string>();
  const { identity } = useGetIdentity();
  const editable = useEditableRoute();
  return { target, actor: { id: identity?.id, role }, ...rightsOver({ id: identity?.id, role }, target, editable) };
};
