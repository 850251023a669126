import { useMediaQuery } from '@mui/material';
import { ThemeProvider } from '@mui/material/styles';
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Layout, LoadingPage, useSidebarState } from 'react-admin';
import { Breadcrumbs } from './Breadcrumbs';
import { CompanyProvider } from './company/CompanyContext';
import { CompanyPicker } from './company/CompanyPicker';
import { CompanyReplacedNotice } from './company/CompanyReplacedNotice';
import { useDefinitions } from '../framework/views/DefinitionsContext';
import { Footer } from './Footer';
import { PorticoAppBar } from './PorticoAppBar';
import { PorticoMenu } from './PorticoMenu';
import { CurrentUserGate } from './ServiceUnavailable';
import { createPorticoTheme } from '../shared/theme';
import { useBranding, useBrandingSettled } from './useBranding';
import { useUserPermissions } from './userPermissions';

/** Spec 2.1: the sidebar is open at 1366 px and wider, collapsed below (a temporary drawer on phones). */
export const SIDEBAR_OPEN_MIN_WIDTH = 1366;

const useSidebarBreakpoint = () => {
  const wide = useMediaQuery(`(min-width:${SIDEBAR_OPEN_MIN_WIDTH}px)`, { noSsr: true });
  const phone = useMediaQuery((theme: { breakpoints: { down: (k: 'sm') => string } }) => theme.breakpoints.down('sm'), { noSsr: true });
  const [, setOpen] = useSidebarState();
  useEffect(() => {
    // On phones the drawer is temporary: it starts closed whatever the width rule says.
    setOpen(wide && !phone);
  }, [wide, phone, setOpen]);
};

const Menu = () => (
  <>
    <CompanyPicker placement="sidebar" />
    <PorticoMenu definitions={useDefinitions()} />
  </>
);

const Frame = ({ children }: { children: ReactNode }) => {
  useSidebarBreakpoint();
  // Loaded at start-up, whatever the first page, so the product roles are at hand when a page shows them.
  useUserPermissions();
  return (
    // react-admin's layout is at least as wide as its content (min-width: fit-content). It, the content column and
    // the cards react-admin lays out in flex rows (record screens) may shrink instead, so tables and tabs scroll in
    // their own box rather than widening the page on a phone.
    <Layout
      menu={Menu}
      appBar={PorticoAppBar}
      sx={{
        minWidth: 0,
        '& .RaLayout-content, & .RaLayout-content .MuiCard-root, & .RaList-main, & .RaShow-main, & .RaEdit-main': { minWidth: 0 },
      }}
    >
      <CompanyPicker placement="page" />
      <Breadcrumbs definitions={useDefinitions()} />
      <CompanyReplacedNotice />
      <CurrentUserGate>{children}</CurrentUserGate>
      <Footer />
    </Layout>
  );
};

/** How long the frame waits for the tenant's colours before it draws in Portico's own. */
export const BRANDING_WAIT_MS = 3000;

/**
 * White label: the tenant's primary colour themes everything inside the portal's frame (dialogs included). The frame
 * waits for it (the call starts with the portal's code, so it has usually answered) rather than drawing in Portico's
 * colours and redrawing every component in the tenant's a moment later: a visible flash, and the dashboard's longest
 * task. A slow branding call holds the portal no longer than BRANDING_WAIT_MS.
 */
const TenantTheme = ({ children }: { children: ReactNode }) => {
  const { primaryColour } = useBranding();
  const settled = useBrandingSettled();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    if (settled) return;
    const timer = setTimeout(() => setGaveUp(true), BRANDING_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settled]);
  const theme = useMemo(() => createPorticoTheme(primaryColour), [primaryColour]);
  if (!settled && !gaveUp) return <LoadingPage />;
  return <ThemeProvider theme={theme}>{children}</ThemeProvider>;
};

export const PorticoLayout = ({ children }: { children: ReactNode }) => (
  <TenantTheme>
    <CompanyProvider>
      <Frame>{children}</Frame>
    </CompanyProvider>
  </TenantTheme>
);
