/**
 * A record's screen opened by its URL (a link, a reload) has its record asked for as the portal starts, once the
 * user's role allows it, not once the frame has been drawn and the screen's code has loaded (issue 25, goal 3): the
 * API sees the record's read before the frame's own start-up reads, and no more reads of it than before.
 */
import { render, screen } from '@testing-library/react';
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
  it("is asked for before the frame's own reads when a company's record is opened by its URL", async () => {
    await signInAs('superadmin@portico.test');
    const seen = portalRequests();
    openPortalAt('/administration/onboarding/company/view/cmp-01/details');
    expect(await screen.findByRole('heading', { level: 1, name: /^Company: Thames Valley/ }, { timeout: 20_000 })).toBeInTheDocument();
    const record = seen.indexOf('GET /companies/cmp-01');
    const frameSearch = seen.findIndex((r) => r.startsWith('GET /companies/search'));
    expect(record).toBeGreaterThan(-1);
    expect(frameSearch).toBeGreaterThan(-1);
    expect(record).toBeLessThan(frameSearch);
    // The screen's read took the early answer: the record's other read is the company picker's, which checks the
    // company the URL names by a query of its own.
    expect(seen.filter((r) => r === 'GET /companies/cmp-01')).toHaveLength(2);
  });
});
