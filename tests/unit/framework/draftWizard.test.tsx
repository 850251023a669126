/**
 * Draft steps (`views.create.draft`): a wizard declared with the definition's fields, one URL per step, the draft
 * kept across Back and Next, the record created from it when the last draft step is left. The invite wizard
 * (tests/unit/users/wizard.test.tsx, invitation.test.tsx) adds a check, a field shown by an earlier answer, its own
 * create and a prefill. Last, a wizard's step may be a component of the resource's own once the record exists.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { defineResource } from '../../../src/framework/define';
import companies from '../../../resources/companies';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';
import { PROVIDER_API as API, PROVIDER_BASE as BASE, pensionProvider } from '../support/pensionProvider';

const pensionProviders = pensionProvider({
  route: {
    views: {
      list: true,
      view: true,
      create: {
        draft: {
          messages: 'wizard',
          steps: [
            { path: 'provider', fields: ['name'] },
            { path: 'contact', fields: ['contactEmail'] },
          ],
        },
        steps: [],
      },
    },
  },
  fields: [
    { source: 'name', type: 'text', label: 'Provider name', required: true, list: true, show: true },
    { source: 'contactEmail', type: 'email', label: 'Contact email', show: true },
  ],
  access: { list: ['SuperAdmin'], show: ['SuperAdmin'], create: ['SuperAdmin'] },
  messages: {
    wizard: {
      title: 'Add a pension provider',
      stepsLabel: 'Provider steps',
      steps: { provider: 'Provider', contact: 'Contact' },
      missingDraft: 'Start with the provider.',
      startAgain: 'Go to the provider',
    },
  },
});

const serveProviders = () => {
  const created: unknown[] = [];
  server.use(
    http.post(`${API}/pension-providers`, async ({ request }) => {
      const body = (await request.json()) as Record<string, unknown>;
      created.push(body);
      return HttpResponse.json({ id: 'pp-9', ...body }, { status: 201 });
    }),
    http.get(`${API}/pension-providers/pp-9`, () =>
      HttpResponse.json({ id: 'pp-9', name: 'Aviva Life & Pensions UK', contactEmail: 'pensions@aviva.example' }),
    ),
  );
  return created;
};

const textbox = (name: string) => screen.findByRole('textbox', { name: new RegExp(`^${name}`) }, { timeout: 20_000 });

describe('a create wizard of draft steps', () => {
  it('keeps the draft across Back and Next, and creates the record from it when the last step is left', async () => {
    const user = userEvent.setup();
    const created = serveProviders();
    await signInAs('superadmin@portico.test');
    const portal = renderPortal([companies, pensionProviders], `${BASE}/create`);
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/create/provider`));
    expect(await screen.findByRole('heading', { level: 1, name: 'Add a pension provider' })).toBeInTheDocument();
    expect(screen.getByLabelText('Provider steps')).toHaveTextContent(/Provider.*Contact/);

    await user.click(await screen.findByRole('button', { name: 'Next' }, { timeout: 20_000 }));
    expect(await screen.findByText('Provider name is required')).toBeInTheDocument();
    await user.type(await textbox('Provider name'), 'Aviva Life & Pensions UK');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/create/contact`));
    await user.type(await textbox('Contact email'), 'pensions@aviva.example');

    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/create/provider`));
    expect(await textbox('Provider name')).toHaveValue('Aviva Life & Pensions UK');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await textbox('Contact email')).toHaveValue('pensions@aviva.example');
    expect(created).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/view/pp-9`));
    expect(created).toEqual([{ name: 'Aviva Life & Pensions UK', contactEmail: 'pensions@aviva.example' }]);
  });

  it('says a later step opened without the earlier answers must start at the first', async () => {
    serveProviders();
    await signInAs('superadmin@portico.test');
    renderPortal([companies, pensionProviders], `${BASE}/create/contact`);
    expect(await screen.findByText('Start with the provider.', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to the provider' })).toHaveAttribute('href', `${BASE}/create/provider`);
  });
});

/** A step of the resource's own, after the record exists: it reads the record's id from the route. */
const ProviderNotes = () => <p>Notes for {useParams().id}</p>;

const setUpProviders = defineResource({
  ...pensionProviders,
  name: 'setUpProviders',
  route: {
    base: BASE,
    views: { list: true, view: true, update: true, create: { steps: ['details', { path: 'notes', component: ProviderNotes }] } },
    tabs: [{ path: 'details', label: 'Details' }],
  },
  fields: pensionProviders.fields.map((f) => ({ ...f, create: true, edit: true })),
  access: { ...pensionProviders.access, edit: ['SuperAdmin'] },
  messages: { tabs: { notes: 'Notes' } },
});

describe('a create wizard with a step of its own', () => {
  it('shows the component once the record exists, with Back and Finish', async () => {
    const user = userEvent.setup();
    const created = serveProviders();
    await signInAs('superadmin@portico.test');
    const portal = renderPortal([companies, setUpProviders], `${BASE}/create`);
    await user.type(await textbox('Provider name'), 'Aviva Life & Pensions UK');
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/create/pp-9/notes`));
    expect(await screen.findByText('Notes for pp-9', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(created).toHaveLength(1);
    expect(screen.getByRole('link', { name: 'Back' })).toHaveAttribute('href', `${BASE}/create/pp-9/details`);
    expect(screen.getByRole('link', { name: 'Finish' })).toHaveAttribute('href', `${BASE}/view/pp-9/details`);
  });
});
