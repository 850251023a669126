/**
 * The portal hides what the sandbox refuses (the privilege table, docs/api.md): the invite wizard's roles per
 * actor, and the user screens per kind of target. Each cell is checked without rendering in rights.test.ts; these
 * render the screens that read those rights.
 */
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { getStore } from '../../../sandbox/store';
import { openAs, portalFileWaits } from './render';

portalFileWaits();

const CREATE = '/administration/user/create';
const USER = '/administration/user/update';
const actions = () => screen.queryByRole('group', { name: 'User actions' });
const storedUser = (id: string) => getStore().users.find((u) => u.id === id)!;

/** Opens the wizard as `email` and answers step 1, landing on the role choice. */
const rolesOffered = async (email: string) => {
  const user = userEvent.setup();
  await openAs(email, `${CREATE}/personal-information`);
  await screen.findByRole('button', { name: 'Next' });
  for (const [name, value] of [
    ['First name', 'Rosa'],
    ['Last name', 'Parks'],
    ['Email', 'rosa.parks@example.com'],
  ] as const) {
    // Pasted rather than typed: four full wizards in one file on a busy machine.
    await user.click(screen.getByRole('textbox', { name: new RegExp(`^${name}`) }));
    await user.paste(value);
  }
  await user.click(screen.getByRole('button', { name: 'Next' }));
  const group = await screen.findByRole('radiogroup');
  return within(group)
    .getAllByRole('radio')
    .map((r) => r.closest('label')?.querySelector('strong')?.textContent);
};

describe('the invite wizard offers only the roles the actor may give', () => {
  it.each([
    [
      'superadmin@portico.test',
      ['Analyst', 'Viewer', 'Client Admin', 'Manager', 'Sftp Only', 'Super Admin (internal)', 'Support (internal)'],
    ],
    ['support@portico.test', ['Analyst', 'Viewer', 'Client Admin', 'Manager', 'Sftp Only', 'Support (internal)']],
    ['analyst@portico.test', ['Client Admin', 'Manager', 'Sftp Only']],
    ['clientadmin@portico.test', ['Client Admin', 'Manager', 'Sftp Only']],
  ])('%s', async (email, expected) => {
    expect(await rolesOffered(email)).toEqual(expected);
  });
});

describe('the user screens offer only what the actor may do to that user', () => {
  it('offers a ClientAdmin everything on a user all of whose companies it administers', async () => {
    await openAs('clientadmin@portico.test', `${USER}/usr-manager/user-detail`);
    await waitFor(() => expect(actions()).toBeInTheDocument(), { timeout: 30_000 });
    expect(within(actions()!).getByRole('button', { name: 'Deactivate' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Role' })).toBeInTheDocument();
  });

  it('shows a ClientAdmin a user who also works for another client read-only, with no action', async () => {
    // The Manager works for cmp-02 (the ClientAdmin's) and for a company of another tenant.
    storedUser('usr-manager').companyIds.push('cmp-24');
    await openAs('clientadmin@portico.test', `${USER}/usr-manager/user-detail`);
    expect(await screen.findByText('manager@portico.test', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(actions()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
  });

  it('lets a ClientAdmin only remove such a user from its own company in the drill-down', async () => {
    storedUser('usr-manager').companyIds.push('cmp-24');
    const user = userEvent.setup();
    await openAs('clientadmin@portico.test', `${USER}/usr-manager/roles-and-permissions/company/list`);
    const table = await screen.findByRole('table', { name: 'Companies' });
    const member = getStore().companies.find((c) => c.id === 'cmp-02')!;
    await waitFor(() => expect(within(table).getByRole('button', { name: `Unassign ${member.name}` })).toBeInTheDocument());
    expect(within(table).queryByRole('button', { name: /^Assign / })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign all companies' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Assign selected' })).not.toBeInTheDocument();
    await user.click(within(table).getByRole('button', { name: `Unassign ${member.name}` }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Unassign' }));
    await waitFor(() => expect(storedUser('usr-manager').companyIds).toEqual(['cmp-24']));
  });

  it('shows a ClientAdmin internal staff of its companies read-only', async () => {
    await openAs('clientadmin@portico.test', `${USER}/usr-analyst/user-detail`);
    expect(await screen.findByText('analyst@portico.test', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(actions()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows Support the SuperAdmin read-only: no role change, no MFA reset, no other action', async () => {
    storedUser('usr-superadmin').mfaSecret = 'JBSWY3DPEHPK3PXP';
    await openAs('support@portico.test', `${USER}/usr-superadmin/user-detail`);
    expect(await screen.findByText('superadmin@portico.test', {}, { timeout: 30_000 })).toBeInTheDocument();
    expect(actions()).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
    expect(screen.queryByRole('combobox', { name: 'Role' })).not.toBeInTheDocument();
  });
});
