/**
 * The drill-down block's data (src/framework/views/blocks/drillDownData.ts): calls' bodies filled from the route's
 * values and the chosen rows, and what a removal takes from the levels below, counted from what is held there. The
 * levels are the users' roles and permissions, as declared.
 */
import { describe, expect, it } from 'vitest';
import { beneath, callFor, fillBody, fillPath, heldIds } from '../../../src/framework/views/blocks/drillDownData';
import { levelsFor } from '../../../resources/users/RolesAndPermissions/levels';

const levels = levelsFor({ search: 'companies' });
const [company, product, scheme, employer] = levels;
const entry = (companyId: string, productId: string, schemeIds: string[], employerIds: string[]) => ({
  userId: 'u1',
  companyId,
  productId,
  productRoleName: 'Member',
  schemeIds,
  employerIds,
});
const entries = [entry('c1', 'p1', ['s1', 's2'], ['e1']), entry('c1', 'p2', ['s1'], ['e1', 'e2']), entry('c2', 'p1', ['s9'], [])];
const read = (path: string) => (path === '/api/v1/permissions/u1' ? entries : undefined);

describe('drill-down data', () => {
  it('fills paths with the values, URL-encoded, and waits while one is missing', () => {
    expect(fillPath('/api/v1/permissions/useremployer/{id}/{schemeId}', { id: 'u 1', schemeId: 's1' })).toBe(
      '/api/v1/permissions/useremployer/u%201/s1',
    );
    expect(fillPath('/api/v1/companies/{companyId}', { id: 'u1' })).toBeUndefined();
  });

  it('sends each call as declared: one row, many rows, every row per row, and the held set changed', () => {
    const values = { id: 'u1', companyId: 'c1', productId: 'p1' };
    const one = callFor(product!.assign, ['p3']);
    expect([one.path, one.each, fillBody(one.body, { ...values, row: 'p3' }, ['p3'], [])]).toEqual([
      '/api/v1/permissions/userProduct',
      true,
      { userId: 'u1', companyId: 'c1', productId: 'p3' },
    ]);
    const many = callFor(product!.assign, ['p3', 'p4']);
    expect(fillBody(many.body, values, ['p3', 'p4'], [])).toEqual({
      userId: 'u1',
      permissions: [
        { companyId: 'c1', productId: 'p3' },
        { companyId: 'c1', productId: 'p4' },
      ],
    });
    expect(fillBody(callFor(scheme!.assign, ['s1']).body, values, ['s1'], [])).toEqual({
      userId: 'u1',
      companyId: 'c1',
      productId: 'p1',
      schemeIds: ['s1'],
    });
    expect(fillBody(callFor(employer!.assign, ['e2']).body, values, ['e2'], ['e1'])).toMatchObject({
      employerIds: ['e1', 'e2'],
    });
    expect(fillBody(employer!.unassign.body, values, ['e1'], ['e1', 'e2'])).toMatchObject({ employerIds: ['e2'] });
    expect(fillBody(company!.all!.assign.body, { id: 'u1' }, [], [])).toEqual({});
  });

  it("reads what is held at a level from the user's permission entries", () => {
    expect([...heldIds(product!.held, entries, { id: 'u1', companyId: 'c1' })]).toEqual(['p1', 'p2']);
    expect([...heldIds(scheme!.held, entries, { id: 'u1', companyId: 'c1', productId: 'p1' })]).toEqual(['s1', 's2']);
    expect([...heldIds(employer!.held, entries, { id: 'u1', companyId: 'c1', productId: 'p2' })]).toEqual(['e1', 'e2']);
  });

  it('counts what a removal takes below, each access under the module it is held for', () => {
    // Companies: every module held there, with its schemes and employers (a scheme held for two modules is two accesses).
    expect(beneath(levels, 0, ['c1'], { id: 'u1' }, read)).toEqual({
      counts: [
        { key: 'count.products', n: 2 },
        { key: 'count.schemes', n: 3 },
        { key: 'count.employers', n: 3 },
      ],
    });
    expect(beneath(levels, 0, ['c1', 'c2'], { id: 'u1' }, read).counts[0]).toEqual({ key: 'count.products', n: 3 });
    expect(beneath(levels, 1, ['p2'], { id: 'u1', companyId: 'c1' }, read)).toEqual({
      counts: [
        { key: 'count.schemes', n: 1 },
        { key: 'count.employers', n: 2 },
      ],
    });
    // Nothing held below: nothing to count.
    expect(beneath(levels, 0, ['c3'], { id: 'u1' }, read)).toEqual({ counts: [] });
  });

  it("says a scheme's removal takes employers without counting them: a module's employers are not held per scheme", () => {
    expect(beneath(levels, 2, ['s1', 's2'], { id: 'u1', companyId: 'c1', productId: 'p1' }, read)).toEqual({
      counts: [],
      takes: { key: 'schemesTakeEmployers', n: 2 },
    });
    expect(beneath(levels, 2, ['s9'], { id: 'u1', companyId: 'c2', productId: 'p1' }, read)).toEqual({ counts: [] });
  });
});
