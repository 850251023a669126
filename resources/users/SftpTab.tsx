/** sftp: whether the user has a public key (`userSshKey.hasPublicKey`), and setting or replacing it. */
import { Alert, Box, Stack } from '@mui/material';
import { useMemo } from 'react';
import { Form, SaveButton, TextInput, useNotify, useRefresh, useTranslate } from 'react-admin';
import { FormServerError, useSubmissionFailure } from '../../src/framework/views';
import { sshKey } from '../../src/shared/validation';
import { setSshKey } from './api';
import { useRights } from './useRights';

const SftpTab = () => {
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useSubmissionFailure();
  const refresh = useRefresh();
  const { target: user, sshKey: maySetKey } = useRights();
  const label = translate('resources.users.sftp.publicKey');
  const validate = useMemo(() => sshKey(label), [label]);
  if (!user) return null;
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
          <TextInput
            source="publicKey"
            label={label}
            validate={validate}
            multiline
            minRows={3}
            helperText="resources.users.sftp.helper"
            autoComplete="off"
            fullWidth
          />
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
