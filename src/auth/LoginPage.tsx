import { useLocation } from 'react-router';
import { loginNotice } from './loginNotice';
import { getConfig } from '../../providers/config';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { CHALLENGE, login, loginWithMfa } from '../../providers/identity';
import { email, loginPassword, mfaCode, normaliseEmail } from '../shared/validation';
import { AuthLayout } from './AuthLayout';
import { FormError, useForm } from './form';
import { useJourney } from './journey';
import { Alert, Button, TextField, TextLink } from './ui';

type LoginField = 'email' | 'password' | 'code';

/** Credentials, then (under the software-token challenge) the 6-digit code, on one page. */
export const LoginPage = () => {
  const translate = useTranslate();
  const location = useLocation();
  const { journey, handleResult, reset } = useJourney();
  const codeStage = journey.challenge === CHALLENGE.softwareTokenMfa && !!journey.credentials;
  const label = (name: string) => translate(`portico.auth.fields.${name}`);
  const arrival = location.state as { signedOut?: boolean; email?: string } | null;
  const notice = loginNotice(location.state)?.notice;
  const { idleTimeoutMinutes, absoluteSessionHours } = getConfig();

  const form = useForm<LoginField>(
    { email: journey.credentials?.email ?? arrival?.email ?? '', password: '', code: '' },
    codeStage
      ? { code: mfaCode(label('code'), { isRequired: true }) }
      : { email: email(label('email')), password: loginPassword(label('password')) },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    if (codeStage && journey.credentials) {
      const result = await loginWithMfa({ ...journey.credentials, code: values.code.trim() });
      handleResult(result, journey.credentials);
      return;
    }
    const credentials = { email: normaliseEmail(values.email) ?? '', password: values.password };
    const result = await login(credentials);
    form.reset({ email: credentials.email });
    handleResult(result, credentials);
  });

  const useAnotherAccount = () => {
    reset();
    form.reset();
  };

  const footer = (
    <p>
      {translate('portico.auth.login.agreement')}{' '}
      <TextLink to="/auth/agreements/terms-of-use">{translate('portico.auth.login.termsOfUse')}</TextLink>.
    </p>
  );

  return (
    <AuthLayout title={translate(codeStage ? 'portico.auth.login.codeTitle' : 'portico.auth.login.title')} footer={footer}>
      {notice && !codeStage && (
        <Alert severity="warning" role="alert">
          {translate(`portico.auth.login.${notice}`, { smart_count: notice === 'idle' ? idleTimeoutMinutes : absoluteSessionHours })}
        </Alert>
      )}
      {arrival?.signedOut && !codeStage && (
        <p role="status" className="auth-muted">
          {translate('portico.auth.login.signedOut')}
        </p>
      )}
      <form ref={form.formRef} noValidate onSubmit={onSubmit}>
        {codeStage ? (
          <>
            <p>{translate('portico.auth.login.codeIntro')}</p>
            {/* eslint-disable-next-line jsx-a11y/no-autofocus -- the code field appears after the first step: focus follows the user's task to it */}
            <TextField {...form.field('code')} label={label('code')} autoComplete="one-time-code" inputMode="numeric" autoFocus required />
          </>
        ) : (
          <>
            <TextField {...form.field('email')} label={label('email')} type="email" autoComplete="username" required />
            <TextField {...form.field('password')} label={label('password')} type="password" autoComplete="current-password" required />
          </>
        )}
        <Button type="submit" fullWidth disabled={form.submitting}>
          {translate(codeStage ? 'portico.auth.login.verify' : 'portico.auth.login.submit')}
        </Button>
        <FormError message={form.formError} />
      </form>
      <div className="auth-links">
        {codeStage && (
          <Button look="text" onClick={useAnotherAccount}>
            {translate('portico.auth.login.useAnotherAccount')}
          </Button>
        )}
        <TextLink to="/auth/password/reset">{translate('portico.auth.login.forgottenPassword')}</TextLink>
        <TextLink to="/auth/mfa/help">{translate('portico.auth.login.lostMfa')}</TextLink>
      </div>
    </AuthLayout>
  );
};
