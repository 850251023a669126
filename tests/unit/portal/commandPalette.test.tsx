import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configure } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { http, HttpResponse } from 'msw';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { resourceDefinitions } from '../../../src/portal/registry';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

configure({ asyncUtilTimeout: 30_000 });
vi.setConfig({ testTimeout: 120_000 });

const open = async (email: string) => {
  localStorage.clear();
  await signInAs(email);
  const portal = renderPortal(resourceDefinitions, '/dashboard');
  await screen.findByRole('button', { name: 'Go to… (Ctrl+K)' });
  return portal;
};
const box = () => screen.findByRole('combobox', { name: 'Search screens and records' });
const options = () => within(screen.getByRole('listbox')).queryAllByRole('option');

describe('command palette', () => {
  it("opens with Ctrl+K; typing part of an employer's name and Enter lands on that employer's details", async () => {
    const user = userEvent.setup();
    const employer = getStore().employers[0]!;
    const portal = await open('superadmin@portico.test');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await box(), employer.name.slice(0, 12));
    const group = await screen.findByRole('group', { name: 'Employers' });
    await waitFor(() =>
      expect(
        within(group)
          .getAllByRole('option')
          .some((o) => o.textContent?.includes(employer.name)),
      ).toBe(true),
    );
    // Arrow down to the employer (its company shares its name: the group tells them apart), then Enter.
    const target = within(group)
      .getAllByRole('option')
      .find((o) => within(o).queryByText(employer.name, { exact: true }))!;
    for (let i = 0; i < 30 && (await box()).getAttribute('aria-activedescendant') !== target.id; i++) await user.keyboard('{ArrowDown}');
    expect(target).toHaveAttribute('aria-selected', 'true');
    // Named with its company, which tells namesakes at different clients apart.
    expect(target).toHaveTextContent(getStore().companies.find((c) => c.id === employer.companyId)!.name);
    expect(screen.getByRole('status')).toHaveTextContent(/\d+ results?/);
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(portal.location()).toBe(
        `/administration/onboarding/company/update/${employer.companyId}/scheme/update/${employer.schemeId}/employers/${employer.id}/details`,
      ),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("as a ClientAdmin never offers another client's records, nor a screen the role may not open", async () => {
    const user = userEvent.setup();
    const store = getStore();
    const admin = store.users.find((u) => u.email === 'clientadmin@portico.test')!;
    const other = store.companies.find((c) => !admin.companyIds.includes(c.id))!;
    await open('clientadmin@portico.test');
    await user.click(screen.getByRole('button', { name: 'Go to… (Ctrl+K)' }));
    await user.type(await box(), other.name.slice(0, 10));
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Searching…'));
    expect(
      options()
        .map((o) => o.textContent)
        .join('\n'),
    ).not.toContain(other.name);

    await user.clear(await box());
    await user.type(await box(), 'Tenant');
    await waitFor(() => expect(screen.getByRole('status')).not.toHaveTextContent('Searching…'));
    expect(options().some((o) => /tenant/i.test(o.textContent ?? ''))).toBe(false);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("opens with '/' outside a field, and lists recent destinations first when the box is empty", async () => {
    const user = userEvent.setup();
    const portal = await open('superadmin@portico.test');
    await user.keyboard('/');
    await user.type(await box(), 'Manage Users');
    await waitFor(() => expect(options().some((o) => o.textContent === 'Manage Users')).toBe(true));
    await user.keyboard('{Enter}');
    await waitFor(() => expect(portal.location()).toBe('/administration/user/list'));
    await user.keyboard('{Control>}k{/Control}');
    const recent = await screen.findByRole('group', { name: 'Recent' });
    expect(within(recent).getByRole('option', { name: 'Manage Users' })).toBeInTheDocument();
  });

  it('says which kinds of record could not be searched when the API fails, and still lists the rest', async () => {
    const user = userEvent.setup();
    server.use(http.get('http://localhost:4010/portal/api/v1/employers', () => HttpResponse.json({ message: 'Down' }, { status: 503 })));
    await open('superadmin@portico.test');
    await user.keyboard('{Control>}k{/Control}');
    await user.type(await box(), 'Thames Valley');
    expect(await screen.findByRole('alert')).toHaveTextContent('Some records could not be searched: Employers.');
    expect(await screen.findByRole('group', { name: 'Companies' })).toBeInTheDocument();
  });
});
