import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nContextProvider } from 'react-admin';
import { describe, expect, it } from 'vitest';
import { createI18nProvider } from '../../../providers/i18n/i18nProvider';
import tenantMessages from '../../../resources/tenants/messages';
import { tenantSetup, useTenantSetupStatus } from '../../../src/shared/tenantSetup';

const DETAILS = { id: 'ten-1', name: 'Solent Pensions Trust', domain: 'solent.portico.test' };
const BRANDING = { logoUrl: '/brand/solent.svg', termsAndConditions: '<h1>Solent terms</h1>' };

const doneByStep = (tenant: Record<string, unknown>) => tenantSetup(tenant).map((step) => [step.key, step.done]);

describe('tenant setup model', () => {
  it('ticks details once the tenant has a name and a domain', () => {
    expect(tenantSetup({ name: 'Solent', domain: ' ' })[0]).toEqual({ key: 'details', done: false, missing: ['domain'] });
    expect(tenantSetup(DETAILS)[0]).toEqual({ key: 'details', done: true, missing: [] });
  });

  it('ticks branding only with both a logo and terms of use (a colour or data protection notice is not enough)', () => {
    expect(tenantSetup({ ...DETAILS, primaryColour: '#0a7d5a', dataProtection: '<p>x</p>' })[1]!.missing).toEqual([
      'logoUrl',
      'termsAndConditions',
    ]);
    expect(tenantSetup({ ...DETAILS, logoUrl: '/brand/solent.svg', termsAndConditions: null })[1]!.missing).toEqual(['termsAndConditions']);
    expect(tenantSetup({ ...DETAILS, ...BRANDING })[1]!.done).toBe(true);
  });

  it('ticks products once the tenant offers a module, whatever the order of the other steps', () => {
    expect(doneByStep({ ...DETAILS, productIds: [] })).toEqual([
      ['details', true],
      ['branding', false],
      ['products', false],
    ]);
    expect(doneByStep({ name: 'Solent', productIds: ['prd-member-portal'] })).toEqual([
      ['details', false],
      ['branding', false],
      ['products', true],
    ]);
  });
});

describe("the tenant wizard's progress in words", () => {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nContextProvider value={createI18nProvider({ resources: { tenants: tenantMessages } })}>{children}</I18nContextProvider>
  );
  const status = (record: Record<string, unknown> | undefined) =>
    renderHook(() => useTenantSetupStatus(record as never), { wrapper }).result.current;

  it('says what each step waits for and what "Next:" offers', () => {
    const words = status({ ...DETAILS, productIds: [] });
    expect(words.details).toMatchObject({ done: true, state: 'done' });
    expect(words.branding).toMatchObject({
      done: false,
      state: 'waiting for a logo and terms of use',
      next: "add the tenant's logo and terms of use",
    });
    expect(words.products).toMatchObject({ done: false, state: 'waiting for a module', next: 'offer a module' });
  });

  it('has no status before the record exists', () => {
    expect(status(undefined)).toEqual({});
  });
});
