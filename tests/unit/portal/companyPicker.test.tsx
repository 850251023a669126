import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../../src/portal/registry';
import { server } from '../../../sandbox/node';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

const SEARCH = 'http://localhost:4010/portal/api/v1/companies/search';
const picker = () => screen.findByRole('combobox', { name: 'Company' }, { timeout: 30_000 });
const policies = (companyId: string) => `/data/retention/company/${companyId}/policy/list`;
const optionNames = () => screen.queryAllByRole('option').map((o) => o.textContent);

/** Every company request the portal sends (path and query), and the searches the portal gave up on. */
const watchCompanies = () => {
  const sent: string[] = [];
  const abandoned: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (!url.pathname.includes('/companies')) return;
    sent.push(`${url.pathname.replace('/portal/api/v1', '')}${url.search}`);
    request.signal.addEventListener('abort', () => abandoned.push(url.searchParams.get('q') ?? ''));
  });
  return { sent, abandoned };
};

describe('the company picker of a role that sees every company', () => {
  it('searches on the server as the user types, cancels a search overtaken by more typing, and lists at most 50', async () => {
    const user = userEvent.setup();
    const { sent, abandoned } = watchCompanies();
    // The search for "sev" is held until the test lets it go, so the user types on before it is back however slow
    // the machine (a fixed delay let it answer first on a loaded runner).
    let releaseSev = () => {};
    const sevHeld = new Promise<void>((resolve) => (releaseSev = resolve));
    server.use(
      http.get(SEARCH, async ({ request }) => {
        if (new URL(request.url).searchParams.get('q') === 'sev') await sevHeld;
        return undefined;
      }),
    );
    await signInAs('superadmin@portico.test');
    renderPortal(resourceDefinitions, policies('cmp-01'));
    const field = await picker();
    await user.click(field);
    // Opened without typing: the first companies by name, and a word on finding the others.
    await waitFor(() => expect(optionNames().length).toBeGreaterThan(5));
    expect(optionNames().length).toBeLessThanOrEqual(50);

    await user.clear(field);
    await user.type(field, 'sev');
    await waitFor(() => expect(sent.some((s) => s.includes('q=sev&'))).toBe(true));
    await user.type(field, 'ern');
    await waitFor(() => expect(optionNames()).toEqual(['Severn Estuary Ports plc']));
    expect(abandoned).toContain('sev');
    releaseSev();
    expect(sent.filter((s) => s.startsWith('/companies/search')).every((s) => s.includes('perPage=50') || s.includes('perPage=1&'))).toBe(
      true,
    );
    // Keystrokes are gathered: no search per letter.
    expect(sent.some((s) => s.includes('q=se&') || s.includes('q=seve&') || s.includes('q=sever&'))).toBe(false);

    await user.clear(field);
    await user.type(field, 'no company is called this');
    expect(await screen.findByText('No companies match')).toBeInTheDocument();
    expect(sent.some((s) => s.startsWith('/companies/all'))).toBe(false);
  });

  it('moves the page to the company picked, read by id after a reload rather than found in a list', async () => {
    const user = userEvent.setup();
    const { sent } = watchCompanies();
    await signInAs('superadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, policies('cmp-01'));
    const field = await picker();
    await user.click(field);
    await user.type(field, 'pennine');
    await user.click(await screen.findByRole('option', { name: 'Pennine Building Society' }));
    await waitFor(() => expect(portal.location()).toBe(policies('cmp-02')));
    expect(await picker()).toHaveValue('Pennine Building Society');
    portal.unmount();
    sent.length = 0;

    renderPortal(resourceDefinitions, policies('cmp-02'));
    await waitFor(async () => expect(await picker()).toHaveValue('Pennine Building Society'));
    expect(sent).toContain('/companies/cmp-02');
    expect(sent.some((s) => s.startsWith('/companies/all'))).toBe(false);
  });

  it('rewrites a deep link to a company that does not exist to the first company by name, and says so', async () => {
    const { sent } = watchCompanies();
    await signInAs('viewer@portico.test');
    const portal = renderPortal(resourceDefinitions, '/dashboard?companyId=cmp-404');
    await waitFor(() => expect(portal.location()).toBe('/dashboard?companyId=cmp-16'));
    expect(await picker()).toHaveValue('Anglia Rail Maintenance Ltd');
    expect(
      await screen.findByText('This link was for a company you cannot open. You are viewing Anglia Rail Maintenance Ltd instead.'),
    ).toBeInTheDocument();
    // The link's company was asked for by id; the default is page 1 of one from the search.
    expect(sent).toContain('/companies/cmp-404');
    expect(sent).toContain('/companies/search?page=1&perPage=1&sortField=name&sortOrder=ASC');
    expect(sent.some((s) => s.startsWith('/companies/all'))).toBe(false);
  });

  it('says a search that failed, rather than that no company matches, and finds once the service is back', async () => {
    const user = userEvent.setup();
    let down = false;
    server.use(
      http.get(SEARCH, ({ request }) =>
        down && new URL(request.url).searchParams.get('q') ? HttpResponse.json({ message: 'upstream' }, { status: 503 }) : undefined,
      ),
    );
    await signInAs('superadmin@portico.test');
    renderPortal(resourceDefinitions, policies('cmp-01'));
    const field = await picker();
    await user.click(field);
    await user.clear(field);
    down = true;
    await user.type(field, 'severn');
    expect(
      await screen.findByText('The service is not available right now. Please try again in a few minutes.', {}, { timeout: 15_000 }),
    ).toBeInTheDocument();
    expect(screen.queryByText('No companies match')).not.toBeInTheDocument();
    expect(optionNames()).toEqual([]);
    expect(field).toHaveValue('severn');

    down = false;
    await user.clear(field);
    await user.type(field, 'sever');
    await waitFor(() => expect(optionNames()).toEqual(['Severn Estuary Ports plc']));
  });

  it("takes a Viewer's deep link to a company that exists, read by id", async () => {
    // A page the Viewer may open (docs/access-matrix.md) whose URL names the company: for a Viewer the link's company
    // wins over the selection (spec 4); for SuperAdmin and Support the URL follows the selection instead.
    const history = (companyId: string) => `/administration/onboarding/onboard/company/${companyId}/history`;
    const { sent } = watchCompanies();
    await signInAs('viewer@portico.test');
    const portal = renderPortal(resourceDefinitions, history('cmp-03'));
    await waitFor(async () => expect(await picker()).toHaveValue('Severn Estuary Ports plc'));
    expect(portal.location()).toBe(history('cmp-03'));
    expect(sent).toContain('/companies/cmp-03');
    expect(sent.some((s) => s.startsWith('/companies/all'))).toBe(false);
  });
});

describe('the company picker of a client administrator', () => {
  it("lists only the user's own companies, and never another client's however it is searched for", async () => {
    const user = userEvent.setup();
    const { sent } = watchCompanies();
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, policies('cmp-01'));
    const field = await picker();
    await user.click(field);
    expect(optionNames()).toEqual(['Pennine Building Society', 'Thames Valley Logistics Ltd']);
    await user.clear(field);
    await user.type(field, 'Severn');
    expect(await within(document.body).findByText('No companies match')).toBeInTheDocument();
    expect(optionNames()).toEqual([]);
    expect(sent.some((s) => s.startsWith('/companies/all') || s.startsWith('/companies/search'))).toBe(false);
  });
});
