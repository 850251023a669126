import { useEffect, useSyncExternalStore, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { isAuthenticated, sessionEndNotice, subscribe } from '../../providers/session';

/** Whether a session exists, re-read on every sign-in and sign-out (this tab's or another's). */
export const useSignedIn = (): boolean => useSyncExternalStore(subscribe, isAuthenticated, isAuthenticated);

/**
 * The inactivity timeout and session limit hold on these pages too (issue 22 item 6). They have no warning dialog:
 * their input keeps the session like the portal's, and the portal's tabs still warn. Loaded after the page, as there.
 */
const useIdleWatch = () =>
  useEffect(() => {
    let stop: (() => void) | undefined;
    let gone = false;
    void import('../../providers/idle').then(({ watchIdle }) => {
      if (!gone) stop = watchIdle().stop;
    });
    return () => {
      gone = true;
      stop?.();
    };
  }, []);

/** The pages that need a session send the user to log in first, and back here afterwards. */
export const RequireSession = ({ children }: { children: ReactNode }) => {
  const signedIn = useSignedIn();
  const location = useLocation();
  useIdleWatch();
  if (!signedIn) {
    const notice = sessionEndNotice();
    return <Navigate to="/auth/login" replace state={{ from: `${location.pathname}${location.search}`, ...(notice && { notice }) }} />;
  }
  return <>{children}</>;
};
