/**
 * The module checklist block (`tab.block: { kind: 'checklist' }`), on a resource invented for the test: its
 * definition names endpoints and a catalogue group, no component.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import { server } from '../../../sandbox/node';
import type { ChecklistBlock } from '../../../src/framework/types';
import { recordEndpointPath } from '../../../src/framework/views/blocks/endpoint';
import { findServerError } from '../support/serverError';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';
import { PROVIDER_API as API, PROVIDER_BASE as BASE, pensionProvider } from '../support/pensionProvider';

vi.setConfig({ testTimeout: 60_000 });

const providers = () => [
  { id: 'pp-1', name: 'Aviva', regionId: 'north', fundIds: ['f-1'] },
  { id: 'pp-2', name: 'Legal & General', regionId: 'south', fundIds: [] as string[] },
];

const funds = [
  { id: 'f-1', name: 'Global equity' },
  { id: 'f-2', name: 'Gilts' },
];

const withBlock = (block: Partial<ChecklistBlock>, words: Record<string, string> = {}) =>
  pensionProvider({
    route: {
      tabs: [
        { path: 'details', label: 'Details' },
        {
          path: 'funds',
          label: 'Funds',
          block: {
            kind: 'checklist',
            options: { service: 'portal', path: '/api/v1/regions/{regionId}/funds' },
            chosen: { source: 'fundIds' },
            save: { service: 'portal', method: 'PUT', path: '/api/v1/pension-providers/{id}', field: 'fundIds' },
            messages: 'funds',
            ...block,
          },
        },
      ],
    },
    messages: {
      funds: {
        intro: 'The funds this provider offers.',
        save: 'Save funds',
        saved: 'Funds saved.',
        noneChosen: 'No funds chosen.',
        ...words,
      },
    },
  });

/** The invented endpoints, counting the record's reads and the option reads, and keeping what PUT sends. */
const serve = (options = funds) => {
  const records = providers();
  const seen = { recordReads: 0, optionPaths: [] as string[], puts: [] as unknown[] };
  server.use(
    http.get(`${API}/pension-providers/:id`, ({ params }) => {
      seen.recordReads += 1;
      return HttpResponse.json(records.find((p) => p.id === params.id));
    }),
    http.get(`${API}/regions/:region/funds`, ({ request }) => {
      seen.optionPaths.push(new URL(request.url).pathname);
      return HttpResponse.json(options);
    }),
    http.put(`${API}/pension-providers/:id`, async ({ params, request }) => {
      const body = (await request.json()) as { fundIds: string[] };
      seen.puts.push(body);
      const record = records.find((p) => p.id === params.id)!;
      record.fundIds = body.fundIds;
      return HttpResponse.json(record);
    }),
  );
  return seen;
};

const open = async (path: string, block: Partial<ChecklistBlock> = {}, words: Record<string, string> = {}) => {
  await signInAs('superadmin@portico.test');
  return renderPortal([companies, withBlock(block, words)], path);
};

describe('the checklist block', () => {
  it('ticks from the record, saves the ticked ids with one call, says so, and reads the record again', async () => {
    const user = userEvent.setup();
    const seen = serve();
    await open(`${BASE}/update/pp-1/funds`);
    const group = await screen.findByRole('group', { name: 'Funds' }, { timeout: 30_000 });
    expect(screen.getByText('The funds this provider offers.')).toBeInTheDocument();
    expect(seen.optionPaths).toEqual(['/portal/api/v1/regions/north/funds']);
    expect(within(group).getByRole('checkbox', { name: 'Global equity' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Global equity' }));
    expect(screen.getByText('No funds chosen.')).toBeInTheDocument();
    await user.click(within(group).getByRole('checkbox', { name: 'Gilts' }));
    const readsBefore = seen.recordReads;
    await user.click(screen.getByRole('button', { name: 'Save funds' }));
    expect(await screen.findByText('Funds saved.')).toBeInTheDocument();
    expect(seen.puts).toEqual([{ fundIds: ['f-2'] }]);
    await waitFor(() => expect(seen.recordReads).toBeGreaterThan(readsBefore));
    expect(within(group).getByRole('checkbox', { name: 'Gilts' })).toBeChecked();
  });

  it('says what a save adds and takes away, puts the saved choice back on Undo, and asks before taking any away', async () => {
    const user = userEvent.setup();
    const seen = serve();
    await open(
      `${BASE}/update/pp-1/funds`,
      {},
      { confirmTitle: 'Stop offering %{smart_count} fund?', confirmContent: '%{record} will not offer %{names}.' },
    );
    const group = await screen.findByRole('group', { name: 'Funds' }, { timeout: 30_000 });
    const save = screen.getByRole('button', { name: 'Save funds' });
    const undo = screen.getByRole('button', { name: 'Undo changes' });
    expect(screen.getByRole('status')).toHaveTextContent('No changes to save.');
    expect(save).toBeDisabled();
    expect(undo).toBeDisabled();
    await user.click(within(group).getByRole('checkbox', { name: 'Gilts' }));
    expect(screen.getByRole('status')).toHaveTextContent('Adds: Gilts.');
    await user.click(undo);
    expect(within(group).getByRole('checkbox', { name: 'Gilts' })).not.toBeChecked();
    expect(save).toBeDisabled();

    await user.click(within(group).getByRole('checkbox', { name: 'Global equity' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Gilts' }));
    expect(screen.getByRole('status')).toHaveTextContent('Adds: Gilts. Removes: Global equity.');
    await user.click(save);
    const dialog = await screen.findByRole('dialog', { name: 'Stop offering 1 fund?' });
    expect(dialog).toHaveTextContent('Aviva will not offer Global equity.');
    expect(seen.puts).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Save funds' }));
    expect(await screen.findByText('Funds saved.')).toBeInTheDocument();
    expect(seen.puts).toEqual([{ fundIds: ['f-2'] }]);
    await waitFor(() => expect(screen.getByRole('status')).toHaveTextContent('No changes to save.'));
  });

  it('asks before leaving with unsaved changes', async () => {
    const user = userEvent.setup();
    serve();
    const confirm = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const portal = await open(`${BASE}/update/pp-1/funds`);
    const group = await screen.findByRole('group', { name: 'Funds' }, { timeout: 30_000 });
    await user.click(within(group).getByRole('checkbox', { name: 'Gilts' }));
    await user.click(screen.getByRole('tab', { name: 'Details' }));
    expect(confirm).toHaveBeenCalledTimes(1);
    expect(portal.location()).toBe(`${BASE}/update/pp-1/funds`);
    confirm.mockRestore();
  });

  it('shows a refused save under the form, keeping the choice, until the next try', async () => {
    const user = userEvent.setup();
    serve();
    const refusal = 'Unknown fund.';
    server.use(http.put(`${API}/pension-providers/:id`, () => HttpResponse.json({ message: refusal }, { status: 400 }), { once: true }));
    await open(`${BASE}/update/pp-2/funds`);
    const group = await screen.findByRole('group', { name: 'Funds' }, { timeout: 30_000 });
    await user.click(within(group).getByRole('checkbox', { name: 'Gilts' }));
    const save = screen.getByRole('button', { name: 'Save funds' });
    await user.click(save);
    const box = await findServerError(screen.getByRole('tabpanel'), refusal, save);
    expect(within(group).getByRole('checkbox', { name: 'Gilts' })).toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Global equity' }));
    expect(box).toBeInTheDocument();
    await user.click(save);
    expect(await screen.findByText('Funds saved.')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('lists the chosen names on the view screen, or says none are chosen', async () => {
    serve();
    const portal = await open(`${BASE}/view/pp-1/funds`);
    const panel = await screen.findByRole('tabpanel', {}, { timeout: 30_000 });
    expect(await within(panel).findByRole('listitem')).toHaveTextContent('Global equity');
    expect(within(panel).queryByRole('checkbox')).not.toBeInTheDocument();
    expect(within(panel).queryByRole('button', { name: 'Save funds' })).not.toBeInTheDocument();
    portal.unmount();
    await open(`${BASE}/view/pp-2/funds`);
    expect(await screen.findByText('No funds chosen.', {}, { timeout: 30_000 })).toBeInTheDocument();
  });

  it('says when there is nothing to tick (noOptions, else noneChosen), and offers no save', async () => {
    serve([]);
    await open(`${BASE}/update/pp-2/funds`);
    expect(await screen.findByText('No funds chosen.', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Funds' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save funds' })).toBeDisabled();
  });

  it('ticks from a read of its own when `chosen` names an endpoint, and reads it again after a save', async () => {
    const user = userEvent.setup();
    serve();
    const chosenReads: string[] = [];
    let chosen = [{ id: 'f-2' }];
    server.use(
      http.get(`${API}/pension-providers/:id/funds`, ({ params }) => {
        chosenReads.push(String(params.id));
        return HttpResponse.json(chosen);
      }),
      http.put(`${API}/pension-providers/:id`, async ({ request }) => {
        chosen = ((await request.json()) as { fundIds: string[] }).fundIds.map((id) => ({ id }));
        return HttpResponse.json({});
      }),
    );
    await open(`${BASE}/update/pp-1/funds`, { chosen: { service: 'portal', path: '/api/v1/pension-providers/{id}/funds' } });
    const group = await screen.findByRole('group', { name: 'Funds' }, { timeout: 30_000 });
    expect(within(group).getByRole('checkbox', { name: 'Gilts' })).toBeChecked();
    expect(within(group).getByRole('checkbox', { name: 'Global equity' })).not.toBeChecked();
    await user.click(within(group).getByRole('checkbox', { name: 'Global equity' }));
    await user.click(screen.getByRole('button', { name: 'Save funds' }));
    await waitFor(() => expect(chosenReads).toEqual(['pp-1', 'pp-1']));
    expect(within(group).getByRole('checkbox', { name: 'Global equity' })).toBeChecked();
  });
});

describe("a block endpoint's path", () => {
  it("fills each {name} with the record's value, encoded, and waits while one is missing", () => {
    const record = { id: 'a/b', company: { id: 'c 1' }, regionId: null };
    expect(recordEndpointPath('/api/v1/x/{id}/y/{company.id}', record)).toBe('/api/v1/x/a%2Fb/y/c%201');
    expect(recordEndpointPath('/api/v1/regions/{regionId}/funds', record)).toBeUndefined();
    expect(recordEndpointPath('/api/v1/x/{missing}', record)).toBeUndefined();
    expect(recordEndpointPath('/api/v1/x/{id}', undefined)).toBeUndefined();
    expect(recordEndpointPath('/api/v1/products/all', record)).toBe('/api/v1/products/all');
  });
});
