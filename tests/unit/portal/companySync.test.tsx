import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { resourceDefinitions } from '../../../src/framework/registry';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

const picker = () => screen.findByRole('combobox', { name: 'Company' });
const policies = (companyId: string) => `/data/retention/company/${companyId}/policy/list`;

describe('the selected company and the URL', () => {
  it('takes the company from the URL for a ClientAdmin', async () => {
    await signInAs('clientadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, policies('cmp-01'));
    await waitFor(async () => expect(await picker()).toHaveValue('Thames Valley Logistics Ltd'));
    expect(portal.location()).toBe(policies('cmp-01'));
  });

  it('rewrites the URL with the current company for a company the user cannot see', async () => {
    await signInAs('clientadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, policies('cmp-05'));
    // the default is the first of the user's companies by name: Pennine Building Society (cmp-02)
    await waitFor(() => expect(portal.location()).toBe(policies('cmp-02')));
    expect(await picker()).toHaveValue('Pennine Building Society');
  });

  it('rewrites the URL with the current company for SuperAdmin', async () => {
    await signInAs('superadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, policies('cmp-02'));
    await waitFor(() => expect(portal.location()).not.toBe(policies('cmp-02')));
    expect(portal.location()).toMatch(/^\/data\/retention\/company\/cmp-\d+\/policy\/list$/);
  });

  it('moves a company-scoped page to the company picked', async () => {
    await signInAs('clientadmin@portico.test');
    const portal = renderPortal(resourceDefinitions, policies('cmp-02'));
    await userEvent.click(await picker());
    await userEvent.click(await screen.findByRole('option', { name: 'Thames Valley Logistics Ltd' }));
    await waitFor(() => expect(portal.location()).toBe(policies('cmp-01')));
    expect(await screen.findByText('Standard member data retention')).toBeInTheDocument();
  });
});
