/**
 * The sign-in app, mounted by the top-level router at `/auth/*` (so its routes are relative). It is React and
 * react-router with plain elements (./ui.tsx): nothing here may import react-admin, MUI or emotion, which load later
 * with the portal (`npm run bench:bundle` fails if they do).
 */
import { Suspense, lazy, useEffect } from 'react';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { I18nProvider } from '../../providers/i18n/I18nContext';
import { setNavigator, startSessionWatch } from '../../providers/session';
import { AppLoading } from '../shared/AppLoading';
import { JourneyProvider } from './journey';
import { AgreementPage } from './AgreementPage';
import { CompletedPage } from './CompletedPage';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';
import { MfaHelpPage } from './MfaHelpPage';
import { MfaResetPage } from './MfaResetPage';
import { MfaSetupPage } from './MfaSetupPage';
import { PasswordChangePage } from './PasswordChangePage';
import { PasswordResetPage } from './PasswordResetPage';
import { RequireSession } from './RequireSession';
import { SignupPage } from './SignupPage';
import { SshKeyPage } from './SshKeyPage';

// Visited from the account menu, seldom: its code and strings stay out of /auth/login's load.
const SessionsPage = lazy(() => import('./SessionsPage'));

/** Lets the session module open the login page through the router, and keeps the expiry watch running. */
const SessionBridge = () => {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, state) => void navigate(to, { state })), [navigate]);
  useEffect(() => startSessionWatch(), []);
  return null;
};

const AuthApp = () => (
  <I18nProvider>
    <JourneyProvider>
      <SessionBridge />
      <Routes>
        <Route path="login" element={<LoginPage />} />
        <Route path="logout" element={<LogoutPage />} />
        <Route path="signup/:verificationToken" element={<SignupPage />} />
        <Route path="signup" element={<SignupPage />} />
        <Route path="mfa/setup" element={<MfaSetupPage />} />
        <Route
          path="mfa/change"
          element={
            <RequireSession>
              <MfaResetPage variant="change" />
            </RequireSession>
          }
        />
        <Route
          path="mfa/reset"
          element={
            <RequireSession>
              <MfaResetPage variant="reset" />
            </RequireSession>
          }
        />
        <Route path="mfa/help" element={<MfaHelpPage />} />
        <Route
          path="password/change"
          element={
            <RequireSession>
              <PasswordChangePage />
            </RequireSession>
          }
        />
        <Route path="password/change/completed" element={<CompletedPage variant="change" />} />
        <Route path="password/reset" element={<PasswordResetPage />} />
        <Route path="password/reset/completed" element={<CompletedPage variant="reset" />} />
        <Route path="agreements/terms-of-use" element={<AgreementPage variant="terms" />} />
        <Route path="agreements/data-protection" element={<AgreementPage variant="dataProtection" />} />
        <Route
          path="ssh"
          element={
            <RequireSession>
              <SshKeyPage />
            </RequireSession>
          }
        />
        <Route
          path="sessions"
          element={
            <RequireSession>
              <Suspense fallback={<AppLoading />}>
                <SessionsPage />
              </Suspense>
            </RequireSession>
          }
        />
        <Route path="*" element={<Navigate to="/" replace />} />
      </Routes>
    </JourneyProvider>
  </I18nProvider>
);

export default AuthApp;
