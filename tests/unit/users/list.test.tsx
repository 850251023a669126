import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { http, HttpResponse } from 'msw';
import { findServerError } from '../support/serverError';
import { openAs, portalFileWaits, ready } from './render';

portalFileWaits();

const dataRows = () => screen.getAllByRole('row').slice(1);
const cellTexts = () => dataRows().map((row) => row.textContent ?? '');
/** The names a company search suggests, in its own list (a filter's select has options of its own on the page). */
const suggested = async () =>
  within(await screen.findByRole('listbox'))
    .getAllByRole('option')
    .map((o) => o.textContent);
/** The module field opens once the chosen company's modules have loaded (disabled until then). */
const moduleChoiceReady = (dialog: HTMLElement) =>
  waitFor(() => expect(within(dialog).getByRole('combobox', { name: 'Module' })).not.toHaveAttribute('aria-disabled', 'true'));

describe('users list', () => {
  afterEach(() => vi.restoreAllMocks());

  it('searches on the server by name or email from the box labelled Search', async () => {
    const user = userEvent.setup();
    await openAs('superadmin@portico.test', '/administration/user/list');
    await ready('analyst@portico.test');
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).getByRole('link', { name: 'Invite New User' })).toHaveAttribute('href', '/administration/user/create');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), 'chandra');
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    expect(cellTexts()[0]).toContain('analyst@portico.test');
    expect(within(dataRows()[0]!).getByText('Active')).toBeInTheDocument();
  });

  it('filters by status and shows a status chip per row; Any shows everyone again', async () => {
    const user = userEvent.setup();
    const portal = await openAs('superadmin@portico.test', '/administration/user/list');
    await ready('analyst@portico.test');
    const status = screen.getByRole('combobox', { name: 'Status' });
    expect(status).toHaveDisplayValue('Any');
    await user.selectOptions(status, 'Invited');
    await waitFor(() => expect(screen.queryByText('analyst@portico.test')).not.toBeInTheDocument());
    expect(screen.getByText('invited@portico.test')).toBeInTheDocument();
    for (const row of dataRows()) expect(within(row).getByText('Invited')).toBeInTheDocument();

    await user.selectOptions(status, 'Any');
    expect(await screen.findByText('analyst@portico.test')).toBeInTheDocument();
    expect(decodeURIComponent(portal.location())).not.toContain('status');
  });

  it('filters by role and by company', async () => {
    const user = userEvent.setup();
    await openAs('superadmin@portico.test', '/administration/user/list');
    await ready('analyst@portico.test');
    // The roles are read beside the rows, and may come after them.
    const roleFilter = screen.getByRole('combobox', { name: 'Role' });
    await within(roleFilter).findByRole('option', { name: 'Sftp Only' });
    await user.selectOptions(roleFilter, 'Sftp Only');
    await waitFor(() => expect(screen.queryByText('analyst@portico.test')).not.toBeInTheDocument());
    expect(screen.getByText('sftp@portico.test')).toBeInTheDocument();
    for (const row of dataRows()) expect(row).toHaveTextContent('Sftp Only');

    const company = getStore().companies.find((c) => c.id === 'cmp-05')!;
    // The company filter searches on the server as the user types: it never fetches every company.
    const searched: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/companies/')) searched.push(`${url.pathname.replace('/portal/api/v1', '')}${url.search}`);
    });
    await user.type(screen.getByRole('combobox', { name: 'Company' }), 'precision');
    await waitFor(() => expect(searched.some((s) => s.startsWith('/companies/search?q=precision&'))).toBe(true));
    await waitFor(async () => expect(await suggested()).toEqual([company.name]));
    await user.click(screen.getByRole('option', { name: company.name }));
    expect(searched.some((s) => s.startsWith('/companies/all'))).toBe(false);
    await waitFor(() => expect(dataRows().length).toBeLessThan(5));
    expect(screen.getByText('sftp@portico.test')).toBeInTheDocument();
  });

  it('sorts on the server when a column header is clicked', async () => {
    const user = userEvent.setup();
    await openAs('superadmin@portico.test', '/administration/user/list');
    await ready('analyst@portico.test');
    await user.click(screen.getByRole('button', { name: 'Sort by email ascending' }));
    const emails = () => dataRows().map((r) => r.querySelectorAll('td')[3]?.textContent ?? '');
    await waitFor(() => {
      const list = emails();
      expect(list).toEqual([...list].sort((a, b) => a.localeCompare(b, 'en-GB', { sensitivity: 'base' })));
    });
  });

  it('rows open the user details tab', async () => {
    const user = userEvent.setup();
    const portal = await openAs('superadmin@portico.test', '/administration/user/list');
    await user.click(await ready('analyst@portico.test'));
    await waitFor(() => expect(portal.location()).toBe('/administration/user/update/usr-analyst/user-detail'));
  });

  it('a ClientAdmin sees only users of their own companies, never internal staff, and no internal role filter', async () => {
    await openAs('clientadmin@portico.test', '/administration/user/list');
    await ready('clientadmin@portico.test');
    const store = getStore();
    const admin = store.users.find((u) => u.id === 'usr-clientadmin')!;
    await waitFor(() => expect(screen.getByText(/of \d+/)).toBeInTheDocument());
    for (const row of dataRows()) {
      // The first cell is the row's selection box.
      const email = row.querySelectorAll('td')[3]?.textContent;
      const shown = store.users.find((u) => u.email === email)!;
      expect(shown.companyIds.some((id) => admin.companyIds.includes(id))).toBe(true);
      expect(['SuperAdmin', 'Support']).not.toContain(shown.role);
    }
    const roles = within(screen.getByRole('combobox', { name: 'Role' }));
    expect(await roles.findByRole('option', { name: 'Client Admin' })).toBeInTheDocument();
    expect(roles.queryByRole('option', { name: 'Super Admin' })).not.toBeInTheDocument();
    expect(roles.queryByRole('option', { name: 'Support' })).not.toBeInTheDocument();
  });

  it('a Viewer sees the list without the invite button, and rows open the read-only view', async () => {
    const user = userEvent.setup();
    const portal = await openAs('viewer@portico.test', '/administration/user/list');
    await ready('analyst@portico.test');
    expect(screen.queryByRole('link', { name: /Invite New User/ })).not.toBeInTheDocument();
    await user.click(screen.getByText('analyst@portico.test'));
    await waitFor(() => expect(portal.location()).toBe('/administration/user/view/usr-analyst/user-detail'));
  });
});

describe('who reaches the users screens', () => {
  it('sends a Manager, who has no administration area, to Permission Denied, and offers no menu entry', async () => {
    const portal = await openAs('manager@portico.test', '/administration/user/list');
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'));
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(menu).queryByRole('link', { name: 'Manage Users' })).not.toBeInTheDocument();
    expect(within(menu).queryByRole('link', { name: 'Invite New User' })).not.toBeInTheDocument();
  });

  it('keeps the Viewer out of the invite wizard', async () => {
    const portal = await openAs('viewer@portico.test', '/administration/user/create/personal-information');
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'));
  });
});

describe('CSV export', () => {
  // The formula guard itself, and every other exporter, are tested in tests/security/csv.test.ts.
  it('exports every user the search matches, with formula cells neutralised', async () => {
    const user = userEvent.setup();
    const target = getStore().users.find((u) => u.id === 'usr-analyst')!;
    target.firstName = '=HYPERLINK("http://evil.example","x")';
    target.lastName = '@Chandra';
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:users';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await openAs('superadmin@portico.test', '/administration/user/list');
    await ready('analyst@portico.test');
    await user.click(screen.getByRole('button', { name: 'Export to CSV' }));
    await waitFor(() => expect(blob).toBeDefined());
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob!);
    });
    const lines = text.replace(/^\uFEFF/, '').split('\r\n');
    expect(lines[0]).toBe('"First name","Last name","Email","Phone","Role","Status","Created","Last signed in"');
    expect(lines).toHaveLength(getStore().users.length + 1);
    const analyst = lines.find((l) => l.includes('analyst@portico.test'))!;
    expect(analyst.startsWith('"\'=HYPERLINK(""http://evil.example"",""x"")","\'@Chandra"')).toBe(true);
  });
});

describe('the company column', () => {
  it('tells namesakes apart by company, naming only the companies the viewer may see', async () => {
    const store = getStore();
    const admin = store.users.find((u) => u.email === 'clientadmin@portico.test')!;
    // A user of one of the admin's companies who also works for a company the admin does not administer.
    const shared = store.users.find(
      (u) =>
        u.companyIds.length > 1 &&
        u.companyIds.some((id) => admin.companyIds.includes(id)) &&
        u.companyIds.some((id) => !admin.companyIds.includes(id)),
    )!;
    const name = (id: string) => store.companies.find((c) => c.id === id)!.name;
    const visible = shared.companyIds
      .filter((id) => admin.companyIds.includes(id))
      .map(name)
      .sort((a, b) => a.localeCompare(b, 'en-GB'));
    const hidden = shared.companyIds.filter((id) => !admin.companyIds.includes(id)).map(name);

    const user = userEvent.setup();
    await openAs('clientadmin@portico.test', '/administration/user/list');
    await screen.findByRole('columnheader', { name: 'Company' }, { timeout: 30_000 });
    await user.type(screen.getByRole('textbox', { name: 'Search' }), shared.email);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    const row = dataRows()[0]!;
    expect(row).toHaveTextContent(visible.length === 1 ? visible[0]! : `${visible[0]} and ${visible.length - 1} more`);
    for (const other of hidden) expect(row).not.toHaveTextContent(other);
  });
});

describe('bulk module access', () => {
  it('a SuperAdmin finds the company by typing part of its name: every company is never fetched', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const company = store.companies.find((c) => c.id === 'cmp-05')!;
    const module = store.products.find((p) => store.companyProducts.some((cp) => cp.companyId === company.id && cp.productId === p.id))!;
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/companies/')) asked.push(`${url.pathname.replace('/portal/api/v1', '')}${url.search}`);
    });
    await openAs('superadmin@portico.test', '/administration/user/list');
    await ready('analyst@portico.test');
    await user.click(within(dataRows()[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Give a module' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Company' }), 'precision');
    await waitFor(async () => expect(await suggested()).toEqual([company.name]));
    await user.click(screen.getByRole('option', { name: company.name }));
    await moduleChoiceReady(dialog);
    await user.click(within(dialog).getByRole('combobox', { name: 'Module' }));
    expect(await screen.findByRole('option', { name: module.name })).toBeInTheDocument();
    expect(asked.some((s) => s.startsWith('/companies/search?q=precision&'))).toBe(true);
    expect(asked.some((s) => s.startsWith('/companies/all'))).toBe(false);
  });

  it("holds the selection bar's place before anything is chosen: what selecting does, then the count in its place", async () => {
    const user = userEvent.setup();
    await openAs('superadmin@portico.test', '/administration/user/list');
    await ready('analyst@portico.test');
    const hint = 'Select users to give or remove a module for all of them at once.';
    // One element says both, so the table below it never moves, and its change is announced where it was read.
    const status = screen.getByText(hint);
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('region', { name: /selected$/ })).not.toBeInTheDocument();

    await user.click(screen.getByRole('checkbox', { name: 'Select everyone on this page' }));
    expect(status).toHaveTextContent(`${dataRows().length} selected`);
    expect(screen.getByRole('region', { name: `${dataRows().length} selected` })).toContainElement(status);

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(status).toHaveTextContent(hint);
    expect(screen.queryByRole('button', { name: 'Give a module' })).not.toBeInTheDocument();
  });

  it('selects everyone on the page at once, marks the page partly chosen, keeps rows closed, and clears', async () => {
    const user = userEvent.setup();
    const portal = await openAs('superadmin@portico.test', '/administration/user/list');
    await ready('analyst@portico.test');
    const page = screen.getByRole('checkbox', { name: 'Select everyone on this page' });
    await user.click(page);
    const rows = dataRows();
    expect(screen.getByRole('region', { name: `${rows.length} selected` })).toBeInTheDocument();
    for (const row of rows) expect(within(row).getByRole('checkbox')).toBeChecked();

    // One row taken out: the page's box is neither ticked nor empty, and ticking a row never opens its record.
    await user.click(within(rows[0]!).getByRole('checkbox'));
    expect(within(rows[0]!).getByRole('checkbox')).not.toBeChecked();
    expect(page).not.toBeChecked();
    expect(page).toBePartiallyChecked();
    expect(screen.getByRole('region', { name: `${rows.length - 1} selected` })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('region', { name: /selected$/ })).not.toBeInTheDocument();
    for (const row of dataRows()) expect(within(row).getByRole('checkbox')).not.toBeChecked();
    expect(page).not.toBePartiallyChecked();
    // By now a row's own click, had it reached the row, would have opened the user (see 'rows open the user details tab').
    expect(portal.location()).toBe('/administration/user/list');
  });

  it('gives the chosen users a module of one company at once, then removes it after saying what goes', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const admin = store.users.find((u) => u.email === 'clientadmin@portico.test')!;
    const manager = store.users.find((u) => u.email === 'manager@portico.test')!;
    const companyId = manager.companyIds.find((id) => admin.companyIds.includes(id))!;
    const company = store.companies.find((c) => c.id === companyId)!;
    const module = store.products.find((p) => store.companyProducts.some((cp) => cp.companyId === companyId && cp.productId === p.id))!;
    await openAs('clientadmin@portico.test', '/administration/user/list');
    await ready('manager@portico.test');
    const rows = dataRows().filter((row) => /manager@portico\.test/.test(row.textContent ?? ''));
    expect(rows.length).toBeGreaterThan(0);
    for (const row of rows) {
      const name = row.querySelectorAll('td')[1]?.textContent ?? '';
      await user.click(within(row).getByRole('checkbox', { name: new RegExp(`^Select ${name} `) }));
    }
    expect(screen.getByRole('region', { name: `${rows.length} selected` })).toBeInTheDocument();
    const chosen = store.users.filter((u) => rows.some((row) => row.textContent?.includes(u.email))).map((u) => u.id);

    await user.click(screen.getByRole('button', { name: 'Give a module' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: company.name }));
    await moduleChoiceReady(dialog);
    await user.click(within(dialog).getByRole('combobox', { name: 'Module' }));
    await user.click(await screen.findByRole('option', { name: module.name }));
    await user.click(within(dialog).getByRole('button', { name: /^Give it to \d+ users?$/ }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() =>
      expect(
        chosen.every((id) => getStore().permissions.some((p) => p.userId === id && p.companyId === companyId && p.productId === module.id)),
      ).toBe(true),
    );

    const again = dataRows().filter((row) => /manager@portico\.test/.test(row.textContent ?? ''));
    for (const row of again) await user.click(within(row).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Remove a module' }));
    const removal = await screen.findByRole('dialog');
    await user.click(within(removal).getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: company.name }));
    await moduleChoiceReady(removal);
    await user.click(within(removal).getByRole('combobox', { name: 'Module' }));
    await user.click(await screen.findByRole('option', { name: module.name }));
    expect(within(removal).getByText(new RegExp(`loses? ${module.name} at ${company.name}`))).toBeInTheDocument();
    await user.click(within(removal).getByRole('button', { name: /^Remove it from \d+ users?$/ }));
    await waitFor(() =>
      expect(
        chosen.some((id) => getStore().permissions.some((p) => p.userId === id && p.companyId === companyId && p.productId === module.id)),
      ).toBe(false),
    );
  });

  it('says a refused batch in the dialog, which stays open with the choices made, and the next try goes through', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const company = store.companies.find((c) => c.id === 'cmp-05')!;
    const module = store.products.find((p) => store.companyProducts.some((cp) => cp.companyId === company.id && cp.productId === p.id))!;
    // Someone the API lets a SuperAdmin give the module to: a client user of that company.
    const member = store.users.find((u) => u.companyIds.includes(company.id) && !['SuperAdmin', 'Support'].includes(u.role))!;
    server.use(
      http.post(
        'http://localhost:4010/portal/api/v1/permissions/bulkAssignUserToProduct',
        () => HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
        { once: true },
      ),
    );
    await openAs('superadmin@portico.test', '/administration/user/list');
    await ready('analyst@portico.test');
    await user.type(screen.getByRole('textbox', { name: 'Search' }), member.email);
    await waitFor(() => expect(dataRows()).toHaveLength(1));
    await user.click(within(dataRows()[0]!).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Give a module' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByRole('combobox', { name: 'Company' }), 'precision');
    await user.click(await screen.findByRole('option', { name: company.name }));
    await moduleChoiceReady(dialog);
    await user.click(within(dialog).getByRole('combobox', { name: 'Module' }));
    await user.click(await screen.findByRole('option', { name: module.name }));
    await user.click(within(dialog).getByRole('button', { name: 'Give it to 1 user' }));
    // Spec 8's words for a failed service, never the server's own.
    await findServerError(dialog, 'The service is not available right now. Please try again in a few minutes.');
    expect(within(dialog).getByRole('combobox', { name: 'Module' })).toHaveTextContent(module.name);
    await user.click(within(dialog).getByRole('button', { name: 'Give it to 1 user' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const given = getStore().permissions.some((p) => p.userId === member.id && p.companyId === company.id && p.productId === module.id);
    expect(given).toBe(true);
  });
});
