/**
 * A record's screen opened by its URL (a link, a reload) has its record asked for as the portal starts, once the
 * user's role allows it, not once the frame has been drawn and the screen's code has loaded (issue 25, goal 3): the
 * API sees the record's read before the frame's own start-up reads, and no more reads of it than before.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { PortalAdmin } from '../../../src/portal/PortalApp';
import { resourceDefinitions } from '../../../src/portal/registry';
import { signInAs } from '../support/session';

/** The client-portal API's requests, as method and path, in the order the API receives them. */
const portalRequests = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.startsWith('/portal/api/v1/')) seen.push(`${request.method} ${url.pathname.replace('/portal/api/v1', '')}`);
  });
  return seen;
};

const openPortalAt = (path: string) =>
  render(
    <MemoryRouter initialEntries={[path]}>
      <PortalAdmin definitions={resourceDefinitions} />
    </MemoryRouter>,
  );

describe("the first screen's record", () => {
  it('is asked for as the portal starts, while the frame still waits, and read no more times than before', async () => {
    await signInAs('superadmin@portico.test');
    const seen = portalRequests();
    // The frame waits for the tenant's branding (at most FRAME_WAIT_MS, 3 s): held here, no screen is drawn meanwhile.
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    server.use(
      http.get('*/api/v1/tenants/branding', async () => {
        await released;
        // Nothing answered here: the sandbox's own handler answers.
      }),
    );
    openPortalAt('/administration/onboarding/company/view/cmp-01/details');
    await waitFor(() => expect(seen).toContain('GET /companies/cmp-01'), { timeout: 2_500 });
    release();
    expect(await screen.findByRole('heading', { level: 1, name: /^Company: Thames Valley/ }, { timeout: 20_000 })).toBeInTheDocument();
    // Whether the screen or the breadcrumb took the early answer, nobody read it again: the record's other read is
    // the company picker's, which checks the company the URL names by a query of its own. (A read made again as the
    // screen mounted would have been asked for before a tab the user then opens has drawn.)
    await userEvent.setup().click(screen.getByRole('tab', { name: 'Schemes' }));
    expect(await screen.findByRole('table', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(seen.filter((r) => r === 'GET /companies/cmp-01')).toHaveLength(2);
  });
});
