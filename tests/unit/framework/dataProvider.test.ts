import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { createDataProvider } from '../../../src/framework/dataProvider';
import accessRequests from '../../../resources/accessRequests';
import companies from '../../../resources/companies';
import retentionPolicies from '../../../resources/retentionPolicies';
import tenants from '../../../resources/tenants';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { signInAs } from '../support/session';

const dataProvider = createDataProvider([companies, tenants, retentionPolicies, accessRequests]);

/** Every request the providers send, as `METHOD path?query`. */
const recordRequests = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    seen.push(`${request.method} ${url.pathname}${url.search}`);
  });
  return seen;
};

describe('dataProvider mappings', () => {
  it('companies: the spec endpoints, with the list paged on the server by the designed search', async () => {
    await signInAs('superadmin@portico.test');
    const seen = recordRequests();
    const page = await dataProvider.getList('companies', {
      pagination: { page: 2, perPage: 10 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(seen).toEqual(['GET /portal/api/v1/companies/search?page=2&perPage=10&sortField=name&sortOrder=ASC']);
    expect(page.total).toBeGreaterThanOrEqual(25);
    expect(page.data).toHaveLength(10);
    const names = page.data.map((c) => c.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'en-GB'))).toEqual(names);

    const { data: one } = await dataProvider.getOne('companies', { id: 'cmp-02' });
    expect(one.name).toBe('Pennine Building Society');

    const { data: created } = await dataProvider.create('companies', {
      data: { name: 'Solway Firth Ferries Ltd', companyNumber: 'SC712345' },
    });
    const { data: updated } = await dataProvider.update('companies', {
      id: created.id,
      data: { ...created, name: 'Solway Firth Ferries Limited' },
      previousData: created,
    });
    expect(updated.name).toBe('Solway Firth Ferries Limited');
    await dataProvider.delete('companies', { id: created.id, previousData: updated });
    expect(seen.slice(1)).toEqual([
      'GET /portal/api/v1/companies/cmp-02',
      'POST /portal/api/v1/companies',
      'PATCH /portal/api/v1/companies',
      `DELETE /portal/api/v1/companies/?companyId=${created.id}`,
    ]);
  });

  it('companies: a page larger than the search allows (an export) is read 100 at a time, no more than asked', async () => {
    await signInAs('superadmin@portico.test');
    const seen = recordRequests();
    const page = await dataProvider.getList('companies', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'DESC' },
      filter: { q: 'ltd' },
    });
    // The seed has fewer than 100 matches: one request, and every match.
    expect(seen).toEqual(['GET /portal/api/v1/companies/search?q=ltd&page=1&perPage=100&sortField=name&sortOrder=DESC']);
    expect(page.data).toHaveLength(page.total!);

    // 130 matches: two requests of 100, the second stopping at the last match.
    const store = getStore();
    const model = store.companies[0]!;
    for (let i = 1; i <= 130; i++) store.companies.push({ ...model, id: `cmp-x${i}`, name: `Zennor Export ${i}`, companyNumber: '' });
    seen.length = 0;
    const many = await dataProvider.getList('companies', {
      pagination: { page: 1, perPage: 1000 },
      sort: { field: 'name', order: 'ASC' },
      filter: { q: 'zennor export' },
    });
    expect(seen.map((s) => s.replace(/^.*\?/, ''))).toEqual([
      'q=zennor+export&page=1&perPage=100&sortField=name&sortOrder=ASC',
      'q=zennor+export&page=2&perPage=100&sortField=name&sortOrder=ASC',
    ]);
    expect(many.total).toBe(130);
    expect(many.data.map((c) => c.name)).toEqual(Array.from({ length: 130 }, (_, i) => `Zennor Export ${i + 1}`));
  });

  it('companies: a duplicate name comes back as a field error react-admin puts on the field', async () => {
    await signInAs('superadmin@portico.test');
    const error = await dataProvider.create('companies', { data: { name: 'Pennine Building Society' } }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 409, body: { errors: { name: expect.any(String) } } });
  });

  it('tenants: ra-data-simple-rest on the designed endpoints, paged on the server', async () => {
    await signInAs('superadmin@portico.test');
    const seen = recordRequests();
    const page = await dataProvider.getList('tenants', {
      pagination: { page: 1, perPage: 2 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
    });
    expect(page.total).toBe(3);
    expect(page.data).toHaveLength(2);
    expect(decodeURIComponent(seen[0])).toBe('GET /portal/api/v1/tenants?filter={}&range=[0,1]&sort=["name","ASC"]');
  });

  it('retention policies: the spec search, paged on the server, scoped by the company in the route', async () => {
    await signInAs('superadmin@portico.test');
    const seen = recordRequests();
    const page = await dataProvider.getList('retentionPolicies', {
      pagination: { page: 1, perPage: 5 },
      sort: { field: 'name', order: 'ASC' },
      filter: {},
      meta: { params: { companyId: 'cmp-01' } },
    });
    expect(seen[0]).toBe('GET /gateway/api/v1/data-retention/search?companyId=cmp-01&page=1&perPage=5&sortField=name&sortOrder=ASC');
    expect(page.data.every((p) => p.companyId === 'cmp-01')).toBe(true);
  });

  it('my access requests carry their permanent filter', async () => {
    await signInAs('analyst@portico.test');
    const seen = recordRequests();
    await dataProvider.getList('accessRequests', {
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'requestedAt', order: 'DESC' },
      filter: {},
    });
    expect(decodeURIComponent(seen[0])).toContain('filter={"mine":true}');
  });

  it('reports a server failure as a clear error, and a cancelled request as an AbortError', async () => {
    await signInAs('superadmin@portico.test');
    server.use(http.get('http://localhost:4010/portal/api/v1/companies/search', () => new HttpResponse('upstream down', { status: 502 })));
    const failure = await dataProvider
      .getList('companies', { pagination: { page: 1, perPage: 5 }, sort: { field: 'name', order: 'ASC' }, filter: {} })
      .catch((e: Error) => e);
    expect(failure).toMatchObject({ status: 502 });
    expect((failure as Error).message).not.toContain('upstream down');

    const controller = new AbortController();
    const pending = dataProvider.getOne('companies', { id: 'cmp-01', signal: controller.signal });
    controller.abort();
    await expect(pending).rejects.toMatchObject({ name: 'AbortError' });
  });
});
