import { describe, expect, it } from 'vitest';
import companies from '../../../resources/companies';
import tenants from '../../../resources/tenants';
import { breadcrumbTrail, buildBreadcrumbMap } from '../../../src/framework/breadcrumbs';
import { pensionProviders } from './fixtures';

const map = buildBreadcrumbMap([companies, tenants, pensionProviders]);
const trail = (path: string) =>
  breadcrumbTrail(map, path).map((c) => `${c.path} [${c.label.kind === 'text' ? c.label.key : c.label.kind}]`);

describe('breadcrumb map', () => {
  it('puts a record under its list', () => {
    expect(trail('/administration/onboarding/company/view/c-1/details')).toEqual([
      '/administration/onboarding/company/list [resources.companies.name]',
      '/administration/onboarding/company/view/c-1 [record]',
    ]);
  });

  it('puts create under the list', () => {
    expect(trail('/administration/tenant/create/t-1/branding')).toEqual([
      '/administration/tenant/list [resources.tenants.name]',
      '/administration/tenant/create [create]',
    ]);
  });

  it('follows a child resource up through its parent record', () => {
    expect(trail('/administration/onboarding/company/view/c-1/provider/view/p-2/details')).toEqual([
      '/administration/onboarding/company/list [resources.companies.name]',
      '/administration/onboarding/company/view/c-1 [record]',
      '/administration/onboarding/company/view/c-1/provider/list [resources.pensionProviders.name]',
      '/administration/onboarding/company/view/c-1/provider/view/p-2 [record]',
    ]);
  });

  it('has nothing for pages outside the definitions', () => {
    expect(trail('/dashboard')).toEqual([]);
  });
});

describe('a parent named under another param', () => {
  it("takes a module's company from the page's companyId: Companies / {company} / {module}", async () => {
    const { default: companyProducts } = await import('../../../resources/companyProducts');
    const trail = breadcrumbTrail(
      buildBreadcrumbMap([companies, companyProducts, (await import('../../../resources/schemes')).default]),
      '/administration/company/cmp-01/product/update/prd-1/scheme',
    ).map((c) => `${c.path} ${c.label.kind === 'record' ? `[${c.label.resource} ${c.params[c.label.idParam]}]` : c.label.kind}`);
    expect(trail).toEqual([
      '/administration/onboarding/company/list text',
      '/administration/onboarding/company/update/cmp-01 [companies cmp-01]',
      '/administration/company/cmp-01/product/update/prd-1 [companyProducts prd-1]',
    ]);
  });
});

describe("a tab's own drill-down", () => {
  it('puts each declared level under the one before, the first under the record', async () => {
    const { default: users } = await import('../../../resources/users');
    const base = '/administration/user/update/u1/roles-and-permissions';
    const trail = breadcrumbTrail(buildBreadcrumbMap([users]), `${base}/company/c1/product/p1/scheme/s1/employer/list`).map(
      (c) => `${c.path} ${c.label.kind === 'record' ? `[${c.label.resource} ${c.params[c.label.idParam]}]` : c.label.kind}`,
    );
    expect(trail).toEqual([
      '/administration/user/list text',
      '/administration/user/update/u1 [users u1]',
      `${base}/company/list text`,
      `${base}/company/c1/product/list [companies c1]`,
      `${base}/company/c1/product/p1/scheme/list [products p1]`,
      `${base}/company/c1/product/p1/scheme/s1/employer/list [schemes s1]`,
    ]);
  });
});
