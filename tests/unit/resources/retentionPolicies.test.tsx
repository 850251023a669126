import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import retentionAudits from '../../../resources/retentionAudits';
import retentionPolicies from '../../../resources/retentionPolicies';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { dataRows, findSlow, menu, openAs } from './render';

vi.setConfig({ testTimeout: 150_000 });

const defs = [retentionPolicies, retentionAudits, companies];
const BASE = '/data/retention/company/cmp-01';

describe('retention policies', () => {
  it('lists the company\'s policies and opens one at its current version, with rules and versions tabs', async () => {
    const user = userEvent.setup();
    const store = getStore();
    const policy = store.retentionPolicies.find((p) => p.companyId === 'cmp-01')!;
    const portal = await openAs(defs, 'clientadmin@portico.test', `${BASE}/policy/list`);
    await findSlow(policy.name);
    await user.click(screen.getByText(policy.name));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/policy/view/${policy.id}/version/${policy.currentVersionId}/details`), { timeout: 20_000 });
    expect(await screen.findByRole('heading', { level: 1, name: `Retention policy: ${policy.name}` })).toBeInTheDocument();
    const trail = screen.getByRole('navigation', { name: 'Breadcrumb' });
    await waitFor(() => expect(within(trail).getByText(policy.name)).toBeInTheDocument());

    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    const version = store.retentionVersions.find((v) => v.id === policy.currentVersionId)!;
    const rules = await screen.findByRole('table', { name: 'Rules' });
    expect(within(rules).getAllByRole('row')).toHaveLength(version.rules.length + 1);
    const category = store.retentionCategories.find((c) => c.id === version.rules[0]!.categoryId)!;
    expect(within(rules).getByText(category.name)).toBeInTheDocument();

    await user.click(screen.getByRole('tab', { name: 'Versions' }));
    const versions = await screen.findByRole('table', { name: 'Versions' });
    await user.click(within(versions).getByRole('link', { name: `Version ${version.versionNumber}` }));
    await waitFor(() =>
      expect(portal.location()).toBe(`${BASE}/policy/view/${policy.id}/version/${policy.currentVersionId}/versions/${version.id}/details`),
    );
    expect(screen.getByRole('tab', { name: 'Versions' })).toHaveAttribute('aria-selected', 'true');
    expect(await screen.findByRole('heading', { level: 2, name: `Version ${version.versionNumber}` })).toBeInTheDocument();
  });

  it('names the policy in the trail when opened from a link, before any list has loaded', async () => {
    const policy = getStore().retentionPolicies.find((p) => p.companyId === 'cmp-01')!;
    await openAs(defs, 'clientadmin@portico.test', `${BASE}/policy/view/${policy.id}/version/${policy.currentVersionId}/details`);
    const trail = await screen.findByRole('navigation', { name: 'Breadcrumb' }, { timeout: 20_000 });
    await waitFor(() => expect(within(trail).getByText(policy.name)).toBeInTheDocument(), { timeout: 20_000 });
  });

  it('creates a policy: unique name, a product without a policy and at least one rule', async () => {
    const user = userEvent.setup();
    const bodies: unknown[] = [];
    server.use(
      http.post('http://localhost:4010/gateway/api/v1/data-retention', async ({ request }) => {
        bodies.push(await request.clone().json());
      }),
    );
    const store = getStore();
    const taken = store.retentionPolicies.find((p) => p.companyId === 'cmp-01')!.name;
    const portal = await openAs(defs, 'clientadmin@portico.test', `${BASE}/policy/create`);
    expect(await findSlow('Create new policy')).toBeInTheDocument();
    await waitFor(() => expect(menu().getByRole('link', { name: 'Create new policy' })).toHaveAttribute('href', `${BASE}/policy/create`));

    await user.type(screen.getByRole('textbox', { name: /Policy name/ }), taken);
    await user.click(screen.getByRole('combobox', { name: /Product/ }));
    const product = store.products.find((p) => p.id === 'prd-employer-hub')!;
    await user.click(await screen.findByRole('option', { name: product.name }));
    await user.click(screen.getByRole('tab', { name: 'Rules' }));
    await user.click(await screen.findByRole('combobox', { name: /Data category/ }));
    await user.click(await screen.findByRole('option', { name: 'Contribution records' }));
    await user.type(screen.getByRole('spinbutton', { name: /Retention period/ }), '365');
    await user.click(screen.getByRole('combobox', { name: /Trigger/ }));
    await user.click(await screen.findByRole('option', { name: 'Member leaving' }));
    await user.click(screen.getByRole('combobox', { name: /Action/ }));
    await user.click(await screen.findByRole('option', { name: 'Anonymise' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await user.click(screen.getByRole('tab', { name: /Details/ }));
    expect(await screen.findByText('A policy with this name already exists.')).toBeInTheDocument();
    expect(bodies).toHaveLength(0);

    const name = screen.getByRole('textbox', { name: /Policy name/ });
    await user.clear(name);
    await user.type(name, 'Contribution history');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(portal.location()).toMatch(new RegExp(`^${BASE}/policy/view/pol-[^/]+/version/[^/]+/details$`)), { timeout: 20_000 });
    expect(bodies).toEqual([
      {
        companyId: 'cmp-01',
        name: 'Contribution history',
        productId: product.id,
        rules: [{ categoryId: 'cat-contributions', retentionPeriod: 365, retentionUnit: 'Days', trigger: 'MemberLeaving', action: 'Anonymise' }],
      },
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Retention policy: Contribution history' })).toBeInTheDocument();
  });

  it('offers "Create new policy" only while the company has a product without a policy', async () => {
    const store = getStore();
    const covered = new Set(store.retentionPolicies.filter((p) => p.companyId === 'cmp-01').map((p) => p.productId));
    store.companyProducts = store.companyProducts.filter((cp) => cp.companyId !== 'cmp-01' || covered.has(cp.productId));
    await openAs(defs, 'clientadmin@portico.test', `${BASE}/policy/list`);
    await findSlow(store.retentionPolicies.find((p) => p.companyId === 'cmp-01')!.name);
    expect(menu().getByRole('link', { name: 'All Policies' })).toHaveAttribute('href', `${BASE}/policy/list`);
    expect(menu().getByRole('link', { name: 'Logs' })).toHaveAttribute('href', `${BASE}/logs`);
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(menu().queryByRole('link', { name: 'Create new policy' })).not.toBeInTheDocument();
  });
});

describe('retention logs', () => {
  it('lists the company\'s audit entries, newest first, paged on the server', async () => {
    const requests: string[] = [];
    server.use(
      http.get('http://localhost:4010/gateway/api/v1/data-retention/audits', ({ request }) => {
        requests.push(request.url);
      }),
    );
    const audits = getStore().retentionAudits.filter((a) => a.companyId === 'cmp-03');
    await openAs(defs, 'superadmin@portico.test', '/data/retention/company/cmp-03/logs');
    await waitFor(() => expect(dataRows()).toHaveLength(audits.length), { timeout: 20_000 });
    expect(requests[0]).toContain('companyId=cmp-03');
    expect(requests[0]).toContain('page=1');
    expect(screen.getAllByText(audits[0]!.policyName).length).toBeGreaterThan(0);
  });

  it('keeps the Viewer out of the data area', async () => {
    const portal = await openAs(defs, 'viewer@portico.test', '/data/retention/company/cmp-03/logs');
    await waitFor(() => expect(portal.location()).toBe('/permission-denied'), { timeout: 20_000 });
  });
});
