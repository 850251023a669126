/**
 * The `companies` field type: chosen among the companies the signed-in user may choose. Client roles tick their own;
 * roles that see every company search, see the chosen as chips named by a read by id (one that cannot be read by its
 * id, to remove), and may choose all of them.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import { getStore } from '../../../sandbox/store';
import { defineResource } from '../../../src/framework';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

const grants = (initial: unknown) =>
  defineResource({
    name: 'grants',
    labels: { singular: 'Grant', plural: 'Grants' },
    recordRepresentation: 'name',
    api: { service: 'portal', simpleRest: 'grants' },
    route: { base: '/grant', views: { create: true } },
    fields: [{ source: 'companyIds', type: 'companies', label: 'Companies granted', create: true, initial }],
    access: { create: ['SuperAdmin', 'ClientAdmin'] },
  });

describe('the companies field type', () => {
  beforeEach(() => localStorage.clear());

  it("offers a client user their own companies to tick, and no 'All companies'", async () => {
    await signInAs('clientadmin@portico.test');
    renderPortal([grants([])], '/grant/create');
    const store = getStore();
    const own = store.users.find((u) => u.id === 'usr-clientadmin')!.companyIds.map((id) => store.companies.find((c) => c.id === id)!.name);
    expect(await screen.findByRole('checkbox', { name: own[0] }, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.getAllByRole('checkbox')).toHaveLength(own.length);
    expect(screen.getByText('Companies granted')).toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'All companies' })).not.toBeInTheDocument();
  });

  it('names the chosen companies read by id, shows one that cannot be read by its id, and brings them back after All', async () => {
    const user = userEvent.setup();
    await signInAs('superadmin@portico.test');
    const company = getStore().companies.find((c) => c.id === 'cmp-05')!;
    renderPortal([grants([company.id, 'cmp-gone'])], '/grant/create');
    expect(await screen.findByRole('button', { name: company.name }, { timeout: 20_000 })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'cmp-gone' })).toBeInTheDocument();
    expect(screen.getByRole('radiogroup', { name: 'Companies granted' })).toBeInTheDocument();

    await user.click(screen.getByRole('radio', { name: 'All companies' }));
    await waitFor(() => expect(screen.queryByRole('combobox', { name: 'Selected companies' })).not.toBeInTheDocument());
    await user.click(screen.getByRole('radio', { name: 'Selected companies' }));
    expect(await screen.findByRole('button', { name: company.name })).toBeInTheDocument();
  });
});
