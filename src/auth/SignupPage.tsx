import { useEffect, useMemo, useState } from 'react';
import { useNavigate, useParams } from 'react-router';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { confirmEmail } from '../../providers/identity';
import { decodeSignupToken, newPassword, passwordConfirmation, signupTokenMessage } from '../shared/validation';
import { AuthLayout } from './AuthLayout';
import { FormError, useForm } from './form';
import { NewPasswordFields } from './NewPasswordFields';
import { Alert, Button, ButtonLink } from './ui';

// The link's token, once the page has taken it out of the address bar. Memory only: a reload at /auth/signup finds
// none and says the token is invalid; the emailed link still works until the password is set.
let heldToken: string | undefined;

/** The invitation link: its token carries the email and a password token; the user chooses a first password. */
export const SignupPage = () => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const { verificationToken } = useParams();
  const [token] = useState(() => {
    if (verificationToken) heldToken = verificationToken;
    return heldToken;
  });
  const decoded = useMemo(() => decodeSignupToken(token), [token]);
  const [done, setDone] = useState(false);

  // The spec's route puts the token in the path. It leaves the address bar at once, replacing the history entry, so
  // it is not left in the tab's history, a screenshot or an address copied to a colleague (docs/security.md).
  useEffect(() => {
    if (verificationToken) navigate('/auth/signup', { replace: true });
  }, [verificationToken, navigate]);
  const label = (name: string) => translate(`portico.auth.fields.${name}`);
  const form = useForm(
    { password: '', confirmPassword: '' },
    {
      password: newPassword(label('newPassword')),
      confirmPassword: passwordConfirmation(label('confirmPassword'), 'password'),
    },
  );

  const onSubmit = form.handleSubmit(async (values) => {
    if (!decoded) return;
    await confirmEmail({ email: decoded.email, token: decoded.token, password: values.password });
    heldToken = undefined;
    setDone(true);
  });

  const toLogin = (
    <ButtonLink to="/auth/login" state={{ email: decoded?.email }}>
      {translate('portico.auth.signup.goToLogin')}
    </ButtonLink>
  );

  return (
    <AuthLayout title={translate('portico.auth.signup.title')}>
      {!decoded ? (
        <>
          <Alert severity="error">{signupTokenMessage()}</Alert>
          {toLogin}
        </>
      ) : done ? (
        <>
          <Alert severity="success">{translate('portico.auth.signup.done')}</Alert>
          {toLogin}
        </>
      ) : (
        <form ref={form.formRef} noValidate onSubmit={onSubmit}>
          <p>{translate('portico.auth.signup.intro', { email: decoded.email })}</p>
          {/* Lets password managers file the new password under the right account. */}
          <input type="hidden" name="username" autoComplete="username" value={decoded.email} readOnly />
          <NewPasswordFields form={form} password="password" confirmation="confirmPassword" />
          <Button type="submit" fullWidth disabled={form.submitting}>
            {translate('portico.auth.signup.submit')}
          </Button>
          <FormError message={form.formError} />
        </form>
      )}
    </AuthLayout>
  );
};
