import { useState } from 'react';
import { Box, Button, Checkbox, FormControlLabel, Typography } from '@mui/material';
import { useNavigate } from 'react-router';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { resetMfa } from '../../providers/identity';
import { AuthLayout } from './AuthLayout';
import { FormError, useForm } from './form';

/**
 * MFA change and MFA reset: both remove the current authenticator and go on to set up a new one. The button
 * stays disabled until the user confirms, because the old authenticator stops working at once.
 */
export const MfaResetPage = ({ variant }: { variant: 'change' | 'reset' }) => {
  const translate = useTranslate();
  const navigate = useNavigate();
  const [confirmed, setConfirmed] = useState(false);
  const form = useForm({}, {});
  const key = variant === 'change' ? 'mfaChange' : 'mfaReset';

  const onSubmit = form.handleSubmit(async () => {
    await resetMfa();
    navigate('/auth/mfa/setup');
  });

  return (
    <AuthLayout title={translate(`portico.auth.${key}.title`)}>
      <Typography>{translate(`portico.auth.${key}.intro`)}</Typography>
      <Box component="form" ref={form.formRef} noValidate onSubmit={onSubmit} sx={{ mt: 2 }}>
        <FormControlLabel
          control={<Checkbox checked={confirmed} onChange={(event) => setConfirmed(event.target.checked)} />}
          label={translate(`portico.auth.${key}.confirm`)}
        />
        <Button type="submit" variant="contained" fullWidth sx={{ mt: 2 }} disabled={!confirmed || form.submitting}>
          {translate(`portico.auth.${key}.submit`)}
        </Button>
        <FormError message={form.formError} />
      </Box>
    </AuthLayout>
  );
};
