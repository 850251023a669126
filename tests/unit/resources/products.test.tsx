import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import products from '../../../resources/products';
import productsConfiguration from '../../../resources/productsConfiguration';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { dataRows, findSlow, menu, openAs } from './render';
import { findFieldError } from '../support/fieldError';
import { clickSave } from '../support/saveButton';
import { findServerError } from '../support/serverError';

vi.setConfig({ testTimeout: 120_000 });

const defs = [products, productsConfiguration, companies];
const API = 'http://localhost:4010/portal/api/v1';

describe('Products Configuration', () => {
  it('lists every module in the console; a row opens /administration/product/update/{id}, which saves with PATCH /products', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.patch('http://localhost:4010/portal/api/v1/products', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
      }),
    );
    const portal = await openAs(defs, 'support@portico.test', '/administration/console/products');
    await findSlow('Trustee Academy');
    expect(dataRows()).toHaveLength(getStore().products.length);
    expect(menu().getByRole('link', { name: 'Products Configuration' })).toHaveAttribute('href', '/administration/console/products');
    await user.click(screen.getByText('Trustee Academy'));
    await waitFor(() => expect(portal.location()).toBe('/administration/product/update/prd-trustee-academy/details'));
    const url = await screen.findByRole('textbox', { name: /^URL/ }, { timeout: 20_000 });
    expect((url as HTMLInputElement).value).toMatch(/^https:\/\//);
    // The description is plain text: a text box of several lines, with no HTML preview (issue 23, item 2).
    expect(screen.getByRole('textbox', { name: 'Description' })).toHaveProperty('tagName', 'TEXTAREA');
    expect(screen.queryByRole('region', { name: /^Preview: what users will see/ })).not.toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'http://academy.example.org');
    await clickSave(user, 'Save');
    expect(await findFieldError('URL must start with https://')).toBeInTheDocument();
    await user.clear(url);
    await user.type(url, 'https://learn.example.org');
    const demoBefore = getStore().products.find((p) => p.id === 'prd-trustee-academy')!.demoAvailable;
    await user.click(screen.getByLabelText('Demo available'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ id: 'prd-trustee-academy', url: 'https://learn.example.org', demoAvailable: !demoBefore });
    await waitFor(() => expect(getStore().products.find((p) => p.id === 'prd-trustee-academy')?.url).toBe('https://learn.example.org'));

    await user.click(screen.getByRole('tab', { name: 'Companies' }));
    await waitFor(() => expect(portal.location()).toBe('/administration/product/update/prd-trustee-academy/company'));
    const table = await screen.findByRole('table', { name: 'Companies' });
    const holders = getStore().companyProducts.filter((cp) => cp.productId === 'prd-trustee-academy');
    expect(within(table).getAllByRole('row')).toHaveLength(holders.length + 1);
  });

  it('keeps the Analyst out of the console', async () => {
    const portal = await openAs(defs, 'analyst@portico.test', '/administration/console/products');
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'), { timeout: 20_000 });
  });
});

describe('All Products', () => {
  it('is a read-only catalogue for ClientAdmin: rows do not open, the update screen refuses', async () => {
    const user = userEvent.setup();
    const portal = await openAs(defs, 'clientadmin@portico.test', '/administration/product/list');
    await findSlow('Member Portal');
    expect(menu().getByRole('link', { name: 'All Products' })).toHaveAttribute('href', '/administration/product/list');
    expect(menu().queryByRole('link', { name: 'Products Configuration' })).not.toBeInTheDocument();
    await user.click(screen.getByText('Member Portal'));
    expect(portal.location()).toBe('/administration/product/list');
    portal.unmount();
    const again = await openAs(defs, 'clientadmin@portico.test', '/administration/product/update/prd-member-portal/details');
    await waitFor(() => expect(again.location()).toBe('/permission-denied'), { timeout: 20_000 });
  });

  it('keeps the Manager out of administration', async () => {
    const portal = await openAs(defs, 'manager@portico.test', '/administration/product/list');
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'), { timeout: 20_000 });
  });
});

describe("a module's companies and its deletion", () => {
  it('gives the module to a company whose tenant offers it, and removes it again after a confirmation', async () => {
    const user = userEvent.setup();
    const store = getStore();
    // A company without the module, of a tenant that offers it.
    const product = store.products.find(
      (p) =>
        !p.retiring &&
        store.companies.some(
          (c) =>
            store.tenants.find((t) => t.id === c.tenantId)?.productIds.includes(p.id) &&
            !store.companyProducts.some((cp) => cp.companyId === c.id && cp.productId === p.id),
        ),
    )!;
    const company = store.companies.find(
      (c) =>
        store.tenants.find((t) => t.id === c.tenantId)?.productIds.includes(product.id) &&
        !store.companyProducts.some((cp) => cp.companyId === c.id && cp.productId === product.id),
    )!;
    await openAs(defs, 'support@portico.test', `/administration/product/update/${product.id}/company`);
    const picker = await screen.findByRole('combobox', { name: 'Give this module to a company' }, { timeout: 30_000 });
    await user.type(picker, company.name.slice(0, 8));
    await user.click(await screen.findByRole('option', { name: company.name }));
    await user.click(screen.getByRole('button', { name: 'Assign' }));
    await waitFor(() =>
      expect(getStore().companyProducts.some((cp) => cp.companyId === company.id && cp.productId === product.id)).toBe(true),
    );
    await user.click(await screen.findByRole('button', { name: `Remove from ${company.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove this module from ${company.name}?` });
    expect(dialog).toHaveTextContent('users lose their access to it there');
    await user.click(within(dialog).getByRole('button', { name: `Remove from ${company.name}` }));
    await waitFor(() =>
      expect(getStore().companyProducts.some((cp) => cp.companyId === company.id && cp.productId === product.id)).toBe(false),
    );
  });

  it('shows a refused assignment under the picker and a refused removal in its dialog, each until the next try', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const holding = store.companyProducts.find((cp) => !store.products.find((p) => p.id === cp.productId)?.retiring)!;
    const product = store.products.find((p) => p.id === holding.productId)!;
    const holder = store.companies.find((c) => c.id === holding.companyId)!;
    const other = store.companies.find((c) => !store.companyProducts.some((cp) => cp.companyId === c.id && cp.productId === product.id))!;
    server.use(
      http.post(`${API}/products/assignCompany`, () => HttpResponse.json({ message: 'The tenant does not offer it.' }, { status: 400 }), {
        once: true,
      }),
      http.post(`${API}/products/removeCompany`, () => HttpResponse.json({ message: 'Module catalogue is locked.' }, { status: 409 }), {
        once: true,
      }),
    );
    await openAs(defs, 'support@portico.test', `/administration/product/update/${product.id}/company`);
    const picker = await screen.findByRole('combobox', { name: 'Give this module to a company' }, { timeout: 30_000 });
    await user.type(picker, other.name.slice(0, 8));
    await user.click(await screen.findByRole('option', { name: other.name }));
    const assign = screen.getByRole('button', { name: 'Assign' });
    await user.click(assign);
    await findServerError(screen.getByRole('tabpanel'), 'The tenant does not offer it.', assign);
    expect(picker).toHaveValue(other.name);

    await user.click(screen.getByRole('button', { name: `Remove from ${holder.name}` }));
    const dialog = await screen.findByRole('dialog', { name: `Remove this module from ${holder.name}?` });
    await user.click(within(dialog).getByRole('button', { name: `Remove from ${holder.name}` }));
    await findServerError(dialog, 'Module catalogue is locked.');
    await user.click(within(dialog).getByRole('button', { name: `Remove from ${holder.name}` }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(getStore().companyProducts.some((cp) => cp.companyId === holder.id && cp.productId === product.id)).toBe(false);
  });

  it('marks a module as being retired on its details (PATCH retiring), and its Companies tab then gives it to no one new', async () => {
    const user = userEvent.setup();
    const bodies: Record<string, unknown>[] = [];
    server.use(
      http.patch('http://localhost:4010/portal/api/v1/products', async ({ request }) => {
        bodies.push((await request.clone().json()) as Record<string, unknown>);
      }),
    );
    const portal = await openAs(defs, 'support@portico.test', '/administration/product/update/prd-trustee-academy/details');
    await screen.findByRole('textbox', { name: /^URL/ }, { timeout: 30_000 });
    const retiring = screen.getByLabelText('Being retired');
    expect(retiring).not.toBeChecked();
    expect(screen.getByText(/companies that have it keep it/)).toBeInTheDocument();
    await user.click(retiring);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ id: 'prd-trustee-academy', retiring: true });
    await waitFor(() => expect(getStore().products.find((p) => p.id === 'prd-trustee-academy')!.retiring).toBe(true));

    await user.click(screen.getByRole('tab', { name: 'Companies' }));
    await waitFor(() => expect(portal.location()).toBe('/administration/product/update/prd-trustee-academy/company'));
    expect(await screen.findByRole('note')).toHaveTextContent(
      'Being retired: Trustee Academy is not given to companies that do not have it already. Companies that have it keep it.',
    );
    expect(screen.queryByRole('combobox', { name: 'Give this module to a company' })).not.toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Companies' })).toBeInTheDocument();
  });

  it('shows a retiring module as "Being retired" in All Products', async () => {
    await openAs(defs, 'support@portico.test', '/administration/product/list');
    await findSlow('Payroll Bridge');
    const headers = screen.getAllByRole('columnheader').map((h) => h.textContent);
    const column = headers.findIndex((h) => h?.includes('Being retired'));
    expect(column).toBeGreaterThan(-1);
    const cell = (name: string) => within(screen.getByText(name).closest('tr')!).getAllByRole('cell')[column]!;
    expect(within(cell('Payroll Bridge')).getByLabelText('Yes')).toBeInTheDocument();
    expect(within(cell('Member Portal')).getByLabelText('No')).toBeInTheDocument();
  });

  it('lets only the SuperAdmin delete a module, typed to confirm, saying how many companies lose it', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const product = store.products.find((p) => store.companyProducts.some((cp) => cp.productId === p.id))!;
    const having = new Set(store.companyProducts.filter((cp) => cp.productId === product.id).map((cp) => cp.companyId)).size;
    const support = await openAs(defs, 'support@portico.test', `/administration/product/update/${product.id}/details`);
    await screen.findByRole('textbox', { name: /^Name/ }, { timeout: 30_000 });
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    support.unmount();
    await openAs(defs, 'superadmin@portico.test', `/administration/product/update/${product.id}/details`);
    await user.click(await screen.findByRole('button', { name: 'Delete' }, { timeout: 30_000 }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText(`Its assignment to every company that has it (${having})`)).toBeInTheDocument();
    await user.type(within(dialog).getByRole('textbox'), product.name);
    await user.click(within(dialog).getByRole('button', { name: 'Delete permanently' }));
    await waitFor(() => expect(getStore().products.some((p) => p.id === product.id)).toBe(false));
  });
});
