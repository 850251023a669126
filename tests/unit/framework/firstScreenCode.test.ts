/**
 * The portal opened at a screen's URL starts that screen with its own start (issue 25, goal 3): the screen's code, and
 * a generated record screen's record once the role may read it, not once the frame has waited for its start-up
 * answers and the access check. The route the URL matches decides which.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { AuthProvider } from 'react-admin';

const asked: [string, string][] = [];
vi.mock('../../../src/framework/views/ViewElement', async (original) => ({
  ...(await original<typeof import('../../../src/framework/views/ViewElement')>()),
  loadScreenCode: (definition: { name: string }, view: string) => asked.push([definition.name, view]),
}));

const { startFirstScreen } = await import('../../../src/framework/routes');
const { resourceDefinitions } = await import('../../../src/portal/registry');
const { withFirstRead } = await import('../../../src/framework/firstRead');

const reads: unknown[] = [];
const checks: unknown[] = [];
const start = (pathname: string, allowed = true) => {
  const dataProvider = { ...withFirstRead({} as never), readFirst: (resource: string, params: unknown) => reads.push([resource, params]) };
  const authProvider = {
    canAccess: (query: unknown) => {
      checks.push(query);
      return Promise.resolve(allowed);
    },
  } as unknown as AuthProvider;
  startFirstScreen(resourceDefinitions, pathname, { dataProvider, authProvider });
};
/** The access check's answer has been acted on. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first screen's code and record", () => {
  beforeEach(() => {
    asked.length = 0;
    reads.length = 0;
    checks.length = 0;
  });

  it.each([
    ['/administration/onboarding/company/list', 'companies', 'list'],
    ['/administration/onboarding/company/view/cmp-01/details', 'companies', 'view'],
    ['/administration/onboarding/company/update/cmp-01/details', 'companies', 'update'],
    ['/administration/user/list', 'users', 'list'],
  ])('are asked for at %s: %s, %s', (pathname, resource, view) => {
    start(pathname);
    expect(asked).toEqual([[resource, view]]);
  });

  it.each(['/dashboard', '/permission-denied', '/no/such/page'])(
    'are not asked for at %s, which no resource screen draws',
    async (pathname) => {
      start(pathname);
      await settled();
      expect(asked).toEqual([]);
      expect(reads).toEqual([]);
    },
  );

  it.each([
    ['/administration/onboarding/company/view/cmp-01/details', 'show'],
    ['/administration/onboarding/company/update/cmp-01/details', 'edit'],
  ])('reads the record at %s once the role may (%s it)', async (pathname, action) => {
    start(pathname);
    await settled();
    expect(checks).toEqual([{ resource: 'companies', action }]);
    expect(reads).toEqual([['companies', { id: 'cmp-01', meta: undefined }]]);
  });

  it('reads a record under its parent with the parent in its meta, as the screen does', async () => {
    start('/administration/company/cmp-01/product/update/prd-01');
    await settled();
    expect(reads).toEqual([['companyProducts', { id: 'prd-01', meta: { params: { companyId: 'cmp-01' } } }]]);
  });

  it('does not read the record when the role may not', async () => {
    start('/administration/onboarding/company/view/cmp-01/details', false);
    await settled();
    expect(checks).toHaveLength(1);
    expect(reads).toEqual([]);
  });

  it('reads no record for a list', async () => {
    start('/administration/user/list');
    await settled();
    expect(reads).toEqual([]);
  });
});
