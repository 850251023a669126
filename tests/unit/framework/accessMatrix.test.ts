import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { accessMatrixMarkdown, buildAccessMatrix, MATRIX_ROLES } from '../../../src/framework/accessMatrix';
import { resourceDefinitions } from '../../../src/framework/registry';
import { AREA_ROLES, areaOfPath, hasAnyRole } from '../../../src/shared/roles';

const matrix = buildAccessMatrix(resourceDefinitions);
const row = (pattern: string) => {
  const found = matrix.find((r) => r.pattern === pattern);
  if (!found) throw new Error(`no row for ${pattern}`);
  return found.cells;
};

describe('the access matrix (docs/access-matrix.md)', () => {
  it('is up to date with the definitions: run `npm run docs:access` when this fails', () => {
    const committed = readFileSync(path.resolve(import.meta.dirname, '../../../docs/access-matrix.md'), 'utf8');
    expect(committed).toBe(accessMatrixMarkdown(resourceDefinitions));
  });

  it('has a row for every route the definitions produce, each role in a column', () => {
    expect(matrix.length).toBeGreaterThan(40);
    for (const r of matrix) expect(Object.keys(r.cells)).toEqual([...MATRIX_ROLES]);
  });

  it("refuses every role outside an area's allow-list of spec 6, on every page of that area", () => {
    for (const r of matrix) {
      const area = areaOfPath(r.pattern);
      if (!area) continue;
      for (const role of MATRIX_ROLES) {
        if (!hasAnyRole(role, AREA_ROLES[area])) expect(r.cells[role], `${role} on ${r.pattern}`).toBe('refused');
      }
    }
  });

  it('agrees with spec 2.6 and 6 where they name a screen', () => {
    // Manager has no administration area; SftpOnly only its SSH key page.
    expect(row('/administration/user/list')['ClientPortal_Manager']).toBe('refused');
    expect(matrix.every((r) => r.cells['ClientPortal_SftpOnly'] === 'refused')).toBe(true);
    // The Viewer reads the administration area and changes nothing there.
    expect(row('/administration/onboarding/company/list')['ClientPortal_Viewer']).toBe('read-only');
    expect(row('/administration/onboarding/company/create')['ClientPortal_Viewer']).toBe('refused');
    // Tenants are SuperAdmin's; the data area is closed to the Viewer.
    expect(row('/administration/tenant/list')).toMatchObject({
      SuperAdmin: 'opens',
      Support: 'refused',
      ClientPortal_ClientAdmin: 'refused',
    });
    expect(row('/data/retention/company/:companyId/policy/list')['ClientPortal_Viewer']).toBe('refused');
  });
});
