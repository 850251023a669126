/**
 * The sign-in app, mounted by the top-level router at `/auth/*` (so its routes are relative). It is React, MUI and
 * react-router only: nothing here may import react-admin, which loads later with the portal.
 */
import { useEffect } from 'react';
import { CssBaseline, ThemeProvider } from '@mui/material';
import { Navigate, Route, Routes, useNavigate } from 'react-router';
import { I18nProvider } from '../../providers/i18n/I18nContext';
import { setNavigator, startSessionWatch } from '../../providers/session';
import { theme } from '../shared/theme';
import { JourneyProvider } from './journey';
import { LoginPage } from './LoginPage';
import { LogoutPage } from './LogoutPage';

/** Lets the session module open the login page through the router, and keeps the expiry watch running. */
const SessionBridge = () => {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to) => navigate(to)), [navigate]);
  useEffect(() => startSessionWatch(), []);
  return null;
};

const AuthApp = () => (
  <ThemeProvider theme={theme}>
    <CssBaseline />
    <I18nProvider>
      <JourneyProvider>
        <SessionBridge />
        <Routes>
          <Route path="login" element={<LoginPage />} />
          <Route path="logout" element={<LogoutPage />} />
          <Route path="*" element={<Navigate to="/" replace />} />
        </Routes>
      </JourneyProvider>
    </I18nProvider>
  </ThemeProvider>
);

export default AuthApp;
