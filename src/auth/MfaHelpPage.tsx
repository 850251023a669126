import { Button, Link, Stack, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import { getConfig } from '../../providers/config';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { AuthLayout } from './AuthLayout';

/** 'Lost your MFA?': nobody can reset MFA on their own without it, so this points to the support help centre. */
export const MfaHelpPage = () => {
  const translate = useTranslate();
  return (
    <AuthLayout title={translate('portico.auth.mfaHelp.title')}>
      <Typography>{translate('portico.auth.mfaHelp.body')}</Typography>
      <Stack spacing={2} sx={{ mt: 3 }}>
        <Button variant="contained" href={getConfig().supportUrl} target="_blank" rel="noopener noreferrer">
          {translate('portico.auth.mfaHelp.helpCentre')}
        </Button>
        <Link component={RouterLink} to="/auth/login">
          {translate('portico.auth.mfaHelp.backToLogin')}
        </Link>
      </Stack>
    </AuthLayout>
  );
};
