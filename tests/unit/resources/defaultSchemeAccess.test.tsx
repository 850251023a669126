import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import defaultSchemeAccessAudits from '../../../resources/defaultSchemeAccessAudits';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { findSlow, openAs } from './render';

vi.setConfig({ testTimeout: 120_000 });

const defs = [companies, defaultSchemeAccessAudits];
const COMPANY = '/administration/onboarding/company';
// Seed: cmp-01 (Thames Valley Logistics Ltd) is Disabled by default, with 5 users, 2 of them with a setting of their own
// (usr-clientadmin: Enabled, usr-127: Disabled); its audit has 11 entries, the newest an 'Access removed'.
const NAME = 'Thames Valley Logistics Ltd';

/** Every API call the page makes, as `METHOD path?query`. */
const recordCalls = () => {
  const calls: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/default-scheme-access')) calls.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return calls;
};

const personOf = (id: string) => {
  const u = getStore().users.find((x) => x.id === id)!;
  return { name: `${u.firstName} ${u.lastName}`, email: u.email };
};

const usersTable = () => screen.findByRole('table', { name: 'Default scheme access of each user' }, { timeout: 20_000 });
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('row', { name: new RegExp(name) });

afterEach(() => server.events.removeAllListeners());

describe('default scheme access: main', () => {
  it('shows the default and the users; a change asks first, Cancel sends nothing, Confirm PATCHes and the page shows the answer', async () => {
    const user = userEvent.setup();
    const calls = recordCalls();
    const portal = await openAs(defs, 'superadmin@portico.test', `${COMPANY}/update/cmp-01/default-scheme-access`);
    await waitFor(() => expect(portal.location()).toBe(`${COMPANY}/update/cmp-01/default-scheme-access/main`), { timeout: 20_000 });
    expect(await findSlow(`Default scheme access is Disabled for ${NAME}.`)).toBeInTheDocument();
    expect(screen.getByText(/only see the schemes granted to them one by one/)).toBeInTheDocument();
    const table = await usersTable();
    expect(within(table).getAllByRole('row')).toHaveLength(6);
    const admin = personOf('usr-clientadmin');
    const adminRow = rowOf(table, admin.name);
    expect(within(adminRow).getByText(admin.email)).toBeInTheDocument();
    expect(within(adminRow).getByText('Client Admin')).toBeInTheDocument();
    expect(within(adminRow).getByText('Enabled')).toBeInTheDocument();
    expect(within(adminRow).getByText('Set for this user')).toBeInTheDocument();
    expect(within(table).getAllByText('Company default')).toHaveLength(3);

    await user.click(screen.getByRole('button', { name: 'Enable default scheme access' }));
    let dialog = await screen.findByRole('dialog', { name: `Enable default scheme access for ${NAME}?` });
    expect(
      within(dialog).getByText("3 users will see every scheme of the company's products without being granted each one."),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('2 users with a setting of their own keep it.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Enable default scheme access' }));
    dialog = await screen.findByRole('dialog', { name: `Enable default scheme access for ${NAME}?` });
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText(`Default scheme access is Enabled for ${NAME}.`)).toBeInTheDocument();
    expect(calls.filter((c) => !c.startsWith('GET'))).toEqual(['PATCH /portal/api/v1/companies/cmp-01/default-scheme-access/Enabled']);
    expect(screen.getByRole('button', { name: 'Disable default scheme access' })).toBeInTheDocument();
    // The users who follow the default now have it enabled.
    expect(within(await usersTable()).getAllByText('Enabled')).toHaveLength(4);
  });

  it("changes one user's setting and puts the user back on the company default, each confirmed", async () => {
    const user = userEvent.setup();
    const calls = recordCalls();
    await openAs(defs, 'clientadmin@portico.test', `${COMPANY}/update/cmp-01/default-scheme-access/main`);
    // usr-101 works for cmp-01 only, so its ClientAdmin manages it; it follows the company default (Disabled).
    const member = personOf('usr-101');
    const table = await usersTable();

    await user.click(within(rowOf(table, member.name)).getByRole('button', { name: `Enable default scheme access for ${member.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Enable default scheme access for ${member.name}?` });
    expect(within(dialog).getByText(new RegExp(`${member.name} will see every scheme of ${NAME}'s products`))).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls).toContain('PATCH /portal/api/v1/companies/cmp-01/user/usr-101/default-scheme-access/Enabled'));
    await waitFor(() => expect(within(rowOf(table, member.name)).getByText('Set for this user')).toBeInTheDocument());
    expect(getStore().companies.find((c) => c.id === 'cmp-01')!.userDefaultSchemeAccess['usr-101']).toBe('Enabled');

    await user.click(within(rowOf(table, member.name)).getByRole('button', { name: `Use company default for ${member.name}` }));
    const back = await screen.findByRole('dialog', { name: `Put ${member.name} back on the company default?` });
    expect(
      within(back).getByText(`${member.name} will follow the company default, now disabled, and any later change to it.`),
    ).toBeInTheDocument();
    await user.click(within(back).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(calls).toContain('DELETE /portal/api/v1/companies/cmp-01/user/usr-101/default-scheme-access'));
    await waitFor(() => expect(within(rowOf(table, member.name)).getByText('Company default')).toBeInTheDocument());
    expect(within(rowOf(table, member.name)).getByText('Disabled')).toBeInTheDocument();
  });

  it("offers a ClientAdmin no change to its own setting, internal staff's, or a user's who also works for another client", async () => {
    // The privilege table (src/shared/privileges.ts): the API refuses these, so the page must not offer them.
    const store = getStore();
    store.users.push({
      ...structuredClone(store.users.find((u) => u.id === 'usr-101')!),
      id: 'usr-shared-dsa',
      email: 'shared-dsa@portico.test',
      firstName: 'Sam',
      lastName: 'Elsewhere',
      companyIds: ['cmp-01', 'cmp-24'],
    });
    await openAs(defs, 'clientadmin@portico.test', `${COMPANY}/update/cmp-01/default-scheme-access/main`);
    const table = await usersTable();
    // Its own company-wide setting stays its to change.
    expect(await screen.findByRole('button', { name: 'Enable default scheme access' })).toBeInTheDocument();
    await waitFor(() => expect(within(rowOf(table, personOf('usr-101').name)).getAllByRole('button')).not.toHaveLength(0));
    for (const id of ['usr-clientadmin', 'usr-analyst', 'usr-newjoiner', 'usr-127', 'usr-shared-dsa']) {
      expect({ id, buttons: within(rowOf(table, personOf(id).name)).queryAllByRole('button') }).toEqual({ id, buttons: [] });
    }
  });

  it('is read-only for the Viewer and on the view screen', async () => {
    const viewer = await openAs(defs, 'viewer@portico.test', `${COMPANY}/view/cmp-01/default-scheme-access/main`);
    expect(await findSlow(`Default scheme access is Disabled for ${NAME}.`)).toBeInTheDocument();
    expect(await usersTable()).toBeInTheDocument();
    expect(screen.getByText('You can see this setting but not change it.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /default scheme access/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('columnheader', { name: 'Actions' })).not.toBeInTheDocument();
    viewer.unmount();

    await openAs(defs, 'superadmin@portico.test', `${COMPANY}/view/cmp-01/default-scheme-access/main`);
    expect(await findSlow(`Default scheme access is Disabled for ${NAME}.`)).toBeInTheDocument();
    await usersTable();
    expect(screen.queryByRole('button', { name: /default scheme access/ })).not.toBeInTheDocument();
  });

  it("shows a ClientAdmin the refusal for another company's page, and a refused change in the page", async () => {
    const other = await openAs(defs, 'clientadmin@portico.test', `${COMPANY}/update/cmp-03/default-scheme-access/main`);
    expect(await findSlow("You don't have permission to access.")).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    other.unmount();

    // Their assignment to the company was removed while the page was open: the sandbox refuses the change.
    server.use(
      http.patch(
        'http://localhost:4010/portal/api/v1/companies/:id/default-scheme-access/:value',
        () => new HttpResponse(null, { status: 403 }),
      ),
    );
    const user = userEvent.setup();
    await openAs(defs, 'clientadmin@portico.test', `${COMPANY}/update/cmp-01/default-scheme-access/main`);
    await user.click(await screen.findByRole('button', { name: 'Enable default scheme access' }, { timeout: 20_000 }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("You don't have permission to access.");
    expect(screen.getByText(`Default scheme access is Disabled for ${NAME}.`)).toBeInTheDocument();
  });
});

describe('default scheme access: audit', () => {
  const auditCalls = (calls: string[]) => calls.filter((c) => c.includes('default-scheme-access-audit/search'));
  const auditRows = async () => {
    const grid = await screen.findByRole('table', {}, { timeout: 20_000 });
    return within(grid).getAllByRole('row').slice(1);
  };

  it('lists the newest first, pages on the server and filters by event', async () => {
    const user = userEvent.setup();
    const calls = recordCalls();
    const portal = await openAs(defs, 'superadmin@portico.test', `${COMPANY}/update/cmp-01/default-scheme-access/audit`);
    await findSlow('Access removed');
    let rows = await auditRows();
    expect(rows).toHaveLength(10);
    expect(within(rows[0]!).getByText('Access removed')).toBeInTheDocument();
    expect(within(rows[0]!).getByText(personOf('usr-127').name)).toBeInTheDocument();
    expect(within(rows[1]!).getByText('Access granted')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('Feature disabled')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('—')).toBeInTheDocument();
    expect(auditCalls(calls)[0]).toMatch(/[?&]page=1&perPage=10/);

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(() => expect(auditCalls(calls).some((c) => /[?&]page=2(&|$)/.test(c))).toBe(true));
    await waitFor(async () => expect(await auditRows()).toHaveLength(1));
    expect(portal.location()).toMatch(/[?&]page=2/);

    await user.selectOptions(screen.getByRole('combobox', { name: 'Event' }), 'Access granted');
    await waitFor(() => expect(auditCalls(calls).some((c) => c.includes('event=GrantedAccess'))).toBe(true));
    await waitFor(async () => expect(await auditRows()).toHaveLength(1));
    rows = await auditRows();
    expect(within(rows[0]!).getByText('Access granted')).toBeInTheDocument();
    expect(decodeURIComponent(portal.location())).toContain('"event":"GrantedAccess"');
  });

  it('opens with the filters its URL carries, as after a reload', async () => {
    const calls = recordCalls();
    const filter = encodeURIComponent(JSON.stringify({ event: 'RemovedAccess', from: '2025-11-01' }));
    await openAs(defs, 'superadmin@portico.test', `${COMPANY}/view/cmp-01/default-scheme-access/audit?filter=${filter}`);
    await findSlow('Access removed');
    expect(screen.getByRole('combobox', { name: 'Event' })).toHaveDisplayValue('Access removed');
    expect(screen.getByLabelText('From')).toHaveValue('2025-11-01');
    await waitFor(async () => expect(await auditRows()).toHaveLength(1));
    expect(auditCalls(calls).length).toBeGreaterThan(0);
    expect(auditCalls(calls).every((c) => c.includes('event=RemovedAccess') && c.includes('from=2025-11-01'))).toBe(true);
  });

  it('checks the date range with the exact messages and sends nothing while it is invalid', async () => {
    const calls = recordCalls();
    await openAs(defs, 'superadmin@portico.test', `${COMPANY}/update/cmp-01/default-scheme-access/audit`);
    await findSlow('Access removed');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-12-01' } });
    await waitFor(() => expect(auditCalls(calls).some((c) => c.includes('from=2025-12-01'))).toBe(true));
    const before = auditCalls(calls).length;

    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-11-01' } });
    expect(await screen.findByText('From field must be earlier than 01/11/2025')).toBeInTheDocument();
    expect(screen.getByText('To field must be later than 01/12/2025')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-12-01' } });
    expect(await screen.findByText('From field must be earlier than 01/12/2025')).toBeInTheDocument();

    // Requests go out in the order of the changes, so once the valid range's request is seen, any request sent for
    // the two invalid ranges would already be in the list before it.
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-11-01' } });
    const valid = (c: string) => c.includes('from=2025-11-01') && c.includes('to=2025-12-01');
    await waitFor(() => expect(auditCalls(calls).some(valid)).toBe(true));
    const since = auditCalls(calls).slice(before);
    expect(since).toHaveLength(1);
    expect(valid(since[0]!)).toBe(true);
    expect(screen.queryByText(/field must be/)).not.toBeInTheDocument();
    await waitFor(async () => expect(await auditRows()).toHaveLength(2));
  });
});
