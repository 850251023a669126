import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { openAs, portalFileWaits, ready } from './render';
import { findFieldError } from '../support/fieldError';
import { findServerError } from '../support/serverError';
import { clickSave } from '../support/saveButton';

portalFileWaits();

const USER = '/administration/user/update';
const storedUser = (id: string) => getStore().users.find((u) => u.id === id);
const actions = () => screen.queryByRole('group', { name: 'User actions' });

const confirm = async (user: ReturnType<typeof userEvent.setup>, action: string) => {
  // While a dialog is open (or closing) the page behind it is aria-hidden.
  await waitFor(() => expect(actions()).toBeInTheDocument());
  await user.click(within(actions()!).getByRole('button', { name: action }));
  const dialog = await screen.findByRole('dialog');
  await user.click(within(dialog).getByRole('button', { name: action }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
};

describe('user-detail tab', () => {
  it("shows the user's data-gateway role beside the portal role, from userDetails", async () => {
    await openAs('superadmin@portico.test', `${USER}/usr-data-viewer/user-detail`);
    const label = await screen.findByText('Data gateway role', {}, { timeout: 30_000 });
    expect(label.parentElement?.parentElement).toHaveTextContent(/^Data gateway role\s*Viewer$/);
    expect(screen.getByRole('combobox', { name: 'Role' })).toHaveTextContent('Analyst');
  });

  it('shows the account menu with both roles of the signed-in user', async () => {
    const user = userEvent.setup();
    await openAs('dataviewer@portico.test', `${USER}/usr-data-viewer/user-detail`);
    await user.click(await screen.findByRole('button', { name: /account menu/i }, { timeout: 30_000 }));
    const menu = await screen.findByRole('menu');
    expect(menu).toHaveTextContent('Client portal: Analyst');
    expect(menu).toHaveTextContent('Data gateway: Viewer');
  });

  it('edits name and phone (as typed, stored in international form; the spec message for an impossible one) and changes the role', async () => {
    const user = userEvent.setup();
    await openAs('superadmin@portico.test', `${USER}/usr-analyst/user-detail`);
    const phone = await screen.findByRole('textbox', { name: 'Phone' }, { timeout: 30_000 });
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    await user.clear(phone);
    await user.type(phone, '07700 9005');
    await clickSave(user, 'Save');
    expect(
      await findFieldError('Enter the phone number in international format with a space after the country code, like +44 20 7946 0000'),
    ).toBeInTheDocument();
    await user.clear(phone);
    // As people type it: a national number, spaces; the API gets '+44 7700900555'.
    await user.type(phone, '07700 900555');
    await user.clear(screen.getByRole('textbox', { name: 'Last name' }));
    await user.type(screen.getByRole('textbox', { name: 'Last name' }), 'Chandra-Shaw');
    await user.click(screen.getByRole('combobox', { name: 'Role' }));
    await user.click(await screen.findByRole('option', { name: 'Manager' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(storedUser('usr-analyst')).toMatchObject({ lastName: 'Chandra-Shaw', phone: '+44 7700900555', role: 'ClientPortal_Manager' }),
    );
    expect(await screen.findByText('User details saved.')).toBeInTheDocument();
  });

  it('marks the required names as every generated form does, and not the read-only email', async () => {
    await openAs('superadmin@portico.test', `${USER}/usr-analyst/user-detail`);
    const first = await screen.findByRole('textbox', { name: 'First name' }, { timeout: 30_000 });
    expect(screen.getByText('Fields marked * are required')).toBeInTheDocument();
    const star = (field: HTMLElement) => document.querySelector(`label[for="${CSS.escape(field.id)}"] [aria-hidden="true"]`)?.textContent;
    for (const field of [first, screen.getByRole('textbox', { name: 'Last name' })]) {
      expect(star(field)?.trim()).toBe('*');
      expect(field).toHaveAttribute('aria-required', 'true');
    }
    for (const name of ['Email', 'Phone']) expect(star(screen.getByRole('textbox', { name }))).toBeUndefined();
  });

  it('deactivates and reactivates, each confirmed, with the status shown at once', async () => {
    const user = userEvent.setup();
    await openAs('clientadmin@portico.test', `${USER}/usr-manager/user-detail`);
    await waitFor(() => expect(actions()).toBeInTheDocument(), { timeout: 30_000 });
    expect(within(actions()!).queryByRole('button', { name: 'Activate' })).not.toBeInTheDocument();
    await confirm(user, 'Deactivate');
    await waitFor(() => expect(within(actions()!).getByRole('button', { name: 'Activate' })).toBeInTheDocument());
    expect(screen.getAllByText('Deactivated')[0]).toBeInTheDocument();
    expect(storedUser('usr-manager')!.status).toBe('Deactivated');
    await confirm(user, 'Activate');
    await waitFor(() => expect(within(actions()!).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument());
    expect(storedUser('usr-manager')!.status).toBe('Active');
  });

  it('keeps the confirmation open with the failure in it, and the next try closes it', async () => {
    const user = userEvent.setup();
    server.use(
      http.post(
        'http://localhost:4010/portal/api/v1/users/:id/deactivate',
        () => HttpResponse.json({ message: 'Internal error' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    await openAs('clientadmin@portico.test', `${USER}/usr-manager/user-detail`);
    await waitFor(() => expect(actions()).toBeInTheDocument(), { timeout: 30_000 });
    await user.click(within(actions()!).getByRole('button', { name: 'Deactivate' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));

    // Spec 8's words for a failed service, never the server's own; the question stays beside it.
    await findServerError(dialog, 'The service is not available right now. Please try again in a few minutes.');
    expect(screen.queryByText('Internal error')).not.toBeInTheDocument();
    expect(dialog).toHaveTextContent('The user is signed out everywhere and cannot sign in until activated again.');
    expect(storedUser('usr-manager')!.status).toBe('Active');

    await user.click(within(dialog).getByRole('button', { name: 'Deactivate' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedUser('usr-manager')!.status).toBe('Deactivated');
    expect(screen.queryByText(/The service is not available right now/)).not.toBeInTheDocument();
  });

  it('resends the invitation to an invited user, and cancelling a confirmation does nothing', async () => {
    const user = userEvent.setup();
    await openAs('clientadmin@portico.test', `${USER}/usr-invited/user-detail`);
    await waitFor(() => expect(actions()).toBeInTheDocument(), { timeout: 30_000 });
    const before = getStore().outbox.length;
    await user.click(within(actions()!).getByRole('button', { name: 'Deactivate' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(storedUser('usr-invited')!.status).toBe('Invited');
    await confirm(user, 'Resend confirmation code');
    await waitFor(() => expect(getStore().outbox.length).toBe(before + 1));
    expect(getStore().outbox.at(-1)!.to).toBe('invited@portico.test');
  });

  it('resets MFA and deletes a user, returning to the list', async () => {
    const user = userEvent.setup();
    const portal = await openAs('superadmin@portico.test', `${USER}/usr-mfa/user-detail`);
    await waitFor(() => expect(actions()).toBeInTheDocument(), { timeout: 30_000 });
    await confirm(user, 'Reset MFA');
    await waitFor(() => expect(storedUser('usr-mfa')!.mfaSecret).toBeNull());
    await waitFor(() => expect(within(actions()!).queryByRole('button', { name: 'Reset MFA' })).not.toBeInTheDocument());
    await confirm(user, 'Delete');
    await waitFor(() => expect(portal.location()).toBe('/administration/user/list'));
    expect(storedUser('usr-mfa')).toBeUndefined();
  });

  it('offers nobody deactivate, delete or a role change on themselves', async () => {
    await openAs('superadmin@portico.test', `${USER}/usr-superadmin/user-detail`);
    expect(await screen.findByRole('button', { name: 'Save' }, { timeout: 30_000 })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Deactivate' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
    expect(screen.getByText('Role').parentElement?.parentElement).toHaveTextContent(/^Role\s*Super Admin$/);
  });

  it('shows a Viewer the user read-only: no form, no actions, no update route', async () => {
    storedUser('usr-analyst')!.phone = '+44 2079460000';
    const portal = await openAs('viewer@portico.test', '/administration/user/view/usr-analyst/user-detail');
    expect(await ready('analyst@portico.test')).toBeInTheDocument();
    // The phone as people read it, once the numbering plans have loaded (it shows as stored until then).
    expect(await screen.findByText('+44 20 7946 0000')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(actions()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
    portal.unmount();
    const again = await openAs('viewer@portico.test', `${USER}/usr-analyst/user-detail`);
    await waitFor(() => expect(again.location()).toBe('/permission-denied'));
  });

  it('is read-only on the view screen even for a role that may edit there', async () => {
    await openAs('clientadmin@portico.test', `/administration/user/view/usr-manager/user-detail`);
    expect(await ready('manager@portico.test')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Phone' })).not.toBeInTheDocument();
    expect(actions()).not.toBeInTheDocument();
    expect(await screen.findByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${USER}/usr-manager/user-detail`);
  });

  it('keeps a ClientAdmin out of a user of another company (the API answers 403)', async () => {
    await openAs('clientadmin@portico.test', `${USER}/usr-outsider/user-detail`);
    expect(await ready("You don't have permission to access.")).toBeInTheDocument();
    expect(screen.queryByText('outsider@portico.test')).not.toBeInTheDocument();
    expect(screen.queryByText(/Callum|Reid/)).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'User actions' })).not.toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

const FIREFOX_ON_LINUX = 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0';

describe('auth-history tab', () => {
  it('lists the authentication events newest first, paged', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const target = store.users.find((u) => u.id === 'usr-analyst')!;
    store.authEvents = store.authEvents.filter((e) => e.userId !== target.id);
    for (let day = 1; day <= 13; day++) {
      store.authEvents.push({
        id: `aev-t-${day}`,
        userId: target.id,
        type: day % 2 ? 'SignIn' : 'SignOut',
        // Later than the sign-in the test itself records, so these are the newest.
        occurredAt: new Date(Date.UTC(2030, 0, day, 9)).toISOString(),
        ipAddress: `10.0.0.${day}`,
        userAgent: day === 13 ? FIREFOX_ON_LINUX : 'Test agent',
        outcome: day === 13 ? 'Failure' : 'Success',
      });
    }
    await openAs('analyst@portico.test', `${USER}/usr-analyst/auth-history`);
    const table = await screen.findByRole('table', { name: 'Authentication events' }, { timeout: 30_000 });
    const ips = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[3]!.textContent);
    expect(ips()).toEqual([
      '10.0.0.13',
      '10.0.0.12',
      '10.0.0.11',
      '10.0.0.10',
      '10.0.0.9',
      '10.0.0.8',
      '10.0.0.7',
      '10.0.0.6',
      '10.0.0.5',
      '10.0.0.4',
    ]);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Failure');
    // The browser in words, the raw agent kept for support staff as a tooltip.
    const agent = within(within(table).getAllByRole('row')[1]!).getByText('Firefox 128 on Linux');
    expect(agent).toHaveAttribute('title', FIREFOX_ON_LINUX);
    expect(within(within(table).getAllByRole('row')[2]!).getByText('Unknown browser')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Go to the next page' }));
    await waitFor(() => expect(ips()).toEqual(['10.0.0.3', '10.0.0.2', '10.0.0.1', '127.0.0.1']));
  });
});

describe('sftp tab', () => {
  it('says whether a key is set and sets it, with the spec messages', async () => {
    const user = userEvent.setup();
    await openAs('clientadmin@portico.test', `${USER}/usr-manager/sftp`);
    expect(await ready('No public key is set for this user.')).toBeInTheDocument();
    // Offered once the admin's own companies are known (it manages only users of those).
    const key = await screen.findByRole('textbox', { name: 'Public key' });
    await user.type(key, 'ssh-dss AAAA');
    await clickSave(user, 'Set key');
    expect(await screen.findByText('Key expected format is "ssh-rsa <Base64-encoded key>"')).toBeInTheDocument();
    await user.clear(key);
    await user.type(key, 'ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 james@example');
    await clickSave(user, 'Set key');
    expect(await screen.findByText('SSH Key has been added/updated successfully.')).toBeInTheDocument();
    expect(await screen.findByText('A public key is set for this user.')).toBeInTheDocument();
    expect(storedUser('usr-manager')!.sshPublicKey).toBe('ssh-rsa AAAAB3NzaC1yc2EAAAADAQABAAABAQC7 james@example');
    expect(screen.getByRole('button', { name: 'Replace key' })).toBeInTheDocument();
  });
});
