import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import tenants from '../../../resources/tenants';
import { getStore } from '../../../sandbox/store';
import { findFieldError } from '../support/fieldError';
import { openAs } from './render';

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
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await findFieldError('Primary colour must be valid color, like: #012345')).toBeInTheDocument();
    await user.clear(colour);
    await user.type(colour, '#0a7d5a');
    await user.click(screen.getByRole('button', { name: 'Save' }));
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
    await user.click(screen.getByRole('button', { name: 'Save products' }));
    await waitFor(() => expect(getStore().tenants.find((t) => t.id === tenant.id)!.productIds).toHaveLength(1));
  });
});
