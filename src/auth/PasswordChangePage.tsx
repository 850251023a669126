import { useNavigate } from 'react-router';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { changePassword } from '../../providers/identity';
import { loginPassword, newPassword, passwordConfirmation } from '../shared/validation';
import { AuthLayout } from './AuthLayout';
import { FormError, useForm } from './form';
import { NewPasswordFields } from './NewPasswordFields';
import { Button, TextField } from './ui';

export const PasswordChangePage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const label = (name: string) => translate(`portico.auth.fields.${name}`);
  const form = useForm(
    { oldPassword: '', newPassword: '', confirmPassword: '' },
    {
      oldPassword: loginPassword(label('oldPassword')),
      newPassword: newPassword(label('newPassword')),
      confirmPassword: passwordConfirmation(label('confirmPassword'), 'newPassword'),
    },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    await changePassword({ oldPassword: values.oldPassword, newPassword: values.newPassword });
    navigate('/auth/password/change/completed');
  });

  return (
    <AuthLayout title={translate('portico.auth.passwordChange.title')}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit}>
        <TextField {...form.field('oldPassword')} label={label('oldPassword')} type="password" autoComplete="current-password" required />
        <NewPasswordFields form={form} password="newPassword" confirmation="confirmPassword" />
        <Button type="submit" fullWidth disabled={form.submitting}>
          {translate('portico.auth.passwordChange.submit')}
        </Button>
        <FormError message={form.formError} />
      </form>
    </AuthLayout>
  );
};
