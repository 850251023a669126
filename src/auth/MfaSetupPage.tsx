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
 * Enrolment of an authenticator: under the login's MFA-setup challenge (with its session), or signed in after
 * an MFA change or reset (with the access token).
 */
export const MfaSetupPage = () => {
  const translate = useTranslate();
  const signedIn = useSignedIn();
  const { journey, handleResult } = useJourney();
  const underChallenge = journey.challenge === CHALLENGE.mfaSetup && !!journey.session;
  const [challengeSession, setChallengeSession] = useState(journey.session);
  const [authenticator, setAuthenticator] = useState<Authenticator>();
  const [loadError, setLoadError] = useState<string>();
  const [done, setDone] = useState(false);
  const allowed = underChallenge || signedIn;
  const form = useForm({ code: '' }, { code: mfaCode(translate('portico.auth.fields.code')) });

  useEffect(() => {
    if (!allowed) return;
    const controller = new AbortController();
    const load = async () => {
      try {
        setAuthenticator(await getAuthenticator(underChallenge ? (challengeSession ?? undefined) : undefined, controller.signal));
      } catch (error) {
        // A challenge session is short-lived: with the credentials still in memory, start a fresh one once.
        if (underChallenge && isApiError(error) && error.status === 401 && journey.credentials) {
          const fresh = await startMfaSetup(journey.credentials).catch(() => null);
          if (fresh?.session) {
            setChallengeSession(fresh.session);
            return;
          }
        }
        if (!controller.signal.aborted) setLoadError(error instanceof Error ? error.message : String(error));
      }
    };
    void load();
    return () => controller.abort();
    // The authenticator is fetched once per session in force.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [allowed, challengeSession]);

  if (!allowed) return <Navigate to="/auth/login" replace />;

  const onSubmit = form.handleSubmit(async ({ code }) => {
    const result = await verifyMfaToken(code.trim(), underChallenge ? (challengeSession ?? undefined) : undefined);
    if (underChallenge && result) handleResult(result, journey.credentials);
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
          {!authenticator && !loadError && <Busy>{translate('portico.auth.mfaSetup.loading')}</Busy>}
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
          {underChallenge && (
            <div className="auth-links">
              <TextLink to="/auth/login">{translate('portico.auth.passwordReset.backToLogin')}</TextLink>
            </div>
          )}
        </>
      )}
    </AuthLayout>
  );
};
