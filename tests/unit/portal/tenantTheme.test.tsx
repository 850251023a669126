/**
 * White label without a flash (issue 12): the portal's frame waits for the tenant's branding instead of drawing in
 * Portico's colours and redrawing everything in the tenant's a moment later; a branding call that hangs holds the
 * portal no longer than BRANDING_WAIT_MS, after which it draws in Portico's own colours.
 */
import { screen } from '@testing-library/react';
import { delay, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { clearBrandingCache } from '../../../src/shared/branding';
import { BRANDING_WAIT_MS } from '../../../src/portal/PorticoLayout';
import { openAs } from '../users/render';

const BRANDING = 'http://localhost:4010/portal/api/v1/tenants/branding';

beforeEach(() => clearBrandingCache());

describe("the portal's frame and the tenant's branding", () => {
  it('draws the frame only once the branding has answered', async () => {
    let answer: () => void = () => undefined;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    server.use(
      http.get(BRANDING, async () => {
        await answered;
        return undefined; // on to the sandbox's own answer
      }),
    );
    await openAs('clientadmin@portico.test', '/dashboard');
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(screen.queryByRole('banner')).not.toBeInTheDocument();

    answer();
    expect(await screen.findByRole('banner')).toBeInTheDocument();
  });

  it('draws the frame in Portico’s colours when the branding call hangs', async () => {
    server.use(http.get(BRANDING, () => delay('infinite')));
    const started = Date.now();
    await openAs('clientadmin@portico.test', '/dashboard');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(Date.now() - started).toBeGreaterThanOrEqual(BRANDING_WAIT_MS);
    // The footer names the product, not a tenant, while the tenant's branding is unknown.
    expect(await screen.findByRole('contentinfo')).toHaveTextContent('Portico');
  });
});
