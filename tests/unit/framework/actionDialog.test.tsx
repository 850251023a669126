/**
 * The action dialog view block: named by its title, the action waiting for a complete choice (described by what is
 * missing), nothing changed or closed while it runs, and a refusal kept inside until the next try, which closes it.
 */
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { AdminContext } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { ActionDialog } from '../../../src/framework/views';
import { createPortalProviders } from '../../../src/portal/PortalApp';
import { findServerError } from '../support/serverError';

/** Withdraws a fund once one is ticked; a fake service refuses the first `refusals` tries and holds each until told. */
const Withdraw = ({ refusals }: { refusals: number }) => {
  const [open, setOpen] = useState(true);
  const [ticked, setTicked] = useState(false);
  const [service] = useState(() => ({ refusals, pending: [] as (() => void)[] }));
  const run = useMutation({
    mutationFn: () =>
      new Promise<void>((resolve, reject) =>
        service.pending.push(() => (service.refusals-- > 0 ? reject(new Error('The fund has members.')) : resolve())),
      ),
    onSuccess: () => setOpen(false),
  });
  if (!open) return <p>Closed.</p>;
  return (
    <>
      <button onClick={() => service.pending.shift()?.()}>Answer</button>
      <ActionDialog
        title="Withdraw a fund"
        action="Withdraw"
        danger
        ready={ticked}
        describedBy="hint"
        busy={run.isPending}
        error={run.error}
        onAct={() => run.mutate()}
        onClose={() => setOpen(false)}
      >
        <label>
          <input type="checkbox" checked={ticked} onChange={(event) => setTicked(event.target.checked)} disabled={run.isPending} />
          Global equity
        </label>
        <p id="hint">Tick the fund to withdraw.</p>
      </ActionDialog>
    </>
  );
};

const renderWithdraw = (refusals = 0) =>
  render(
    <MemoryRouter>
      <AdminContext {...createPortalProviders([])}>
        <Withdraw refusals={refusals} />
      </AdminContext>
    </MemoryRouter>,
  );

describe('the action dialog', () => {
  it('waits for a complete choice, described by what is missing, and closes once the action is done', async () => {
    const user = userEvent.setup();
    renderWithdraw();
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw a fund' });
    const withdraw = screen.getByRole('button', { name: 'Withdraw' });
    expect(withdraw).toBeDisabled();
    expect(withdraw).toHaveAccessibleDescription('Tick the fund to withdraw.');
    await user.click(screen.getByRole('checkbox', { name: 'Global equity' }));
    expect(withdraw).toBeEnabled();
    await user.click(withdraw);
    // While it runs, nothing can be changed, cancelled or asked again.
    await waitFor(() => expect(withdraw).toBeDisabled());
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(dialog).toBeInTheDocument();
    screen.getByRole('button', { name: 'Answer', hidden: true }).click();
    expect(await screen.findByText('Closed.')).toBeInTheDocument();
  });

  it('keeps a refusal inside the open dialog until the next try', async () => {
    const user = userEvent.setup();
    renderWithdraw(1);
    const dialog = await screen.findByRole('dialog', { name: 'Withdraw a fund' });
    await user.click(screen.getByRole('checkbox', { name: 'Global equity' }));
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    screen.getByRole('button', { name: 'Answer', hidden: true }).click();
    await findServerError(dialog, 'The fund has members.');
    await user.click(screen.getByRole('button', { name: 'Withdraw' }));
    screen.getByRole('button', { name: 'Answer', hidden: true }).click();
    expect(await screen.findByText('Closed.')).toBeInTheDocument();
  });
});
