import { useEffect, useState } from 'react';
import { FRAME_COLOUR_KEY } from '../../providers/browserStorage';
import { translate } from '../../providers/i18n/translate';
import { fetchBranding, knownBranding, type TenantBranding } from './branding';
import './app.css';

const Spinner = () => <span role="progressbar" aria-label={translate('portico.shell.loading')} className="app-spinner" />;

/** Shown while an app's code loads: before either app (and its styles) is there, so plain and light. */
export const AppLoading = () => (
  <div role="status" aria-live="polite" className="app-loading">
    <Spinner />
  </div>
);

const MENU_ENTRIES = 6;

const DASHBOARD = /^\/dashboard\/?$/;

/**
 * At /dashboard, the page's welcome heading (its words need only the tenant's name): the first words a signed-in start
 * can show, and its largest paint. public/shell.js writes the same into index.html's frame.
 */
const useDashboardWelcome = (): string | undefined => {
  const atDashboard = DASHBOARD.test(window.location.pathname);
  const [branding, setBranding] = useState<TenantBranding | undefined>(() => (atDashboard ? knownBranding() : undefined));
  useEffect(() => {
    if (!atDashboard || branding) return;
    let live = true;
    void fetchBranding().then((answer) => live && setBranding(answer));
    return () => {
      live = false;
    };
  }, [atDashboard, branding]);
  return branding && translate('portico.shell.dashboard.welcome', { name: branding.name });
};

/**
 * The portal's frame in outline (bar, sidebar, page) while its code and start-up answers load: drawn first by
 * index.html's shell and then by every step of the portal's start, the same elements each time, so a signed-in page
 * shows its shape at once and nothing flashes or moves until the frame itself replaces it. Plain elements and
 * app.css, like the spinner: MUI is not there yet. Widths follow the real frame's (PorticoLayout: the sidebar open
 * from 1366 px, collapsed below, absent on phones). The bar is grey, or the colour the frame last drew it in at this
 * address (rememberFrameColour; public/shell.js sets it on the page before the first paint).
 */
export const FrameLoading = () => {
  const welcome = useDashboardWelcome();
  return (
    <div className="frame-loading">
      <div className="frame-loading-bar"></div>
      <main className="frame-loading-main">
        <div className="frame-loading-sidebar">
          {Array.from({ length: MENU_ENTRIES }, (_, entry) => (
            <span key={entry} className="frame-loading-entry"></span>
          ))}
        </div>
        <div className="frame-loading-content">
          <span className="frame-loading-crumbs"></span>
          {/* Empty until the tenant's name is known; shown only where index.html's shell kept room for it (app.css). */}
          <h1 className="frame-loading-heading" aria-hidden={welcome ? undefined : true}>
            {welcome}
          </h1>
          <div role="status" aria-live="polite" className="frame-loading-page">
            <Spinner />
          </div>
        </div>
      </main>
    </div>
  );
};

/**
 * Remembers the app bar's colour for the next start at this address (index.html's shell paints its bar with it), so
 * the bar does not change colour when the frame arrives. A browser refusing storage only loses that.
 */
export const rememberFrameColour = (colour: string): void => {
  try {
    if (localStorage.getItem(FRAME_COLOUR_KEY) !== colour) localStorage.setItem(FRAME_COLOUR_KEY, colour);
  } catch {
    // storage unavailable (private mode, quota): the shell's bar stays grey
  }
};
