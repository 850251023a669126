import { describe, expect, it } from 'vitest';
import companies from '../../../resources/companies';
import { basePattern, createPath, listPath, parentParams, recordPath, routePatterns } from '../../../src/framework/paths';
import { pensionProviders } from './fixtures';

describe('spec-shaped URLs', () => {
  it('builds list, create and record URLs under the base', () => {
    expect(listPath(companies)).toBe('/administration/onboarding/company/list');
    expect(createPath(companies)).toBe('/administration/onboarding/company/create');
    expect(recordPath(companies, 'view', 'c-1')).toBe('/administration/onboarding/company/view/c-1/details');
    expect(recordPath(companies, 'update', 'c-1', {}, 'details')).toBe('/administration/onboarding/company/update/c-1/details');
  });

  it('carries parent params in the path and encodes ids', () => {
    expect(parentParams(basePattern(pensionProviders))).toEqual(['companyId']);
    expect(listPath(pensionProviders, { companyId: 'acme ltd' })).toBe('/administration/onboarding/company/view/acme%20ltd/provider/list');
    expect(recordPath(pensionProviders, 'view', 'p/1', { companyId: 'c-9' })).toBe(
      '/administration/onboarding/company/view/c-9/provider/view/p%2F1/details',
    );
  });

  it('refuses to build a URL without its parent params', () => {
    expect(() => listPath(pensionProviders)).toThrow(/companyId/);
  });

  it('mounts one route pattern per declared view', () => {
    expect(routePatterns(companies)).toEqual({
      list: '/administration/onboarding/company/list',
      create: '/administration/onboarding/company/create/*',
      update: '/administration/onboarding/company/update/:id/*',
      view: '/administration/onboarding/company/view/:id/*',
    });
  });
});

describe('list segment', () => {
  it('puts the list at the base when the definition says so', async () => {
    const { defineResource } = await import('../../../src/framework/define');
    const manage = defineResource({
      ...companies,
      name: 'manageAccess',
      route: {
        base: '/data/access/manage/request-access',
        listSegment: '',
        views: { list: true, view: true },
        tabs: [{ path: 'details', label: 'Details' }],
      },
    });
    expect(listPath(manage)).toBe('/data/access/manage/request-access');
    expect(routePatterns(manage).list).toBe('/data/access/manage/request-access');
    expect(recordPath(manage, 'view', 'r-1')).toBe('/data/access/manage/request-access/view/r-1/details');
  });
});

describe('update segment', () => {
  it("puts the update screen at another segment when the definition names one (the spec's edit/{id})", async () => {
    const { defineResource } = await import('../../../src/framework/define');
    const thirdParty = defineResource({
      ...companies,
      name: 'thirdParty',
      route: {
        base: '/administration/integration/third-party',
        updateSegment: 'edit',
        views: { list: true, create: true, update: true, view: true },
        tabs: [{ path: 'integration', label: 'Integration' }],
      },
    });
    expect(recordPath(thirdParty, 'update', 'tpi-1')).toBe('/administration/integration/third-party/edit/tpi-1/integration');
    expect(recordPath(thirdParty, 'view', 'tpi-1')).toBe('/administration/integration/third-party/view/tpi-1/integration');
    expect(routePatterns(thirdParty).update).toBe('/administration/integration/third-party/edit/:id/*');
    expect(routePatterns(companies).update).toBe('/administration/onboarding/company/update/:id/*');
  });
});

describe('view segment', () => {
  it("puts the view screen at another segment when the definition names one (the spec's history/file/{id})", async () => {
    const { defineResource } = await import('../../../src/framework/define');
    const files = defineResource({
      ...companies,
      name: 'files',
      route: {
        base: '/administration/onboarding/onboard/company/:companyId/history',
        listSegment: '',
        viewSegment: 'file',
        views: { list: true, view: true },
      },
    });
    expect(listPath(files, { companyId: 'cmp-01' })).toBe('/administration/onboarding/onboard/company/cmp-01/history');
    expect(recordPath(files, 'view', 'obf-1', { companyId: 'cmp-01' })).toBe(
      '/administration/onboarding/onboard/company/cmp-01/history/file/obf-1',
    );
    expect(routePatterns(files).view).toBe('/administration/onboarding/onboard/company/:companyId/history/file/:id/*');
    expect(routePatterns(companies).view).toBe('/administration/onboarding/company/view/:id/*');
  });
});

describe('a nested resource without a route (issue 24)', () => {
  it('has all four views, its list at the parent tab and its records straight under it', async () => {
    const { defineResource } = await import('../../../src/framework/define');
    const notes = defineResource({
      ...companies,
      name: 'companyNotes',
      parent: { definition: companies, idParam: 'companyId', tab: { path: 'notes', label: 'Notes' } },
      route: undefined,
    });
    const params = { companyId: 'cmp-1' };
    expect(listPath(notes, params, 'update')).toBe('/administration/onboarding/company/update/cmp-1/notes');
    expect(createPath(notes, params, 'update')).toBe('/administration/onboarding/company/update/cmp-1/notes/create');
    expect(recordPath(notes, 'view', 'n-1', params)).toBe('/administration/onboarding/company/view/cmp-1/notes/n-1');
    expect(Object.values(routePatterns(notes)).every(Boolean)).toBe(true);
  });

  it('refuses a top-level resource without its views', async () => {
    const { defineResource } = await import('../../../src/framework/define');
    expect(() => defineResource({ ...companies, name: 'adrift', route: undefined })).toThrow('Resource "adrift": route.views is required');
  });
});
