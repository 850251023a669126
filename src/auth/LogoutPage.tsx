import { useEffect } from 'react';
import { Navigate } from 'react-router';
import { clearCurrentUser } from '../../providers/currentUser';
import { logout, readAuthState } from '../../providers/session';

/** Ends the session (revoking it at the service) and shows the login page. */
export const LogoutPage = () => {
  useEffect(() => {
    // logout() clears the cookie synchronously, so a second run (StrictMode) finds nothing to do.
    if (readAuthState()) void logout('user');
    clearCurrentUser();
  }, []);
  return <Navigate to="/auth/login" replace state={{ signedOut: true }} />;
};
