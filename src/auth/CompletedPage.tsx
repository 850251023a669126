import { useTranslate } from '../../providers/i18n/I18nContext';
import { AuthLayout } from './AuthLayout';
import { Alert, ButtonLink } from './ui';

/** The confirmation after a password change (back to the portal) or reset (on to log in). */
export const CompletedPage = ({ variant }: { variant: 'change' | 'reset' }) => {
  const translate = useTranslate();
  const key = variant === 'change' ? 'passwordChange' : 'passwordReset';
  return (
    <AuthLayout title={translate(`portico.auth.${key}.completedTitle`)}>
      <Alert severity="success">{translate(`portico.auth.${key}.completedBody`)}</Alert>
      <ButtonLink to={variant === 'change' ? '/' : '/auth/login'}>
        {translate(variant === 'change' ? 'portico.auth.passwordChange.continue' : 'portico.auth.passwordReset.backToLogin')}
      </ButtonLink>
    </AuthLayout>
  );
};
