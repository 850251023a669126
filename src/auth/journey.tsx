/**
 * The login journey (spec section 4): a credentials stage, then a code stage under the software-token challenge,
 * or the MFA-setup page under the setup challenge. Held in memory only: the password is needed again for the
 * code stage, and must never reach storage.
 */
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { CHALLENGE, type Credentials, type LoginResult } from '../../providers/identity';
import { getCurrentUser } from '../../providers/currentUser';
import { isAuthenticated, signIn, subscribe } from '../../providers/session';
import { afterLoginDestination } from '../shared/redirect';

export interface JourneyState {
  credentials: Credentials | null;
  challenge: string | null;
  /** The identity service's challenge session (MFA setup). */
  session: string | null;
  /** The MFA-setup session came from a signed-in user's password step-up, not from the sign-in. */
  stepUp: boolean;
  /** The login journey has finished: tokens are stored. */
  finished: boolean;
}

const initialJourney: JourneyState = { credentials: null, challenge: null, session: null, stepUp: false, finished: false };

interface JourneyApi {
  journey: JourneyState;
  /** Acts on a login result as spec section 4 says. */
  handleResult: (result: LoginResult, credentials: Credentials | null) => void;
  /** 'Use another account', sign-out, or the global reset: back to the credentials stage. */
  reset: () => void;
  /** A signed-in user proved it is them (MFA change or reset): on to the setup page with the session that answered. */
  beginStepUpSetup: (session: string) => void;
}

const JourneyContext = createContext<JourneyApi | null>(null);

type AfterLoginState = { from?: string; nextPathname?: string; nextSearch?: string } | null;

/** Where to go once signed in: the saved location (ours or react-admin's), else a safe `redirectTo`, else root. */
const useDestination = () => {
  const location = useLocation();
  return useCallback(() => {
    const state = location.state as AfterLoginState;
    const from = state?.from ?? (state?.nextPathname ? `${state.nextPathname}${state.nextSearch ?? ''}` : null);
    const redirectTo = new URLSearchParams(location.search).get('redirectTo');
    return afterLoginDestination({ from, redirectTo });
  }, [location]);
};

export const JourneyProvider = ({ children }: { children: ReactNode }) => {
  const [journey, setJourney] = useState<JourneyState>(initialJourney);
  const navigate = useNavigate();
  const location = useLocation();
  const destination = useDestination();

  const reset = useCallback(() => setJourney(initialJourney), []);
  const beginStepUpSetup = useCallback(
    (session: string) => {
      setJourney({ ...initialJourney, challenge: CHALLENGE.mfaSetup, session, stepUp: true });
      navigate('/auth/mfa/setup');
    },
    [navigate],
  );

  useEffect(() => subscribe((event) => event.type === 'signed-out' && reset()), [reset]);

  const handleResult = useCallback(
    (result: LoginResult, credentials: Credentials | null) => {
      const keep = { state: location.state, search: location.search };
      switch (result.challengeType ?? null) {
        case CHALLENGE.softwareTokenMfa:
          setJourney({ ...initialJourney, credentials, challenge: CHALLENGE.softwareTokenMfa });
          if (!location.pathname.endsWith('/auth/login')) navigate({ pathname: '/auth/login', search: keep.search }, { state: keep.state });
          return;
        case CHALLENGE.mfaSetup:
          setJourney({ ...initialJourney, credentials, challenge: CHALLENGE.mfaSetup, session: result.session ?? null });
          navigate({ pathname: '/auth/mfa/setup', search: keep.search }, { state: keep.state });
          return;
        case CHALLENGE.newPasswordRequired:
          setJourney(initialJourney);
          navigate('/', { state: { notice: 'newPasswordRequired' } });
          return;
        case null:
          if (signIn(result)) {
            setJourney({ ...initialJourney, finished: true });
            const to = destination();
            // The current user is read before leaving: one who may not use this tenant is signed out by that read and
            // stays here, instead of waiting for the portal's code to load only to be sent back (seconds on a slow
            // machine). Everyone else arrives with the user the portal would have asked for already read.
            void getCurrentUser().then(() => {
              if (!isAuthenticated()) return;
              if (to.startsWith('/')) navigate(to, { replace: true });
              else window.location.assign(to);
            });
          } else {
            console.warn('Login answered neither a challenge nor tokens');
          }
          return;
        default:
          console.warn(`Unknown login challenge: ${result.challengeType}`);
      }
    },
    [destination, location, navigate],
  );

  const api = useMemo(() => ({ journey, handleResult, reset, beginStepUpSetup }), [journey, handleResult, reset, beginStepUpSetup]);
  return <JourneyContext.Provider value={api}>{children}</JourneyContext.Provider>;
};

export const useJourney = (): JourneyApi => {
  const api = useContext(JourneyContext);
  if (!api) throw new Error('useJourney must be used inside <JourneyProvider>');
  return api;
};
