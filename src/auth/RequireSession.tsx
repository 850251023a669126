import { useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isAuthenticated, subscribe } from '../../providers/session';

/** Whether a session exists, re-read on every sign-in and sign-out (this tab's or another's). */
export const useSignedIn = (): boolean => useSyncExternalStore(subscribe, isAuthenticated, isAuthenticated);

/** The pages that need a session send the user to log in first, and back here afterwards. */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const signedIn = useSignedIn();
  const location = useLocation();
  if (!signedIn) {
    return <Navigate to="/auth/login" replace state={{ from: `${location.pathname}${location.search}` }} />;
  }
  return <>{children}</>;
};
