import { Box, useMediaQuery } from '@mui/material';
import { usePhoneWidth } from '../framework/views/usePhoneWidth';
import { ThemeProvider } from '@mui/material/styles';
import { Suspense, lazy, memo, useDeferredValue, useEffect, useMemo, useState, type ReactNode } from 'react';
import { Layout, useGetIdentity, usePermissions, useSidebarState } from 'react-admin';
import { Breadcrumbs } from './Breadcrumbs';
import { CompanyProvider, CompanySettled } from './company/CompanyContext';
import { CompanyPicker } from './company/CompanyPicker';
import { CompanyReplacedNotice } from './company/CompanyReplacedNotice';
import { useDefinitions } from '../framework/views/DefinitionsContext';
import { Footer } from './Footer';
import { PorticoAppBar } from './PorticoAppBar';
import { PorticoMenu } from './PorticoMenu';
import { CurrentUserGate, useCurrentUser } from './ServiceUnavailable';
import { createPorticoTheme } from '../shared/theme';
import { FrameLoading, rememberFrameColour } from '../shared/AppLoading';
import { useBranding, useBrandingSettled } from './useBranding';
import { useUserPermissions } from './userPermissions';

/** Spec 2.1: the sidebar is open at 1366 px and wider, collapsed below (a temporary drawer on phones). */
export const SIDEBAR_OPEN_MIN_WIDTH = 1366;

const useSidebarBreakpoint = () => {
  const wide = useMediaQuery(`(min-width:${SIDEBAR_OPEN_MIN_WIDTH}px)`, { noSsr: true });
  const phone = usePhoneWidth();
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    // On phones the drawer is temporary: it starts closed whatever the width rule says.
    setOpen(wide && !phone);
  }, [wide, phone, setOpen]);
};

/*
 * The frame's parts are memoised: react-admin renders the layout again whenever its router configuration settles
 * (three times once the role is known), and each of those redrew the app bar, the sidebar and the page header with
 * every style in them (a third of the dashboard's component renders). Each part reads what it shows from its own
 * hooks.
 */
const Menu = memo(() => (
  <>
    <CompanyPicker placement="sidebar" />
    <PorticoMenu definitions={useDefinitions()} />
  </>
));

const PageHeader = memo(() => (
  <>
    <CompanyPicker placement="page" />
    <Breadcrumbs definitions={useDefinitions()} />
    <CompanyReplacedNotice />
  </>
));

const AppBar = memo(PorticoAppBar);
const PageFooter = memo(Footer);

// The inactivity warning and the idle prefetch of the next screens: not needed for the first screen, so not in the
// first load. Should their code fail to load, the session module still ends a timed-out session on its own check,
// without the warning, and each screen loads its code when opened.
const AfterStart = lazy(() => import('./AfterStart').catch(() => ({ default: () => null })));

/** Loaded at start-up, whatever the first page, so the product roles are at hand when a page shows them. */
const UserPermissionsLoader = () => {
  useUserPermissions();
  return null;
};

const Frame = ({ children }: { children: ReactNode }) => {
  useSidebarBreakpoint();
  return (
    // react-admin's layout is at least as wide as its content (min-width: fit-content). It, the content column and
    // the cards react-admin lays out in flex rows (record screens) may shrink instead, so tables and tabs scroll in
    // their own box rather than widening the page on a phone.
    <Layout
      menu={Menu}
      appBar={AppBar}
      sx={{
        minWidth: 0,
        '& .RaLayout-content, & .RaLayout-content .MuiCard-root, & .RaList-main, & .RaShow-main, & .RaEdit-main': { minWidth: 0 },
      }}
    >
      <UserPermissionsLoader />
      <PageHeader />
      {/*
       * At least a screen high, so the footer starts below the fold: drawn at the bottom of a page still loading, it
       * was pushed down as the rows or fields arrived, the page's one layout shift (CLS 0.12-0.19 on a phone).
       */}
      <Box sx={{ minHeight: '100vh', minWidth: 0, display: 'flex', flexDirection: 'column' }}>
        <CurrentUserGate>
          <CompanySettled>{children}</CompanySettled>
        </CurrentUserGate>
      </Box>
      <PageFooter />
    </Layout>
  );
};

/** How long the frame waits for its start-up answers before it draws without them. */
export const FRAME_WAIT_MS = 3000;

/**
 * The frame waits for what it is drawn from, both asked for with the portal's code (src/main.tsx): the tenant's
 * branding (white label: its primary colour themes everything inside the frame, dialogs included) and the signed-in
 * user (whose role decides the menu, the picker and the page). Drawing before either answered meant drawing again
 * when it did: in Portico's colours, then every component restyled in the tenant's (a visible flash); with the menu's
 * placeholders, then the menu. A slow call holds the portal no longer than FRAME_WAIT_MS; the page then says what it
 * is waiting for, or what failed.
 */
const FrameGate = ({ children }: { children: ReactNode }) => {
  const { primaryColour } = useBranding();
  const brandingSettled = useBrandingSettled();
  // The user as react-admin reads it too (its identity and role, from the same record): every part of the frame asks
  // for them, and drawn while they were pending it was drawn again, synchronously, once they answered.
  const user = useCurrentUser();
  const identity = useGetIdentity();
  const role = usePermissions();
  const settled = brandingSettled && !user.isPending && !identity.isPending && !role.isPending;
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setGaveUp(true), FRAME_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  const theme = useMemo(() => createPorticoTheme(primaryColour), [primaryColour]);
  // Drawing the frame is the portal's largest piece of work. Deferred, React draws it in slices between which the
  // page still answers input, instead of in one long task (docs/performance.md).
  const ready = useDeferredValue(settled || gaveUp);
  useEffect(() => {
    if (settled) rememberFrameColour(theme.palette.primary.main);
  }, [settled, theme]);
  if (!ready) return <FrameLoading />;
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};

export const PorticoLayout = ({ children }: { children: ReactNode }) => (
  <FrameGate>
    <CompanyProvider>
      <Frame>{children}</Frame>
    </CompanyProvider>
    <Suspense>
      <AfterStart />
    </Suspense>
  </FrameGate>
);
