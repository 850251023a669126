// @vitest-environment node
/**
 * A tab's component beside its block: the assignment block draws it (what an assignment covers); any other block
 * would leave it unseen, so the definition is refused rather than the component silently dropped.
 */
import { describe, expect, it } from 'vitest';
import { defineResource } from '../../../src/framework/define';

const Nothing = () => null;

const definition = (tab: Record<string, unknown>) => ({
  name: 'pensionProviders',
  labels: { singular: 'Pension provider', plural: 'Pension providers' },
  api: { service: 'portal' as const, simpleRest: 'pension-providers' },
  route: { base: '/administration/pension-provider', views: { list: true, update: true }, tabs: [tab] },
  fields: [{ source: 'name', type: 'text' as const, label: 'Name', list: true, edit: true }],
  access: { list: ['SuperAdmin' as const], edit: ['SuperAdmin' as const] },
});

describe('a component beside a tab block', () => {
  it('is taken beside an assignment block, as what the assignment covers', () => {
    const tab = {
      path: 'funds',
      label: 'Funds',
      block: {
        kind: 'assignment',
        access: { resource: 'pensionProviders', action: 'edit' },
        messages: 'resources.pensionProviders.funds',
        assigned: { service: 'portal', path: '/api/v1/pension-providers/{id}/funds' },
        rows: { table: { columns: ['name'], link: '/funds/{id}' } },
        give: { available: { service: 'portal', path: '/api/v1/funds' } },
        calls: { service: 'portal', assign: '/api/v1/funds/assign', remove: '/api/v1/funds/remove', record: 'providerId', item: 'fundId' },
      },
      component: Nothing,
    };
    expect(() => defineResource(definition(tab) as never)).not.toThrow();
  });

  it('is refused beside any other block, which would not draw it', () => {
    const tab = {
      path: 'history',
      label: 'History',
      block: { kind: 'history', resource: 'providerAudits', scope: { providerId: 'id' }, messages: 'audit' },
      component: Nothing,
    };
    expect(() => defineResource(definition(tab) as never)).toThrow('tab "history": a history block draws no component beside it');
  });
});
