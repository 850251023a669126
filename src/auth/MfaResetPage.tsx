import { useEffect, useState } from 'react';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { getIdentityUser, resetMfa } from '../../providers/identity';
import { loginPassword, mfaCode } from '../shared/validation';
import { AuthLayout } from './AuthLayout';
import { FormError, useForm } from './form';
import { useJourney } from './journey';
import { Alert, Busy, Button, Checkbox, TextField } from './ui';

type ProofField = 'password' | 'code';

/**
 * MFA change and MFA reset: both remove the current authenticator and go on to set up a new one. Setting one up
 * needs proof that the signed-in person is the account's owner: the password, and a current code when an
 * authenticator is enrolled (a session alone, say on an unlocked computer, must not be enough); the proof answers the
 * setup session the setup page uses. The button stays disabled until the user confirms, because the old
 * authenticator stops working at once.
 */
export const MfaResetPage = ({ variant }: { variant: 'change' | 'reset' }) => {
  const translate = useTranslate();
  const { beginStepUpSetup } = useJourney();
  const [confirmed, setConfirmed] = useState(false);
  const [mfaEnabled, setMfaEnabled] = useState<boolean>();
  const [loadError, setLoadError] = useState<string>();
  const label = (name: ProofField) => translate(`portico.auth.fields.${name}`);
  const form = useForm<ProofField>(
    { password: '', code: '' },
    { password: loginPassword(label('password')), ...(mfaEnabled ? { code: mfaCode(label('code'), { isRequired: true }) } : {}) },
  );
  const key = variant === 'change' ? 'mfaChange' : 'mfaReset';

  useEffect(() => {
    const controller = new AbortController();
    getIdentityUser(controller.signal)
      .then((user) => setMfaEnabled(!!user.mfaEnabled))
      .catch((error: unknown) => {
        if (!controller.signal.aborted) setLoadError(error instanceof Error ? error.message : String(error));
      });
    return () => controller.abort();
  }, []);

  const onSubmit = form.handleSubmit(async ({ password, code }) => {
    beginStepUpSetup(await resetMfa(mfaEnabled ? { password, code: code.trim() } : { password }));
  });

  return (
    <AuthLayout title={translate(`portico.auth.${key}.title`)}>
      <p>{translate(`portico.auth.${key}.intro`)}</p>
      {loadError && <Alert severity="error">{loadError}</Alert>}
      {mfaEnabled === undefined && !loadError && <Busy>{translate('portico.auth.mfaProof.loading')}</Busy>}
      {mfaEnabled !== undefined && (
        <form ref={form.formRef} noValidate onSubmit={onSubmit}>
          <p>{translate(mfaEnabled ? 'portico.auth.mfaProof.withCode' : 'portico.auth.mfaProof.passwordOnly')}</p>
          <TextField {...form.field('password')} label={label('password')} type="password" autoComplete="current-password" required />
          {mfaEnabled && (
            <TextField {...form.field('code')} label={label('code')} autoComplete="one-time-code" inputMode="numeric" required />
          )}
          <Checkbox
            id="confirm-factor-change"
            checked={confirmed}
            onChange={setConfirmed}
            label={translate(`portico.auth.${key}.confirm`)}
          />
          <Button type="submit" fullWidth disabled={!confirmed || form.submitting}>
            {translate(`portico.auth.${key}.submit`)}
          </Button>
          <FormError message={form.formError} />
        </form>
      )}
    </AuthLayout>
  );
};
