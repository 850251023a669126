/**
 * The assignment panel block: both sides under headings with their counts, rows named by their side, and a removal
 * asked first whose refusal stays in the dialog until the next try.
 */
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { AdminContext, Notification } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { createPortalProviders } from '../../../src/portal/PortalApp';
import { AssignmentPanel, useRemoval } from '../../../src/framework/views/blocks/AssignmentPanel';
import { findServerError } from '../support/serverError';

interface Fund {
  id: string;
  name: string;
}

/** A provider's funds, kept by a fake service whose removal fails while `refusals` has any left. */
const Funds = ({ refusals = 0 }: { refusals?: number }) => {
  const [held, setHeld] = useState<Fund[]>([
    { id: 'f-1', name: 'Global equity' },
    { id: 'f-2', name: 'Gilts' },
  ]);
  const [service] = useState(() => ({ held, refusals }));
  const removal = useRemoval<Fund>({
    remove: (fund) => {
      if (service.refusals-- > 0) return Promise.reject(new Error(`${fund.name} is in use.`));
      service.held = service.held.filter((f) => f.id !== fund.id);
      return Promise.resolve();
    },
    confirmation: (fund) => ({ title: `Remove ${fund.name}?`, content: 'Members lose it.', confirm: 'Remove' }),
    done: (fund) => `${fund.name} removed.`,
    refresh: () => Promise.resolve(setHeld(service.held)),
  });
  return (
    <AssignmentPanel
      assigned={{
        title: 'Funds offered',
        empty: 'None offered.',
        count: held.length,
        rows: (labelledBy) => (
          <ul aria-labelledby={labelledBy}>
            {held.map((fund) => (
              <li key={fund.id}>
                {fund.name}
                <button type="button" disabled={removal.pending} onClick={() => removal.ask(fund)}>
                  Remove {fund.name}
                </button>
              </li>
            ))}
          </ul>
        ),
      }}
      available={{ title: 'Funds it can offer', empty: 'Every fund is offered.', count: 0, rows: () => null }}
      removal={removal.dialog}
    />
  );
};

const renderFunds = (refusals?: number) =>
  render(
    <MemoryRouter>
      <AdminContext {...createPortalProviders([])}>
        <Funds refusals={refusals} />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the assignment panel', () => {
  it('heads each side with its count, names its rows by its title, and says when a side is empty', async () => {
    renderFunds();
    expect(await screen.findByRole('heading', { name: 'Funds offered (2)' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Funds offered' })).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('heading', { name: 'Funds it can offer (0)' })).toBeInTheDocument();
    expect(screen.getByText('Every fund is offered.')).toBeInTheDocument();
  });

  it('asks before removing; Cancel removes nothing, Remove does, says so, and the count follows', async () => {
    const user = userEvent.setup();
    renderFunds();
    await user.click(await screen.findByRole('button', { name: 'Remove Gilts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Gilts?' });
    expect(dialog).toHaveTextContent('Members lose it.');
    await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Funds offered (2)' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Remove Gilts' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Gilts removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Funds offered (1)' })).toBeInTheDocument();
  });

  it('asks with Cancel focused, as every destructive confirmation does: Enter keeps what was about to go', async () => {
    const user = userEvent.setup();
    renderFunds();
    await user.click(await screen.findByRole('button', { name: 'Remove Gilts' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove Gilts?' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: /cancel/i })).toHaveFocus());
    await user.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('heading', { name: 'Funds offered (2)' })).toBeInTheDocument();
  });

  it('keeps a refused removal in the open dialog until the next try, and starts clean when opened again', async () => {
    const user = userEvent.setup();
    renderFunds(2);
    await user.click(await screen.findByRole('button', { name: 'Remove Gilts' }));
    let dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await findServerError(dialog, 'Gilts is in use.');
    await user.click(within(dialog).getByRole('button', { name: /cancel/i }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(screen.getByRole('button', { name: 'Remove Gilts' }));
    dialog = await screen.findByRole('dialog');
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await findServerError(dialog, 'Gilts is in use.');
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Gilts removed.')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.queryByText('Gilts is in use.')).not.toBeInTheDocument();
  });
});
