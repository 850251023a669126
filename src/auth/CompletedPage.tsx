import { Alert, Button } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { AuthLayout } from './AuthLayout';

/** The confirmation after a password change (back to the portal) or reset (on to log in). */
export const CompletedPage = ({ variant }: { variant: 'change' | 'reset' }) => {
  const translate = useTranslate();
  const key = variant === 'change' ? 'passwordChange' : 'passwordReset';
  return (
    <AuthLayout title={translate(`portico.auth.${key}.completedTitle`)}>
      <Alert severity="success" role="status">
        {translate(`portico.auth.${key}.completedBody`)}
      </Alert>
      <Button component={RouterLink} to={variant === 'change' ? '/' : '/auth/login'} variant="contained" sx={{ mt: 3 }}>
        {translate(variant === 'change' ? 'portico.auth.passwordChange.continue' : 'portico.auth.passwordReset.backToLogin')}
      </Button>
    </AuthLayout>
  );
};
