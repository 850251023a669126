import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { localStorageStore } from 'react-admin';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import emailConfigurations from '../../../resources/emailConfigurations';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { dataRows, findSlow, menu, openAs } from './render';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';
import { findFieldError } from '../support/fieldError';
import { clickSave } from '../support/saveButton';

vi.setConfig({ testTimeout: 120_000 });

const defs = [emailConfigurations, companies];
const BASE = '/configuration/emailConfiguration';

describe('email configurations', () => {
  it("lists the selected company's configurations and follows the company filter", async () => {
    const user = userEvent.setup();
    const requests: string[] = [];
    server.use(
      http.get('http://localhost:4010/gateway/api/v1/email-configurations', ({ request }) => {
        requests.push(decodeURIComponent(request.url));
      }),
    );
    const store = getStore();
    const [first, second] = ['cmp-02', 'cmp-01'].map((id) => store.companies.find((c) => c.id === id)!);
    await openAs(defs, 'clientadmin@portico.test', `${BASE}/list`);
    const own = store.emailConfigurations.filter((e) => e.companyId === first!.id);
    await waitFor(() => expect(dataRows()).toHaveLength(own.length), { timeout: 20_000 });
    expect(requests.at(-1)).toContain('"companyId":"cmp-02"');
    expect(menu().getByRole('link', { name: 'Email Configuration' })).toHaveAttribute('href', `${BASE}/list`);

    await user.click(screen.getByRole('combobox', { name: 'Company' }));
    await user.click(await screen.findByRole('option', { name: second!.name }));
    const theirs = store.emailConfigurations.filter((e) => e.companyId === second!.id);
    await waitFor(() => expect(requests.at(-1)).toContain('"companyId":"cmp-01"'));
    await waitFor(() => expect(dataRows()).toHaveLength(theirs.length));
  });

  it("never lists another client's company left in the browser's store: the selection is the validated one", async () => {
    // A choice saved by an earlier user of this browser, or for a company since taken away: not one of this user's.
    const requests: string[] = [];
    server.use(
      http.get('http://localhost:4010/gateway/api/v1/email-configurations', ({ request }) => {
        requests.push(decodeURIComponent(request.url));
      }),
    );
    localStorage.clear();
    await signInAs('clientadmin@portico.test');
    localStorageStore(undefined, 'Portico').setItem('portico.companyId', 'cmp-03');
    renderPortal(defs, `${BASE}/list`);
    await waitFor(() => expect(requests.length).toBeGreaterThan(0), { timeout: 20_000 });
    expect(requests.filter((url) => !url.includes('"companyId":"cmp-02"'))).toEqual([]);
    const own = getStore().emailConfigurations.filter((e) => e.companyId === 'cmp-02');
    await waitFor(() => expect(dataRows()).toHaveLength(own.length));
  });

  it('creates one for the selected company; a taken channel and variant is refused by the gateway', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.post('http://localhost:4010/gateway/api/v1/email-configurations', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
      }),
    );
    const portal = await openAs(defs, 'clientadmin@portico.test', `${BASE}/create`);
    await screen.findByRole('heading', { level: 1, name: 'Create email configuration' }, { timeout: 20_000 });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Company/ })).toHaveValue('Pennine Building Society'));
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Welsh letters');
    await user.click(screen.getByRole('combobox', { name: /Channel/ }));
    await user.click(await screen.findByRole('option', { name: 'Main' }));
    await user.type(screen.getByRole('textbox', { name: /Sender address/ }), 'letters@pennine.example.co.uk');
    await clickSave(user, 'Save');
    expect(await findFieldError('The company already has a configuration for this channel and variant.')).toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: /Channel/ }));
    await user.click(await screen.findByRole('option', { name: 'Welsh' }));
    await user.click(screen.getByRole('combobox', { name: /Variant/ }));
    await user.click(await screen.findByRole('option', { name: 'Default' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/list`), { timeout: 20_000 });
    expect(bodies.at(-1)).toMatchObject({
      companyId: 'cmp-02',
      name: 'Welsh letters',
      channel: 'Welsh',
      variant: 'Default',
      senderAddress: 'letters@pennine.example.co.uk',
      status: 'Draft',
    });
    expect(await findSlow('Welsh letters')).toBeInTheDocument();
  });

  it('keeps the Viewer out of the configuration area', async () => {
    const portal = await openAs(defs, 'viewer@portico.test', `${BASE}/list`);
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'), { timeout: 20_000 });
  });
});
