import { describe, expect, it } from 'vitest';
import users from '../../../resources/users';
import { createDataProvider } from '../../../src/framework/dataProvider';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { signInAs } from '../support/session';

const dataProvider = createDataProvider([users]);

/** The body of every request the provider sends, as `METHOD path` and the parsed JSON. */
const recordBodies = () => {
  const seen: { call: string; body: Record<string, unknown> }[] = [];
  server.events.on('request:start', ({ request }) => {
    void request
      .clone()
      .json()
      .then((body: Record<string, unknown>) => seen.push({ call: `${request.method} ${new URL(request.url).pathname}`, body }));
  });
  return seen;
};

describe("users: the spec's search, POST /users/search", () => {
  it('sends page, sort and filters in the body, the filters the API takes as lists as lists of one', async () => {
    await signInAs('superadmin@portico.test');
    const seen = recordBodies();
    const page = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 10 },
      sort: { field: 'lastName', order: 'DESC' },
      filter: { q: 'portico', status: 'Active', roleName: 'ClientPortal_Analyst', companyId: '' },
    });
    await expect.poll(() => seen).toHaveLength(1);
    expect(seen[0]).toEqual({
      call: 'POST /portal/api/v1/users/search',
      body: {
        q: 'portico',
        statuses: ['Active'],
        roles: ['ClientPortal_Analyst'],
        page: 1,
        perPage: 10,
        sortField: 'lastName',
        sortOrder: 'DESC',
      },
    });
    expect(page.data.map((u) => u.email)).toContain('analyst@portico.test');
    expect(page.data.every((u) => u.status === 'Active' && u.clientPortalRole.roleName === 'ClientPortal_Analyst')).toBe(true);
  });

  it('sorts by role under the name the search gives it', async () => {
    await signInAs('superadmin@portico.test');
    const page = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'roleName', order: 'ASC' },
      filter: {},
    });
    const roles = page.data.map((u) => String(u.clientPortalRole.roleName));
    expect(roles).toEqual([...roles].sort((a, b) => a.localeCompare(b, 'en-GB')));
    expect(new Set(roles).size).toBeGreaterThan(1);
  });

  it('reads an export of every user in pages of 500, the most the search answers, losing none', async () => {
    await signInAs('superadmin@portico.test');
    const store = getStore();
    const model = store.users.find((u) => u.id === 'usr-analyst')!;
    for (let i = 0; i < 520; i++) store.users.push({ ...model, id: `usr-many-${i}`, email: `many-${i}@portico.test` });
    const seen = recordBodies();
    const page = await dataProvider.getList('users', {
      pagination: { page: 1, perPage: Number.MAX_SAFE_INTEGER },
      sort: { field: 'lastName', order: 'ASC' },
      filter: {},
    });
    await expect.poll(() => seen).toHaveLength(2);
    expect(seen.map((s) => [s.body.page, s.body.perPage])).toEqual([
      [1, 500],
      [2, 500],
    ]);
    expect(page.total).toBe(store.users.length);
    expect(new Set(page.data.map((u) => u.id)).size).toBe(store.users.length);
  });
});
