/**
 * The portal's frame draws once (issue 12): it waits for the tenant's branding instead of drawing in Portico's colours
 * and redrawing everything in the tenant's a moment later, and for the signed-in user instead of drawing the menu's
 * placeholders and then the menu. A call that hangs holds the portal no longer than FRAME_WAIT_MS.
 */
import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { clearBrandingCache } from '../../../src/shared/branding';
import { FRAME_WAIT_MS } from '../../../src/portal/PorticoLayout';
import { openAs } from '../users/render';
import { holdAnswer } from '../support/heldAnswer';

const BRANDING = 'http://localhost:4010/portal/api/v1/tenants/branding';
const CURRENT_USER = 'http://localhost:4010/portal/api/v1/users/current';

beforeEach(() => clearBrandingCache());

describe("the portal's frame and its start-up answers", () => {
  it.each([
    ['the branding', BRANDING],
    ['the signed-in user', CURRENT_USER],
  ])('draws the frame, and the page in it, only once %s has answered', async (_name, url) => {
    const answer = holdAnswer(url);
    await openAs('clientadmin@portico.test', '/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { level: 1, name: /welcome/i })).toBeInTheDocument();
  });

  it('draws the frame in Portico’s colours when the branding call hangs', async () => {
    server.use(http.get(BRANDING, () => delay('infinite')));
    const started = Date.now();
    await openAs('clientadmin@portico.test', '/dashboard');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(FRAME_WAIT_MS);
    // The footer names the product, not a tenant, while the tenant's branding is unknown.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Portico');
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
