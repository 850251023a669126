import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { findSlow, openAs } from '../resources/render';
import { holdAnswer } from '../support/heldAnswer';

vi.setConfig({ testTimeout: 120_000 });

const API = 'http://localhost:4010/portal/api/v1';

const openCompany = async () => {
  const company = getStore().companies.find((c) => c.id === 'cmp-02')!;
  await openAs([companies], 'superadmin@portico.test', `/administration/onboarding/company/update/${company.id}/details`);
  await findSlow(`Company: ${company.name}`);
};

describe('Save on a form (FormSaveButton)', () => {
  it('is offered once something changed, busy while saving, and not offered again until the next change', async () => {
    const user = userEvent.setup();
    await openCompany();
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();

    const town = screen.getByRole('textbox', { name: 'Town or city' });
    await user.type(town, ' Centre');
    expect(save).toBeEnabled();

    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => request.method === 'PATCH' && sent.push(request.url));
    const release = holdAnswer(`${API}/companies`, 'patch');
    await user.click(save);
    await waitFor(() => expect(sent).toHaveLength(1));
    // While the service has not answered: disabled, with its spinner, so it cannot be pressed a second time.
    expect(save).toBeDisabled();
    expect(within(save).getByRole('progressbar')).toBeInTheDocument();

    release();
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    await waitFor(() => expect(save).toBeDisabled());
    expect(within(save).queryByRole('progressbar')).not.toBeInTheDocument();
    expect(sent).toHaveLength(1);
    expect(getStore().companies.find((c) => c.id === 'cmp-02')!.address.town).toBe('Halifax Centre');
  });

  it('shows it is saving as it is pressed, and checks and sends the form once that is drawn (issue 25: the press answers first)', async () => {
    const user = userEvent.setup();
    await openCompany();
    const town = screen.getByRole('textbox', { name: 'Town or city' });
    await user.type(town, ' Centre');
    const sent: string[] = [];
    server.events.on('request:start', ({ request }) => request.method === 'PATCH' && sent.push(request.url));
    const save = screen.getByRole('button', { name: 'Save' });
    const submitted = vi.fn();
    save.closest('form')!.addEventListener('submit', submitted);
    // The press itself, without the pauses userEvent takes: what its own handlers did is what the next paint shows.
    fireEvent.click(save);
    expect(save).toBeDisabled();
    expect(within(save).getByRole('progressbar')).toBeInTheDocument();
    // The form's checks and its sending (a company's form: 40 fields) come in a task of their own, after that paint.
    expect(submitted).not.toHaveBeenCalled();
    // Pressed again before the form is sent: nothing more is sent.
    fireEvent.click(save);
    await waitFor(() => expect(submitted).toHaveBeenCalledTimes(1));
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(sent).toHaveLength(1);
    expect(getStore().companies.find((c) => c.id === 'cmp-02')!.address.town).toBe('Halifax Centre');
  });

  it('is pressed with Enter in a field as with the mouse', async () => {
    const user = userEvent.setup();
    await openCompany();
    const town = screen.getByRole('textbox', { name: 'Town or city' });
    await user.type(town, ' Centre{Enter}');
    expect(await screen.findByText('Changes saved.')).toBeInTheDocument();
    expect(getStore().companies.find((c) => c.id === 'cmp-02')!.address.town).toBe('Halifax Centre');
  });

  it('is offered again after the service fails, with what was typed kept', async () => {
    const user = userEvent.setup();
    server.use(http.patch(`${API}/companies`, () => new Response(null, { status: 503 })));
    await openCompany();
    const town = screen.getByRole('textbox', { name: 'Town or city' });
    await user.type(town, ' Centre');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByRole('alert', { name: 'The form could not be saved' })).toBeInTheDocument();
    expect(town).toHaveValue('Halifax Centre');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });
});
