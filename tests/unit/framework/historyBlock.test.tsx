/**
 * Declared sub-tabs (`tab.tabs`) and the history panel block (`block: { kind: 'history' }`), on resources invented for
 * the test: a pension provider's "Changes" tab holds a summary (a component) and the log of its changes (the block
 * over a definition of its own, whose fields give the columns and the filters).
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useRecordContext } from 'react-admin';
import { afterEach, describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import { server } from '../../../sandbox/node';
import { defineResource } from '../../../src/framework/define';
import type { HistoryBlock } from '../../../src/framework/types';
import { dateAfter, dateBefore } from '../../../src/shared/validation';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';
import { PROVIDER_API as API, PROVIDER_BASE as BASE, pensionProvider } from '../support/pensionProvider';

vi.setConfig({ testTimeout: 60_000 });

const Summary = () => <p>Summary of {String(useRecordContext()?.name)}</p>;

const providerChanges = defineResource({
  name: 'providerChanges',
  labels: { singular: 'Provider change', plural: 'Provider changes' },
  recordRepresentation: 'details',
  api: { service: 'portal', getList: { path: '/api/v1/pension-providers/{providerId}/changes', paging: 'server' } },
  route: { base: BASE, views: {} },
  fields: [
    { source: 'occurredAt', type: 'dateTime', label: 'When', list: true, sortable: false },
    { source: 'action', type: 'select', label: 'Action', choices: ['Create', { id: 'Update', name: 'Changed' }], list: true, filter: true },
    { source: 'details', type: 'text', label: 'Details', list: true, filter: true },
    { source: 'from', type: 'date', label: 'From', filter: true, validate: [dateBefore('From', 'to')] },
    { source: 'to', type: 'date', label: 'To', filter: true, validate: [dateAfter('To', 'from')] },
  ],
  sort: { field: 'occurredAt', order: 'DESC' },
  access: { list: ['SuperAdmin'] },
  messages: { log: { filters: 'Filter the log', all: { action: 'All actions' }, empty: 'No changes match.' } },
});

const providers = (block: Partial<HistoryBlock>) =>
  pensionProvider({
    route: {
      tabs: [
        { path: 'details', label: 'Details' },
        {
          path: 'changes',
          label: 'Changes',
          tabs: [
            { path: 'summary', label: 'Summary', component: Summary },
            {
              path: 'log',
              label: 'Log',
              block: { kind: 'history', resource: 'providerChanges', scope: { providerId: 'id' }, messages: 'log', ...block },
            },
          ],
        },
      ],
    },
  });

/** Twelve changes of pp-1, the newest first: day 12 down to day 1 of November 2025, every third one a Create. */
const CHANGES = Array.from({ length: 12 }, (_, i) => {
  const day = 12 - i;
  return {
    id: `ch-${day}`,
    occurredAt: `2025-11-${String(day).padStart(2, '0')}T09:00:00Z`,
    action: day % 3 === 0 ? 'Create' : 'Update',
    details: `Change ${day}`,
  };
});

/** The invented endpoints; every list request's path and query is kept. */
const serve = () => {
  const lists: string[] = [];
  server.use(
    http.get(`${API}/pension-providers/:id`, ({ params }) =>
      HttpResponse.json({ id: params.id, name: params.id === 'pp-1' ? 'Aviva' : 'Legal & General', regionId: null }),
    ),
    http.get(`${API}/pension-providers/:id/changes`, ({ params, request }) => {
      const url = new URL(request.url);
      lists.push(`${url.pathname}${url.search}`);
      const q = url.searchParams;
      const day = (iso: string) => iso.slice(0, 10);
      const matching = (params.id === 'pp-1' ? CHANGES : []).filter(
        (c) =>
          (!q.get('action') || c.action === q.get('action')) &&
          (!q.get('details') || c.details.includes(q.get('details')!)) &&
          (!q.get('from') || day(c.occurredAt) >= q.get('from')!) &&
          (!q.get('to') || day(c.occurredAt) <= q.get('to')!),
      );
      const page = Number(q.get('page'));
      const perPage = Number(q.get('perPage'));
      return HttpResponse.json({ items: matching.slice((page - 1) * perPage, page * perPage), total: matching.length });
    }),
  );
  return lists;
};

const open = async (path: string, block: Partial<HistoryBlock> = {}) => {
  await signInAs('superadmin@portico.test');
  return renderPortal([companies, providers(block), providerChanges], path);
};

const rows = async () =>
  within(await screen.findByRole('table', { name: 'Provider changes' }, { timeout: 30_000 }))
    .getAllByRole('row')
    .slice(1);

afterEach(() => server.resetHandlers());

describe('declared sub-tabs', () => {
  it('land on the first from the bare tab URL, are path segments named in the catalogue, and open by link', async () => {
    const user = userEvent.setup();
    serve();
    const portal = await open(`${BASE}/view/pp-1/changes`);
    expect(await screen.findByText('Summary of Aviva', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(portal.location()).toBe(`${BASE}/view/pp-1/changes/summary`);
    const subTabs = screen.getByRole('tablist', { name: 'Changes' });
    expect(
      within(subTabs)
        .getAllByRole('tab')
        .map((t) => t.textContent),
    ).toEqual(['Summary', 'Log']);
    expect(within(subTabs).getByRole('tab', { name: 'Summary' })).toHaveAttribute('aria-selected', 'true');
    expect(screen.getByRole('tabpanel', { name: 'Summary' })).toBeInTheDocument();

    await user.click(within(subTabs).getByRole('tab', { name: 'Log' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/view/pp-1/changes/log`));
    expect(await rows()).toHaveLength(10);
    // The record's own tabs stay, with Changes selected.
    expect(screen.getByRole('tab', { name: 'Changes' })).toHaveAttribute('aria-selected', 'true');
  });

  it('send an unknown sub-tab to the first', async () => {
    serve();
    const portal = await open(`${BASE}/update/pp-1/changes/nowhere`);
    expect(await screen.findByText('Summary of Aviva', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(portal.location()).toBe(`${BASE}/update/pp-1/changes/summary`);
  });
});

describe('the history block', () => {
  it("lists the record's entries newest first, ten a page on the server, columns from the listed definition", async () => {
    const user = userEvent.setup();
    const lists = serve();
    const portal = await open(`${BASE}/update/pp-1/changes/log`);
    let shown = await rows();
    expect(shown).toHaveLength(10);
    expect(within(shown[0]!).getByText('Change 12')).toBeInTheDocument();
    expect(within(shown[0]!).getByText('Create')).toBeInTheDocument();
    expect(within(shown[1]!).getByText('Changed')).toBeInTheDocument();
    const table = screen.getByRole('table', { name: 'Provider changes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['When', 'Action', 'Details']);
    expect(lists[0]).toBe('/portal/api/v1/pension-providers/pp-1/changes?page=1&perPage=10&sortField=occurredAt&sortOrder=DESC');

    await user.click(screen.getByRole('button', { name: /next page/i }));
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    expect(portal.location()).toMatch(/[?&]page=2/);
    shown = await rows();
    expect(within(shown[1]!).getByText('Change 1')).toBeInTheDocument();
  });

  it('filters by a select, in the URL, and says when nothing matches', async () => {
    const user = userEvent.setup();
    const lists = serve();
    const portal = await open(`${BASE}/view/pp-1/changes/log`);
    await rows();
    const filters = screen.getByRole('search', { name: 'Filter the log' });
    const action = within(filters).getByRole('combobox', { name: 'Action' });
    expect(
      within(action)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All actions', 'Create', 'Changed']);
    await user.selectOptions(action, 'Create');
    await waitFor(async () => expect(await rows()).toHaveLength(4));
    expect(lists.at(-1)).toContain('action=Create');
    expect(decodeURIComponent(portal.location())).toContain('"action":"Create"');

    fireEvent.change(within(filters).getByLabelText('Details'), { target: { value: 'Change 7' } });
    expect(await screen.findByText('No changes match.', {}, { timeout: 5_000 })).toBeInTheDocument();
    // A typed filter waits for a pause: one request, not one a key.
    expect(lists.filter((l) => l.includes('details=')).length).toBe(1);
  });

  it('opens with the filters its URL carries', async () => {
    const lists = serve();
    const filter = encodeURIComponent(JSON.stringify({ action: 'Create', from: '2025-11-05' }));
    await open(`${BASE}/view/pp-1/changes/log?filter=${filter}`);
    await waitFor(async () => expect(await rows()).toHaveLength(3));
    expect(screen.getByRole('combobox', { name: 'Action' })).toHaveDisplayValue('Create');
    expect(screen.getByLabelText('From')).toHaveValue('2025-11-05');
    expect(lists.every((l) => l.includes('action=Create') && l.includes('from=2025-11-05'))).toBe(true);
  });

  it("holds the list while a field's rules fail, saying why beside each field, and sends the valid range", async () => {
    const lists = serve();
    await open(`${BASE}/update/pp-1/changes/log`);
    await rows();
    const before = lists.length;
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-11-10' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2025-11-02' } });
    expect(await screen.findByText('From field must be earlier than 02/11/2025')).toBeInTheDocument();
    expect(screen.getByText('To field must be later than 10/11/2025')).toBeInTheDocument();
    expect(screen.getByLabelText('To')).toHaveAttribute('aria-invalid', 'true');
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2025-11-01' } });
    await waitFor(async () => expect(await rows()).toHaveLength(2));
    const since = lists.slice(before);
    // The From alone was valid and sent; the inverted range was not.
    expect(since.map((l) => new URL(l, API).searchParams.get('to'))).toEqual([null, '2025-11-02']);
    expect(screen.queryByText(/field must be/)).not.toBeInTheDocument();
  });

  it('says a failed read with Try again in place of the table', async () => {
    const user = userEvent.setup();
    serve();
    server.use(http.get(`${API}/pension-providers/:id/changes`, () => new HttpResponse(null, { status: 503 }), { once: true }));
    await open(`${BASE}/view/pp-1/changes/log`);
    expect(await screen.findByRole('alert', {}, { timeout: 30_000 })).toHaveTextContent('The service is not available right now.');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(10);
  });

  it('asks for nothing while the record lacks a value of its scope', async () => {
    const lists = serve();
    await open(`${BASE}/view/pp-2/changes/log`, { scope: { providerId: 'regionId' } });
    expect(await screen.findByRole('tab', { name: 'Log' }, { timeout: 30_000 })).toHaveAttribute('aria-selected', 'true');
    // The sign that the tab did its work: it says there is nothing, having asked for nothing.
    expect(await screen.findByText('No changes match.')).toBeInTheDocument();
    expect(lists).toEqual([]);
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });
});
