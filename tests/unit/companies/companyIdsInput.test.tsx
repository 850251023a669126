/**
 * The field of several companies (the invite wizard's "Selected companies"): chosen companies are chips named by a
 * read by id, so a form returned to still names them; one that cannot be read is still shown, by its id, to remove.
 */
import { render, screen } from '@testing-library/react';
import { AdminContext, Form } from 'react-admin';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { getStore } from '../../../sandbox/store';
import { CompanyIdsInput } from '../../../resources/companies/CompanyIdsInput';
import { createPortalProviders } from '../../../src/portal/PortalApp';
import { signInAs } from '../support/session';

const renderField = (companyIds: string[]) =>
  render(
    <MemoryRouter>
      <AdminContext {...createPortalProviders([])}>
        <Form defaultValues={{ companyIds }}>
          <CompanyIdsInput source="companyIds" label="Selected companies" />
        </Form>
      </AdminContext>
    </MemoryRouter>,
  );

describe('CompanyIdsInput', () => {
  it('names the chosen companies read by id, and shows one that cannot be read by its id', async () => {
    await signInAs('superadmin@portico.test');
    const company = getStore().companies.find((c) => c.id === 'cmp-05')!;
    renderField([company.id, 'cmp-gone']);
    expect(await screen.findByRole('button', { name: company.name })).toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'cmp-gone' })).toBeInTheDocument();
  });
});
