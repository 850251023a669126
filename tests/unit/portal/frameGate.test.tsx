/**
 * The portal's frame draws once (issue 12): it waits for the tenant's branding instead of drawing in Portico's colours
 * and redrawing everything in the tenant's a moment later, and for the signed-in user instead of drawing the menu's
 * placeholders and then the menu. A call that hangs holds the portal no longer than FRAME_WAIT_MS.
 */
import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FRAME_COLOUR_KEY } from '../../../providers/browserStorage';
import { brandShade } from '../../../src/shared/theme';
import { getCurrentUser } from '../../../providers/currentUser';
import companies from '../../../resources/companies';
import products from '../../../resources/products';
import schemes from '../../../resources/schemes';
import users from '../../../resources/users';
import { server } from '../../../sandbox/node';
import { clearBrandingCache, fetchBranding } from '../../../src/shared/branding';
import { FRAME_WAIT_MS } from '../../../src/portal/PorticoLayout';
import { openAs, portalFileWaits } from '../users/render';
import { holdAnswer } from '../support/heldAnswer';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

portalFileWaits();

const BRANDING = 'http://localhost:4010/portal/api/v1/tenants/branding';
const CURRENT_USER = 'http://localhost:4010/portal/api/v1/users/current';

beforeEach(() => clearBrandingCache());
afterEach(() => server.events.removeAllListeners());

describe("the portal's frame and its start-up answers", () => {
  it.each([
    ['the branding', BRANDING, () => getCurrentUser()],
    ['the signed-in user', CURRENT_USER, () => fetchBranding()],
  ])(
    'holds the frame back while %s is unanswered, up to its limit, and draws the page once it answers',
    async (_name, url, askTheOther) => {
      const answer = holdAnswer(url);
      const reached = new Promise<void>((resolve) =>
        server.events.on('request:start', ({ request }) => request.url.startsWith(url) && resolve()),
      );
      localStorage.clear();
      await signInAs('clientadmin@portico.test');
      // The other start-up answer is in before the portal starts (both are asked once and shared), so a gate that did
      // not wait for the held one would draw the frame at once.
      await askTheOther();
      // When a banner was first drawn, even one drawn and gone again.
      let bannerAt: number | undefined;
      const watch = new MutationObserver(() => (bannerAt ??= document.querySelector('header, [role="banner"]') ? Date.now() : undefined));
      watch.observe(document.body, { childList: true, subtree: true });
      const started = Date.now();
      renderPortal([users, companies, products, schemes], '/dashboard');

      await reached;
      // The portal's own spinner stands in for the frame at once, the same one the page showed while its code loaded.
      expect(await screen.findByRole('progressbar', { name: 'Loading Portico…' })).toBeInTheDocument();
      // With everything else answered before the start, a gate that did not wait would draw the frame long before its
      // own limit (FRAME_WAIT_MS) makes it draw without the held answer; the observer sees a banner drawn at any moment.
      await screen.findByRole('banner', undefined, { timeout: 20_000 });
      watch.disconnect();
      expect(bannerAt! - started).toBeGreaterThanOrEqual(FRAME_WAIT_MS);

      answer();
      expect(await screen.findByRole('heading', { level: 1, name: /welcome/i })).toBeInTheDocument();
    },
  );

  it('draws the frame in Portico’s colours when the branding call hangs', async () => {
    server.use(http.get(BRANDING, () => delay('infinite')));
    localStorage.removeItem(FRAME_COLOUR_KEY);
    const started = Date.now();
    await openAs('clientadmin@portico.test', '/dashboard');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(FRAME_WAIT_MS);
    // The footer names the product, not a tenant, while the tenant's branding is unknown.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Portico');
    // Portico's colour is not the tenant's: the next start's shell is not told to paint its bar with it.
    expect(localStorage.getItem(FRAME_COLOUR_KEY)).toBeNull();
  });

  it("remembers the bar's colour, the tenant's as the theme uses it, for the next start's shell", async () => {
    localStorage.setItem(FRAME_COLOUR_KEY, '#000000');
    await openAs('clientadmin@portico.test', '/dashboard');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    const { primaryColour } = await fetchBranding();
    expect(primaryColour).toBeTruthy();
    await vi.waitFor(() => expect(localStorage.getItem(FRAME_COLOUR_KEY)).toBe(brandShade(primaryColour!)));
  });

  it('draws the frame, with its account menu, when the signed-in user does not answer', async () => {
    server.use(http.get(CURRENT_USER, () => delay('infinite')));
    const started = Date.now();
    await openAs('clientadmin@portico.test', '/dashboard');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(FRAME_WAIT_MS);
    // Signing out stays within reach while the page waits for the user.
    expect(screen.getByRole('button', { name: /account/i })).toBeInTheDocument();
  });
});
