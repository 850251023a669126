import { describe, expect, it } from 'vitest';
import { buildMenu } from '../../../src/framework/menu';
import { resourceMessages } from '../../../src/framework/messages';
import { resourceDefinitions } from '../../../src/portal/registry';
import { matchingRoles } from '../../../src/framework/accessMatrix';

/** The sidebar of spec 2.6 over the real definitions: group → entry labels, per role and platform. */
const messages = resourceMessages(resourceDefinitions).resources as Record<string, { menu: Record<string, string> }>;
const labelOf = (labelKey: string) => {
  const [, resource, , index] = labelKey.split('.');
  return messages[resource!]!.menu[index!]!;
};

const sidebar = (role: string, platform: 'AWS' | 'AZURE') =>
  Object.fromEntries(
    buildMenu(resourceDefinitions, { ...matchingRoles(role), platform, params: { companyId: 'cmp-01' } }).map((g) => [
      g.id,
      g.items.map((i) => `${labelOf(i.labelKey)}${i.visibleWhen ? ' (if allowed)' : ''}`),
    ]),
  );

const RETENTION = ['All Policies', 'Create new policy (if allowed)', 'Logs'];
// Spec 2.6: the third-party entries for SuperAdmin, Support and Analyst.
const THIRD_PARTY = ['API Integrations', 'Third-Party Integrations', 'Add Third-Party Integration'];
// Email Configuration is ours, not spec 2.6's (docs/decisions.md): the roles that may open its pages.

const AWS: Record<string, Record<string, string[]>> = {
  SuperAdmin: {
    dataAccess: ['My Access'],
    dataRetention: RETENTION,
    dataPublish: ['Data Publish Configuration'],
    users: ['Manage Users', 'Invite New User'],
    apiIntegrations: THIRD_PARTY,
    productsConfiguration: ['Products Configuration'],
    console: ['General settings', 'Audit trail'],
    onboarding: ['Manage Companies', 'Selected company', 'Add New Company', 'Bulk Onboard', 'Tenant Configuration', 'Email Configuration'],
    allProducts: ['All Products'],
  },
  Support: {
    dataAccess: ['My Access'],
    dataRetention: RETENTION,
    dataPublish: ['Data Publish Configuration'],
    users: ['Manage Users', 'Invite New User'],
    apiIntegrations: THIRD_PARTY,
    productsConfiguration: ['Products Configuration'],
    console: ['General settings', 'Audit trail'],
    onboarding: ['Manage Companies', 'Selected company', 'Add New Company', 'Bulk Onboard', 'Email Configuration'],
    allProducts: ['All Products'],
  },
  ClientPortal_Analyst: {
    dataAccess: ['My Access'],
    dataRetention: RETENTION,
    users: ['Manage Users', 'Invite New User'],
    apiIntegrations: THIRD_PARTY,
    onboarding: ['Manage Companies', 'Selected company', 'Add New Company', 'Bulk Onboard', 'Email Configuration'],
    allProducts: ['All Products'],
  },
  ClientPortal_Viewer: {
    users: ['Manage Users'],
    apiIntegrations: ['API Integrations'],
    onboarding: ['Manage Companies', 'Selected company'],
    allProducts: ['All Products'],
  },
  ClientPortal_ClientAdmin: {
    dataAccess: ['Manage Access'],
    dataRetention: RETENTION,
    users: ['Manage Users', 'Invite New User'],
    apiIntegrations: ['API Integrations'],
    onboarding: ['Manage Companies', 'Selected company', 'Bulk Onboard', 'Email Configuration'],
    allProducts: ['All Products'],
  },
  ClientPortal_Manager: {},
  ClientPortal_SftpOnly: {},
};

describe('sidebar of spec 2.6 for every role', () => {
  for (const [role, expected] of Object.entries(AWS)) {
    it(`${role} on AWS`, () => {
      expect(sidebar(role, 'AWS')).toEqual(expected);
    });

    it(`${role} on AZURE: no Data Access Permission, no API Integrations`, () => {
      const { dataAccess: _access, apiIntegrations: _integrations, ...rest } = expected;
      expect(sidebar(role, 'AZURE')).toEqual(rest);
    });
  }

  it('keeps the groups in the order of spec 2.6 (the console, ours, beside the other console page)', () => {
    expect(Object.keys(sidebar('SuperAdmin', 'AWS'))).toEqual([
      'dataAccess',
      'dataRetention',
      'dataPublish',
      'users',
      'apiIntegrations',
      'productsConfiguration',
      'console',
      'onboarding',
      'allProducts',
    ]);
  });

  it('waits for a selected company before showing company-scoped entries', () => {
    const items = buildMenu(resourceDefinitions, { ...matchingRoles('SuperAdmin'), platform: 'AWS', params: {} }).flatMap((g) =>
      g.items.map((i) => labelOf(i.labelKey)),
    );
    expect(items).not.toContain('All Policies');
    expect(items).not.toContain('Logs');
    expect(items).not.toContain('Selected company');
    expect(items).toContain('My Access');
  });

  it('keeps the shape while the companies load: company-scoped entries come back as placeholders, in place', () => {
    const loading = buildMenu(resourceDefinitions, {
      ...matchingRoles('SuperAdmin'),
      platform: 'AWS',
      params: {},
      pendingParams: ['companyId'],
    });
    const loaded = buildMenu(resourceDefinitions, { ...matchingRoles('SuperAdmin'), platform: 'AWS', params: { companyId: 'cmp-01' } });
    expect(loading.map((g) => g.items.map((i) => i.key))).toEqual(loaded.map((g) => g.items.map((i) => i.key)));
    const pending = loading.flatMap((g) => g.items.filter((i) => i.pending).map((i) => labelOf(i.labelKey)));
    expect(pending).toEqual(expect.arrayContaining(['All Policies', 'Logs', 'Selected company']));
    expect(pending).not.toContain('My Access');
    for (const item of loading.flatMap((g) => g.items).filter((i) => i.pending)) expect(item.to).toBe('');
  });

  it("keeps the selected company's tabs in place too while the companies load: as many rows as the entry will list", () => {
    const context = { ...matchingRoles('SuperAdmin'), platform: 'AWS' as const };
    const entry = (groups: ReturnType<typeof buildMenu>) =>
      groups.flatMap((g) => g.items).find((i) => labelOf(i.labelKey) === 'Selected company')!;
    const loading = entry(buildMenu(resourceDefinitions, { ...context, params: {}, pendingParams: ['companyId'] }));
    const loaded = entry(buildMenu(resourceDefinitions, { ...context, params: { companyId: 'cmp-01' } }));
    expect(loaded.record!.tabs.length).toBeGreaterThan(1);
    expect(loading.pending).toEqual({ tabs: loaded.record!.tabs.length });
  });

  it.each(['SuperAdmin', 'ClientPortal_ClientAdmin', 'ClientPortal_Analyst'])(
    '%s: every entry has an icon, and no two entries share one (the collapsed rail tells them apart)',
    (role) => {
      const items = buildMenu(resourceDefinitions, { ...matchingRoles(role), platform: 'AWS', params: { companyId: 'cmp-01' } }).flatMap(
        (g) => g.items,
      );
      expect(items.filter((i) => !i.icon).map((i) => labelOf(i.labelKey))).toEqual([]);
      const byIcon = new Map<unknown, string[]>();
      for (const i of items) byIcon.set(i.icon, [...(byIcon.get(i.icon) ?? []), labelOf(i.labelKey)]);
      expect([...byIcon.values()].filter((labels) => labels.length > 1)).toEqual([]);
    },
  );

  it("'Products Configuration' and 'All Products' are different tables: configuration versus catalogue", () => {
    const columns = (name: string) =>
      resourceDefinitions
        .find((d) => d.name === name)!
        .fields.filter((f) => f.list)
        .map((f) => f.source);
    expect(columns('products')).toEqual(['name', 'description', 'demoAvailable', 'retiring']);
    expect(columns('productsConfiguration')).toEqual(['name', 'domainPrefix', 'url', 'demoAvailable', 'retiring']);
  });
});
