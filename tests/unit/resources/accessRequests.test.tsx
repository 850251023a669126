import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import accessGrants from '../../../resources/accessGrants';
import accessRequestDecisions from '../../../resources/accessRequestDecisions';
import accessRequests from '../../../resources/accessRequests';
import companies from '../../../resources/companies';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { dataRows, findSlow, menu, openAs } from './render';
import { findFieldError } from '../support/fieldError';
import { findServerError } from '../support/serverError';
import { clickSave } from '../support/saveButton';

vi.setConfig({ testTimeout: 90_000 });

const defs = [accessRequests, accessRequestDecisions, accessGrants, companies];
const GATEWAY = 'http://localhost:4010/gateway/api/v1';

const recordBodies = (method: 'post' | 'put', path: string) => {
  const bodies: unknown[] = [];
  server.use(
    http[method](`${GATEWAY}${path}`, async ({ request }) => {
      bodies.push(await request.clone().json());
    }),
  );
  return bodies;
};

describe('My Access', () => {
  it("lists only the signed-in user's requests and opens one at its spec URL", async () => {
    const mine = getStore().accessRequests.filter((r) => r.requesterId === 'usr-analyst');
    expect(mine.length).toBeGreaterThan(0);
    const portal = await openAs(defs, 'analyst@portico.test', '/data/access/my-access/list');
    await waitFor(() => expect(dataRows()).toHaveLength(mine.length), { timeout: 20_000 });
    expect(menu().getByRole('link', { name: 'My Access' })).toHaveAttribute('href', '/data/access/my-access/list');
    expect(menu().queryByRole('link', { name: 'Manage Access' })).not.toBeInTheDocument();
    await userEvent.click(dataRows()[0]!.querySelector('td')!);
    await waitFor(() => expect(portal.location()).toMatch(/^\/data\/access\/my-access\/view\/acr-\d+\/details$/));
    expect(await screen.findByText('Decided by')).toBeInTheDocument();
  });

  it("offers the statuses in the life of a request, spec 3.2's second access status order", async () => {
    const user = userEvent.setup();
    await openAs(defs, 'analyst@portico.test', '/data/access/my-access/list');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), { timeout: 20_000 });
    // Opened as the screen offers it: "Add filter", then Status.
    await user.click(screen.getByRole('button', { name: 'Add filter' }));
    await user.click(await screen.findByRole('menuitemcheckbox', { name: 'Status' }));
    const options = within(await screen.findByRole('combobox', { name: 'Status' })).getAllByRole('option');
    // First the choice that filters nothing.
    expect(options.map((o) => o.textContent)).toEqual(['Any', 'Pending', 'Rejected', 'Active', 'Revoked', 'Expired']);
  });

  it('requests access: company, product and schemes of that company, reason and a duration within the limits', async () => {
    const user = userEvent.setup();
    const bodies = recordBodies('post', '/access-requests');
    const portal = await openAs(defs, 'analyst@portico.test', '/data/access/my-access/create');
    await findSlow('Request access to data');
    const company = getStore().companies.find((c) => c.id === 'cmp-03')!;
    // The form waits for its product and schemes inputs' code (loaded with the form) after the page's title shows.
    await user.type(await screen.findByRole('combobox', { name: /Company/ }), company.name.slice(0, 6));
    await user.click(await screen.findByRole('option', { name: company.name }));
    await user.click(await screen.findByRole('combobox', { name: /Product/ }));
    const product = getStore().products.find(
      (p) => p.id === getStore().companyProducts.find((cp) => cp.companyId === 'cmp-03')!.productId,
    )!;
    await user.click(await screen.findByRole('option', { name: product.name }));
    const scheme = getStore().schemes.find((s) => s.companyId === 'cmp-03')!;
    await user.click(await screen.findByRole('combobox', { name: /Schemes/ }));
    await user.click(await screen.findByRole('option', { name: scheme.name }));
    // Pasting is one input event; typing a sentence re-renders the whole form per key, which is slow in jsdom.
    await user.click(screen.getByRole('textbox', { name: /Reason/ }));
    await user.paste('Checking a transfer value.');
    const duration = screen.getByRole('spinbutton', { name: /Duration/ });
    await user.clear(duration);
    await user.type(duration, '91');
    await clickSave(user, 'Save');
    expect(await findFieldError('Duration must be between 1 and 90 days.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    await user.clear(duration);
    await user.type(duration, '48');
    await user.click(screen.getByRole('combobox', { name: /Duration unit/ }));
    await user.click(await screen.findByRole('option', { name: 'Hours' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(portal.location()).toMatch(/^\/data\/access\/my-access\/view\/[^/]+\/details$/));
    expect(bodies[0]).toEqual({
      companyId: 'cmp-03',
      productId: product.id,
      schemeIds: [scheme.id],
      reason: 'Checking a transfer value.',
      durationValue: 48,
      durationUnit: 'Hours',
    });
    expect(await screen.findByText('Checking a transfer value.', { selector: 'span' })).toBeInTheDocument();
  });

  it('keeps ClientAdmin out of My Access', async () => {
    const portal = await openAs(defs, 'clientadmin@portico.test', '/data/access/my-access/create');
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'), { timeout: 20_000 });
  });
});

describe('Manage Access', () => {
  const pending = () =>
    getStore().accessRequests.filter(
      (r) => r.companyId === 'cmp-01' && r.approvalStatus === 'Pending' && r.requesterId !== 'usr-clientadmin',
    );

  it('shows ClientAdmin the requests of their companies, as one page with two tabs', async () => {
    const visible = getStore().accessRequests.filter((r) => ['cmp-01', 'cmp-02'].includes(r.companyId));
    const user = userEvent.setup();
    const portal = await openAs(defs, 'clientadmin@portico.test', '/data/access/manage/request-access');
    await findSlow('Manage Access');
    await waitFor(() => expect(dataRows()).toHaveLength(visible.length), { timeout: 20_000 });
    expect(menu().getByRole('link', { name: 'Manage Access' })).toHaveAttribute('href', '/data/access/manage/request-access');
    expect(menu().queryByRole('link', { name: 'My Access' })).not.toBeInTheDocument();
    const tabs = screen.getByRole('tablist', { name: 'Manage Access' });
    expect(within(tabs).getByRole('tab', { name: 'Access requests' })).toHaveAttribute('aria-selected', 'true');

    await user.click(within(tabs).getByRole('tab', { name: 'Data access details' }));
    await waitFor(() => expect(portal.location()).toBe('/data/access/manage/data-access-details'));
    const grants = visible.filter((r) => r.status === 'Active' || r.status === 'Expired');
    await waitFor(() => expect(dataRows()).toHaveLength(grants.length));
    for (const row of dataRows()) expect(row.textContent).toMatch(/Active|Expired/);
  });

  it('opens Manage Access on its first tab from /data/access/manage and from a tab name it does not know (spec 2.4)', async () => {
    for (const path of ['/data/access/manage', '/data/access/manage/approvals']) {
      const portal = await openAs(defs, 'clientadmin@portico.test', path);
      await waitFor(() => expect(portal.location()).toBe('/data/access/manage/request-access'), { timeout: 20_000 });
      const tabs = await screen.findByRole('tablist', { name: 'Manage Access' }, { timeout: 20_000 });
      expect(within(tabs).getByRole('tab', { name: 'Access requests' })).toHaveAttribute('aria-selected', 'true');
      cleanup();
    }
  });

  it('approves a pending request after confirmation, then offers to revoke it', async () => {
    const user = userEvent.setup();
    const bodies = recordBodies('put', '/access-requests/:id');
    const request = pending()[0]!;
    const portal = await openAs(defs, 'clientadmin@portico.test', '/data/access/manage/request-access');
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), { timeout: 20_000 });
    const row = dataRows().find((r) => r.textContent?.includes(request.reason) && r.textContent.includes('Pending'))!;
    await user.click(row.querySelector('td')!);
    await waitFor(() => expect(portal.location()).toMatch(/^\/data\/access\/manage\/request-access\/view\/acr-\d+\/details$/));
    const id = portal.location().split('/')[6]!;

    await user.click(await findSlowButton('Approve'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(/will be able to access/);
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(bodies).toEqual([{ approvalStatus: 'Approved' }]));
    expect(await screen.findByText('Access request approved')).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Revoke' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(getStore().accessRequests.find((r) => r.id === id)).toMatchObject({ approvalStatus: 'Approved', status: 'Active' });
    expect(screen.getByText('Approved')).toBeInTheDocument();
  });

  it('rejects, and the cancelled confirmation sends nothing', async () => {
    const user = userEvent.setup();
    const bodies = recordBodies('put', '/access-requests/:id');
    const request = pending()[1]!;
    await openAs(defs, 'clientadmin@portico.test', `/data/access/manage/request-access/view/${request.id}/details`);
    await user.click(await findSlowButton('Reject'));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(bodies).toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Reject' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Reject' }));
    await waitFor(() => expect(bodies).toEqual([{ approvalStatus: 'Rejected' }]));
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument());
    expect(getStore().accessRequests.find((r) => r.id === request.id)?.status).toBe('Rejected');
  });

  it('keeps the confirmation open with a refused decision in it, until the next try', async () => {
    const user = userEvent.setup();
    const request = pending()[0]!;
    // Someone else rejected it meanwhile: the gateway refuses the move (contract: 400 on approvalStatus).
    const refusal = 'A Rejected request cannot become Approved.';
    server.use(
      http.put(
        `${GATEWAY}/access-requests/:id`,
        () => HttpResponse.json({ message: refusal, errors: { approvalStatus: ['This change is not allowed.'] } }, { status: 400 }),
        { once: true },
      ),
    );
    await openAs(defs, 'clientadmin@portico.test', `/data/access/manage/request-access/view/${request.id}/details`);
    await user.click(await findSlowButton('Approve'));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));

    await findServerError(dialog, refusal);
    expect(dialog).toHaveTextContent(/will be able to access/);
    expect(getStore().accessRequests.find((r) => r.id === request.id)?.approvalStatus).toBe('Pending');

    await user.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await screen.findByText('Access request approved')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
    expect(getStore().accessRequests.find((r) => r.id === request.id)?.approvalStatus).toBe('Approved');
  });

  it("never offers a decision on the user's own request", async () => {
    const user = userEvent.setup();
    const store = getStore();
    const own = store.accessRequests.find((r) => r.requesterId === 'usr-superadmin' && r.approvalStatus === 'Pending')!;
    expect(own).toBeDefined();
    const nameOf = (id: string) => {
      const u = store.users.find((x) => x.id === id)!;
      return `${u.firstName} ${u.lastName}`;
    };
    // The buttons are drawn only once the page knows who is signed in and that they may decide, and has loaded their
    // code. So first the same request as someone else's: Approve appears, and all of that is known.
    own.requesterId = 'usr-analyst';
    await openAs(defs, 'superadmin@portico.test', `/data/access/manage/request-access/view/${own.id}/details`);
    expect(await findSlowButton('Approve')).toBeInTheDocument();

    // Now as it is, the user's own. Back from the list the page reads it again, and the render that shows the user as
    // its requester decides the buttons with all of the above already known.
    own.requesterId = 'usr-superadmin';
    await user.click(await within(screen.getByRole('navigation', { name: 'Breadcrumb' })).findByRole('link', { name: 'Access requests' }));
    const ownRow = () => dataRows().find((r) => r.textContent?.includes(own.reason));
    await waitFor(() => expect(ownRow()).toBeDefined());
    await user.click(ownRow()!.querySelector('td')!);
    const page = within(screen.getByRole('main'));
    expect(await page.findByText(nameOf('usr-superadmin'))).toBeInTheDocument();
    expect(page.queryByText(nameOf('usr-analyst'))).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Reject' })).not.toBeInTheDocument();
  });

  it('keeps the Analyst out of Manage Access', async () => {
    const portal = await openAs(defs, 'analyst@portico.test', '/data/access/manage/request-access');
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'), { timeout: 20_000 });
  });
});

const findSlowButton = (name: string) => screen.findByRole('button', { name }, { timeout: 20_000 });
