/**
 * Issue 27: a module the user's company has, but the user has no access entry for, is never offered as a demo; the
 * home page lists it apart, saying who can give access.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { resourceDefinitions } from '../../../src/portal/registry';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';
import { holdAnswer } from '../support/heldAnswer';

const PENNINE_SECTION = 'Modules at Pennine Building Society you do not have access to';
const NO_ACCESS = 'It appears you do not have access to our modules';

const titlesIn = (region: HTMLElement) =>
  within(region)
    .getAllByRole('heading', { level: 3 })
    .map((h) => h.textContent?.replace(' (opens in a new tab)', ''));

/** Every path the portal asked the sandbox for, from now on. */
const recordCalls = () => {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => calls.push(new URL(request.url).pathname));
  return calls;
};

describe("dashboard: the company's modules the user has no access to", () => {
  afterEach(() => server.events.removeAllListeners());

  it("shows a Manager their company's Trustee Academy apart, with its Client Admin's name, and never as a demo", async () => {
    await signInAs('manager@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const section = await screen.findByRole('region', { name: PENNINE_SECTION }, { timeout: 30_000 });
    expect(titlesIn(section)).toEqual(['Trustee Academy']);
    expect(
      await within(section).findByText('Ask Charlotte Pemberton, a Client Admin of Pennine Building Society, to give you access.'),
    ).toBeInTheDocument();
    // Its title is not a link: the user cannot open it yet
    expect(within(section).queryByRole('link', { name: /Trustee Academy/ })).not.toBeInTheDocument();

    expect(titlesIn(screen.getByRole('region', { name: 'Your modules' }))).toEqual([
      'Employer Hub',
      'Member Portal',
      'Retirement Modeller',
    ]);
    const demos = screen.getByRole('region', { name: 'Find out about our other modules' });
    expect(titlesIn(demos)).toEqual(['Case Manager']);
    expect(screen.queryByRole('button', { name: 'Request a demo of Trustee Academy' })).not.toBeInTheDocument();
    expect(screen.queryByText(NO_ACCESS)).not.toBeInTheDocument();
  });

  it('tells a Client Admin that nobody gives themselves access, and that support can, when no other Client Admin may', async () => {
    await signInAs('clientadmin@portico.test');
    const calls = recordCalls();
    renderPortal(resourceDefinitions, '/dashboard');
    const section = await screen.findByRole('region', { name: PENNINE_SECTION }, { timeout: 30_000 });
    expect(titlesIn(section)).toEqual(['Employer Hub', 'Retirement Modeller']);
    expect(
      await within(section).findByText(
        'Client Admins cannot give themselves access, and no other Client Admin of Pennine Building Society can give it to you. Our support team can.',
      ),
    ).toBeInTheDocument();
    expect(await within(section).findByRole('link', { name: 'support@portico.test' })).toBeInTheDocument();
    const demos = screen.getByRole('region', { name: 'Find out about our other modules' });
    expect(within(demos).queryByText('Employer Hub')).not.toBeInTheDocument();
    expect(within(demos).queryByText('Retirement Modeller')).not.toBeInTheDocument();
    // The page asked for the contact before drawing it; where it is shown reads that answer, and does not ask again.
    // (The waiting access requests come last: once they show, the page has drawn all it will.)
    expect(await screen.findByRole('link', { name: 'Open Manage Access' }, { timeout: 10_000 })).toBeInTheDocument();
    expect(calls.filter((c) => c.endsWith('/console/support-contact'))).toHaveLength(1);
  });

  it("names a Client Admin's colleagues who may give access, when there are some", async () => {
    const store = getStore();
    const model = store.users.find((u) => u.id === 'usr-clientadmin')!;
    store.users.push(
      { ...model, id: 'usr-test-admin-1', email: 'r.ashworth@pennine.example', firstName: 'Rhiannon', lastName: 'Ashworth' },
      { ...model, id: 'usr-test-admin-2', email: 'b.adeyemi@pennine.example', firstName: 'Ben', lastName: 'Adeyemi' },
    );
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const section = await screen.findByRole('region', { name: PENNINE_SECTION }, { timeout: 30_000 });
    expect(
      await within(section).findByText(
        'Client Admins cannot give themselves access. Ask one of the other Client Admins of Pennine Building Society: Ben Adeyemi, Rhiannon Ashworth.',
      ),
    ).toBeInTheDocument();
  });

  it('keeps the spec’s no-access words for a new Client Admin with no access at all, and points at the company’s modules', async () => {
    // The case: a Client Admin of a company with Member Portal, without an access entry for it
    const store = getStore();
    store.permissions = store.permissions.filter((p) => !(p.userId === 'usr-clientadmin' && p.companyId === 'cmp-02'));
    await signInAs('clientadmin@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const section = await screen.findByRole('region', { name: PENNINE_SECTION }, { timeout: 30_000 });
    expect(titlesIn(section)).toEqual(['Employer Hub', 'Member Portal', 'Retirement Modeller', 'Trustee Academy']);
    const main = screen.getByRole('main');
    expect(main).toHaveTextContent(NO_ACCESS);
    expect(main).toHaveTextContent(
      'Pennine Building Society already has some of our modules: they are listed below, with who can give you access to them.',
    );
    expect(main).not.toHaveTextContent('Your organisation may still be setting up your access');
    expect(screen.queryByRole('region', { name: 'Your modules' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Request a demo of Member Portal' })).not.toBeInTheDocument();
  });

  it("never holds the tiles back for the company's modules", async () => {
    const answer = holdAnswer('http://localhost:4010/portal/api/v1/products/assignedToCompany/:companyId');
    await signInAs('manager@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const yours = await screen.findByRole('region', { name: 'Your modules' }, { timeout: 30_000 });
    expect(titlesIn(yours)).toEqual(['Employer Hub', 'Member Portal', 'Retirement Modeller']);
    // What follows the tiles waits, in a placeholder holding its place
    expect(screen.getByRole('status', { name: 'Loading more modules' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: PENNINE_SECTION })).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Find out about our other modules' })).not.toBeInTheDocument();
    answer();
    expect(await screen.findByRole('region', { name: PENNINE_SECTION })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Find out about our other modules' })).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading more modules' })).not.toBeInTheDocument();
  });

  it("only logs a failure to read the company's modules: the tiles and the demo list show, without an error box", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    server.use(
      http.get('http://localhost:4010/portal/api/v1/products/assignedToCompany/:companyId', () =>
        HttpResponse.json({ message: 'Modules are down.' }, { status: 400 }),
      ),
    );
    await signInAs('manager@portico.test');
    renderPortal(resourceDefinitions, '/dashboard');
    const demos = await screen.findByRole('region', { name: 'Find out about our other modules' }, { timeout: 30_000 });
    // The sandbox leaves Trustee Academy out of the demo list itself
    expect(titlesIn(demos)).toEqual(['Case Manager']);
    expect(titlesIn(screen.getByRole('region', { name: 'Your modules' }))).toHaveLength(3);
    await waitFor(() => expect(logged).toHaveBeenCalledWith("Loading the company's modules failed", expect.anything()));
    expect(screen.queryByRole('region', { name: PENNINE_SECTION })).not.toBeInTheDocument();
    expect(screen.queryByText('Modules are down.')).not.toBeInTheDocument();
  });

  it.each(['superadmin@portico.test', 'support@portico.test'])(
    'leaves %s as they were: every module, no such section, no calls for it',
    async (email) => {
      const calls = recordCalls();
      await signInAs(email);
      renderPortal(resourceDefinitions, '/dashboard');
      expect(await screen.findByRole('region', { name: 'Your modules' }, { timeout: 30_000 })).toBeInTheDocument();
      await waitFor(() => expect(calls).toContain('/portal/api/v1/products/all'));
      expect(screen.queryByRole('region', { name: /^Modules at .+ you do not have access to$/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Find out about our other modules' })).not.toBeInTheDocument();
      expect(calls.filter((c) => /assignedToCompany|access-contacts|promoted/.test(c))).toEqual([]);
    },
  );
});
