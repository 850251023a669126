import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import apiIntegrations from '../../../resources/apiIntegrations';
import companies from '../../../resources/companies';
import thirdPartyIntegrations from '../../../resources/thirdPartyIntegrations';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { dataRows, findSlow, menu, openAs } from './render';
import { findFieldError } from '../support/fieldError';
import { clickSave } from '../support/saveButton';

vi.setConfig({ testTimeout: 120_000 });

const defs = [apiIntegrations, thirdPartyIntegrations, companies];
const BASE = '/administration/integration/third-party';
const URL = 'http://localhost:4010/gateway/api/v1/third-party-integrations';

describe('third-party integrations', () => {
  it('lists them and opens one at view/{id}; the Analyst has both entries of spec 2.6 and may edit', async () => {
    const user = userEvent.setup();
    const portal = await openAs(defs, 'analyst@portico.test', `${BASE}/list`);
    await findSlow('Tracing service');
    // Only its companies' (cmp-01, cmp-03): not HMRC's, for every company, which SuperAdmin and Support look after.
    expect(dataRows()).toHaveLength(2);
    expect(screen.queryByText('HMRC Relief at Source')).not.toBeInTheDocument();
    expect(menu().getByRole('link', { name: 'Third-Party Integrations' })).toHaveAttribute('href', `${BASE}/list`);
    expect(menu().getByRole('link', { name: 'Add Third-Party Integration' })).toHaveAttribute('href', `${BASE}/create`);
    await user.click(screen.getByText('Tracing service'));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/view/tpi-003/integration`));
    expect(await findSlow('Third-party integration: Tracing service')).toBeInTheDocument();
    expect(screen.getByText('Experian')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Edit' })).toHaveAttribute('href', `${BASE}/edit/tpi-003/integration`);
    await user.click(screen.getByRole('tab', { name: 'Environment' }));
    expect(await screen.findByText('https://tracing.example.co.uk')).toBeInTheDocument();
  });

  it('edits the environment at edit/{id} with PUT', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.put(`${URL}/:id`, async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
      }),
    );
    const portal = await openAs(defs, 'support@portico.test', `${BASE}/view/tpi-004/integration`);
    await user.click(await screen.findByRole('link', { name: 'Edit' }, { timeout: 20_000 }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/edit/tpi-004/integration`));
    await user.click(await screen.findByRole('tab', { name: 'Environment' }));
    const baseUrl = await screen.findByRole('textbox', { name: /Base URL/ });
    await user.clear(baseUrl);
    await user.type(baseUrl, 'http://annuities.example.co.uk');
    await clickSave(user, 'Save');
    expect(await findFieldError('Base URL must start with https://')).toBeInTheDocument();
    await user.clear(baseUrl);
    await user.type(baseUrl, 'https://api.annuities.example.co.uk');
    await clickSave(user, 'Save');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ environment: { name: 'Test', baseUrl: 'https://api.annuities.example.co.uk', authScheme: 'Basic' } });
    await waitFor(() =>
      expect(getStore().thirdPartyIntegrations.find((t) => t.id === 'tpi-004')?.environment.baseUrl).toBe(
        'https://api.annuities.example.co.uk',
      ),
    );
  });

  it('refuses an internal or metadata base URL as the API does, before sending (issue 22, SSRF)', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.put(`${URL}/:id`, ({ request }) => {
        bodies.push(request.url);
      }),
    );
    const portal = await openAs(defs, 'support@portico.test', `${BASE}/edit/tpi-004/integration`);
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/edit/tpi-004/integration`));
    await user.click(await screen.findByRole('tab', { name: 'Environment' }, { timeout: 20_000 }));
    const baseUrl = await screen.findByRole('textbox', { name: /Base URL/ });
    for (const address of ['https://169.254.169.254/latest/meta-data/', 'https://metadata.google.internal/', 'https://[::1]/']) {
      await user.clear(baseUrl);
      // user-event reads `[` as the start of a key name: doubled, it types one.
      await user.type(baseUrl, address.replace(/\[/g, '[['));
      await clickSave(user, 'Save');
      expect(await findFieldError('Base URL must be a public address, not an internal, private or metadata one.')).toBeInTheDocument();
    }
    expect(bodies).toEqual([]);
  });

  it('creates one from the two tabs, integration and environment (as an Analyst, spec 2.6)', async () => {
    const user = userEvent.setup();
    const portal = await openAs(defs, 'analyst@portico.test', `${BASE}/create`);
    await screen.findByRole('heading', { level: 1, name: 'Add third-party integration' }, { timeout: 20_000 });
    expect(menu().getByRole('link', { name: 'Add Third-Party Integration' })).toHaveAttribute('href', `${BASE}/create`);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Mortality screening');
    await user.type(screen.getByRole('textbox', { name: /Provider/ }), 'Tell Us Once');
    await user.click(screen.getByRole('tab', { name: 'Environment' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/create/environment`));
    await user.type(await screen.findByRole('textbox', { name: /Base URL/ }), 'https://screening.example.org');
    await clickSave(user, 'Save');
    // One for every company is not the Analyst's to add: the API says so on the company.
    await user.click(screen.getByRole('tab', { name: 'Integration' }));
    expect(
      await findFieldError('Choose one of your companies: integrations for every company are set up by SuperAdmin and Support.'),
    ).toBeInTheDocument();
    await user.type(screen.getByRole('combobox', { name: /Company/ }), 'Thames');
    await user.click(await screen.findByRole('option', { name: 'Thames Valley Logistics Ltd' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(portal.location()).toMatch(new RegExp(`^${BASE}/view/tpi-[^/]+/integration$`)));
    const created = getStore().thirdPartyIntegrations.find((t) => t.name === 'Mortality screening');
    expect(created).toMatchObject({
      companyId: 'cmp-01',
      provider: 'Tell Us Once',
      status: 'Enabled',
      environment: { name: 'Test', baseUrl: 'https://screening.example.org', authScheme: 'Bearer' },
    });
    expect(await screen.findByText('Tell Us Once')).toBeInTheDocument();
  });

  it('keeps ClientAdmin out', async () => {
    const portal = await openAs(defs, 'clientadmin@portico.test', `${BASE}/list`);
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'), { timeout: 20_000 });
    expect(
      within(screen.getByRole('navigation', { name: 'Main menu' })).queryByRole('link', { name: 'Third-Party Integrations' }),
    ).not.toBeInTheDocument();
  });
});
