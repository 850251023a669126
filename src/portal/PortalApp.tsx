/**
 * The portal: react-admin over the resource definitions. Loaded lazily once a session exists, so the
 * sign-in pages never pay for it.
 */
import { QueryClient } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  AuthenticationError,
  CoreAdminUI,
  CustomRoutes,
  Error as ErrorPage,
  Notification,
  localStorageStore,
} from 'react-admin';
import { Route, useLocation } from 'react-router-dom';
import { createAuthProvider } from '../../providers/authProvider';
import { createDataProvider } from '../framework/dataProvider';
import { withFirstRead } from '../framework/firstRead';
import { createI18nProvider } from '../../providers/i18n/i18nProvider';
import { translate } from '../../providers/i18n/translate';
import { createCanAccess } from '../framework/access';
import { resourceMessages } from '../framework/messages';
import { parentRefreshCache } from '../framework/parentRefresh';
import { resourceDefinitions } from './registry';
import { PERMISSION_DENIED_PATH, resourceRegistrations, resourceRoutes, startFirstScreen } from '../framework/routes';
import type { ResourceDefinition } from '../framework/types';
import { FrameLoading } from '../shared/AppLoading';
import { theme } from '../shared/theme';
import { DefinitionsProvider } from '../framework/views/DefinitionsContext';
import { Dashboard } from './dashboard/Dashboard';
import { PermissionDenied } from './PermissionDenied';
import { AreaGuard, CatchAll, RootRedirect } from './RootRedirect';
import { PorticoLayout } from './PorticoLayout';
import { retryTransient } from './retry';

/**
 * List preferences and the selected company survive a reload (react-admin's default store is memory only).
 * It holds no tokens, and react-admin clears it on sign-out so one user's choices never reach the next.
 */
const store = localStorageStore(undefined, 'Portico');

/** The notification's click-away listener listens to nothing. */
const KEEP_ON_CLICK = { clickAwayListener: { mouseEvent: false, touchEvent: false } } as const;

const SESSION_READS = [
  ['auth', 'checkAuth'],
  ['auth', 'getIdentity'],
  ['auth', 'getPermissions'],
  ['portico', 'currentUser'],
  ['portico', 'branding'],
];

export const createPortalProviders = (definitions: ResourceDefinition[]) => {
  const queryClient: QueryClient = new QueryClient({
    // react-query retries every failure three times by default; a refusal or a missing record never changes.
    defaultOptions: { queries: { retry: retryTransient } },
    mutationCache: parentRefreshCache(definitions, () => queryClient),
  });
  // The frame is drawn from the session's own reads: react-admin's session check (asked again as each screen mounts),
  // identity and role, and the portal's signed-in user and branding. Each change of such a query's state reached the
  // whole frame: a check that answered as before, or a refresh after a save (every query asked again), drew the
  // banner, menu and picker again. They hear of a changed answer only; a session ended elsewhere still signs out.
  for (const queryKey of SESSION_READS) queryClient.setQueryDefaults(queryKey, { notifyOnChangeProps: ['data', 'error', 'status'] });
  return {
    queryClient,
    dataProvider: withFirstRead(createDataProvider(definitions), queryClient),
    authProvider: createAuthProvider({ canAccess: createCanAccess(definitions) }),
    i18nProvider: createI18nProvider(resourceMessages(definitions)),
  };
};

/** The portal over any set of definitions (tests pass their own). */
export const PortalAdmin = ({ definitions, children }: { definitions: ResourceDefinition[]; children?: ReactNode }) => {
  const providers = useMemo(() => createPortalProviders(definitions), [definitions]);
  // The first screen's code and data (its record, a list's first page) load beside the frame's start-up answers, not
  // after them: only the first's, since later screens are reached from a drawn page (their code prefetched when idle).
  const firstLocation = useRef(useLocation()).current;
  useEffect(() => startFirstScreen(definitions, firstLocation, { ...providers, store }), [definitions, firstLocation, providers]);
  return (
    <DefinitionsProvider value={definitions}>
      {/*
        react-admin's <Admin> is these two with defaults the portal replaces anyway: its English catalogue (ours
        restates it) and its login page (the sign-in app is ours). Composed here, neither ships: the login form alone
        brought react-hook-form and the inputs into every first load.
      */}
      <AdminContext {...providers} theme={theme} store={store}>
        <CssBaseline enableColorScheme />
        <CoreAdminUI
          layout={PorticoLayout}
          dashboard={RootRedirect}
          catchAll={CatchAll}
          loading={FrameLoading}
          error={ErrorPage}
          accessDenied={AccessDenied}
          authenticationError={AuthenticationError}
          loginPage={false}
          requireAuth
          disableTelemetry
          title={translate('portico.shell.productName')}
        >
          {resourceRegistrations(definitions)}
          <CustomRoutes>
            {resourceRoutes(definitions)}
            <Route path={PERMISSION_DENIED_PATH} element={<PermissionDenied />} />
            <Route
              path="/dashboard/*"
              element={
                <AreaGuard>
                  <Dashboard />
                </AreaGuard>
              }
            />
            {children}
          </CustomRoutes>
        </CoreAdminUI>
        {/*
          A message stays its time (docs/decisions.md, "A message is not taken away by the next click"): MUI closed it
          at any click elsewhere, so saving and clicking on took "Changes saved." away half read, and every press
          while one showed paid for closing it.
        */}
        <Notification slotProps={KEEP_ON_CLICK} />
      </AdminContext>
    </DefinitionsProvider>
  );
};

const PortalApp = () => <PortalAdmin definitions={resourceDefinitions} />;

export default PortalApp;
