/**
 * The user's lifecycle actions (spec 7: activate, deactivate, resendConfirmationCode, reset-mfa, DELETE), each
 * behind a confirmation and offered only when the API would accept it. "Send invitation" is resendConfirmationCode
 * for a user created without an invitation (SetupIncomplete: the invite wizard was left before its last step).
 */
import { Stack } from '@mui/material';
import { useState, type ReactElement } from 'react';
import { Button, Confirm, useGetRecordRepresentation, useNotify, useRedirect, useRefresh } from 'react-admin';
import { listPath } from '../../src/framework/paths';
import { useDefinition } from '../../src/framework/views/DefinitionContext';
import { deleteUser, runUserAction, type PortalUser, type UserAction } from './api';
import type { UserRights } from './rights';

type ActionName = UserAction | 'sendInvitation' | 'delete';

const RIGHT: Record<ActionName, keyof UserRights> = {
  sendInvitation: 'sendInvitation',
  activate: 'activate',
  deactivate: 'deactivate',
  resendConfirmationCode: 'resendConfirmationCode',
  'reset-mfa': 'resetMfa',
  delete: 'delete',
};

const ConfirmedAction = ({ user, action, onDone }: { user: PortalUser; action: ActionName; onDone: () => void }) => {
  const [open, setOpen] = useState(false);
  const [busy, setBusy] = useState(false);
  const notify = useNotify();
  const represent = useGetRecordRepresentation('users');
  const key = `resources.users.actions.${action}`;
  const run = async () => {
    setBusy(true);
    try {
      if (action === 'delete') await deleteUser(user.id);
      else await runUserAction(user.id, action === 'sendInvitation' ? 'resendConfirmationCode' : action);
      notify(`${key}.done`, { type: 'info' });
      setOpen(false);
      onDone();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <>
      <Button
        label={`${key}.label`}
        variant={action === 'delete' ? 'outlined' : action === 'sendInvitation' ? 'contained' : 'text'}
        color={action === 'delete' || action === 'deactivate' ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
      />
      <Confirm
        isOpen={open}
        loading={busy}
        title={`${key}.title`}
        content={`${key}.content`}
        titleTranslateOptions={{ name: String(represent(user)) }}
        confirm={`${key}.label`}
        confirmColor={action === 'delete' || action === 'deactivate' ? 'warning' : 'primary'}
        onConfirm={run}
        onClose={() => setOpen(false)}
      />
    </>
  );
};

export const UserActions = ({ user, rights, label }: { user: PortalUser; rights: UserRights; label: string }): ReactElement | null => {
  const refresh = useRefresh();
  const redirect = useRedirect();
  const { definition } = useDefinition();
  const actions = (Object.keys(RIGHT) as ActionName[]).filter((a) => rights[RIGHT[a]]);
  if (actions.length === 0) return null;
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={label} flexWrap="wrap" useFlexGap>
      {actions.map((action) => (
        <ConfirmedAction
          key={action}
          user={user}
          action={action}
          onDone={action === 'delete' ? () => redirect(listPath(definition)) : refresh}
        />
      ))}
    </Stack>
  );
};
