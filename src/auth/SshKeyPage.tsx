import { useEffect, useState } from 'react';
import { getCurrentUser, saveSshPublicKey, type CurrentUser } from '../../providers/currentUser';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { hasAnyRole } from '../shared/roles';
import { sshKey } from '../shared/validation';
import { AuthLayout } from './AuthLayout';
import { FormError, useForm } from './form';
import { Button, Dialog, TextField, TextLink } from './ui';

/** SftpOnly users have no portal, so this page carries their account navigation. */
const UserNavigation = () => {
  const translate = useTranslate();
  return (
    <nav aria-label={translate('portico.auth.ssh.userMenu')} className="auth-nav">
      <TextLink to="/auth/password/change">{translate('portico.auth.nav.changePassword')}</TextLink>
      <TextLink to="/auth/mfa/change">{translate('portico.auth.nav.changeMfa')}</TextLink>
      <TextLink to="/auth/sessions">{translate('portico.shell.account.sessions')}</TextLink>
      <TextLink to="/auth/logout">{translate('portico.auth.nav.logout')}</TextLink>
    </nav>
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

  const sftpOnly = hasAnyRole(user?.clientPortalRole.roleName, ['SftpOnly']);
  return (
    <AuthLayout title={translate('portico.auth.ssh.title')} aside={sftpOnly ? <UserNavigation /> : undefined}>
      <p>{translate('portico.auth.ssh.intro')}</p>
      {user && (
        <p className="auth-muted">{translate(user.userSshKey.hasPublicKey ? 'portico.auth.ssh.hasKey' : 'portico.auth.ssh.noKey')}</p>
      )}
      <form ref={form.formRef} noValidate onSubmit={onSubmit}>
        <TextField {...form.field('publicKey')} label={label} rows={4} monospace autoComplete="off" spellCheck={false} required />
        <Button type="submit" fullWidth disabled={form.submitting}>
          {translate('portico.auth.ssh.submit')}
        </Button>
        <FormError message={form.formError} />
      </form>
      {saved && (
        // The message is all the dialog says, so it is also its name.
        <Dialog labelledBy="ssh-saved" onClose={() => setSaved(false)}>
          <p id="ssh-saved">{translate('portico.auth.ssh.success')}</p>
          <div className="auth-dialog-actions">
            <Button look="text" onClick={() => setSaved(false)}>
              {translate('portico.auth.ssh.close')}
            </Button>
          </div>
        </Dialog>
      )}
    </AuthLayout>
  );
};
