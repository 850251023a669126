import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import products from '../../../resources/products';
import productsConfiguration from '../../../resources/productsConfiguration';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { dataRows, findSlow, menu, openAs } from './render';
import { findFieldError } from '../support/fieldError';

vi.setConfig({ testTimeout: 120_000 });

const defs = [products, productsConfiguration, companies];

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
    await user.clear(url);
    await user.type(url, 'http://academy.example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
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
