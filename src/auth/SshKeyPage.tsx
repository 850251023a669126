import { useEffect, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, Link, Stack, TextField, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { getCurrentUser, saveSshPublicKey, type CurrentUser } from '../../providers/currentUser';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { hasAnyRole } from '../shared/roles';
import { sshKey } from '../shared/validation';
import { AuthLayout } from './AuthLayout';
import { FormError, useForm } from './form';

/** SftpOnly users have no portal, so this page carries their account navigation. */
const UserNavigation = () => {
  const translate = useTranslate();
  return (
    <Stack component="nav" aria-label={translate('portico.auth.ssh.userMenu')} direction="row" spacing={2}>
      <Link component={RouterLink} to="/auth/password/change">
        {translate('portico.auth.nav.changePassword')}
      </Link>
      <Link component={RouterLink} to="/auth/mfa/change">
        {translate('portico.auth.nav.changeMfa')}
      </Link>
      <Link component={RouterLink} to="/auth/logout">
        {translate('portico.auth.nav.logout')}
      </Link>
    </Stack>
  );
};

export const SshKeyPage = () => {
  const translate = useTranslate();
  const [user, setUser] = useState<CurrentUser | null>();
  const [saved, setSaved] = useState(false);
  const label = translate('portico.auth.fields.publicKey');
  const form = useForm({ publicKey: '' }, { publicKey: sshKey(label) });

  useEffect(() => {
    let live = true;
    void getCurrentUser().then((current) => live && setUser(current));
    return () => {
      live = false;
    };
  }, [saved]);

  const onSubmit = form.handleSubmit(async ({ publicKey }) => {
    await saveSshPublicKey(publicKey.trim());
    form.reset();
    setSaved(true);
  });

  const sftpOnly = hasAnyRole(user?.clientPortalRole?.roleName, ['SftpOnly']);
  return (
    <AuthLayout title={translate('portico.auth.ssh.title')} aside={sftpOnly ? <UserNavigation /> : undefined}>
      <Typography>{translate('portico.auth.ssh.intro')}</Typography>
      {user && (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {translate(user.userSshKey?.hasPublicKey ? 'portico.auth.ssh.hasKey' : 'portico.auth.ssh.noKey')}
        </Typography>
      )}
      <Box component="form" ref={form.formRef} noValidate onSubmit={onSubmit}>
        <TextField
          {...form.field('publicKey')}
          label={label}
          multiline
          minRows={4}
          autoComplete="off"
          spellCheck={false}
          required
          slotProps={{ htmlInput: { 'aria-invalid': !!form.errors.publicKey, style: { fontFamily: 'monospace' } } }}
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={form.submitting}>
          {translate('portico.auth.ssh.submit')}
        </Button>
        <FormError message={form.formError} />
      </Box>
      {/* The message is all the dialog says, so it is also its name (MUI would point at a title we do not have). */}
      <Dialog open={saved} onClose={() => setSaved(false)} aria-labelledby="ssh-saved">
        <DialogContent>
          <DialogContentText id="ssh-saved">{translate('portico.auth.ssh.success')}</DialogContentText>
        </DialogContent>
        <DialogActions>
          {/* eslint-disable-next-line jsx-a11y/no-autofocus -- a modal dialog takes focus (WAI-ARIA dialog pattern); its one action is where it goes */}
          <Button onClick={() => setSaved(false)} autoFocus>
            {translate('portico.auth.ssh.close')}
          </Button>
        </DialogActions>
      </Dialog>
    </AuthLayout>
  );
};
