import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { openAs, portalFileWaits } from './render';

portalFileWaits();

const BASE = '/administration/user/update/usr-manager/roles-and-permissions';
const entry = (companyId: string, productId: string) =>
  getStore().permissions.find((p) => p.userId === 'usr-manager' && p.companyId === companyId && p.productId === productId);
const rowOf = (table: HTMLElement, name: string) => within(table).getByRole('rowheader', { name }).closest('tr')!;
// Each level of the drill-down is a page of the portal's breadcrumbs: … / {user} / Companies / {company} / {module} / {scheme}.
const trail = () => screen.getByRole('navigation', { name: 'Breadcrumb' });
/** Unassigning asks first: answers the dialog with its Unassign. */
const confirmUnassign = async (user: ReturnType<typeof userEvent.setup>) => {
  await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unassign' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};
const plural = (n: number, noun: string) => `${n} ${noun}${n === 1 ? '' : 's'}`;

describe('roles and permissions drill-down', () => {
  it('company level: lists the companies the admin manages with membership, and assigns one', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const [first, second] = store.users
      .find((u) => u.id === 'usr-clientadmin')!
      .companyIds.map((id) => store.companies.find((c) => c.id === id)!);
    const portal = await openAs('clientadmin@portico.test', `${BASE}`);
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/company/list`));
    const table = await screen.findByRole('table', { name: 'Companies' });
    expect(
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent)
        .sort(),
    ).toEqual([first!.name, second!.name].sort());
    // The Manager is in cmp-02 only.
    const member = store.companies.find((c) => c.id === 'cmp-02')!;
    const other = [first, second].find((c) => c!.id !== 'cmp-02')!;
    expect(rowOf(table, member.name)).toHaveTextContent('Assigned');
    expect(within(rowOf(table, member.name)).getByRole('link', { name: member.name })).toHaveAttribute(
      'href',
      `${BASE}/company/cmp-02/product/list`,
    );
    expect(rowOf(table, other.name)).toHaveTextContent('Not assigned');
    await user.click(within(rowOf(table, other.name)).getByRole('button', { name: `Assign ${other.name}` }));
    await waitFor(() => expect(getStore().users.find((u) => u.id === 'usr-manager')!.companyIds).toContain(other.id));
    await waitFor(() => expect(rowOf(screen.getByRole('table', { name: 'Companies' }), other.name)).toHaveTextContent('Assigned'));
  });

  it("company level: staff of every company see the user's companies, or search every company page by page, never fetching them all", async () => {
    const user = userEvent.setup();
    const store = getStore();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/companies/')) asked.push(`${url.pathname.replace('/portal/api/v1', '')}${url.search}`);
    });
    const manager = store.users.find((u) => u.id === 'usr-manager')!;
    const names = (table: HTMLElement) =>
      within(table)
        .getAllByRole('rowheader')
        .map((c) => c.textContent);
    await openAs('superadmin@portico.test', `${BASE}/company/list`);
    const show = await screen.findByRole('group', { name: 'Show' });
    expect(within(show).getByRole('button', { name: `Companies ${manager.firstName} ${manager.lastName} belongs to` })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(names(screen.getByRole('table', { name: 'Companies' }))).toEqual(
        manager.companyIds.map((id) => store.companies.find((c) => c.id === id)!.name),
      ),
    );

    await user.click(within(show).getByRole('button', { name: 'All companies' }));
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Companies' })).length).toBe(25));
    expect(store.companies.length).toBeGreaterThan(25);
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Companies' })).length).toBe(store.companies.length - 25));
    const other = store.companies.find((c) => c.id === 'cmp-05')!;
    expect(manager.companyIds).not.toContain(other.id);
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), 'precision');
    await waitFor(() => expect(names(screen.getByRole('table', { name: 'Companies' }))).toEqual([other.name]));
    const table = screen.getByRole('table', { name: 'Companies' });
    expect(rowOf(table, other.name)).toHaveTextContent('Not assigned');
    await user.click(within(rowOf(table, other.name)).getByRole('button', { name: `Assign ${other.name}` }));
    await waitFor(() => expect(getStore().users.find((u) => u.id === 'usr-manager')!.companyIds).toContain(other.id));
    await waitFor(() => expect(rowOf(screen.getByRole('table', { name: 'Companies' }), other.name)).toHaveTextContent('Assigned'));
    expect(asked.some((s) => s.startsWith('/companies/search?q=precision&'))).toBe(true);
    expect(asked.some((s) => s.startsWith('/companies/all'))).toBe(false);
  });

  it('company level: back from a company, the level starts afresh with the companies the user belongs to', async () => {
    const user = userEvent.setup();
    const member = getStore().companies.find((c) => c.id === 'cmp-02')!;
    await openAs('superadmin@portico.test', `${BASE}/company/list`);
    const show = await screen.findByRole('group', { name: 'Show' });
    await user.click(within(show).getByRole('button', { name: 'All companies' }));
    await user.type(screen.getByRole('searchbox', { name: 'Search companies' }), member.name);
    await user.click(await within(screen.getByRole('table', { name: 'Companies' })).findByRole('link', { name: member.name }));
    await screen.findByRole('table', { name: 'Products' });
    await user.click(within(trail()).getByRole('link', { name: 'Companies' }));
    const again = await screen.findByRole('group', { name: 'Show' });
    expect(within(again).getByRole('button', { name: 'All companies' })).toHaveAttribute('aria-pressed', 'false');
    expect(screen.queryByRole('searchbox', { name: 'Search companies' })).not.toBeInTheDocument();
  });

  it('company level: bulk unassigns the selected companies', async () => {
    const user = userEvent.setup();
    await openAs('superadmin@portico.test', `${BASE}/company/list`);
    const table = await screen.findByRole('table', { name: 'Companies' });
    const member = getStore().companies.find((c) => c.id === 'cmp-02')!;
    await user.click(within(rowOf(table, member.name)).getByRole('checkbox', { name: `Select ${member.name}` }));
    await user.click(screen.getByRole('button', { name: 'Unassign selected' }));
    await confirmUnassign(user);
    await waitFor(() => expect(getStore().users.find((u) => u.id === 'usr-manager')!.companyIds).toEqual([]));
    expect(entry('cmp-02', 'prd-member-portal')).toBeUndefined();
  });

  it('company level: Unassign says what goes with the company, with counts, and Cancel (focused) keeps it all', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const member = store.companies.find((c) => c.id === 'cmp-02')!;
    const manager = store.users.find((u) => u.id === 'usr-manager')!;
    const entries = store.permissions.filter((p) => p.userId === 'usr-manager' && p.companyId === 'cmp-02');
    const schemes = new Set(entries.flatMap((e) => e.schemeIds.map((s) => `${e.productId}/${s}`))).size;
    const employers = new Set(entries.flatMap((e) => e.employerIds.map((s) => `${e.productId}/${s}`))).size;
    expect(entries.length * schemes * employers).toBeGreaterThan(0);
    await openAs('superadmin@portico.test', `${BASE}/company/list`);
    const table = await screen.findByRole('table', { name: 'Companies' });
    await user.click(within(rowOf(table, member.name)).getByRole('button', { name: `Unassign ${member.name}` }));

    const dialog = await screen.findByRole('dialog', { name: `Unassign ${member.name} from ${manager.firstName} ${manager.lastName}?` });
    expect(dialog).toHaveTextContent(
      `This also removes their access to ${plural(entries.length, 'product')}, ${plural(schemes, 'scheme')} and ${plural(employers, 'employer')}.`,
    );
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(manager.companyIds).toContain('cmp-02');
    expect(store.permissions.filter((p) => p.userId === 'usr-manager' && p.companyId === 'cmp-02')).toHaveLength(entries.length);
  });

  it('product level: shows what the user has with its role, assigns a product and changes a role', async () => {
    const user = userEvent.setup();
    const store = getStore();
    await openAs('clientadmin@portico.test', `${BASE}/company/cmp-02/product/list`);
    const table = await screen.findByRole('table', { name: 'Products' });
    const company = store.companies.find((c) => c.id === 'cmp-02')!;
    await waitFor(() => expect(within(trail()).getByText(company.name)).toBeInTheDocument());
    expect(within(trail()).getByRole('link', { name: 'Companies' })).toHaveAttribute('href', `${BASE}/company/list`);
    const memberPortal = store.products.find((p) => p.id === 'prd-member-portal')!;
    expect(rowOf(table, memberPortal.name)).toHaveTextContent('Assigned');
    const unassigned = store.companyProducts
      .filter((cp) => cp.companyId === 'cmp-02' && !entry('cmp-02', cp.productId))
      .map((cp) => store.products.find((p) => p.id === cp.productId)!)[0]!;
    await user.click(within(rowOf(table, unassigned.name)).getByRole('button', { name: `Assign ${unassigned.name}` }));
    await waitFor(() => expect(entry('cmp-02', unassigned.id)).toBeDefined());

    const roles = store.productRoles.filter((r) => r.productId === memberPortal.id);
    const current = entry('cmp-02', memberPortal.id)!.productRoleName;
    const next = roles.find((r) => r.roleName !== current)!.roleName;
    await user.click(screen.getByRole('combobox', { name: `Product role for ${memberPortal.name}` }));
    await user.click(await screen.findByRole('option', { name: next }));
    await waitFor(() => expect(entry('cmp-02', memberPortal.id)!.productRoleName).toBe(next));
  });

  it('product level: says so when another administrator gave the module meanwhile, and shows it as assigned', async () => {
    const user = userEvent.setup();
    const store = getStore();
    await openAs('clientadmin@portico.test', `${BASE}/company/cmp-02/product/list`);
    const table = await screen.findByRole('table', { name: 'Products' });
    const unassigned = store.companyProducts
      .filter((cp) => cp.companyId === 'cmp-02' && !entry('cmp-02', cp.productId))
      .map((cp) => store.products.find((p) => p.id === cp.productId)!)[0]!;
    const assign = await within(rowOf(table, unassigned.name)).findByRole('button', { name: `Assign ${unassigned.name}` });
    // Meanwhile, in another administrator's browser:
    store.permissions.push({
      id: 'perm-meanwhile',
      userId: 'usr-manager',
      companyId: 'cmp-02',
      productId: unassigned.id,
      productRoleName: 'Member',
      schemeIds: [],
      employerIds: [],
    });
    await user.click(assign);
    expect(await screen.findByText('The user already has this product for this company.')).toBeInTheDocument();
    await waitFor(() => expect(rowOf(table, unassigned.name)).not.toHaveTextContent('Not assigned'));
  });

  it('scheme level: assigns and unassigns schemes of the product, bulk too', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const schemes = store.schemes.filter((s) => s.companyId === 'cmp-02');
    await openAs('clientadmin@portico.test', `${BASE}/company/cmp-02/product/prd-member-portal/scheme/list`);
    const table = await screen.findByRole('table', { name: 'Schemes' });
    await waitFor(() => expect(within(trail()).getByText('Member Portal')).toBeInTheDocument());
    expect(within(table).getAllByRole('rowheader')).toHaveLength(schemes.length);
    await user.click(within(table).getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Unassign selected' }));
    await confirmUnassign(user);
    await waitFor(() => expect(entry('cmp-02', 'prd-member-portal')!.schemeIds).toEqual([]));
    await user.click(within(screen.getByRole('table', { name: 'Schemes' })).getByRole('checkbox', { name: 'Select all' }));
    await user.click(screen.getByRole('button', { name: 'Assign selected' }));
    await waitFor(() => expect(entry('cmp-02', 'prd-member-portal')!.schemeIds.sort()).toEqual(schemes.map((s) => s.id).sort()));
    await waitFor(() => expect(rowOf(screen.getByRole('table', { name: 'Schemes' }), schemes[0]!.name)).toHaveTextContent('Assigned'));
    await user.click(
      within(rowOf(screen.getByRole('table', { name: 'Schemes' }), schemes[0]!.name)).getByRole('button', {
        name: `Unassign ${schemes[0]!.name}`,
      }),
    );
    await confirmUnassign(user);
    await waitFor(() => expect(entry('cmp-02', 'prd-member-portal')!.schemeIds).not.toContain(schemes[0]!.id));
  });

  it('scheme level: asks to assign the product first when the user does not have it', async () => {
    await openAs('clientadmin@portico.test', `${BASE}/company/cmp-02/product/prd-data-uploader/scheme/list`);
    expect(await screen.findByText('Assign the product to the user first.')).toBeInTheDocument();
  });

  it('employer level: shows the scheme employers the user has and unassigns one', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const granted = entry('cmp-02', 'prd-member-portal')!;
    const scheme = store.schemes.find((s) => s.id === granted.schemeIds[0])!;
    const employers = store.employers.filter((e) => e.schemeId === scheme.id);
    await openAs('clientadmin@portico.test', `${BASE}/company/cmp-02/product/prd-member-portal/scheme/${scheme.id}/employer/list`);
    const table = await screen.findByRole('table', { name: 'Employers' });
    await waitFor(() => expect(within(trail()).getByText(scheme.name)).toBeInTheDocument());
    expect(within(trail()).getByRole('link', { name: 'Member Portal' })).toHaveAttribute(
      'href',
      `${BASE}/company/cmp-02/product/prd-member-portal/scheme/list`,
    );
    for (const e of employers)
      expect(rowOf(table, e.name)).toHaveTextContent(granted.employerIds.includes(e.id) ? 'Assigned' : 'Not assigned');
    const target = employers.find((e) => granted.employerIds.includes(e.id))!;
    await user.click(within(rowOf(table, target.name)).getByRole('button', { name: `Unassign ${target.name}` }));
    await confirmUnassign(user);
    await waitFor(() => expect(entry('cmp-02', 'prd-member-portal')!.employerIds).not.toContain(target.id));
    await waitFor(() => expect(rowOf(screen.getByRole('table', { name: 'Employers' }), target.name)).toHaveTextContent('Not assigned'));
  });

  it("says a level's failed read where its table would be, with Try again reading it again", async () => {
    const user = userEvent.setup();
    const granted = entry('cmp-02', 'prd-member-portal')!;
    const schemeId = granted.schemeIds[0]!;
    // The portal asks again twice by itself before it says so; the service answers from the fourth request on.
    let failures = 3;
    server.use(
      http.get('http://localhost:4010/portal/api/v1/permissions/useremployer/:userId/:schemeId', () =>
        failures-- > 0 ? HttpResponse.json({ message: 'Internal error' }, { status: 500 }) : undefined,
      ),
    );
    await openAs('clientadmin@portico.test', `${BASE}/company/cmp-02/product/prd-member-portal/scheme/${schemeId}/employer/list`);
    const alert = await screen.findByRole('alert', {}, { timeout: 30_000 });
    expect(alert).toHaveTextContent('The service is not available right now. Please try again in a few minutes.');
    expect(screen.queryByRole('table', { name: 'Employers' })).not.toBeInTheDocument();
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('table', { name: 'Employers' })).toBeInTheDocument();
  });

  it('is read-only for the Viewer at every level', async () => {
    await openAs('viewer@portico.test', '/administration/user/view/usr-manager/roles-and-permissions/company/cmp-02/product/list');
    const table = await screen.findByRole('table', { name: 'Products' });
    expect(within(table).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /assign/i })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox')).not.toBeInTheDocument();
  });

  it('tells that internal staff have access to everything', async () => {
    await openAs('superadmin@portico.test', '/administration/user/update/usr-support/roles-and-permissions/company/list');
    expect(await screen.findByText('SuperAdmin and Support users have access to every company, product and scheme.')).toBeInTheDocument();
  });
});
