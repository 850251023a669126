import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { confirmPasswordReset, requestPasswordReset } from '../../providers/identity';
import { email, newPassword, normaliseEmail, passwordConfirmation, required } from '../shared/validation';
import { AuthLayout } from './AuthLayout';
import { FormError, useForm } from './form';
import { NewPasswordFields } from './NewPasswordFields';
import { Button, TextField, TextLink } from './ui';

/** Two stages (spec 4): the email, then — once the code has been sent — the code and the new password. */
export const PasswordResetPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [stage, setStage] = useState<'email' | 'code'>('email');
  const label = (name: string) => translate(`portico.auth.fields.${name}`);
  // Field names follow the API's (`password`), so its field errors land on the right input.
  const form = useForm(
    { email: '', code: '', password: '', confirmPassword: '' },
    stage === 'email'
      ? { email: email(label('email')) }
      : {
          code: required(label('code')),
          password: newPassword(label('newPassword')),
          confirmPassword: passwordConfirmation(label('confirmPassword'), 'password'),
        },
  );
  const address = normaliseEmail(form.values.email) ?? '';

  const onSubmit = form.handleSubmit(async (values) => {
    if (stage === 'email') {
      await requestPasswordReset(address);
      form.setValue('email', address);
      setStage('code');
      return;
    }
    await confirmPasswordReset({ email: address, code: values.code.trim(), password: values.password });
    navigate('/auth/password/reset/completed');
  });

  return (
    <AuthLayout title={translate('portico.auth.passwordReset.title')}>
      <form ref={form.formRef} noValidate onSubmit={onSubmit}>
        {stage === 'email' ? (
          <>
            <p>{translate('portico.auth.passwordReset.emailIntro')}</p>
            <TextField {...form.field('email')} label={label('email')} type="email" autoComplete="username" required />
          </>
        ) : (
          <>
            <p role="status">{translate('portico.auth.passwordReset.codeIntro', { email: address })}</p>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the code field appears after the first step: focus follows the user's task to it */}
            <TextField {...form.field('code')} label={label('code')} autoComplete="one-time-code" inputMode="numeric" required autoFocus />
            <NewPasswordFields form={form} password="password" confirmation="confirmPassword" />
          </>
        )}
        <Button type="submit" fullWidth disabled={form.submitting}>
          {translate(stage === 'email' ? 'portico.auth.passwordReset.sendCode' : 'portico.auth.passwordReset.submit')}
        </Button>
        <FormError message={form.formError} />
      </form>
      <div className="auth-links">
        <TextLink to="/auth/login">{translate('portico.auth.passwordReset.backToLogin')}</TextLink>
      </div>
    </AuthLayout>
  );
};
