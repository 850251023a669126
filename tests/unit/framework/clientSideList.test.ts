// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { clientSideList } from '../../../src/framework/clientSideList';

const companies = [
  { id: '1', name: 'Pennine Building Society', address: { town: 'Halifax' } },
  { id: '2', name: 'thames Valley Logistics', address: { town: 'Reading' } },
  { id: '3', name: 'Anglia Farms', address: { town: 'Norwich' } },
];

describe('client-side paging for /all endpoints', () => {
  it('sorts case-insensitively, pages and counts', () => {
    const page = clientSideList(companies, { sort: { field: 'name', order: 'ASC' }, pagination: { page: 1, perPage: 2 }, filter: {} }, [
      'name',
    ]);
    expect(page.data.map((c) => c.name)).toEqual(['Anglia Farms', 'Pennine Building Society']);
    expect(page.total).toBe(3);
  });

  it('searches the given fields with q, and filters nested fields exactly', () => {
    expect(clientSideList(companies, { filter: { q: 'VALLEY' } }, ['name']).data.map((c) => c.id)).toEqual(['2']);
    expect(clientSideList(companies, { filter: { 'address.town': 'Norwich' } }, ['name']).data.map((c) => c.id)).toEqual(['3']);
    expect(clientSideList(companies, { filter: { id: ['1', '3'] } }, ['name']).total).toBe(2);
  });

  it('sorts descending', () => {
    const page = clientSideList(companies, { sort: { field: 'address.town', order: 'DESC' }, filter: {} }, []);
    expect(page.data.map((c) => c.address.town)).toEqual(['Reading', 'Norwich', 'Halifax']);
  });
});
