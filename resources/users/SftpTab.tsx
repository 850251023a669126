/**
 * sftp: whether the user has a public key (`userSshKey.hasPublicKey`), and setting or replacing it with
 * `POST /users/ssh-keys/public`: the definition's `publicKey` field, in a form whose words follow whether one is set.
 * @custom A form whose words and status follow whether a key is set, sent to a call of its own (`POST
 * /users/ssh-keys/public`); the only write-only key of the portal.
 */
import { Alert, Box, Stack } from '@mui/material';
import { Form, SaveButton, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FormServerError, renderInput, useDefinition, useSubmissionFailure } from '../../src/framework/views';
import { setSshKey } from './api';
import { useRights } from './useRights';

const SftpTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useSubmissionFailure();
  const refresh = useRefresh();
  const { definition } = useDefinition();
  const { target: user, sshKey: maySetKey } = useRights();
  const field = definition.fields.find((f) => f.source === 'publicKey');
  if (!user || !field) return null;
  const hasKey = user.userSshKey.hasPublicKey;
  const save = async (values: Record<string, unknown>) => {
    try {
      await setSshKey(user.id, String(values.publicKey ?? '').trim());
      notify('resources.users.sftp.saved', { type: 'success' });
      refresh();
      return undefined;
    } catch (error) {
      return failed(error);
    }
  };
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Alert severity={hasKey ? 'success' : 'info'} role="status">
        {translate(hasKey ? 'resources.users.sftp.hasKey' : 'resources.users.sftp.noKey')}
      </Alert>
      {maySetKey && (
        <Form onSubmit={save as never} defaultValues={{ publicKey: '' }} key={String(hasKey)} disableInvalidFormNotification>
          {renderInput(definition, field, 'edit')}
          <FormServerError />
          <Box>
            <SaveButton label={hasKey ? 'resources.users.sftp.replace' : 'resources.users.sftp.set'} />
          </Box>
        </Form>
      )}
    </Stack>
  );
};

export default SftpTab;
