import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { openAs, portalFileWaits, ready } from './render';
import { findFieldError } from '../support/fieldError';
import { findServerError } from '../support/serverError';

portalFileWaits();

const BASE = '/administration/user/create';
const PHONE_MESSAGE = 'Enter the phone number in international format with a space after the country code, like +44 20 7946 0000';

const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

const fillPersonal = async (user: ReturnType<typeof userEvent.setup>, values: { email: string; phone?: string }) => {
  // The wizard keeps an unfinished draft per person (an earlier test's, here): start each field afresh.
  for (const [name, value] of [
    ['First name', 'Rosa'],
    ['Last name', 'Parks'],
    ['Email', values.email],
    ['Phone', values.phone ?? ''],
  ] as const) {
    await user.clear(field(name));
    if (value) await user.type(field(name), value);
  }
  await user.click(screen.getByRole('button', { name: 'Next' }));
};

describe('invite wizard: personal information', () => {
  it('opens at its own URL from the menu entry and requires names and a valid email', async () => {
    const user = userEvent.setup();
    const portal = await openAs('clientadmin@portico.test', BASE);
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/personal-information`));
    await screen.findByRole('button', { name: 'Next' });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('First name is required')).toBeInTheDocument();
    expect(screen.getByText('Last name is required')).toBeInTheDocument();
    expect(screen.getByText('Email is required')).toBeInTheDocument();
    expect(portal.location()).toBe(`${BASE}/personal-information`);
  });

  it("rejects a phone that is not a possible number with the spec's exact message", async () => {
    const user = userEvent.setup();
    const portal = await openAs('clientadmin@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    // Two digits short: as people type a number, but not one.
    await fillPersonal(user, { email: 'rosa@example.com', phone: '07700 9001' });
    expect(await findFieldError(PHONE_MESSAGE)).toBeInTheDocument();
    expect(field('Phone')).toHaveAccessibleDescription(PHONE_MESSAGE);
    expect(portal.location()).toBe(`${BASE}/personal-information`);
  });

  it('checks the email is not taken with POST /users/email-check', async () => {
    const user = userEvent.setup();
    const portal = await openAs('clientadmin@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    await fillPersonal(user, { email: 'Analyst@Portico.test' });
    expect(await screen.findByText('A user with this email already exists.')).toBeInTheDocument();
    expect(portal.location()).toBe(`${BASE}/personal-information`);
    await user.clear(field('Email'));
    await user.type(field('Email'), 'rosa@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/permissions`));
  });

  it('shows a failed email check under the form, not as a mistake in the email, keeping what was typed', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        'http://localhost:4010/portal/api/v1/users/email-check',
        () => HttpResponse.json({ message: 'Upstream timeout' }, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    const portal = await openAs('clientadmin@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    await fillPersonal(user, { email: 'rosa@example.com' });

    const message = 'The service is not available right now. Please try again in a few minutes.';
    await findServerError(screen.getByRole('main'), message, screen.getByRole('button', { name: 'Next' }));
    expect(field('Email')).toHaveValue('rosa@example.com');
    expect(field('Email')).not.toHaveAccessibleDescription(message);
    expect(portal.location()).toBe(`${BASE}/personal-information`);

    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/permissions`));
  });

  it('warns before leaving with unsaved input, and stays when the warning is declined', async () => {
    const user = userEvent.setup();
    const portal = await openAs('analyst@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    await user.type(field('First name'), 'Rosa');
    const ask = vi.spyOn(window, 'confirm').mockReturnValue(false);
    const menu = screen.getByRole('navigation', { name: 'Main menu' });
    await user.click(within(menu).getByRole('link', { name: 'Manage Users' }));
    expect(ask).toHaveBeenCalledWith('You have changes that are not saved. Leave this page and lose them?');
    expect(portal.location()).toBe(`${BASE}/personal-information`);
    expect(field('First name')).toHaveValue('Rosa');
    ask.mockReturnValue(true);
    await user.click(within(menu).getByRole('link', { name: 'Manage Users' }));
    await waitFor(() => expect(portal.location()).toBe('/administration/user/list'));
    ask.mockRestore();
  });

  it('sends a later step opened without the earlier answers back to the start', async () => {
    await openAs('clientadmin@portico.test', `${BASE}/client-access`);
    expect(await ready('Start with the personal information.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Go to personal information' })).toHaveAttribute('href', `${BASE}/personal-information`);
  });
});

describe('invite wizard: permissions and client access', () => {
  it('offers a ClientAdmin the client roles only (never Analyst or Viewer: internal staff), requires one, and keeps answers going back and forth', async () => {
    const user = userEvent.setup();
    const portal = await openAs('clientadmin@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    await fillPersonal(user, { email: 'rosa@example.com', phone: '+44 7700900999' });
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/permissions`));
    const roles = await screen.findByRole('radiogroup');
    expect(
      within(roles)
        .getAllByRole('radio')
        .map((r) => r.closest('label')?.querySelector('strong')?.textContent),
    ).toEqual(['Client Admin', 'Manager', 'Sftp Only']);
    // Each role says what it may do, as part of its radio's name.
    expect(screen.getByRole('radio', { name: /^Manager/ })).toHaveAccessibleName(
      "Manager Uses the dashboard's modules for their companies; no administration.",
    );
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Role is required')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Manager/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/client-access`));

    await screen.findByText('Which companies may the user see?');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Manager/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(field('Email')).toHaveValue('rosa@example.com'));
    expect(field('Phone')).toHaveValue('+44 7700900999');
  });

  it('requires a company, offers a ClientAdmin only their own and no "All companies", then creates the user without inviting them yet', async () => {
    const user = userEvent.setup();
    const portal = await openAs('clientadmin@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    // The phone as people type it; the API is sent its international form.
    await fillPersonal(user, { email: 'rosa@example.com', phone: '07700 900999' });
    await user.click(await screen.findByRole('radio', { name: /^Manager/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/client-access`));

    const store = getStore();
    const own = store.users.find((u) => u.id === 'usr-clientadmin')!.companyIds.map((id) => store.companies.find((c) => c.id === id)!.name);
    await waitFor(() => expect(screen.getAllByRole('checkbox')).toHaveLength(own.length));
    expect(
      screen
        .getAllByRole('checkbox')
        .map((c) => c.closest('label')?.textContent)
        .sort(),
    ).toEqual([...own].sort());
    expect(screen.queryByRole('radio', { name: 'All companies' })).not.toBeInTheDocument();

    // The invitation goes at the end of the last step, once access is decided (issue 27).
    expect(screen.queryByRole('button', { name: 'Create user and send invitation' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create user and continue' }));
    expect(await screen.findByText('Choose at least one company')).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: own[0] }));
    await user.click(screen.getByRole('button', { name: 'Create user and continue' }));

    await waitFor(() => expect(portal.location()).toMatch(/^\/administration\/user\/create\/[^/]+\/employer-access$/));
    expect(
      await screen.findByText('Rosa Parks is created but not invited yet. Choose what they can open, then send the invitation.'),
    ).toBeInTheDocument();
    const created = getStore().users.find((u) => u.email === 'rosa@example.com')!;
    expect(created).toMatchObject({
      status: 'SetupIncomplete',
      role: 'ClientPortal_Manager',
      firstName: 'Rosa',
      lastName: 'Parks',
      phone: '+44 7700900999',
    });
    expect(created.companyIds).toEqual([store.companies.find((c) => c.name === own[0])!.id]);
    expect(getStore().outbox.some((m) => m.to === 'rosa@example.com')).toBe(false);
    expect(await screen.findByRole('button', { name: 'Send invitation' })).toBeInTheDocument();
  });

  it('shows a refused creation under the form with the step to correct, keeping the chosen companies', async () => {
    const user = userEvent.setup();
    // Someone else took the email after step 1 checked it (contract: 409, field error on email).
    const taken = 'A user with this email already exists.';
    server.use(
      http.post(
        'http://localhost:4010/portal/api/v1/users',
        () => HttpResponse.json({ message: taken, errors: { email: [taken] } }, { status: 409 }),
        {
          once: true,
        },
      ),
    );
    const portal = await openAs('clientadmin@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    await fillPersonal(user, { email: 'rosa.late@example.com' });
    await user.click(await screen.findByRole('radio', { name: /^Manager/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const [company] = await screen.findAllByRole('checkbox');
    await user.click(company!);
    const create = screen.getByRole('button', { name: 'Create user and continue' });
    await user.click(create);

    const box = await findServerError(screen.getByRole('main'), taken, create);
    expect(within(box).getByRole('link', { name: 'Personal information' })).toHaveAttribute('href', `${BASE}/personal-information`);
    expect(company).toBeChecked();
    expect(portal.location()).toBe(`${BASE}/client-access`);
    expect(getStore().users.some((u) => u.email === 'rosa.late@example.com')).toBe(false);

    await user.click(create);
    await waitFor(() => expect(portal.location()).toMatch(/employer-access$/));
    expect(getStore().users.some((u) => u.email === 'rosa.late@example.com')).toBe(true);
  });

  it('lets a SuperAdmin invite Support through the support-role endpoint, with no company to choose and no access to decide', async () => {
    const user = userEvent.setup();
    const portal = await openAs('superadmin@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    await fillPersonal(user, { email: 'helpdesk@portico.test' });
    expect(await screen.findByRole('radio', { name: /^Super Admin \(internal\)/ })).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /^Support \(internal\)/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Internal users see every company; there is nothing to choose here.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create user and send invitation' }));
    await waitFor(() => expect(portal.location()).toMatch(/^\/administration\/user\/update\/[^/]+\/user-detail$/));
    expect(getStore().users.find((u) => u.email === 'helpdesk@portico.test')).toMatchObject({ role: 'Support', status: 'Invited' });
    expect(getStore().outbox.find((m) => m.to === 'helpdesk@portico.test')!.text).toMatch(
      /http:\/\/localhost:5173\/auth\/signup\/[A-Za-z0-9_-]+/,
    );
  });

  it('lets internal staff choose companies by typing part of each name, never fetching every company', async () => {
    const user = userEvent.setup();
    const asked: string[] = [];
    server.events.on('request:start', ({ request }) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/companies/')) asked.push(`${url.pathname.replace('/portal/api/v1', '')}${url.search}`);
    });
    const company = getStore().companies.find((c) => c.id === 'cmp-05')!;
    const portal = await openAs('support@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    await fillPersonal(user, { email: 'chosen.few@example.com' });
    await user.click(await screen.findByRole('radio', { name: /^Analyst/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const companies = await screen.findByRole('combobox', { name: 'Selected companies' });
    await user.click(screen.getByRole('button', { name: 'Create user and continue' }));
    expect(await findFieldError('Choose at least one company')).toBeInTheDocument();
    expect(companies).toHaveAccessibleDescription('Choose at least one company');

    await user.type(companies, 'precision');
    await waitFor(() => expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([company.name]));
    await user.click(screen.getByRole('option', { name: company.name }));
    await user.keyboard('{Escape}');
    expect(screen.getByRole('button', { name: company.name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Create user and continue' }));
    await waitFor(() => expect(portal.location()).toMatch(/employer-access$/));
    expect(getStore().users.find((u) => u.email === 'chosen.few@example.com')!.companyIds).toEqual([company.id]);
    expect(asked.some((s) => s.startsWith('/companies/search?q=precision&'))).toBe(true);
    expect(asked.some((s) => s.startsWith('/companies/all'))).toBe(false);
  });

  it('lets internal staff give access to all companies', async () => {
    const user = userEvent.setup();
    const portal = await openAs('support@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    await fillPersonal(user, { email: 'everywhere@example.com' });
    expect(screen.queryByRole('radio', { name: /^Super Admin \(internal\)/ })).not.toBeInTheDocument();
    await user.click(await screen.findByRole('radio', { name: /^Analyst/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(await screen.findByRole('radio', { name: 'All companies' }));
    await waitFor(() => expect(screen.queryByRole('checkbox')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: 'Create user and continue' }));
    await waitFor(() => expect(portal.location()).toMatch(/employer-access$/));
    expect(getStore().users.find((u) => u.email === 'everywhere@example.com')!.companyIds).toHaveLength(getStore().companies.length);
  });

  it('brings back the companies chosen before "All companies" when Selected companies is chosen again after leaving the step', async () => {
    const user = userEvent.setup();
    const company = getStore().companies.find((c) => c.id === 'cmp-05')!;
    const portal = await openAs('support@portico.test', `${BASE}/personal-information`);
    await screen.findByRole('button', { name: 'Next' });
    await fillPersonal(user, { email: 'changed.mind@example.com' });
    await user.click(await screen.findByRole('radio', { name: /^Analyst/ }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(await screen.findByRole('combobox', { name: 'Selected companies' }), 'precision');
    await user.click(await screen.findByRole('option', { name: company.name }));
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('radio', { name: 'All companies' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Selected companies' })).not.toBeInTheDocument());

    // Back to the role, and on to client access again: the step's form is drawn anew from the draft.
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/permissions`));
    await user.click(await screen.findByRole('button', { name: 'Next' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/client-access`));
    expect(await screen.findByRole('radio', { name: 'All companies' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Selected companies' }));
    expect(await screen.findByRole('button', { name: company.name })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Create user and continue' }));
    await waitFor(() => expect(portal.location()).toMatch(/employer-access$/));
    expect(getStore().users.find((u) => u.email === 'changed.mind@example.com')!.companyIds).toEqual([company.id]);
  });
});
