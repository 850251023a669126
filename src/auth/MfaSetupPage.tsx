import { Suspense, lazy, useEffect, useState } from 'react';
import { Navigate } from 'react-router';
import { isApiError } from '../../providers/http';
import { useTranslate } from '../../providers/i18n/I18nContext';
import { CHALLENGE, getAuthenticator, startMfaSetup, verifyMfaToken, type Authenticator } from '../../providers/identity';
import { mfaCode } from '../shared/validation';
import { AuthLayout } from './AuthLayout';
import { FormError, useForm } from './form';
import { useJourney } from './journey';
import { useSignedIn } from './RequireSession';
import { Alert, Busy, Button, ButtonLink, TextField, TextLink } from './ui';

export const QR_SIZE = 150;

// Only this page draws QR codes: the renderer loads with it rather than with the login page.
const QRCodeSVG = lazy(() => import('qrcode.react').then((m) => ({ default: m.QRCodeSVG })));

/**
 * Enrolment of an authenticator, always under an MFA-setup session: the login's MFA-setup challenge, or a signed-in
 * user's password step-up on the MFA change or reset page. A signed-in user who arrives without one confirms the
 * password first: a session alone must not enrol a key.
 */
export const MfaSetupPage = () => {
  const translate = useTranslate();
  const signedIn = useSignedIn();
  const { journey, handleResult } = useJourney();
  // Held for the page's life: the journey is reset once the sign-in completes, while this page is still on screen.
  const [setupSession, setSetupSession] = useState(journey.challenge === CHALLENGE.mfaSetup ? journey.session : null);
  const [stepUp] = useState(journey.stepUp);
  const [authenticator, setAuthenticator] = useState<Authenticator>();
  const [loadError, setLoadError] = useState<string>();
  const [expired, setExpired] = useState(false);
  const [done, setDone] = useState(false);
  const form = useForm({ code: '' }, { code: mfaCode(translate('portico.auth.fields.code')) });

  useEffect(() => {
    if (!setupSession) return;
    const controller = new AbortController();
    const load = async () => {
      try {
        setAuthenticator(await getAuthenticator(setupSession, controller.signal));
      } catch (error) {
        const lapsed = isApiError(error) && error.status === 401;
        // A challenge session is short-lived: with the credentials still in memory, start a fresh one once.
        if (lapsed && journey.credentials) {
          const fresh = await startMfaSetup(journey.credentials).catch(() => null);
          if (fresh?.session) {
            setSetupSession(fresh.session);
            return;
          }
        }
        if (controller.signal.aborted) return;
        if (lapsed && stepUp) setExpired(true);
        else setLoadError(error instanceof Error ? error.message : String(error));
      }
    };
    void load();
    return () => controller.abort();
    // The authenticator is fetched once per session in force.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [setupSession]);

  if (!setupSession) return <Navigate to={signedIn ? '/auth/mfa/change' : '/auth/login'} replace />;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const result = await verifyMfaToken(code.trim(), setupSession);
    if (result) handleResult(result, journey.credentials);
    else setDone(true);
  });

  return (
    <AuthLayout title={translate('portico.auth.mfaSetup.title')}>
      {done ? (
        <>
          <Alert severity="success">{translate('portico.auth.mfaSetup.done')}</Alert>
          <ButtonLink to="/">{translate('portico.auth.passwordChange.continue')}</ButtonLink>
        </>
      ) : (
        <>
          <p>{translate('portico.auth.mfaSetup.intro')}</p>
          {loadError && <Alert severity="error">{loadError}</Alert>}
          {expired && (
            <Alert severity="error">
              {translate('portico.auth.mfaSetup.expired')}{' '}
              <TextLink to="/auth/mfa/change">{translate('portico.auth.mfaChange.title')}</TextLink>
            </Alert>
          )}
          {!authenticator && !loadError && !expired && <Busy>{translate('portico.auth.mfaSetup.loading')}</Busy>}
          {authenticator && (
            <div className="auth-setup-key">
              <Suspense fallback={<div style={{ width: QR_SIZE, height: QR_SIZE }} />}>
                <QRCodeSVG
                  value={authenticator.authenticatorUri}
                  size={QR_SIZE}
                  role="img"
                  aria-label={translate('portico.auth.mfaSetup.qrLabel')}
                />
              </Suspense>
              <p className="auth-muted" id="shared-key-label">
                {translate('portico.auth.mfaSetup.sharedKey')}
              </p>
              <p aria-labelledby="shared-key-label" className="auth-mono auth-shared-key" data-testid="shared-key">
                {authenticator.sharedKey}
              </p>
            </div>
          )}
          <form ref={form.formRef} noValidate onSubmit={onSubmit}>
            <TextField
              {...form.field('code')}
              label={translate('portico.auth.fields.code')}
              autoComplete="one-time-code"
              inputMode="numeric"
              required
            />
            <Button type="submit" fullWidth disabled={form.submitting || !authenticator}>
              {translate('portico.auth.mfaSetup.submit')}
            </Button>
            <FormError message={form.formError} />
          </form>
          {!stepUp && (
            <div className="auth-links">
              <TextLink to="/auth/login">{translate('portico.auth.passwordReset.backToLogin')}</TextLink>
            </div>
          )}
        </>
      )}
    </AuthLayout>
  );
};
