/**
 * The user's lifecycle actions (spec 7: activate, deactivate, resendConfirmationCode, reset-mfa, DELETE), each
 * behind a confirmation and offered only when the API would accept it. "Send invitation" is resendConfirmationCode
 * for a user created without an invitation (SetupIncomplete: the invite wizard was left before its last step).
 */
import { Stack } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useState, type ReactElement } from 'react';
import { Button, useGetRecordRepresentation, useNotify, useRedirect, useRefresh } from 'react-admin';
import { listPath } from '../../src/framework';
import { ConfirmAction, useDefinition } from '../../src/framework/views';
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
  const notify = useNotify();
  const represent = useGetRecordRepresentation('users');
  const key = `resources.users.actions.${action}`;
  const run = useMutation({
    mutationFn: async () => {
      if (action === 'delete') await deleteUser(user.id);
      else await runUserAction(user.id, action === 'sendInvitation' ? 'resendConfirmationCode' : action);
    },
    onSuccess: () => {
      notify(`${key}.done`, { type: 'info' });
      setOpen(false);
      onDone();
    },
  });
  // A refusal belongs to the attempt it answered: opened again, the dialog starts clean.
  const close = () => {
    setOpen(false);
    run.reset();
  };
  return (
    <>
      <Button
        label={`${key}.label`}
        variant={action === 'delete' ? 'outlined' : action === 'sendInvitation' ? 'contained' : 'text'}
        color={action === 'delete' || action === 'deactivate' ? 'error' : 'primary'}
        onClick={() => setOpen(true)}
      />
      <ConfirmAction
        isOpen={open}
        loading={run.isPending}
        title={`${key}.title`}
        content={`${key}.content`}
        error={run.error}
        titleTranslateOptions={{ name: String(represent(user)) }}
        confirm={`${key}.label`}
        confirmColor={action === 'delete' || action === 'deactivate' ? 'warning' : 'primary'}
        onConfirm={() => run.mutate()}
        onClose={close}
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
