import { describe, expect, it } from 'vitest';
import companies from '../../../resources/companies';
import schemes from '../../../resources/schemes';
import tenants from '../../../resources/tenants';
import { buildMenu } from '../../../src/framework/menu';
import { pensionProviders, widgets } from './fixtures';
import { matchingRoles } from '../../../src/framework/accessMatrix';
import type { ResourceDefinition } from '../../../src/framework/types';

const defs = [tenants, companies, widgets, pensionProviders];
const menuFor = (role: string, platform: 'AWS' | 'AZURE' = 'AWS', params = {}) =>
  buildMenu(defs, { ...matchingRoles(role), platform, params }).map((g) => ({
    group: g.id,
    items: g.items.map((i) => `${i.labelKey} → ${i.to}`),
  }));

describe('menu from definitions', () => {
  it('orders groups as the spec lists them and entries by order', () => {
    expect(menuFor('SuperAdmin')).toEqual([
      { group: 'dataAccess', items: ['resources.widgets.menu.0 → /data/widget/list', 'resources.widgets.menu.1 → /data/widget/list'] },
      {
        group: 'onboarding',
        items: [
          'resources.companies.menu.0 → /administration/onboarding/company/list',
          'resources.companies.menu.2 → /administration/onboarding/company/create',
          'resources.tenants.menu.0 → /administration/tenant/list',
        ],
      },
    ]);
  });

  it('hides entries a role may not open, and entry-level role limits', () => {
    const clientAdmin = menuFor('ClientPortal_ClientAdmin');
    expect(clientAdmin.flatMap((g) => g.items)).toEqual([
      'resources.widgets.menu.0 → /data/widget/list',
      'resources.companies.menu.0 → /administration/onboarding/company/list',
    ]);
    expect(menuFor('ClientPortal_Manager')).toEqual([]);
  });

  it('leaves out on AZURE every entry of a collection that platform does not offer (src/shared/platforms.ts)', () => {
    const offAzure = { ...widgets, api: { ...widgets.api, simpleRest: 'access-requests' } };
    const groups = (platform: 'AWS' | 'AZURE') =>
      buildMenu([offAzure, tenants], { ...matchingRoles('SuperAdmin'), platform, params: {} }).map((g) => g.id);
    expect(groups('AWS')).toEqual(['dataAccess', 'onboarding']);
    expect(groups('AZURE')).toEqual(['onboarding']);
  });

  it('shows company-scoped entries and the selected company once a company is selected', () => {
    const items = menuFor('SuperAdmin', 'AWS', { companyId: 'c-7' }).flatMap((g) => g.items);
    expect(items).toContain('resources.pensionProviders.menu.0 → /administration/onboarding/company/view/c-7/provider/list');
    expect(items).toContain('resources.companies.menu.1 → /administration/onboarding/company/view/c-7/details');
    const selected = buildMenu(defs, { ...matchingRoles('SuperAdmin'), platform: 'AWS', params: { companyId: 'c-7' } })
      .flatMap((g) => g.items)
      .find((i) => i.record);
    expect(selected?.record?.id).toBe('c-7');
  });

  it('names the record of a view entry by the param the screens under its view screen give it (a nested resource too)', () => {
    const record = (definitions: typeof defs) =>
      buildMenu(definitions, { ...matchingRoles('SuperAdmin'), platform: 'AWS', params: { companyId: 'c-7', id: 'c-9' } })
        .flatMap((g) => g.items)
        .find((i) => i.resource === 'companies' && i.record)?.to;
    expect(record([companies, schemes])).toBe('/administration/onboarding/company/view/c-7/details');
    expect(record([companies, pensionProviders])).toBe('/administration/onboarding/company/view/c-7/details');
    // Nothing under its view screen names it: there is no record to open.
    expect(record([companies, tenants])).toBeUndefined();
  });

  it('gives a create entry a run-time condition only where its form has a required select whose choices the API gives', () => {
    const offices = { path: '/api/v1/offices', query: { companyId: '{companyId}' } };
    const office = (required: boolean) => ({
      source: 'officeId',
      type: 'select' as const,
      label: 'Office',
      choices: offices,
      required,
      create: true,
    });
    const bookings = (required: boolean) => ({
      ...widgets,
      name: 'bookings',
      route: { base: '/data/company/:companyId/booking', views: { list: true, create: true } },
      fields: [...widgets.fields, office(required)],
      access: { list: ['SuperAdmin'] as const, create: ['SuperAdmin'] as const },
      menu: [
        { group: 'dataRetention', label: 'All bookings', view: 'list' as const },
        { group: 'dataRetention', label: 'New booking', view: 'create' as const },
      ],
    });
    const conditions = (def: ResourceDefinition) =>
      buildMenu([def], { ...matchingRoles('SuperAdmin'), platform: 'AWS', params: { companyId: 'c-1' } })
        .flatMap((g) => g.items)
        .map((i) => `${i.to}${i.visibleWhen ? ' (if it offers something)' : ''}`);
    expect(conditions(bookings(true))).toEqual([
      '/data/company/c-1/booking/list',
      '/data/company/c-1/booking/create (if it offers something)',
    ]);
    // An optional select leaves something to create without a choice.
    expect(conditions(bookings(false))).toEqual(['/data/company/c-1/booking/list', '/data/company/c-1/booking/create']);
    expect(
      buildMenu(defs, { ...matchingRoles('SuperAdmin'), platform: 'AWS', params: {} })
        .flatMap((g) => g.items)
        .some((i) => i.visibleWhen),
    ).toBe(false);
  });
});
