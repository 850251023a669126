/**
 * The one selected-company service (issue 24 item 3), as a resource's own screen reads it: the choice kept in the
 * browser is handed out only once it stands for the signed-in user.
 */
import { screen } from '@testing-library/react';
import { localStorageStore } from 'react-admin';
import { beforeEach, describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/framework';
import { useSelectedCompany } from '../../../src/framework/views';
import { resolveSelection, seesAllCompanies } from '../../../src/framework/company/selection';
import { renderPortal } from '../support/renderPortal';
import { signInAs } from '../support/session';

const SelectedProbe = () => {
  const { companyId, company, isPending } = useSelectedCompany();
  return <p>{isPending ? 'Loading the company' : `Selected: ${company?.name ?? 'none'} (${companyId ?? 'none'})`}</p>;
};

/** A resource whose list is its own screen, reading the selection as any resource does. */
const probes = defineResource({
  name: 'probes',
  labels: { singular: 'Probe', plural: 'Probes' },
  recordRepresentation: 'name',
  api: { service: 'portal', simpleRest: 'probes' },
  route: { base: '/probe', views: { list: true } },
  overrides: { list: SelectedProbe },
  fields: [{ source: 'name', type: 'text', label: 'Name', list: true }],
  access: { list: ['SuperAdmin', 'Viewer', 'ClientAdmin'] },
});

/** Signs in, leaves `saved` in the browser's store as an earlier visit would, and opens the probe. */
const openWithSaved = async (email: string, saved: string | undefined) => {
  await signInAs(email);
  if (saved) localStorageStore(undefined, 'Portico').setItem('portico.companyId', saved);
  renderPortal([probes], '/probe/list');
};

const selected = (text: string) => screen.findByText(`Selected: ${text}`, {}, { timeout: 20_000 });

describe('the selected company, as resources read it', () => {
  beforeEach(() => localStorage.clear());

  it("keeps a client user's saved choice while it is one of their companies", async () => {
    await openWithSaved('clientadmin@portico.test', 'cmp-01');
    expect(await selected('Thames Valley Logistics Ltd (cmp-01)')).toBeInTheDocument();
  });

  it("replaces a saved choice that is not the client user's with their first company by name", async () => {
    await openWithSaved('clientadmin@portico.test', 'cmp-03');
    expect(await selected('Pennine Building Society (cmp-02)')).toBeInTheDocument();
  });

  it('reads the saved choice of a role that sees every company by id', async () => {
    await openWithSaved('superadmin@portico.test', 'cmp-03');
    expect(await selected('Severn Estuary Ports plc (cmp-03)')).toBeInTheDocument();
  });

  it('falls back to the first company by name when the saved one of a role that sees every company no longer exists', async () => {
    await openWithSaved('viewer@portico.test', 'cmp-404');
    expect(await selected('Anglia Rail Maintenance Ltd (cmp-16)')).toBeInTheDocument();
  });
});

describe('the selection rules', () => {
  it('keeps the saved choice when available, else the first company', () => {
    const companies = [
      { id: 'c1', name: 'Anglia Farms' },
      { id: 'c2', name: 'Pennine Building Society' },
    ];
    expect(resolveSelection('c2', companies)).toBe('c2');
    expect(resolveSelection('gone', companies)).toBe('c1');
    expect(resolveSelection(undefined, [])).toBeUndefined();
  });

  it('lets SuperAdmin, Support and Viewer see all companies', () => {
    expect(['SuperAdmin', 'Support', 'ClientPortal_Viewer'].map(seesAllCompanies)).toEqual([true, true, true]);
    expect(['ClientPortal_Analyst', 'ClientPortal_ClientAdmin', 'ClientPortal_Manager'].map(seesAllCompanies)).toEqual([
      false,
      false,
      false,
    ]);
  });
});
