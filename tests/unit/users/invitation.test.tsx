/**
 * Issue 27, the invite wizard's last step: access is decided before the invitation goes. Step 3 created the user
 * without one (SetupIncomplete); "Send invitation" saves the modules, schemes and employers, then invites. Client
 * Admins (and Managers, Analysts) start with every module of their companies; leaving without a module asks first;
 * a user left at SetupIncomplete is invited from their page. Opened from a company, the wizard starts from its
 * administrator contact.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { splitName } from '../../../resources/users/InviteWizard/prefill';
import { PORTAL, post, tokenFor } from '../../sandbox/helpers';
import { findServerError } from '../support/serverError';
import { openAs, portalFileWaits, ready } from './render';

portalFileWaits();

const BASE = '/administration/user/create';
const field = (name: string) => screen.getByRole('textbox', { name: new RegExp(`^${name}`) });

/** A user as step 3 leaves them: created by `by`, not invited. */
const createdNotInvited = async (roleName: string, companyIds: string[], by = 'clientadmin@portico.test') => {
  const res = await post(
    `${PORTAL}/users`,
    { firstName: 'Olivia', lastName: 'Brennan', email: 'olivia.brennan@example.com', roleName, companyIds, sendInvitation: false },
    await tokenFor(by),
  );
  if (res.status !== 201) throw new Error(`create: ${res.status} ${await res.text()}`);
  return ((await res.json()) as { id: string }).id;
};

const stored = (id: string) => getStore().users.find((u) => u.id === id)!;
const mailTo = (email: string) => getStore().outbox.filter((m) => m.to === email);
const summary = () => screen.getByRole('region', { name: 'Olivia Brennan will be able to open:' });
const sendButton = () => screen.getByRole('button', { name: 'Send invitation' });

/** Every module of a company and what it covers: the schemes it has for it, and their employers. */
const modulesOf = (companyId: string) => {
  const store = getStore();
  return store.companyProducts
    .filter((cp) => cp.companyId === companyId)
    .map((cp) => ({
      productId: cp.productId,
      name: store.products.find((p) => p.id === cp.productId)!.name,
      schemeIds: cp.schemeIds,
      employerIds: store.employers.filter((e) => cp.schemeIds.includes(e.schemeId)).map((e) => e.id),
    }));
};

describe('the last step decides access, then invites', () => {
  it('starts a Client Admin with every module of the company, says what they will open, and sends the invitation after saving it', async () => {
    const user = userEvent.setup();
    const id = await createdNotInvited('ClientPortal_ClientAdmin', ['cmp-02']);
    const calls: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST') calls.push(new URL(request.url).pathname.replace('/portal/api/v1', ''));
    });
    const portal = await openAs('clientadmin@portico.test', `${BASE}/${id}/employer-access`);
    const company = await screen.findByRole('region', { name: 'Pennine Building Society' }, { timeout: 30_000 });
    const modules = modulesOf('cmp-02');
    for (const m of modules) await waitFor(() => expect(within(company).getByRole('checkbox', { name: m.name })).toBeChecked());
    expect(screen.getByText(/^Users with the Client Admin role start with every module of their companies/)).toBeInTheDocument();
    const portalModule = modules.find((m) => m.name === 'Member Portal')!;
    await waitFor(() =>
      expect(
        within(summary()).getByText(
          `Member Portal for Pennine Building Society (3 of 3 schemes, ${portalModule.employerIds.length} employers)`,
        ),
      ).toBeInTheDocument(),
    );
    expect(within(summary()).getAllByRole('listitem')).toHaveLength(modules.length);
    expect(stored(id).status).toBe('SetupIncomplete');
    expect(mailTo('olivia.brennan@example.com')).toEqual([]);

    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());
    await waitFor(() => expect(portal.location()).toBe(`/administration/user/update/${id}/user-detail`));
    expect(await screen.findByText('The user has been created and the invitation sent to olivia.brennan@example.com.')).toBeInTheDocument();
    expect(stored(id).status).toBe('Invited');
    expect(mailTo('olivia.brennan@example.com')).toHaveLength(1);
    const granted = getStore().permissions.filter((p) => p.userId === id);
    expect(granted.map((p) => p.productId).sort()).toEqual(modules.map((m) => m.productId).sort());
    for (const m of modules) {
      const entry = granted.find((p) => p.productId === m.productId)!;
      expect(entry.schemeIds.sort()).toEqual([...m.schemeIds].sort());
      expect(entry.employerIds.sort()).toEqual([...m.employerIds].sort());
    }
    // The access is saved before the invitation goes.
    expect(calls.indexOf('/permissions/bulk')).toBeGreaterThanOrEqual(0);
    expect(calls.indexOf('/permissions/bulk')).toBeLessThan(calls.indexOf(`/users/${id}/resendConfirmationCode`));
  });

  it('shows a refused save under Send invitation, keeping the choice and sending nothing, until the next try', async () => {
    const user = userEvent.setup();
    const id = await createdNotInvited('ClientPortal_ClientAdmin', ['cmp-02']);
    // A module taken from the company meanwhile: the API's rule for each grant.
    const refusal = 'The product is not assigned to this company.';
    server.use(
      http.post(
        'http://localhost:4010/portal/api/v1/permissions/bulk',
        () => HttpResponse.json({ message: refusal, errors: { productId: [refusal] } }, { status: 400 }),
        { once: true },
      ),
    );
    const portal = await openAs('clientadmin@portico.test', `${BASE}/${id}/employer-access`);
    const company = await screen.findByRole('region', { name: 'Pennine Building Society' }, { timeout: 30_000 });
    const [first, ...others] = modulesOf('cmp-02');
    for (const m of [first!, ...others]) await waitFor(() => expect(within(company).getByRole('checkbox', { name: m.name })).toBeChecked());
    await user.click(within(company).getByRole('checkbox', { name: first!.name }));
    await waitFor(() => expect(sendButton()).toBeEnabled());
    await user.click(sendButton());

    await findServerError(screen.getByRole('main'), refusal, sendButton());
    expect(portal.location()).toBe(`${BASE}/${id}/employer-access`);
    expect(within(company).getByRole('checkbox', { name: first!.name })).not.toBeChecked();
    for (const m of others) expect(within(company).getByRole('checkbox', { name: m.name })).toBeChecked();
    expect(stored(id).status).toBe('SetupIncomplete');
    expect(mailTo('olivia.brennan@example.com')).toEqual([]);

    await user.click(sendButton());
    await waitFor(() => expect(portal.location()).toBe(`/administration/user/update/${id}/user-detail`));
    expect(stored(id).status).toBe('Invited');
    expect(
      getStore()
        .permissions.filter((p) => p.userId === id)
        .map((p) => p.productId),
    ).not.toContain(first!.productId);
  });

  it('narrows a module to some schemes and employers, and the summary follows', async () => {
    const user = userEvent.setup();
    const id = await createdNotInvited('ClientPortal_Manager', ['cmp-02']);
    await openAs('clientadmin@portico.test', `${BASE}/${id}/employer-access`);
    const company = await screen.findByRole('region', { name: 'Pennine Building Society' }, { timeout: 30_000 });
    const modules = modulesOf('cmp-02');
    for (const m of modules.filter((x) => x.name !== 'Member Portal')) {
      await user.click(await within(company).findByRole('checkbox', { name: m.name }));
    }
    await user.click(within(company).getByRole('button', { name: 'Choose schemes and employers for Member Portal' }));
    const store = getStore();
    const [first, ...others] = modules
      .find((m) => m.name === 'Member Portal')!
      .schemeIds.map((s) => store.schemes.find((x) => x.id === s)!);
    for (const scheme of others) await user.click(within(company).getByRole('checkbox', { name: scheme!.name }));
    const employers = store.employers.filter((e) => e.schemeId === first!.id);
    await within(company).findByRole('group', { name: `Employers — ${first!.name}` });
    for (const e of employers.slice(1)) await user.click(within(company).getByRole('checkbox', { name: `${e.name} (${e.payeReference})` }));
    expect(
      within(summary())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Member Portal for Pennine Building Society (1 of 3 schemes, 1 employer)']);
    expect(within(company).getByText('1 of 3 schemes, 1 employer')).toBeInTheDocument();
    await user.click(sendButton());
    await waitFor(() => expect(stored(id).status).toBe('Invited'));
    const granted = getStore().permissions.filter((p) => p.userId === id);
    expect(granted).toHaveLength(1);
    expect(granted[0]).toMatchObject({ productId: 'prd-member-portal', schemeIds: [first!.id], employerIds: [employers[0]!.id] });
  });

  it('asks before inviting with no module at a company (unticked, or Skip for now); Go back keeps the step, confirming still invites', async () => {
    const user = userEvent.setup();
    const id = await createdNotInvited('ClientPortal_Manager', ['cmp-02']);
    const portal = await openAs('clientadmin@portico.test', `${BASE}/${id}/employer-access`);
    const company = await screen.findByRole('region', { name: 'Pennine Building Society' }, { timeout: 30_000 });
    for (const m of modulesOf('cmp-02')) {
      const box = await within(company).findByRole('checkbox', { name: m.name });
      await waitFor(() => expect(box).toBeChecked());
      await user.click(box);
    }
    expect(
      within(summary())
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['No module at Pennine Building Society']);

    await user.click(sendButton());
    let dialog = await screen.findByRole('dialog', { name: 'Send the invitation without module access?' });
    expect(dialog).toHaveTextContent(
      'Olivia Brennan will not be able to open any module at Pennine Building Society until someone gives access. ' +
        'You, another administrator of the company or support can give it later: in Manage Users, open Olivia Brennan, then Roles and permissions.',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(stored(id).status).toBe('SetupIncomplete');
    expect(mailTo('olivia.brennan@example.com')).toEqual([]);

    await user.click(screen.getByRole('button', { name: 'Skip for now' }));
    dialog = await screen.findByRole('dialog', { name: 'Send the invitation without module access?' });
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(portal.location()).toBe(`/administration/user/update/${id}/user-detail`));
    expect(stored(id).status).toBe('Invited');
    expect(mailTo('olivia.brennan@example.com')).toHaveLength(1);
    expect(getStore().permissions.filter((p) => p.userId === id)).toEqual([]);
  });

  it('starts an Sftp Only user with no module, and invites them without asking', async () => {
    const user = userEvent.setup();
    const id = await createdNotInvited('ClientPortal_SftpOnly', ['cmp-02']);
    await openAs('clientadmin@portico.test', `${BASE}/${id}/employer-access`);
    const company = await screen.findByRole('region', { name: 'Pennine Building Society' }, { timeout: 30_000 });
    await within(company).findByRole('checkbox', { name: 'Member Portal' });
    for (const box of within(company).getAllByRole('checkbox')) expect(box).not.toBeChecked();
    expect(screen.getByText('Users with the Sftp Only role start with no module. Tick any they need.')).toBeInTheDocument();
    await user.click(sendButton());
    await waitFor(() => expect(stored(id).status).toBe('Invited'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('opened for a user already invited: their access, saved without another email', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const before = mailTo('invited@portico.test').length;
    const portal = await openAs('clientadmin@portico.test', `${BASE}/usr-invited/employer-access`);
    expect(
      await ready('Sophie Clarke has been sent the invitation already. Saving changes here sends no other email.'),
    ).toBeInTheDocument();
    const company = screen.getByRole('region', { name: 'Pennine Building Society' });
    const hub = await within(company).findByRole('checkbox', { name: 'Employer Hub' });
    await user.click(hub);
    await user.click(within(company).getByRole('button', { name: 'Choose schemes and employers for Employer Hub' }));
    const scheme = store.schemes.find((s) => s.companyId === 'cmp-02')!;
    const others = store.schemes.filter((s) => s.companyId === 'cmp-02' && s.id !== scheme.id);
    for (const s of others) await user.click(within(company).getByRole('checkbox', { name: s.name }));
    const employers = store.employers.filter((e) => e.schemeId === scheme.id);
    await within(company).findByRole('group', { name: `Employers — ${scheme.name}` });
    await user.click(within(company).getByRole('checkbox', { name: `${employers[0]!.name} (${employers[0]!.payeReference})` }));
    await user.click(screen.getByRole('button', { name: 'Save access' }));
    await waitFor(() => expect(portal.location()).toBe('/administration/user/update/usr-invited/user-detail'));
    const entry = getStore().permissions.find(
      (p) => p.userId === 'usr-invited' && p.productId === 'prd-employer-hub' && p.companyId === 'cmp-02',
    )!;
    expect(entry.schemeIds).toEqual([scheme.id]);
    expect(entry.employerIds.sort()).toEqual(
      employers
        .slice(1)
        .map((e) => e.id)
        .sort(),
    );
    expect(mailTo('invited@portico.test')).toHaveLength(before);
  });
});

describe('a user left before the last step', () => {
  it('is found in Manage Users as Setup incomplete and sent the invitation from their page', async () => {
    const user = userEvent.setup();
    const id = await createdNotInvited('ClientPortal_Manager', ['cmp-01']);
    const portal = await openAs('clientadmin@portico.test', '/administration/user/list');
    await ready('manager@portico.test');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Status' }), 'Setup incomplete');
    await waitFor(() => expect(screen.queryByText('manager@portico.test')).not.toBeInTheDocument());
    const row = (await screen.findByText('olivia.brennan@example.com')).closest('tr')!;
    expect(within(row).getByText('Setup incomplete')).toBeInTheDocument();
    await user.click(within(row).getByRole('link', { name: /Olivia|Brennan/ }));
    await waitFor(() => expect(portal.location()).toBe(`/administration/user/update/${id}/user-detail`));

    const actions = await screen.findByRole('group', { name: 'User actions' });
    expect(within(actions).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    expect(within(actions).queryByRole('button', { name: 'Resend confirmation code' })).not.toBeInTheDocument();
    await user.click(within(actions).getByRole('button', { name: 'Send invitation' }));
    const dialog = await screen.findByRole('dialog', { name: 'Send the invitation to Olivia Brennan?' });
    expect(dialog).toHaveTextContent('They will open only what Roles and permissions gives them: check it first.');
    await user.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(stored(id).status).toBe('Invited'));
    expect(mailTo('olivia.brennan@example.com')).toHaveLength(1);
    await waitFor(() =>
      expect(
        within(screen.getByRole('group', { name: 'User actions' })).getByRole('button', { name: 'Resend confirmation code' }),
      ).toBeInTheDocument(),
    );
  });
});

describe('opened from a company (?companyId=…&role=ClientAdmin)', () => {
  it("starts from the company's administrator contact, with the role and the company chosen, all editable", async () => {
    const user = userEvent.setup();
    const company = getStore().companies.find((c) => c.id === 'cmp-05')!;
    const portal = await openAs('support@portico.test', `${BASE}/personal-information?companyId=cmp-05&role=ClientAdmin`);
    const [firstName, lastName] = splitName(company.adminContact.name);
    await waitFor(() => expect(field('First name')).toHaveValue(firstName), { timeout: 30_000 });
    expect(field('Last name')).toHaveValue(lastName);
    expect(field('Email')).toHaveValue(company.adminContact.email);
    await user.clear(field('First name'));
    await user.type(field('First name'), 'Raj');
    await user.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(portal.location()).toBe(`${BASE}/permissions`));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Client Admin/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/client-access`));
    expect(await screen.findByRole('button', { name: company.name })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Selected companies' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Create user and continue' }));
    await waitFor(() => expect(portal.location()).toMatch(/employer-access$/));
    expect(getStore().users.find((u) => u.email === company.adminContact.email)).toMatchObject({
      firstName: 'Raj',
      lastName,
      role: 'ClientPortal_ClientAdmin',
      companyIds: ['cmp-05'],
      status: 'SetupIncomplete',
    });
  });

  it('ignores a company the signed-in user cannot see, saying nothing about it', async () => {
    const user = userEvent.setup();
    const hidden = getStore().companies.find((c) => c.id === 'cmp-10')!;
    const portal = await openAs('clientadmin@portico.test', `${BASE}/personal-information?companyId=cmp-10&role=ClientAdmin`);
    await screen.findByRole('button', { name: 'Next' }, { timeout: 30_000 });
    expect(field('First name')).toHaveValue('');
    expect(field('Email')).toHaveValue('');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(document.body).not.toHaveTextContent(hidden.name);
    expect(document.body).not.toHaveTextContent(hidden.adminContact.email);

    await user.type(field('First name'), 'Rosa');
    await user.type(field('Last name'), 'Parks');
    await user.type(field('Email'), 'rosa@example.com');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/permissions`));
    await waitFor(() => expect(screen.getByRole('radio', { name: /^Client Admin/ })).toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('checkbox').length).toBeGreaterThan(0));
    for (const box of screen.getAllByRole('checkbox')) expect(box).not.toBeChecked();
  });
});
