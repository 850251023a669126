/**
 * Entry: one router, two lazily loaded apps. `/auth/*` is the sign-in app (plain React); everything
 * else is the portal (react-admin), loaded only when a session exists.
 */
import { StrictMode, Suspense, useEffect } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { loginNotice } from './auth/loginNotice';
import { isAuthenticated, loginPath, setNavigator, startSessionWatch, subscribe } from '../providers/session';
import { AppErrorBoundary } from './shared/AppErrorBoundary';
import { fetchBranding } from './shared/branding';
import { AppLoading, FrameLoading } from './shared/AppLoading';
import { lazyOnce, once } from './shared/loadOnce';

/**
 * Each app's code, drawn without suspending once it has arrived. Where the address tells which app it shows, its code
 * is asked for before React's first drawing (the bottom of this file), so that drawing is the app itself.
 */
const authApp = once(() => import('./auth/AuthApp').then((module) => module.default));
const AuthApp = lazyOnce(authApp);
// The tenant's branding and the signed-in user are asked for with the portal's code, not after it: the portal's
// frame waits for both (its colours; the role that decides its menu), so it draws once instead of redrawing.
const portalApp = once(() => {
  void fetchBranding();
  void import('../providers/currentUser').then(({ getCurrentUser }) => getCurrentUser());
  return import('./portal/PortalApp').then((module) => module.default);
});
const PortalApp = lazyOnce(portalApp);

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

const root = createRoot(document.getElementById('root')!);
const render = () =>
  root.render(
    <StrictMode>
      <BrowserRouter>
        <SessionBridge />
        <AppErrorBoundary>
          {/* Each app's loading picture is the one index.html's shell drew at that address, so nothing flashes. */}
          <Routes>
            <Route
              path="/auth/*"
              element={
                <Suspense fallback={<AppLoading />}>
                  <AuthApp />
                </Suspense>
              }
            />
            <Route
              path="/*"
              element={
                <Suspense fallback={<FrameLoading />}>
                  <Portal />
                </Suspense>
              }
            />
          </Routes>
        </AppErrorBoundary>
      </BrowserRouter>
    </StrictMode>,
  );

// index.html's shell draws the page's frame before any script (the sign-in card, or the portal's frame in outline), and
// React's first drawing replaces it. That drawing is the app itself, not a loading picture in between: on the sign-in
// pages the picture was a flash, and the card shifted when it came back; in the portal it was a Suspense fallback that
// React then kept for at least 300 ms (its throttle on revealing a suspended boundary's content), although the
// portal's code, asked for by the shell, had arrived long before (issue 25, goal 3). An address whose app is not known
// yet (a visitor without a session, about to be sent to sign in) draws at once.
if (window.location.pathname.startsWith('/auth/')) {
  // The tenant's logo is what a sign-in page draws last (its largest picture): asked for beside the app's code.
  void fetchBranding();
  void authApp().then(render, render);
} else if (isAuthenticated()) void portalApp().then(render, render);
else render();
