/**
 * The assignment tab block (`tab.block: { kind: 'assignment' }`), on a resource invented for the test: a pension
 * provider's funds, given from what it may still get with no coverage to choose, so Assign sends at once. Its
 * definition names endpoints, calls and a catalogue group, no component. A company's modules (with a coverage) and a
 * module's companies (given by searching) are tested with their resources.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import { server } from '../../../sandbox/node';
import { findServerError } from '../support/serverError';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';
import { PROVIDER_API as API, PROVIDER_BASE as BASE, pensionProvider } from '../support/pensionProvider';

vi.setConfig({ testTimeout: 60_000 });

const providers = pensionProvider({
  route: {
    tabs: [
      { path: 'details', label: 'Details' },
      {
        path: 'funds',
        label: 'Funds',
        block: {
          kind: 'assignment',
          access: { resource: 'pensionProviders', action: 'assign' },
          messages: 'resources.pensionProviders.funds',
          assigned: { service: 'portal', path: '/api/v1/pension-providers/{id}/funds' },
          rows: { list: { image: 'logo', flag: 'closing', description: 'summary' } },
          give: { available: { service: 'portal', path: '/api/v1/pension-providers/{id}/other-funds' } },
          calls: { service: 'portal', assign: '/api/v1/funds/add', remove: '/api/v1/funds/drop', record: 'providerId', item: 'fundId' },
        },
      },
    ],
  },
  access: { list: ['SuperAdmin', 'Viewer'], show: ['SuperAdmin', 'Viewer'], edit: ['SuperAdmin', 'Viewer'], assign: ['SuperAdmin'] },
  messages: {
    funds: {
      assigned: 'Funds offered',
      available: 'Funds it may offer',
      noneAssigned: '%{record} offers no funds.',
      noneAvailable: 'Every fund is offered.',
      flag: 'Closing',
      assign: 'Add',
      assignLabel: 'Add %{item} to %{record}',
      assigned_done: '%{item} added to %{record}.',
      remove: 'Drop',
      removeTitle: 'Drop %{item}?',
      removeContent: 'Members of %{record} can no longer choose %{item}.',
      removed_done: '%{item} dropped.',
      readOnly: 'Funds are added by SuperAdmin users.',
    },
  },
});

const FUNDS = [
  { id: 'f-1', name: 'Global equity', summary: 'Shares worldwide', logo: null, closing: true },
  { id: 'f-2', name: 'Gilts', summary: 'UK government bonds', logo: null, closing: false },
];

/** The invented endpoints over one provider's offer, keeping what each call sends. */
const serve = () => {
  const offered = new Set(['f-1']);
  const sent = { add: [] as unknown[], drop: [] as unknown[] };
  server.use(
    http.get(`${API}/pension-providers/:id`, ({ params }) => HttpResponse.json({ id: params.id, name: 'Aviva' })),
    http.get(`${API}/pension-providers/:id/funds`, () => HttpResponse.json(FUNDS.filter((f) => offered.has(f.id)))),
    http.get(`${API}/pension-providers/:id/other-funds`, () => HttpResponse.json(FUNDS.filter((f) => !offered.has(f.id)))),
    http.post(`${API}/funds/add`, async ({ request }) => {
      const body = (await request.json()) as { fundId: string };
      sent.add.push(body);
      offered.add(body.fundId);
      return HttpResponse.json({});
    }),
    http.post(`${API}/funds/drop`, async ({ request }) => {
      const body = (await request.json()) as { fundId: string };
      sent.drop.push(body);
      offered.delete(body.fundId);
      return HttpResponse.json({});
    }),
  );
  return sent;
};

const open = async (path: string, email = 'superadmin@portico.test') => {
  await signInAs(email);
  return renderPortal([companies, providers], path);
};

const side = (name: string) => within(screen.getByRole('list', { name }));

describe('the assignment block', () => {
  it('lists both sides with their counts and rows, adds at once from a row, and focus follows the row', async () => {
    const user = userEvent.setup();
    const sent = serve();
    await open(`${BASE}/update/pp-1/funds`);
    const offered = within(await screen.findByRole('list', { name: 'Funds offered' }, { timeout: 30_000 }));
    const equity = offered.getByText('Global equity').closest('li')!;
    expect(within(equity).getByText('Closing')).toBeInTheDocument();
    expect(within(equity).getByText('Shares worldwide')).toBeInTheDocument();
    expect(side('Funds it may offer').queryByText('Closing')).not.toBeInTheDocument();
    await user.click(side('Funds it may offer').getByRole('button', { name: 'Add Gilts to Aviva' }));
    expect(await screen.findByText('Gilts added to Aviva.')).toBeInTheDocument();
    expect(sent.add).toEqual([{ providerId: 'pp-1', fundId: 'f-2' }]);
    expect(await screen.findByText('Every fund is offered.')).toBeInTheDocument();
    const gilts = await within(screen.getByRole('list', { name: 'Funds offered' })).findByText('Gilts');
    await waitFor(() => expect(gilts).toHaveFocus());
  });

  it('drops a row after its confirmation, and says when nothing is left', async () => {
    const user = userEvent.setup();
    const sent = serve();
    await open(`${BASE}/update/pp-1/funds`);
    await screen.findByRole('list', { name: 'Funds offered' }, { timeout: 30_000 });
    await user.click(side('Funds offered').getByRole('button', { name: 'Drop' }));
    const dialog = await screen.findByRole('dialog', { name: 'Drop Global equity?' });
    expect(dialog).toHaveTextContent('Members of Aviva can no longer choose Global equity.');
    await user.click(within(dialog).getByRole('button', { name: 'Drop' }));
    expect(await screen.findByText('Aviva offers no funds.')).toBeInTheDocument();
    expect(sent.drop).toEqual([{ providerId: 'pp-1', fundId: 'f-1' }]);
  });

  it('shows a refused Add above the sides, until the next try', async () => {
    const user = userEvent.setup();
    serve();
    server.use(http.post(`${API}/funds/add`, () => HttpResponse.json({ message: 'Fund is closed.' }, { status: 409 }), { once: true }));
    await open(`${BASE}/update/pp-1/funds`);
    await screen.findByRole('list', { name: 'Funds it may offer' }, { timeout: 30_000 });
    const add = side('Funds it may offer').getByRole('button', { name: 'Add Gilts to Aviva' });
    await user.click(add);
    await findServerError(screen.getByRole('tabpanel'), 'Fund is closed.');
    await user.click(add);
    expect(await screen.findByText('Gilts added to Aviva.')).toBeInTheDocument();
    expect(screen.queryByText('Fund is closed.')).not.toBeInTheDocument();
  });

  it('has no actions on the view screen, and says who may act on the update screen to those who may not', async () => {
    serve();
    const portal = await open(`${BASE}/view/pp-1/funds`);
    await screen.findByRole('list', { name: 'Funds offered' }, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: /^(Add|Drop)/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('note')).not.toBeInTheDocument();
    portal.unmount();
    await open(`${BASE}/update/pp-1/funds`, 'viewer@portico.test');
    expect(await screen.findByRole('note', {}, { timeout: 30_000 })).toHaveTextContent('Funds are added by SuperAdmin users.');
    expect(screen.queryByRole('button', { name: /^(Add|Drop)/ })).not.toBeInTheDocument();
  });
});
