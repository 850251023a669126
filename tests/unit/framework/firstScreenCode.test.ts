/**
 * The portal opened at a screen's URL starts that screen with its own start (issue 25, goal 3): the screen's code, and
 * a generated record screen's record once the role may read it, not once the frame has waited for its start-up
 * answers and the access check. The route the URL matches decides which.
 */
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { memoryStore, type AuthProvider } from 'react-admin';

const asked: [string, string][] = [];
vi.mock('../../../src/framework/views/ViewElement', async (original) => ({
  ...(await original<typeof import('../../../src/framework/views/ViewElement')>()),
  loadScreenCode: (definition: { name: string }, view: string) => asked.push([definition.name, view]),
}));

const { startFirstScreen } = await import('../../../src/framework/routes');
const { resourceDefinitions } = await import('../../../src/portal/registry');
const { withFirstRead } = await import('../../../src/framework/firstRead');
const { lazyScreen } = await import('../../../src/framework');

/** This start's early reads: one that a start before it finishes late does not land here. */
let reads: unknown[] = [];
const checks: unknown[] = [];
const start = (url: string, allowed = true, store = memoryStore(), definitions = resourceDefinitions) => {
  const mine: unknown[] = [];
  reads = mine;
  const read = (resource: string, params: unknown) => mine.push([resource, params]);
  const dataProvider = { ...withFirstRead({} as never), readFirst: read, readFirstPage: read };
  const authProvider = {
    canAccess: (query: unknown) => {
      checks.push(query);
      return Promise.resolve(allowed);
    },
  } as unknown as AuthProvider;
  const { pathname, search } = new URL(url, 'http://localhost');
  startFirstScreen(definitions, { pathname, search }, { dataProvider, authProvider, store });
};
/** The access check's answer has been acted on. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("the first screen's code and record", () => {
  beforeEach(() => {
    asked.length = 0;
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

  it("reads a generated list's first page once the role may, as the list will ask for it", async () => {
    start('/administration/onboarding/company/list');
    // Read once the access check has answered.
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    expect(checks).toEqual([{ resource: 'companies', action: 'list' }]);
    expect(reads).toEqual([
      ['companies', { pagination: { page: 1, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: {}, meta: undefined }],
    ]);
  });

  it('reads the page, sort and filter the user left the list at', async () => {
    const store = memoryStore({ 'companies..list': { sort: 'companyNumber', order: 'DESC', page: 3, perPage: 50, filter: { q: 'rail' } } });
    start('/administration/onboarding/company/list', true, store);
    // Read once the access check has answered.
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    expect(reads).toEqual([
      [
        'companies',
        { pagination: { page: 3, perPage: 50 }, sort: { field: 'companyNumber', order: 'DESC' }, filter: { q: 'rail' }, meta: undefined },
      ],
    ]);
  });

  it("reads the page a link's query names, before the stored one", async () => {
    const store = memoryStore({ 'companies..list': { sort: 'companyNumber', order: 'DESC', page: 3, perPage: 50, filter: {} } });
    const filter = encodeURIComponent(JSON.stringify({ q: 'thames' }));
    start(`/administration/onboarding/company/list?filter=${filter}&page=2&sort=name&order=ASC`, true, store);
    // Read once the access check has answered.
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    expect(reads).toEqual([
      [
        'companies',
        { pagination: { page: 2, perPage: 25 }, sort: { field: 'name', order: 'ASC' }, filter: { q: 'thames' }, meta: undefined },
      ],
    ]);
  });

  it('reads the first page of a list drawn by its own screen that reads its pages as the generated list does', async () => {
    start('/administration/user/list');
    await vi.waitFor(() => expect(reads).toHaveLength(1));
    expect(reads).toEqual([
      ['users', { pagination: { page: 1, perPage: 25 }, sort: { field: 'lastName', order: 'ASC' }, filter: {}, meta: undefined }],
    ]);
  });

  it('reads nothing early for a list drawn by its own screen that does not say it reads its pages so', () => {
    const users = resourceDefinitions.find((d) => d.name === 'users')!;
    const ownList = { ...users, overrides: { list: lazyScreen(() => import('../../../resources/users/UserList')) } };
    start('/administration/user/list', true, memoryStore(), [ownList]);
    // The screen's code was asked for, and no access check, after which alone a read could start.
    expect(asked).toHaveLength(1);
    expect(checks).toEqual([]);
    expect(reads).toEqual([]);
  });

  it('reads nothing early for a list that starts at the selected company', () => {
    start('/configuration/emailConfiguration/list');
    // The screen's code was asked for, and no access check, after which alone a read could start.
    expect(asked).toHaveLength(1);
    expect(checks).toEqual([]);
    expect(reads).toEqual([]);
  });

  it('reads no page when the role may not list', async () => {
    start('/administration/onboarding/company/list', false);
    await settled();
    expect(checks).toHaveLength(1);
    expect(reads).toEqual([]);
  });
});
