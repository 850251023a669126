/**
 * Entry: one router, two lazily loaded apps. `/auth/*` is the sign-in app (plain React); everything
 * else is the portal (react-admin), loaded only when a session exists.
 */
import { StrictMode, Suspense, lazy, useEffect, type ComponentType } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, Navigate, Route, Routes, useLocation, useNavigate } from 'react-router-dom';
import { loginNotice } from './auth/loginNotice';
import { isAuthenticated, loginPath, setNavigator, startSessionWatch, subscribe } from '../providers/session';
import { AppErrorBoundary } from './shared/AppErrorBoundary';
import { fetchBranding } from './shared/branding';
import { AppLoading, FrameLoading } from './shared/AppLoading';

let loadedAuthApp: ComponentType | undefined;
const loadAuthApp = () =>
  import('./auth/AuthApp').then((module) => {
    loadedAuthApp = module.default;
    return module;
  });
const LazyAuthApp = lazy(loadAuthApp);
/** Once its code is here, drawn at once: a lazy component suspends on its first render even when loaded. */
const AuthApp = () => {
  const Loaded = loadedAuthApp;
  return Loaded ? <Loaded /> : <LazyAuthApp />;
};
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

// index.html's shell draws the sign-in page's frame before any script, and React's first drawing replaces it: on
// the sign-in routes that first drawing is the page itself, not the loading spinner in between (a flash, and the
// card shifting when it came back).
if (window.location.pathname.startsWith('/auth/')) {
  // The tenant's logo is what a sign-in page draws last (its largest picture): asked for beside the app's code.
  void fetchBranding();
  void loadAuthApp().then(render, render);
} else render();
