import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import tenants from '../../../resources/tenants';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { findFieldError } from '../support/fieldError';
import { findServerError } from '../support/serverError';
import { openAs } from './render';
import { clickSave } from '../support/saveButton';

vi.setConfig({ testTimeout: 120_000 });

const BASE = '/administration/tenant';

describe('tenant branding and products', () => {
  it('previews the terms as users will see them and refuses a colour that is not hex, with the spec message', async () => {
    const user = userEvent.setup();
    const tenant = getStore().tenants.find((t) => t.name === 'Harbour Pensions Partnership')!;
    await openAs([tenants], 'superadmin@portico.test', `${BASE}/update/${tenant.id}/branding`);
    const terms = await screen.findByRole('textbox', { name: 'Terms of use (HTML)' }, { timeout: 30_000 });
    await user.clear(terms);
    await user.click(terms);
    await user.paste('<h2>Harbour terms</h2><p onclick="steal()">Read these.</p><img src="x" onerror="steal()"><script>steal()</script>');
    const preview = screen.getAllByRole('region', { name: /^Preview: what users will see/ })[0]!;
    await waitFor(() => expect(within(preview).getByText('Read these.')).toBeInTheDocument());
    expect(preview.innerHTML).not.toMatch(/script|onclick|onerror/i);

    const colour = screen.getByRole('textbox', { name: 'Primary colour' });
    await user.clear(colour);
    await user.type(colour, 'red');
    await clickSave(user, 'Save');
    expect(await findFieldError('Primary colour must be valid color, like: #012345')).toBeInTheDocument();
    await user.clear(colour);
    await user.type(colour, '#0a7d5a');
    await clickSave(user, 'Save');
    await waitFor(() => expect(getStore().tenants.find((t) => t.id === tenant.id)!.primaryColour).toBe('#0A7D5A'));
  });

  it('sets the modules the tenant offers', async () => {
    const user = userEvent.setup();
    const tenant = getStore().tenants.find((t) => t.name === 'Harbour Pensions Partnership')!;
    await openAs([tenants], 'superadmin@portico.test', `${BASE}/update/${tenant.id}/products`);
    const group = await screen.findByRole('group', { name: 'Products' }, { timeout: 30_000 });
    const boxes = within(group).getAllByRole('checkbox');
    expect(boxes).toHaveLength(getStore().products.length);
    for (const box of boxes) if ((box as HTMLInputElement).checked) await user.click(box);
    expect(screen.getByText('No modules: companies of this tenant cannot be given any yet.')).toBeInTheDocument();
    await user.click(boxes[0]!);
    const offeredBefore = [...tenant.productIds];
    const taken = getStore()
      .products.filter((p) => offeredBefore.includes(p.id) && p.name !== boxes[0]!.closest('label')!.textContent)
      .map((p) => p.name);
    expect(within(screen.getByRole('tabpanel')).getByRole('status')).toHaveTextContent('Removes: ');
    await user.click(screen.getByRole('button', { name: 'Save products' }));
    // Stopping offering modules is asked first, naming them; nothing is sent until then.
    const dialog = await screen.findByRole('dialog', { name: `Stop offering ${taken.length} modules?` });
    for (const name of taken) expect(dialog).toHaveTextContent(name);
    expect(getStore().tenants.find((t) => t.id === tenant.id)!.productIds).toEqual(offeredBefore);
    await user.click(within(dialog).getByRole('button', { name: 'Save products' }));
    await waitFor(() => expect(getStore().tenants.find((t) => t.id === tenant.id)!.productIds).toHaveLength(1));
  });

  it('ticks the modules the tenant offers as GET /products/tenants/{id} lists them, and reads that list again after a save', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const tenant = store.tenants.find((t) => t.name === 'Harbour Pensions Partnership')!;
    const reads: string[] = [];
    server.use(
      http.get('http://localhost:4010/portal/api/v1/products/tenants/:tenantId', ({ params }) => {
        reads.push(String(params.tenantId));
      }),
    );
    await openAs([tenants], 'superadmin@portico.test', `${BASE}/update/${tenant.id}/products`);
    const group = await screen.findByRole('group', { name: 'Products' }, { timeout: 30_000 });
    const ticked = () =>
      within(group)
        .getAllByRole('checkbox')
        .filter((box) => (box as HTMLInputElement).checked)
        .map((box) => box.closest('label')!.textContent);
    const offered = (productIds: string[]) =>
      store.products
        .filter((p) => productIds.includes(p.id))
        .map((p) => p.name)
        .sort();
    expect(ticked().sort()).toEqual(offered(tenant.productIds));
    expect(reads).toEqual([tenant.id]);

    const notOffered = store.products.find((p) => !tenant.productIds.includes(p.id))!;
    await user.click(within(group).getByRole('checkbox', { name: notOffered.name }));
    await user.click(screen.getByRole('button', { name: 'Save products' }));
    await waitFor(() => expect(reads).toEqual([tenant.id, tenant.id]));
    expect(ticked().sort()).toEqual(offered(getStore().tenants.find((t) => t.id === tenant.id)!.productIds));
    expect(ticked()).toContain(notOffered.name);
  });

  it('shows a refused save under the products, keeping the choice, until the next try', async () => {
    const user = userEvent.setup();
    const tenant = getStore().tenants.find((t) => t.name === 'Harbour Pensions Partnership')!;
    // A module deleted by someone else meanwhile: the API's rule for productIds (contract: TenantInvalid).
    const refusal = 'Unknown product.';
    server.use(
      http.put(
        'http://localhost:4010/portal/api/v1/tenants/:id',
        () => HttpResponse.json({ message: refusal, errors: { productIds: [refusal] } }, { status: 400 }),
        { once: true },
      ),
    );
    await openAs([tenants], 'superadmin@portico.test', `${BASE}/update/${tenant.id}/products`);
    const group = await screen.findByRole('group', { name: 'Products' }, { timeout: 30_000 });
    const boxes = within(group).getAllByRole('checkbox') as HTMLInputElement[];
    const before = boxes.map((b) => b.checked);
    // Modules added, so the save is not asked first.
    const added = before.indexOf(false);
    await user.click(boxes[added]!);
    const save = screen.getByRole('button', { name: 'Save products' });
    await user.click(save);

    const box = await findServerError(screen.getByRole('tabpanel'), refusal, save);
    expect(boxes.map((b) => b.checked)).toEqual(before.map((checked, index) => (index === added ? !checked : checked)));
    // Still there while the user changes the choice: it goes only when they try again.
    await user.click(boxes[before.indexOf(false, added + 1)]!);
    expect(box).toBeInTheDocument();
    expect(getStore().tenants.find((t) => t.id === tenant.id)!.productIds).toHaveLength(before.filter(Boolean).length);

    await user.click(save);
    expect(await screen.findByText('Products saved.')).toBeInTheDocument();
    expect(screen.queryByText(refusal)).not.toBeInTheDocument();
  });
});
