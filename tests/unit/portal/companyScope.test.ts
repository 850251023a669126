import { describe, expect, it } from 'vitest';
import { companyInUrl, companyOfRecord, companyRecordPatterns, decideSync } from '../../../src/portal/company/companyScope';
import { resourceDefinitions } from '../../../src/portal/registry';

const companies = [
  { id: 'c1', name: 'Anglia Farms' },
  { id: 'c2', name: 'Pennine Building Society' },
];
const patterns = ['/data/retention/company/:companyId/policy/*'];

describe('the company a URL names', () => {
  it('reads the company from a routed path or from the query', () => {
    expect(companyInUrl(patterns, '/data/retention/company/c2/policy/list', '')).toEqual({ companyId: 'c2', routed: true });
    expect(companyInUrl(patterns, '/dashboard', '?companyId=c1')).toEqual({ companyId: 'c1', routed: false });
    expect(companyInUrl(patterns, '/administration/user/list', '')).toBeUndefined();
  });

  it("takes the query's companyId as the selection on the dashboard only (spec 2.3); elsewhere it is the page's own parameter", () => {
    expect(companyInUrl(patterns, '/dashboard/request-demo-success', '?companyId=c1')).toEqual({ companyId: 'c1', routed: false });
    // The invite wizard opened from a company names the company to invite into, not the one to select (issue 27).
    expect(companyInUrl(patterns, '/administration/user/create/personal-information', '?companyId=c1&role=ClientAdmin')).toBeUndefined();
    expect(companyInUrl(patterns, '/dashboards', '?companyId=c1')).toBeUndefined();
  });
});

describe('URL and selection in step', () => {
  const at = (pathname: string, search = '') => ({ pathname, search });
  const routed = { companyId: 'c2', routed: true };

  it('takes the URL company on routed pages for ClientAdmin, Manager, Analyst and Viewer', () => {
    for (const role of ['ClientPortal_ClientAdmin', 'ClientPortal_Manager', 'ClientPortal_Analyst', 'ClientPortal_Viewer']) {
      expect(decideSync(role, routed, 'c1', companies, at('/data/retention/company/c2/policy/list'))).toEqual({
        kind: 'select',
        companyId: 'c2',
      });
    }
  });

  it('rewrites the URL with the current company otherwise', () => {
    expect(decideSync('SuperAdmin', routed, 'c1', companies, at('/data/retention/company/c2/policy/list'))).toEqual({
      kind: 'rewrite',
      to: { pathname: '/data/retention/company/c1/policy/list', search: '' },
    });
    expect(
      decideSync('ClientPortal_ClientAdmin', { companyId: 'c2', routed: false }, 'c1', companies, at('/dashboard', '?companyId=c2')),
    ).toEqual({
      kind: 'rewrite',
      to: { pathname: '/dashboard', search: '?companyId=c1' },
    });
  });

  it('never selects a company the user cannot see', () => {
    expect(
      decideSync(
        'ClientPortal_ClientAdmin',
        { companyId: 'other', routed: true },
        'c1',
        companies,
        at('/data/retention/company/other/policy/list'),
      ),
    ).toEqual({
      kind: 'rewrite',
      to: { pathname: '/data/retention/company/c1/policy/list', search: '' },
    });
  });

  it('does nothing when they agree or the page names no company', () => {
    expect(decideSync('SuperAdmin', { companyId: 'c1', routed: true }, 'c1', companies, at('/x'))).toEqual({ kind: 'none' });
    expect(decideSync('SuperAdmin', undefined, 'c1', companies, at('/x'))).toEqual({ kind: 'none' });
  });
});

describe("a company's own record pages", () => {
  const records = companyRecordPatterns(resourceDefinitions);
  const at = (pathname: string) => ({ pathname, search: '' });

  it('are found from the definitions: the view, update and set-up pages of the record the screens under it call companyId', () => {
    const base = '/administration/onboarding/company';
    expect(companyOfRecord(records, `${base}/view/c2/details`)).toEqual({ companyId: 'c2', routed: true, record: true });
    expect(companyOfRecord(records, `${base}/update/c2/scheme/update/s1/sections`)?.companyId).toBe('c2');
    expect(companyOfRecord(records, `${base}/create/c2/products`)?.companyId).toBe('c2');
    // A new company has no id yet; the list and the company-scoped pages are not records.
    expect(companyOfRecord(records, `${base}/create`)).toBeUndefined();
    expect(companyOfRecord(records, `${base}/list`)).toBeUndefined();
    expect(companyOfRecord(records, '/data/retention/company/c2/policy/list')).toBeUndefined();
  });

  it('select the company they show for every role, and never rewrite their URL', () => {
    const record = { companyId: 'c2', routed: true, record: true };
    for (const role of ['SuperAdmin', 'Support', 'ClientPortal_ClientAdmin', 'ClientPortal_Viewer'])
      expect(decideSync(role, record, 'c1', companies, at('/administration/onboarding/company/view/c2/details'))).toEqual({
        kind: 'select',
        companyId: 'c2',
      });
  });

  it('select nothing when the user cannot open that company: the page shows its own error', () => {
    const other = { companyId: 'other', routed: true, record: true };
    expect(
      decideSync('ClientPortal_ClientAdmin', other, 'c1', companies, at('/administration/onboarding/company/view/other/details')),
    ).toEqual({ kind: 'none' });
  });
});
