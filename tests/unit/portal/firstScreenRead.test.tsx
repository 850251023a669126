/**
 * A record's screen or a list opened by its URL (a link, a reload) has its record or first page asked for as the
 * portal starts, once the user's role allows it, not once the frame has been drawn and the screen's code has loaded
 * (issue 25, goal 3): the API sees the read while the frame still waits, and no more reads than before.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { MemoryRouter } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { PortalAdmin } from '../../../src/portal/PortalApp';
import { clearBrandingCache } from '../../../src/shared/branding';
import { resourceDefinitions } from '../../../src/portal/registry';
import { signInAs } from '../support/session';

/** The client-portal API's requests, as method and path (with the query, `withQuery`), in the order it receives them. */
const portalRequests = (withQuery = false) => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    const path = url.pathname.replace('/portal/api/v1', '') + (withQuery ? url.search : '');
    if (url.pathname.startsWith('/portal/api/v1/')) seen.push(`${request.method} ${path}`);
  });
  return seen;
};

// Each portal here asks for the branding afresh, so holding it holds the frame.
beforeEach(() => clearBrandingCache());

/** The frame waits for the tenant's branding (at most FRAME_WAIT_MS, 3 s): held here, no screen is drawn meanwhile. */
const holdBranding = () => {
  let release: () => void = () => undefined;
  const released = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get('*/api/v1/tenants/branding', async () => {
      await released;
      // Nothing answered here: the sandbox's own handler answers.
    }),
  );
  return release;
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
    const release = holdBranding();
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

describe("the first list's first page", () => {
  it('is asked for as the portal starts, while the frame still waits, and read once', async () => {
    await signInAs('superadmin@portico.test');
    const seen = portalRequests(true);
    const release = holdBranding();
    openPortalAt('/administration/onboarding/company/list');
    const firstPage = 'GET /companies/search?page=1&perPage=25&sortField=name&sortOrder=ASC';
    await waitFor(() => expect(seen).toContain(firstPage), { timeout: 2_500 });
    release();
    expect(await screen.findByRole('link', { name: 'Anglia Rail Maintenance Ltd' }, { timeout: 20_000 })).toBeInTheDocument();
    // The list did not read its first page again as it mounted: the next page, asked for by the user, comes after one.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(seen).toContain('GET /companies/search?page=2&perPage=25&sortField=name&sortOrder=ASC'), {
      timeout: 20_000,
    });
    expect(seen.filter((r) => r === firstPage)).toHaveLength(1);
  });
});

describe('an own list that reads its page as a generated list does (the users list)', () => {
  it('has its first page asked for as the portal starts, while the frame still waits, and read once', async () => {
    await signInAs('superadmin@portico.test');
    const pages: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.url.endsWith('/users/search'))
        void request
          .clone()
          .json()
          .then((body: { page?: unknown }) => pages.push(body.page));
    });
    const release = holdBranding();
    openPortalAt('/administration/user/list');
    await waitFor(() => expect(pages).toEqual([1]), { timeout: 2_500 });
    release();
    expect(await screen.findByRole('link', { name: 'Priya' }, { timeout: 20_000 })).toBeInTheDocument();
    // The list did not read its first page again as it mounted: the next page, asked for by the user, is the second read.
    await userEvent.setup().click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(pages).toContain(2), { timeout: 20_000 });
    expect(pages).toEqual([1, 2]);
  });
});
