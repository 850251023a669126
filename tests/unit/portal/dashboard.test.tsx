import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { resourceDefinitions } from '../../../src/portal/registry';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';
import { holdAnswer } from '../support/heldAnswer';

const tileTitles = async () => {
  const section = await screen.findByRole('region', { name: 'Your modules' });
  return within(section)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.replace(' (opens in a new tab)', ''));
};

const tile = async (title: string) => {
  const section = await screen.findByRole('region', { name: 'Your modules' });
  const heading = await within(section).findByRole('heading', { level: 3, name: new RegExp(`^${title}`) });
  return heading.closest('article') as HTMLElement;
};

/** Counts the calls for per-user permissions (spec 6: SuperAdmin and Support never make one). */
const countPermissionCalls = () => {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const { pathname } = new URL(request.url);
    if (/\/api\/v1\/permissions\/[^/]+$/.test(pathname)) calls.push(pathname);
  });
  return calls;
};

describe('dashboard', () => {
  // countPermissionCalls listens to every request; a listener must not outlive its test.
  afterEach(() => server.events.removeAllListeners());

  it('says it is loading the modules, in tile-sized placeholders, until they arrive', async () => {
    const answer = holdAnswer('http://localhost:4010/portal/api/v1/products/all');
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const loading = await screen.findByRole('status', { name: 'Loading your modules' }, { timeout: 30_000 });
    expect(loading.closest('[aria-busy="true"]')).not.toBeNull();
    answer();
    expect((await tileTitles()).length).toBeGreaterThan(0);
    expect(screen.queryByRole('status', { name: 'Loading your modules' })).not.toBeInTheDocument();
  });

  it('never says a client user has no access while their companies are still loading', async () => {
    const answer = holdAnswer('http://localhost:4010/portal/api/v1/companies/assignedToUser/usr-clientadmin');
    const modulesAnswered = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ request }) => {
        if (new URL(request.url).pathname === '/portal/api/v1/products/all') resolve();
      }),
    );
    // Whatever the page shows at any moment, until the tiles arrive, is watched: not only at the moments we look.
    let saidNoAccess = false;
    const watch = new MutationObserver(() => {
      saidNoAccess ||= document.body.textContent.includes('It appears you do not have access to our modules');
    });
    watch.observe(document.body, { childList: true, subtree: true, characterData: true });
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    expect(await screen.findByRole('status', { name: 'Loading your modules' }, { timeout: 30_000 })).toBeInTheDocument();
    // The modules have answered; the company they are shown for has not: the page still says it is loading.
    await modulesAnswered;
    expect(screen.getByRole('status', { name: 'Loading your modules' })).toBeInTheDocument();
    answer();
    expect((await tileTitles()).length).toBeGreaterThan(0);
    watch.disconnect();
    expect(saidNoAccess).toBe(false);
  });

  it('shows SuperAdmin every module except the hidden ones, sorted, and no demo list', async () => {
    await signInAs('superadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const titles = await tileTitles();
    expect(titles).toEqual([...titles].sort((a, b) => a!.localeCompare(b!, 'en-GB')));
    expect(titles).not.toContain('Data Uploader');
    expect(titles).not.toContain('Web Reporting');
    expect(screen.queryByRole('heading', { name: 'Find out about our other modules' })).not.toBeInTheDocument();
  });

  it('shows SuperAdmin the companies still being set up, newest first, each linking to its next wizard step', async () => {
    await signInAs('superadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const section = within(await screen.findByRole('region', { name: 'Companies being set up' }, { timeout: 30_000 }));
    const unfinished = getStore().companies.filter((c) => c.setupCompleteness !== 'Available');
    expect(await section.findByText(`${unfinished.length} companies are not set up yet.`)).toBeInTheDocument();
    // Details first: a company with only a name waits for its details, in the words of its own page.
    const none = unfinished.find((c) => c.setupCompleteness === 'None')!;
    const link = section.getByRole('link', { name: `Continue setting up ${none.name}` });
    expect(link).toHaveAttribute('href', `/administration/onboarding/company/create/${none.id}/details`);
    expect(link.closest('li')).toHaveTextContent(/Details: waiting for Companies House number, .* and a logo \(branding\)/);
  });

  it('says when the companies being set up cannot be read, and Try again reads them', async () => {
    const user = userEvent.setup();
    let down = true;
    server.use(
      http.get('http://localhost:4010/portal/api/v1/companies/search', () =>
        down ? HttpResponse.json({ message: 'Search is unavailable.' }, { status: 400 }) : undefined,
      ),
    );
    await signInAs('superadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const section = within(await screen.findByRole('region', { name: 'Companies being set up' }, { timeout: 30_000 }));
    expect(await section.findByText('The companies being set up could not be loaded: Search is unavailable.')).toBeInTheDocument();
    down = false;
    await user.click(section.getByRole('button', { name: 'Try again' }));
    expect(await section.findByText(/companies are not set up yet\.$/)).toBeInTheDocument();
  });

  it('shows client users no companies being set up', async () => {
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    expect((await tileTitles()).length).toBeGreaterThan(0);
    expect(screen.queryByRole('region', { name: 'Companies being set up' })).not.toBeInTheDocument();
  });

  it('shows a ClientAdmin the modules of the selected company and the demo list of the others', async () => {
    await signInAs('clientadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, '/dashboard');
    // Pennine Building Society (cmp-02) comes first of the two companies, so it is selected
    expect(await tileTitles()).toEqual(['Member Portal', 'Trustee Academy']);
    const demos = await screen.findByRole('region', { name: 'Find out about our other modules' });
    expect(within(demos).getAllByRole('button', { name: /^Request a demo of / }).length).toBeGreaterThan(0);
    expect(within(demos).queryByText('Member Portal')).not.toBeInTheDocument();

    // Thames Valley Logistics (cmp-01) has Employer Hub too; its Data Uploader is never a tile
    await userEvent.click(await screen.findByRole('combobox', { name: 'Company' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Thames Valley Logistics Ltd' }));
    await waitFor(async () => expect(await tileTitles()).toContain('Employer Hub'));
    expect(await tileTitles()).not.toContain('Data Uploader');
    expect(portal.location()).toMatch(/^\/dashboard/);
  });

  it('disables every demo button while a request runs, then confirms it', async () => {
    let release: () => void = () => undefined;
    const seen: string[] = [];
    server.use(
      http.post('http://localhost:4010/portal/api/v1/products/:productId/:companyId/request-demo', async ({ params }) => {
        seen.push(`${String(params.productId)}/${String(params.companyId)}`);
        await new Promise<void>((resolve) => (release = resolve));
        return new HttpResponse(null, { status: 204 });
      }),
    );
    await signInAs('clientadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, '/dashboard');
    const demos = await screen.findByRole('region', { name: 'Find out about our other modules' });
    const buttons = within(demos).getAllByRole('button', { name: /^Request a demo of / });
    await userEvent.click(buttons[0]);
    await waitFor(() => buttons.forEach((b) => expect(b).toBeDisabled()));
    release();
    expect(await screen.findByText('We have sent your request. We will be in touch with you shortly.')).toBeInTheDocument();
    expect(portal.location()).toMatch(/^\/dashboard\/request-demo-success/);
    expect(seen).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(portal.location()).toMatch(/^\/dashboard(\?|$)/));
  });

  it('shows the combined failure messages above the tiles and empties the lists', async () => {
    server.use(
      http.get('http://localhost:4010/portal/api/v1/products/promoted', () =>
        HttpResponse.json({ message: 'The demo catalogue is unavailable.' }, { status: 400 }),
      ),
    );
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const alert = await screen.findByText('The demo catalogue is unavailable.');
    expect(alert).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your modules' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Find out about our other modules' })).not.toBeInTheDocument();
  });

  it('empties the module lists when a demo request fails, with the message in the one box above them, and Try again asks again', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.use(
      http.post('http://localhost:4010/portal/api/v1/products/:productId/:companyId/request-demo', ({ params }) => {
        asked.push(`${String(params.productId)}/${String(params.companyId)}`);
        return asked.length === 1
          ? HttpResponse.json({ message: 'Mail relay down' }, { status: 503 })
          : new HttpResponse(null, { status: 204 });
      }),
    );
    await signInAs('clientadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, '/dashboard');
    expect((await tileTitles()).length).toBeGreaterThan(0);
    const demos = await screen.findByRole('region', { name: 'Find out about our other modules' });
    await user.click(within(demos).getAllByRole('button', { name: /^Request a demo of / })[0]!);

    // Spec 8: one box above where the tiles were, in the portal's words, and no list left.
    const box = await screen.findByRole('alert');
    expect(box).toHaveTextContent('Your request for a demo was not sent');
    expect(
      within(box)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['The service is not available right now. Please try again in a few minutes.']);
    expect(screen.queryByText('Mail relay down')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Your modules' })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Find out about our other modules' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Request a demo of / })).not.toBeInTheDocument();
    expect(screen.queryByText('It appears you do not have access to our modules')).not.toBeInTheDocument();

    await user.click(within(box).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('We have sent your request. We will be in touch with you shortly.')).toBeInTheDocument();
    expect(asked).toHaveLength(2);
    expect(asked[1]).toBe(asked[0]);
    expect(portal.location()).toMatch(/^\/dashboard\/request-demo-success/);
  });

  it("says so when a client user's companies fail to load, never 'no access', and Try again recovers", async () => {
    const user = userEvent.setup();
    // Down until the user tries again (the portal retries a 503 twice by itself first).
    let down = true;
    server.use(
      http.get('http://localhost:4010/portal/api/v1/companies/assignedToUser/:userId', () =>
        down ? HttpResponse.json({ message: 'The company service is unavailable.' }, { status: 503 }) : undefined,
      ),
    );
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const retry = await screen.findByRole('button', { name: 'Try again' }, { timeout: 30_000 });
    // A 503 in spec 8's words for an unavailable service.
    expect(screen.getByRole('main')).toHaveTextContent('The service is not available right now. Please try again in a few minutes.');
    expect(screen.queryByText('It appears you do not have access to our modules')).not.toBeInTheDocument();
    down = false;
    await user.click(retry);
    expect((await tileTitles()).length).toBeGreaterThan(0);
    expect(screen.queryByText(/The service is not available right now/)).not.toBeInTheDocument();
  });

  it('tells a Viewer with no module access so', async () => {
    await signInAs('viewer@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    // Asserted on the settled page: the shell re-renders once the tenant's theme arrives.
    await waitFor(() => expect(screen.getByRole('main')).toHaveTextContent('It appears you do not have access to our modules'));
  });

  it('expands and collapses a description with its labelled arrow button', async () => {
    await signInAs('superadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    await tileTitles();
    const show = screen.getAllByRole('button', { name: /^Show .+ description$/ })[0];
    const title = show.getAttribute('aria-label')!.replace(/^Show (.+) description$/, '$1');
    expect(show).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(show);
    expect(screen.getByRole('button', { name: `Collapse ${title} description` })).toHaveAttribute('aria-expanded', 'true');
  });

  it("shows on each tile the user's role in that module for the selected company", async () => {
    const calls = countPermissionCalls();
    const grant = getStore().permissions.find(
      (p) => p.userId === 'usr-clientadmin' && p.companyId === 'cmp-02' && p.productId === 'prd-member-portal',
    );
    grant!.productRoleName = 'Approver';
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    expect(await within(await tile('Member Portal')).findByText('Your role: Approver')).toBeInTheDocument();
    expect(calls).toEqual(['/portal/api/v1/permissions/usr-clientadmin']);
  });

  it('never asks for per-user permissions for SuperAdmin', async () => {
    const calls = countPermissionCalls();
    await signInAs('superadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    await tileTitles();
    expect(calls).toEqual([]);
    expect(screen.queryByText(/^Your role:/)).not.toBeInTheDocument();
  });

  it('only logs a failure to load the permissions: the tiles still show, without roles or an error box', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('http://localhost:4010/portal/api/v1/permissions/:userId', () =>
        HttpResponse.json({ message: 'Permissions are down.' }, { status: 400 }),
      ),
    );
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    expect(await tileTitles()).toEqual(['Member Portal', 'Trustee Academy']);
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Filling the user permissions failed', expect.anything()));
    expect(screen.queryByText(/^Your role:/)).not.toBeInTheDocument();
    expect(screen.queryByText('Permissions are down.')).not.toBeInTheDocument();
  });
});
