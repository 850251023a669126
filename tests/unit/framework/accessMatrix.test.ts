import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessMatrixMarkdown, buildAccessMatrix, MATRIX_ROLES, type Cell } from '../../../src/framework/accessMatrix';
import { resourceDefinitions } from '../../../src/portal/registry';
import { areaOfPath, toRole } from '../../../src/shared/roles';

const matrix = buildAccessMatrix(resourceDefinitions);

/**
 * Every cell written out, as docs/access-matrix.md was reviewed against spec 2.6 (the sidebar by role) and 6 (the
 * area allow-lists): a change in the definitions or the access rules fails here until it is made here too, on purpose.
 * Columns: SuperAdmin, Support, Analyst, Viewer, ClientAdmin, Manager, SftpOnly.
 * o opens (may change), r read-only, - refused; * the role's menu does not link to the page although another role's does.
 */
const EXPECTED = `
/administration/company/:companyId/product/update/:id                                                   o   o   o   -   o   -   -
/administration/console/audit                                                                           r   r   -   -   -   -   -
/administration/console/general                                                                         o   r   -   -   -   -   -
/administration/console/products                                                                        r   r   -   -   -   -   -
/administration/integration/create                                                                      o   o   -   -   o   -   -
/administration/integration/list                                                                        o   o   r   r   o   -   -
/administration/integration/third-party/create                                                          o   o   o   -   -   -   -
/administration/integration/third-party/edit/:id                                                        o   o   o   -   -   -   -
/administration/integration/third-party/list                                                            o   o   o   -   -   -   -
/administration/integration/third-party/view/:id                                                        r   r   r   -   -   -   -
/administration/integration/update/:id                                                                  o   o   -   -   o   -   -
/administration/integration/view/:id                                                                    r   r   r   r   r   -   -
/administration/onboarding/company/create                                                               o   o   o   -   -   -   -
/administration/onboarding/company/list                                                                 o   o   o   r   o   -   -
/administration/onboarding/company/update/:companyId/create-scheme                                      o   o   o   -   o   -   -
/administration/onboarding/company/update/:companyId/scheme/list                                        o   o   o   r   o   -   -
/administration/onboarding/company/update/:companyId/scheme/update/:id                                  o   o   o   -   o   -   -
/administration/onboarding/company/update/:companyId/scheme/update/:schemeId/employers                  o   o   o   r   o   -   -
/administration/onboarding/company/update/:companyId/scheme/update/:schemeId/employers/:id              o   o   o   -   o   -   -
/administration/onboarding/company/update/:companyId/scheme/update/:schemeId/employers/create           o   o   o   -   o   -   -
/administration/onboarding/company/update/:companyId/scheme/update/:schemeId/sections                   o   o   o   r   o   -   -
/administration/onboarding/company/update/:companyId/scheme/update/:schemeId/sections/:id               o   o   o   -   o   -   -
/administration/onboarding/company/update/:companyId/scheme/update/:schemeId/sections/create            o   o   o   -   o   -   -
/administration/onboarding/company/update/:companyId/scheme/update/:schemeId/strategic-partners         o   o   o   r   o   -   -
/administration/onboarding/company/update/:companyId/scheme/update/:schemeId/strategic-partners/:id     o   o   o   -   o   -   -
/administration/onboarding/company/update/:companyId/scheme/update/:schemeId/strategic-partners/create  o   o   o   -   o   -   -
/administration/onboarding/company/update/:id                                                           o   o   o   -   o   -   -
/administration/onboarding/company/view/:companyId/create-scheme                                        o   o   o   -   o   -   -
/administration/onboarding/company/view/:companyId/scheme/list                                          o   o   o   r   o   -   -
/administration/onboarding/company/view/:companyId/scheme/view/:id                                      r   r   r   r   r   -   -
/administration/onboarding/company/view/:companyId/scheme/view/:schemeId/employers                      o   o   o   r   o   -   -
/administration/onboarding/company/view/:companyId/scheme/view/:schemeId/employers/:id                  r   r   r   r   r   -   -
/administration/onboarding/company/view/:companyId/scheme/view/:schemeId/employers/create               o   o   o   -   o   -   -
/administration/onboarding/company/view/:companyId/scheme/view/:schemeId/sections                       o   o   o   r   o   -   -
/administration/onboarding/company/view/:companyId/scheme/view/:schemeId/sections/:id                   r   r   r   r   r   -   -
/administration/onboarding/company/view/:companyId/scheme/view/:schemeId/sections/create                o   o   o   -   o   -   -
/administration/onboarding/company/view/:companyId/scheme/view/:schemeId/strategic-partners             o   o   o   r   o   -   -
/administration/onboarding/company/view/:companyId/scheme/view/:schemeId/strategic-partners/:id         r   r   r   r   r   -   -
/administration/onboarding/company/view/:companyId/scheme/view/:schemeId/strategic-partners/create      o   o   o   -   o   -   -
/administration/onboarding/company/view/:id                                                             r   r   r   r   r   -   -
/administration/onboarding/onboard/company/:companyId/history                                           r   r   r   r   r   -   -
/administration/onboarding/onboard/company/:companyId/history/file/:id                                  r   r   r   r   r   -   -
/administration/onboarding/onboard/company/:companyId/upload                                            r   r   r   -   r   -   -
/administration/product/list                                                                            o   o   r   r   r   -   -
/administration/product/update/:id                                                                      o   o   -   -   -   -   -
/administration/tenant/create                                                                           o   -   -   -   -   -   -
/administration/tenant/list                                                                             o   -   -   -   -   -   -
/administration/tenant/update/:id                                                                       o   -   -   -   -   -   -
/administration/user/create                                                                             o   o   o   -   o   -   -
/administration/user/list                                                                               o   o   o   r   o   -   -
/administration/user/update/:id                                                                         o   o   o   -   o   -   -
/administration/user/view/:id                                                                           r   r   r   r   r   -   -
/configuration/emailConfiguration/create                                                                o   o   o   -   o   -   -
/configuration/emailConfiguration/list                                                                  o   o   o   -   o   -   -
/data/access/manage/data-access-details                                                                 r   r   -   -   r   -   -
/data/access/manage/data-access-details/view/:id                                                        r   r   -   -   r   -   -
/data/access/manage/request-access                                                                      r*  r*  -   -   r   -   -
/data/access/manage/request-access/view/:id                                                             r   r   -   -   r   -   -
/data/access/my-access/create                                                                           o   o   o   -   -   -   -
/data/access/my-access/list                                                                             o   o   o   -   -   -   -
/data/access/my-access/view/:id                                                                         r   r   r   -   -   -   -
/data/publish/configuration                                                                             o   o   -   -   -   -   -
/data/retention/company/:companyId/logs                                                                 r   r   r   -   r   -   -
/data/retention/company/:companyId/policy/create                                                        o   o   o   -   o   -   -
/data/retention/company/:companyId/policy/edit/:id                                                      o   o   o   -   o   -   -
/data/retention/company/:companyId/policy/list                                                          o   o   o   -   o   -   -
/data/retention/company/:companyId/policy/view/:id                                                      r   r   r   -   r   -   -`;

const CELLS: Record<string, Cell> = {
  o: 'opens',
  r: 'read-only',
  '-': 'refused',
  'o*': 'opens, not in menu',
  'r*': 'read-only, not in menu',
};

const expected = EXPECTED.trim()
  .split('\n')
  .map((line) => {
    const [pattern, ...cells] = line.trim().split(/\s+/);
    return { pattern: pattern!, cells: Object.fromEntries(MATRIX_ROLES.map((role, i) => [role, CELLS[cells[i]!]])) };
  });

/** Spec 6's area allow-lists, as the spec words them. */
const SPEC_AREAS: Record<string, string[]> = {
  data: ['SuperAdmin', 'Support', 'ClientAdmin', 'Analyst'],
  configuration: ['SuperAdmin', 'Support', 'ClientAdmin', 'Analyst'],
  administration: ['SuperAdmin', 'Support', 'ClientAdmin', 'Analyst', 'Viewer'],
};

describe('the access matrix (docs/access-matrix.md)', () => {
  it('is up to date with the definitions: run `npm run docs:access` when this fails', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../../docs/access-matrix.md'), 'utf8');
    expect(committed).toBe(accessMatrixMarkdown(resourceDefinitions));
  });

  it('gives each role, at each page, what was reviewed against spec 2.6 and 6', () => {
    expect(MATRIX_ROLES.map((role) => toRole(role))).toEqual([
      'SuperAdmin',
      'Support',
      'Analyst',
      'Viewer',
      'ClientAdmin',
      'Manager',
      'SftpOnly',
    ]);
    expect(matrix.map((r) => r.pattern)).toEqual(expected.map((r) => r.pattern));
    for (const [i, r] of matrix.entries()) expect(r.cells, r.pattern).toEqual(expected[i]!.cells);
  });

  it("refuses every role outside an area's allow-list of spec 6, on every page of that area", () => {
    for (const r of expected) {
      const allowed = SPEC_AREAS[areaOfPath(r.pattern) ?? ''];
      expect(allowed, `${r.pattern} lies in an area`).toBeDefined();
      for (const role of MATRIX_ROLES) {
        if (!allowed!.includes(toRole(role)!)) expect(r.cells[role], `${role} on ${r.pattern}`).toBe('refused');
      }
    }
  });
});
