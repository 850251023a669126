/**
 * The `rows` field type and `choices` the API gives, on a resource invented for the test: a pension provider's contacts as rows
 * of fields, one of them a select whose choices the API gives. Drawn by the generated update and view screens, with
 * no component of the resource's own.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import { server } from '../../../sandbox/node';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';
import { PROVIDER_API as API, PROVIDER_BASE as BASE, PROVIDER_NAME, pensionProvider } from '../support/pensionProvider';

vi.setConfig({ testTimeout: 60_000 });

const pensionProviders = pensionProvider({
  route: { tabs: [{ path: 'details', label: 'Details' }] },
  fields: [
    PROVIDER_NAME,
    {
      source: 'domains',
      type: 'values',
      label: 'Email domains',
      show: true,
      edit: true,
      // The list's own rule: at most two, which the form says in Add's place.
      validate: [(rows: unknown) => (Array.isArray(rows) && rows.length > 2 ? 'resources.pensionProviders.domains.full' : undefined)],
      rows: {
        newRow: { domain: '' },
        fields: [{ source: 'domain', type: 'text', label: 'Domain', required: true, show: true, edit: true }],
      },
    },
    {
      source: 'contacts',
      type: 'rows',
      label: 'Contacts',
      required: true,
      show: true,
      edit: true,
      rows: {
        newRow: { channel: 'Email' },
        fields: [
          { source: 'name', type: 'text', label: 'Contact name', required: true, show: true, edit: true },
          { source: 'channel', type: 'select', label: 'Channel', choices: ['Email', 'Phone'], show: true, edit: true },
          { source: 'officeId', type: 'select', label: 'Office', choices: { path: '/api/v1/offices' }, show: true, edit: true },
        ],
      },
    },
    // Rows that are only read (no `newRow`): a value of its own shape read as text by its `asText`.
    {
      source: 'calls',
      type: 'rows',
      label: 'Calls',
      show: true,
      rows: {
        fields: [
          { source: 'on', type: 'text', label: 'On', show: true },
          { source: 'notes', type: 'text', label: 'Notes', show: true, asText: (notes) => (notes as string[]).join('; ') },
        ],
      },
    },
  ],
  messages: {
    calls: { none: 'No calls.' },
    contacts: {
      add: 'Add contact',
      remove: 'Remove contact %{number}',
      removeColumn: 'Remove',
      inRow: '%{field}, contact %{number}',
      none: 'No contacts yet.',
      atLeastOne: 'Add at least one contact.',
    },
    domains: {
      add: 'Add domain',
      remove: 'Remove domain %{number}',
      removeColumn: 'Remove',
      inRow: 'Domain %{number}',
      none: 'No domains.',
      empty: 'No domains: no email is accepted.',
      full: 'Two domains at most.',
    },
  },
});

const serve = (contacts: Record<string, unknown>[], domains: string[] = [], calls: Record<string, unknown>[] = []) => {
  const record = { id: 'pp-1', name: 'Aviva', contacts, domains, calls };
  const seen = { puts: [] as unknown[] };
  server.use(
    http.get(`${API}/pension-providers/:id`, () => HttpResponse.json(record)),
    http.get(`${API}/offices`, () =>
      HttpResponse.json([
        { id: 'o-1', name: 'York' },
        { id: 'o-2', name: 'Leeds' },
      ]),
    ),
    http.put(`${API}/pension-providers/:id`, async ({ request }) => {
      const body = (await request.json()) as typeof record;
      seen.puts.push(body);
      Object.assign(record, body);
      return HttpResponse.json(record);
    }),
  );
  return seen;
};

const open = async (path: string) => {
  await signInAs('superadmin@portico.test');
  return renderPortal([companies, pensionProviders], path);
};

describe('the rows field', () => {
  it('edits rows as a table: headed columns, inputs named for their row, Add with the new row, Remove one at a time', async () => {
    const user = userEvent.setup();
    const seen = serve([{ id: 'c-1', name: 'Ann', channel: 'Phone', officeId: 'o-2' }]);
    await open(`${BASE}/update/pp-1/details`);
    const table = await screen.findByRole('table', { name: 'Contacts' }, { timeout: 30_000 });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Contact name', 'Channel', 'Office', 'Remove']);
    expect(screen.getByRole('textbox', { name: 'Contact name, contact 1' })).toHaveValue('Ann');
    // The office is chosen from the API's list, by its name.
    expect(await screen.findByRole('combobox', { name: /^Office, contact 1/ })).toHaveTextContent('Leeds');

    await user.click(screen.getByRole('button', { name: 'Add contact' }));
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.getByRole('combobox', { name: /^Channel, contact 2/ })).toHaveTextContent('Email');
    await user.type(screen.getByRole('textbox', { name: 'Contact name, contact 2' }), 'Bob');
    await user.click(screen.getByRole('button', { name: 'Remove contact 1' }));
    expect(screen.getByRole('textbox', { name: 'Contact name, contact 1' })).toHaveValue('Bob');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.puts).toHaveLength(1));
    expect((seen.puts[0] as { contacts: unknown }).contacts).toMatchObject([{ name: 'Bob', channel: 'Email' }]);
  });

  it('asks for at least one row when the field is required', async () => {
    const user = userEvent.setup();
    const seen = serve([{ id: 'c-1', name: 'Ann', channel: 'Phone' }]);
    await open(`${BASE}/update/pp-1/details`);
    await user.click(await screen.findByRole('button', { name: 'Remove contact 1' }, { timeout: 30_000 }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Add at least one contact.')).toBeInTheDocument();
    expect(seen.puts).toHaveLength(0);
  });

  it('reads rows as a table of their shown fields, choices in words, or says there are none', async () => {
    serve([{ id: 'c-1', name: 'Ann', channel: 'Phone', officeId: 'o-2' }]);
    const portal = await open(`${BASE}/view/pp-1/details`);
    const table = await screen.findByRole('table', { name: 'Contacts' }, { timeout: 30_000 });
    const [, row] = within(table).getAllByRole('row');
    expect(within(row!).getByText('Ann')).toBeInTheDocument();
    expect(within(row!).getByText('Phone')).toBeInTheDocument();
    expect(await within(row!).findByText('Leeds')).toBeInTheDocument();
    portal.unmount();

    serve([]);
    await open(`${BASE}/view/pp-1/details`);
    expect(await screen.findByText('No contacts yet.', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('reads rows that are only read, a structured value as its `asText` words', async () => {
    serve([{ id: 'c-1', name: 'Ann', channel: 'Phone' }], [], [{ on: '3 March', notes: ['Left a message.', 'Call back.'] }]);
    await open(`${BASE}/view/pp-1/details`);
    const table = await screen.findByRole('table', { name: 'Calls' }, { timeout: 30_000 });
    const [, row] = within(table).getAllByRole('row');
    expect(
      within(row!)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['3 March', 'Left a message.; Call back.']);
  });

  it('reads a long list of rows a page of 100 at a time, so a 4,001-line file draws no more than a page', async () => {
    const calls = Array.from({ length: 250 }, (_, i) => ({ on: `Call ${i + 1}`, notes: [] }));
    serve([], [], calls);
    await open(`${BASE}/view/pp-1/details`);
    const table = await screen.findByRole('table', { name: 'Calls' }, { timeout: 30_000 });
    const firstCells = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]!.textContent);
    expect(firstCells()).toHaveLength(100);
    expect(firstCells()[0]).toBe('Call 1');
    expect(screen.getByText('1–100 of 250')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Go to page 3' }));
    await waitFor(() => expect(firstCells()[0]).toBe('Call 201'));
    expect(firstCells()).toHaveLength(50);
  });

  it('edits a list of bare values as rows of one field, sends them bare, and stops where the list’s rule says', async () => {
    const user = userEvent.setup();
    const seen = serve([{ id: 'c-1', name: 'Ann', channel: 'Phone' }], ['aviva.co.uk']);
    await open(`${BASE}/update/pp-1/details`);
    const table = await screen.findByRole('table', { name: 'Email domains' }, { timeout: 30_000 });
    expect(within(table).getByRole('textbox', { name: 'Domain 1' })).toHaveValue('aviva.co.uk');
    await user.click(screen.getByRole('button', { name: 'Remove domain 1' }));
    expect(screen.getByText('No domains: no email is accepted.')).toBeInTheDocument();
    for (const domain of ['aviva.com', 'aviva.org']) {
      await user.click(screen.getByRole('button', { name: 'Add domain' }));
      await user.type(screen.getAllByRole('textbox', { name: /^Domain \d/ }).at(-1)!, domain);
    }
    expect(screen.queryByRole('button', { name: 'Add domain' })).not.toBeInTheDocument();
    expect(screen.getByText('Two domains at most.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(seen.puts).toHaveLength(1));
    expect((seen.puts[0] as { domains: unknown }).domains).toEqual(['aviva.com', 'aviva.org']);
  });
});
