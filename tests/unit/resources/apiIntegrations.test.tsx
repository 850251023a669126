import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import apiIntegrations from '../../../resources/apiIntegrations';
import companies from '../../../resources/companies';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { findFieldError } from '../support/fieldError';
import { findServerError } from '../support/serverError';
import { dataRows, findSlow, openAs } from './render';

vi.setConfig({ testTimeout: 120_000 });

const defs = [apiIntegrations, companies];
const BASE = '/administration/integration';
const IP_MESSAGE = 'IP address must be a valid in IPv4 or IPv6 format.';
const ANY_ADDRESS = 'IP address must be a single address, not 0.0.0.0 or :: (any address).';
const FULL = 'The list is full: a connection allows at most 50 addresses.';

const connectionOf = (companyId: string) => getStore().apiConnections.find((c) => c.companyId === companyId)!;

describe('API integrations', () => {
  it('creates one in three steps: details, then a secret shown once, then products', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    const portal = await openAs(defs, 'superadmin@portico.test', `${BASE}/create`);
    await screen.findByRole('heading', { level: 1, name: 'Create API integration' }, { timeout: 30_000 });
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Payroll feed');
    await user.type(screen.getByRole('combobox', { name: /^Company/ }), 'Thames');
    await user.click(await screen.findByRole('option', { name: 'Thames Valley Logistics Ltd' }, { timeout: 10_000 }));
    await user.click(screen.getByRole('combobox', { name: /^Auth scheme/ }));
    await user.click(await screen.findByRole('option', { name: 'Bearer' }));
    await user.click(screen.getByRole('combobox', { name: /^Status/ }));
    await user.click(await screen.findByRole('option', { name: 'Enabled' }));
    await user.click(screen.getByRole('button', { name: 'Save and continue' }));
    await waitFor(() => expect(portal.location()).toMatch(new RegExp(`^${BASE}/create/api-[^/]+/credentials$`)), { timeout: 20_000 });
    const id = portal.location().split('/')[4]!;

    expect(await findSlow('Not generated yet: the client system cannot sign in until it is.')).toBeInTheDocument();
    expect(screen.getByText('None: no calls are accepted until an address is added.')).toBeInTheDocument();
    await user.click(await screen.findByRole('button', { name: 'Generate client secret' }));
    const secret = (await screen.findByRole('textbox', { name: 'New client secret' })) as HTMLInputElement;
    expect(secret.value).toMatch(/^pcs_/);
    expect(screen.getByText(/It is shown only once/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Copy secret' }));
    expect(writeText).toHaveBeenCalledWith(secret.value);
    // The API keeps only a hash: the record read back never carries the secret.
    expect(JSON.stringify(getStore().apiConnections.find((c) => c.id === id))).not.toContain(secret.value);

    // Once the record is read again it has a secret: rotating asks first, for the old secret stops working.
    expect(await findSlow('Set. It was shown once, when it was generated, and cannot be shown again.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Rotate client secret' }));
    expect(await screen.findByRole('dialog', { name: 'Rotate the client secret?' })).toBeInTheDocument();
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Cancel' }));
    expect(((await screen.findByRole('textbox', { name: 'New client secret' })) as HTMLInputElement).value).toBe(secret.value);
    expect(portal.location()).toBe(`${BASE}/create/${id}/credentials`);
  });

  it('edits the allowed IP addresses with spec 5 rule, IPv4 and compressed IPv6 alike', async () => {
    const user = userEvent.setup();
    const connection = connectionOf('cmp-01');
    const portal = await openAs(defs, 'superadmin@portico.test', `${BASE}/update/${connection.id}/credentials/ip-address`);
    await screen.findByRole('heading', { name: 'Allowed IP addresses' }, { timeout: 30_000 });
    // The trail is built a moment after the page (BREADCRUMB_BUILD_DELAY_MS): wait for it.
    expect(await within(screen.getByRole('navigation', { name: 'Breadcrumb' })).findByText('Allowed IP addresses')).toBeInTheDocument();
    while (screen.queryAllByRole('button', { name: /^Remove address/ }).length > 0)
      await user.click(screen.getAllByRole('button', { name: /^Remove address/ })[0]!);
    expect(screen.getByText('None: no calls are accepted until an address is added.')).toBeInTheDocument();
    for (const ip of ['10.1.2.3', '2001:db8::1', '999.1.1.1']) {
      await user.click(screen.getByRole('button', { name: 'Add address' }));
      const fields = screen.getAllByRole('textbox', { name: /^IP address \d/ });
      await user.type(fields.at(-1)!, ip);
    }
    await user.click(screen.getByRole('button', { name: 'Save addresses' }));
    expect(await findFieldError(IP_MESSAGE)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'IP address 3' })).toHaveAttribute('aria-invalid', 'true');
    await user.click(screen.getByRole('button', { name: 'Remove address 3' }));
    await user.click(screen.getByRole('button', { name: 'Save addresses' }));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/update/${connection.id}/credentials`), { timeout: 20_000 });
    expect(connectionOf('cmp-01').allowedIpAddresses).toEqual(['10.1.2.3', '2001:db8::1']);
  });

  it('refuses the any-address (0.0.0.0, ::) as the API does, before sending (issue 22)', async () => {
    const user = userEvent.setup();
    const connection = connectionOf('cmp-01');
    await openAs(defs, 'superadmin@portico.test', `${BASE}/update/${connection.id}/credentials/ip-address`);
    await screen.findByRole('heading', { name: 'Allowed IP addresses' }, { timeout: 30_000 });
    const sent: unknown[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'PUT') sent.push(request.url);
    });
    for (const ip of ['0.0.0.0', '::']) {
      await user.click(screen.getByRole('button', { name: 'Add address' }));
      await user.type(screen.getAllByRole('textbox', { name: /^IP address \d/ }).at(-1)!, ip);
    }
    await user.click(screen.getByRole('button', { name: 'Save addresses' }));
    const count = connection.allowedIpAddresses.length;
    expect(await findFieldError(ANY_ADDRESS)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: `IP address ${count + 1}` })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: `IP address ${count + 2}` })).toHaveAttribute('aria-invalid', 'true');
    expect(sent).toEqual([]);
    server.events.removeAllListeners();
  });

  it('puts the API’s refusal of one address on that address’s row, keeping the list as typed', async () => {
    const user = userEvent.setup();
    const connection = connectionOf('cmp-01');
    const saved = [...connection.allowedIpAddresses];
    // A rule only the gateway knows (its own network, say): it names the address by its place in the list.
    const refusal = 'IP address must not be in the gateway’s own network.';
    const sent: unknown[] = [];
    server.use(
      http.put('http://localhost:4010/gateway/api/v1/api-connections/:id', async ({ request }) => {
        sent.push(await request.json());
        return HttpResponse.json({ message: refusal, errors: { 'allowedIpAddresses.1': [refusal] } }, { status: 400 });
      }),
    );
    const portal = await openAs(defs, 'superadmin@portico.test', `${BASE}/update/${connection.id}/credentials/ip-address`);
    await screen.findByRole('heading', { name: 'Allowed IP addresses' }, { timeout: 30_000 });
    await user.click(screen.getByRole('button', { name: 'Save addresses' }));

    expect(await findFieldError(refusal)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'IP address 2' })).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('textbox', { name: 'IP address 1' })).not.toHaveAttribute('aria-invalid', 'true');
    // The page sends the list alone, as the API keeps it: bare addresses.
    expect(sent).toEqual([{ allowedIpAddresses: saved }]);
    expect(portal.location()).toBe(`${BASE}/update/${connection.id}/credentials/ip-address`);
  });

  it('shows a refused secret under the button, with no secret', async () => {
    const user = userEvent.setup();
    const connection = connectionOf('cmp-01');
    connection.clientSecretHash = '';
    const refusal = 'The connection is being changed elsewhere: try again.';
    server.use(
      http.post('http://localhost:4010/gateway/api/v1/api-connections/:id/credentials', () =>
        HttpResponse.json({ message: refusal }, { status: 409 }),
      ),
    );
    await openAs(defs, 'superadmin@portico.test', `${BASE}/update/${connection.id}/credentials`);
    const generate = await screen.findByRole('button', { name: 'Generate client secret' }, { timeout: 30_000 });
    await user.click(generate);
    await findServerError(screen.getByRole('tabpanel'), refusal, generate);
    expect(screen.queryByRole('textbox', { name: 'New client secret' })).not.toBeInTheDocument();
  });

  it('says the list is full at 50 addresses and offers no further row', async () => {
    const user = userEvent.setup();
    const connection = connectionOf('cmp-01');
    connection.allowedIpAddresses = Array.from({ length: 49 }, (_, i) => `81.2.60.${i + 1}`);
    await openAs(defs, 'superadmin@portico.test', `${BASE}/update/${connection.id}/credentials/ip-address`);
    await screen.findByRole('heading', { name: 'Allowed IP addresses' }, { timeout: 30_000 });
    expect(screen.queryByText(FULL)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add address' }));
    expect(screen.getAllByRole('textbox', { name: /^IP address \d/ })).toHaveLength(50);
    expect(screen.queryByRole('button', { name: 'Add address' })).not.toBeInTheDocument();
    expect(screen.getByText(FULL)).toBeInTheDocument();
  });

  it('names the company on the update screen, read-only: a connection stays with its company', async () => {
    const user = userEvent.setup();
    const connection = connectionOf('cmp-02');
    const company = getStore().companies.find((c) => c.id === 'cmp-02')!;
    await openAs(defs, 'superadmin@portico.test', `${BASE}/update/${connection.id}/details`);
    const picker = (await screen.findByRole('combobox', { name: /^Company/ }, { timeout: 30_000 })) as HTMLInputElement;
    await waitFor(() => expect(picker.value).toBe(company.name));
    // react-admin's read-only autocomplete is a disabled one: no list to open, nothing to type.
    expect(picker).toBeDisabled();
    // Read-only asks nothing of the user: no required mark.
    expect(picker).not.toHaveAttribute('aria-required');
    const name = screen.getByRole('textbox', { name: /^Name/ });
    await user.clear(name);
    await user.type(name, 'Renamed feed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(connectionOf('cmp-02').name).toBe('Renamed feed'));
    expect(connectionOf('cmp-02').companyId).toBe('cmp-02');
  });

  it('chooses the products among the company’s own modules', async () => {
    const user = userEvent.setup();
    const connection = connectionOf('cmp-01');
    await openAs(defs, 'clientadmin@portico.test', `${BASE}/update/${connection.id}/products`);
    const group = await screen.findByRole('group', { name: 'Products' }, { timeout: 30_000 });
    const boxes = within(group).getAllByRole('checkbox');
    const companyModules = getStore().companyProducts.filter((cp) => cp.companyId === 'cmp-01');
    expect(boxes).toHaveLength(companyModules.length);
    for (const box of boxes) if ((box as HTMLInputElement).checked) await user.click(box);
    expect(screen.getByText('No modules: the connection can call nothing yet.')).toBeInTheDocument();
    await user.click(boxes[0]!);
    await user.click(screen.getByRole('button', { name: 'Save products' }));
    await waitFor(() => expect(connectionOf('cmp-01').productIds).toHaveLength(1));
    expect(companyModules.map((cp) => cp.productId)).toContain(connectionOf('cmp-01').productIds[0]);
  });

  it('shows a refused save under the products, keeping the choice, until the next try', async () => {
    const user = userEvent.setup();
    const connection = connectionOf('cmp-01');
    const saved = [...connection.productIds];
    // A module taken from the company meanwhile: the API's rule for productIds.
    const refusal = 'Every product must be assigned to the company.';
    server.use(
      http.put(
        'http://localhost:4010/gateway/api/v1/api-connections/:id',
        () => HttpResponse.json({ message: refusal, errors: { productIds: [refusal] } }, { status: 400 }),
        { once: true },
      ),
    );
    await openAs(defs, 'clientadmin@portico.test', `${BASE}/update/${connection.id}/products`);
    const group = await screen.findByRole('group', { name: 'Products' }, { timeout: 30_000 });
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    expect(boxes.length).toBeGreaterThan(1);
    const before = boxes.map((b) => b.checked);
    await user.click(boxes[0]!);
    const save = screen.getByRole('button', { name: 'Save products' });
    await user.click(save);

    const box = await findServerError(screen.getByRole('tabpanel'), refusal, save);
    expect(boxes.map((b) => b.checked)).toEqual([!before[0], ...before.slice(1)]);
    await user.click(boxes[1]!);
    expect(box).toBeInTheDocument();
    expect(connectionOf('cmp-01').productIds).toEqual(saved);

    await user.click(save);
    expect(await screen.findByText('Products saved.')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });

  it('shows the Analyst everything read-only: no create, no secret actions, no address editing', async () => {
    const connection = connectionOf('cmp-01');
    await openAs(defs, 'analyst@portico.test', `${BASE}/list`);
    await waitFor(() => expect(dataRows().length).toBeGreaterThan(0), { timeout: 30_000 });
    expect(screen.queryByRole('link', { name: 'Create' })).not.toBeInTheDocument();
    // The allow-list is an update-only page: on the view screen its address goes back to the credentials tab.
    const portal = await openAs(defs, 'analyst@portico.test', `${BASE}/view/${connection.id}/credentials/ip-address`);
    expect(await findSlow(connection.clientId)).toBeInTheDocument();
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/view/${connection.id}/credentials`));
    expect(screen.queryByRole('button', { name: /client secret/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Edit allowed IP addresses' })).not.toBeInTheDocument();
    for (const ip of connection.allowedIpAddresses) expect(screen.getByText(ip)).toBeInTheDocument();
    expect(portal.location()).toBe(`${BASE}/view/${connection.id}/credentials`);
  });
});
