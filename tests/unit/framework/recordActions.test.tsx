/**
 * The record actions view block (`RecordActions`), on a resource invented for the test: its actions are data (words
 * under a catalogue group, one call each), the screen says which are allowed. The users' lifecycle actions
 * (tests/unit/users/tabs.test.tsx) cover calls by path and going back to the list; this covers the update call, the
 * words taken from the record, what is not allowed, and a refusal kept in the dialog.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useRecordContext } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import { server } from '../../../sandbox/node';
import type { RecordAction } from '../../../src/framework/types';
import { RecordActions } from '../../../src/framework/views';
import { findServerError } from '../support/serverError';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';
import { PROVIDER_API as API, PROVIDER_BASE as BASE, pensionProvider } from '../support/pensionProvider';

vi.setConfig({ testTimeout: 60_000 });

const ACTIONS: RecordAction[] = [
  { name: 'close', call: { update: { status: 'Closed' } }, look: { danger: true } },
  { name: 'archive', call: { method: 'POST', path: '/api/v1/pension-providers/{id}/archive/{regionId}' } },
  { name: 'reopen', call: { update: { status: 'Open' } } },
];

/** The provider's own tab: its actions, those its state allows. */
const ProviderActions = () => {
  const provider = useRecordContext();
  if (!provider) return null;
  return (
    <RecordActions
      record={provider}
      actions={ACTIONS}
      allowed={provider.status === 'Open' ? ['archive', 'close'] : ['reopen']}
      messages="resources.pensionProviders.actions"
      label="Provider actions"
      words={{ region: 'regionId' }}
    />
  );
};

const providers = pensionProvider({
  route: { tabs: [{ path: 'actions', label: 'Actions', component: ProviderActions }] },
  messages: {
    actions: {
      close: { label: 'Close', title: 'Close %{name}?', content: 'Members in %{region} are moved elsewhere.', done: 'Provider closed.' },
      archive: { label: 'Archive', title: 'Archive %{name}?', content: 'It leaves every list.', done: 'Provider archived.' },
      reopen: { label: 'Reopen', title: 'Reopen %{name}?', content: 'It takes members again.', done: 'Provider reopened.' },
    },
  },
});

const serve = () => {
  const record = { id: 'pp-1', name: 'Aviva', regionId: 'north', status: 'Open' };
  const seen = { updates: [] as unknown[], archives: [] as string[] };
  server.use(
    http.get(`${API}/pension-providers/:id`, () => HttpResponse.json(record)),
    http.put(`${API}/pension-providers/:id`, async ({ request }) => {
      const body = (await request.json()) as { status: string };
      seen.updates.push(body);
      record.status = body.status;
      return HttpResponse.json(record);
    }),
    http.post(`${API}/pension-providers/:id/archive/:region`, ({ request }) => {
      seen.archives.push(new URL(request.url).pathname);
      return HttpResponse.json({ message: 'Aviva still has members.' }, { status: 409 });
    }),
  );
  return seen;
};

const group = () => screen.getByRole('group', { name: 'Provider actions' });

describe('the record actions block', () => {
  it('offers the allowed actions, asks in words from the record, updates the record, says so and reads it again', async () => {
    const user = userEvent.setup();
    const seen = serve();
    await signInAs('superadmin@portico.test');
    renderPortal([companies, providers], `${BASE}/update/pp-1/actions`);
    await screen.findByRole('group', { name: 'Provider actions' }, { timeout: 30_000 });
    expect(
      within(group())
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Close', 'Archive']);
    await user.click(within(group()).getByRole('button', { name: 'Close' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close Aviva?' });
    expect(dialog).toHaveTextContent('Members in north are moved elsewhere.');
    // A dangerous action's question opens on Cancel; one that takes nothing away (Archive, below) on its action.
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(await screen.findByText('Provider closed.')).toBeInTheDocument();
    expect(seen.updates).toEqual([{ status: 'Closed' }]);
    await waitFor(() =>
      expect(
        within(group())
          .getAllByRole('button')
          .map((b) => b.textContent),
      ).toEqual(['Reopen']),
    );
  });

  it("keeps a refused call's message in the open dialog, and a dialog opened again starts clean", async () => {
    const user = userEvent.setup();
    const seen = serve();
    await signInAs('superadmin@portico.test');
    renderPortal([companies, providers], `${BASE}/update/pp-1/actions`);
    await screen.findByRole('group', { name: 'Provider actions' }, { timeout: 30_000 });
    await user.click(within(group()).getByRole('button', { name: 'Archive' }));
    const dialog = await screen.findByRole('dialog', { name: 'Archive Aviva?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Archive' })).toHaveFocus());
    await user.click(within(dialog).getByRole('button', { name: 'Archive' }));
    await findServerError(dialog, 'Aviva still has members.');
    expect(seen.archives).toEqual(['/portal/api/v1/pension-providers/pp-1/archive/north']);
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(within(group()).getByRole('button', { name: 'Archive' }));
    const again = await screen.findByRole('dialog', { name: 'Archive Aviva?' });
    expect(again).not.toHaveTextContent('Aviva still has members.');
  });
});
