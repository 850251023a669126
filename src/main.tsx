/**
 * Entry: one router, two lazily loaded apps. `/auth/*` is the sign-in app (plain React); everything
 * else is the portal (react-admin), loaded only when a session exists.
 */
import { StrictMode, Suspense, lazy, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { loginNotice } from './auth/loginNotice';
import { isAuthenticated, loginPath, setNavigator, startSessionWatch, subscribe } from '../providers/session';
import { AppErrorBoundary } from './shared/AppErrorBoundary';
import { fetchBranding } from './shared/branding';
import { AppLoading } from './shared/AppLoading';

const AuthApp = lazy(() => import('./auth/AuthApp'));
// The tenant's branding and the signed-in user are asked for with the portal's code, not after it: the portal's
// frame waits for both (its colours; the role that decides its menu), so it draws once instead of redrawing.
const PortalApp = lazy(() => {
  void fetchBranding();
  void import('../providers/currentUser').then(({ getCurrentUser }) => getCurrentUser());
  return import('./portal/PortalApp');
});

/**
 * Lets the session module (refresh failures, other tabs signing out) move this router to the login page; when
 * another tab signs in a different user, the page starts afresh so nothing of the previous user stays on screen.
 */
const SessionBridge = () => {
  const navigate = useNavigate();
  useEffect(() => setNavigator((to, state) => void navigate(to, { state })), [navigate]);
  useEffect(() => startSessionWatch(), []);
  useEffect(() => subscribe((event) => event.type === 'user-changed' && window.location.reload()), []);
  return null;
};

const Portal = () => {
  const location = useLocation();
  if (!isAuthenticated())
    return <Navigate to={loginPath(`${location.pathname}${location.search}`)} state={loginNotice(location.state)} replace />;
  return <PortalApp />;
};

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <BrowserRouter>
      <SessionBridge />
      <AppErrorBoundary>
        <Suspense fallback={<AppLoading />}>
          <Routes>
            <Route path="/auth/*" element={<AuthApp />} />
            <Route path="/*" element={<Portal />} />
          </Routes>
        </Suspense>
      </AppErrorBoundary>
    </BrowserRouter>
  </StrictMode>,
);
