// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { companySetup } from '../../../src/shared/companySetup';

const DETAILS = {
  companyNumber: '12873465',
  address: { line1: '1 Quay Street', town: 'Bristol', postcode: 'BS1 4DJ' },
  adminContact: { name: 'Olivia Brennan', email: 'olivia.brennan@acmepensions.co.uk' },
  preferredContactMethod: 'Email',
  directDebit: 'DirectDebit',
};

describe('company setup model', () => {
  it('walks the spec stages as the data arrives, a scheme and a module both needed at the end', () => {
    expect(companySetup({ name: 'Acme' }).stage).toBe('None');
    expect(companySetup({ companyNumber: '12873465' }).stage).toBe('DetailsIncomplete');
    expect(companySetup(DETAILS).stage).toBe('BrandingIncomplete');
    const branded = { ...DETAILS, logoUrl: '/files/logo.png' };
    expect(companySetup(branded).stage).toBe('AssignProductsIncomplete');
    expect(companySetup({ ...branded, moduleCount: 1 }).stage).toBe('AssignProductsIncomplete');
    expect(companySetup({ ...branded, schemeCount: 2, moduleCount: 1 })).toMatchObject({ stage: 'Available', next: undefined });
  });

  it('ticks each step as soon as its own data exists, whatever the order, and says what the others wait for', () => {
    const setup = companySetup({ companyNumber: '12873465', address: { line1: ' ' }, schemeCount: 1 });
    expect(setup.steps.map((s) => [s.key, s.done])).toEqual([
      ['details', false],
      ['schemes', true],
      ['products', false],
    ]);
    // Blank counts as missing; the logo comes last, as on the form.
    expect(setup.steps[0]!.missing).toEqual([
      'address.line1',
      'address.town',
      'address.postcode',
      'adminContact.name',
      'adminContact.email',
      'preferredContactMethod',
      'directDebit',
      'logoUrl',
    ]);
    expect(setup.steps[2]!.missing).toEqual(['module']);
    expect(setup.next?.key).toBe('details');
  });
});
