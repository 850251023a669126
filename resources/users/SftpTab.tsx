/**
 * sftp: whether the user has a public key (`userSshKey.hasPublicKey`), and setting or replacing it with
 * `POST /users/ssh-keys/public`: the definition's `publicKey` field, in a form whose words follow whether one is set.
 * @custom A form whose words and status follow whether a key is set, sent to a call of its own (`POST
 * /users/ssh-keys/public`); the only write-only key of the portal.
 */
import { Alert, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import { FieldsForm } from '../../src/framework/views';
import { setSshKey } from './api';
import { useRights } from './useRights';

const SftpTab = () => {
  const translate = useTranslate();
  const { target: user, sshKey: maySetKey } = useRights();
  if (!user) return null;
  const hasKey = user.userSshKey.hasPublicKey;
  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Alert severity={hasKey ? 'success' : 'info'} role="status">
        {translate(hasKey ? 'resources.users.sftp.hasKey' : 'resources.users.sftp.noKey')}
      </Alert>
      {maySetKey && (
        <FieldsForm
          key={String(hasKey)}
          fields={['publicKey']}
          defaultValues={{ publicKey: '' }}
          save={(values) => setSshKey(user.id, String(values.publicKey ?? '').trim())}
          messages={{ save: hasKey ? 'resources.users.sftp.replace' : 'resources.users.sftp.set', saved: 'resources.users.sftp.saved' }}
        />
      )}
    </Stack>
  );
};

export default SftpTab;
