// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { PORTAL, get, tokenFor } from './helpers';

interface Page {
  items: { id: string; name: string; setupCompleteness: string; address: { town: string } }[];
  total: number;
}

const search = async (query: string, email: string) => {
  const res = await get(`${PORTAL}/companies/search?${query}`, await tokenFor(email));
  return { status: res.status, body: (await res.json()) as Page & { errors?: Record<string, string[]> } };
};
const byName = (a: string, b: string) => a.localeCompare(b, 'en-GB', { sensitivity: 'base', numeric: true });

describe('GET /companies/search', () => {
  it('answers one page of every company, by name, with the total, for SuperAdmin, Support and Viewer', async () => {
    const everyone = getStore().companies.length;
    for (const email of ['superadmin@portico.test', 'support@portico.test', 'viewer@portico.test']) {
      const { status, body } = await search('page=2&perPage=10', email);
      expect(status).toBe(200);
      expect(body.total).toBe(everyone);
      expect(body.items).toHaveLength(10);
    }
    const names = getStore()
      .companies.map((c) => c.name)
      .sort(byName);
    const { body: first } = await search('page=1&perPage=1', 'superadmin@portico.test');
    expect(first.items.map((c) => c.name)).toEqual([names[0]]);
    const { body: second } = await search('page=2&perPage=10', 'superadmin@portico.test');
    expect(second.items.map((c) => c.name)).toEqual(names.slice(10, 20));
  });

  it('matches the text anywhere in the name, whatever its case, and sorts on the server', async () => {
    const { body } = await search('q=LTD&sortField=name&sortOrder=DESC&perPage=100', 'superadmin@portico.test');
    expect(body.items.length).toBeGreaterThan(5);
    expect(body.items.every((c) => c.name.toLowerCase().includes('ltd'))).toBe(true);
    const names = body.items.map((c) => c.name);
    expect(names).toEqual([...names].sort(byName).reverse());
    const { body: inside } = await search('q=building%20soc', 'viewer@portico.test');
    expect(inside.items.map((c) => c.name)).toEqual(['Pennine Building Society']);
    const { body: town } = await search('sortField=address.town&perPage=100', 'superadmin@portico.test');
    const towns = town.items.map((c) => c.address.town);
    expect(towns).toEqual([...towns].sort(byName));
    const { body: setup } = await search('setupCompleteness=None', 'superadmin@portico.test');
    expect(setup.items.length).toBeGreaterThan(0);
    expect(setup.items.every((c) => c.setupCompleteness === 'None')).toBe(true);
    // Repeated, the key asks for any of the stages: every company still being set up.
    const stages = ['None', 'DetailsIncomplete', 'BrandingIncomplete', 'AssignProductsIncomplete'];
    const { body: unfinished } = await search(
      `${stages.map((s) => `setupCompleteness=${s}`).join('&')}&perPage=100`,
      'superadmin@portico.test',
    );
    expect(new Set(unfinished.items.map((c) => c.setupCompleteness))).toEqual(new Set(stages));
  });

  it('answers other roles only their own companies, whatever they search for', async () => {
    const { body } = await search('perPage=100', 'clientadmin@portico.test');
    expect(body.items.map((c) => c.id).sort()).toEqual(['cmp-01', 'cmp-02']);
    expect(body.total).toBe(2);
    // Severn Estuary Ports (cmp-03) exists, but is another client's.
    const { body: other } = await search('q=Severn', 'clientadmin@portico.test');
    expect(other).toEqual({ items: [], total: 0 });
    expect((await get(`${PORTAL}/companies/search`)).status).toBe(401);
  });

  it.each(['analyst@portico.test', 'manager@portico.test'])('answers %s only the companies it works for', async (email) => {
    const own = getStore().users.find((u) => u.email === email)!.companyIds;
    expect(own.length).toBeGreaterThan(0);
    expect(own.length).toBeLessThan(getStore().companies.length);
    const { status, body } = await search('perPage=100', email);
    expect(status).toBe(200);
    expect(body.items.map((c) => c.id).sort()).toEqual([...own].sort());
    expect(body.total).toBe(own.length);
  });

  it('refuses bad paging and sort with field errors', async () => {
    const { status, body } = await search(
      'page=0&perPage=101&sortField=password&sortOrder=sideways&setupCompleteness=Done',
      'superadmin@portico.test',
    );
    expect(status).toBe(400);
    expect(body.errors).toEqual({
      page: ['page must be a whole number from 1.'],
      perPage: ['perPage must be a whole number from 1 to 100.'],
      sortField: ['sortField must be one of name, companyNumber, setupCompleteness, address.town, address.postcode, createdAt, id.'],
      sortOrder: ['sortOrder must be ASC or DESC.'],
      setupCompleteness: [
        'setupCompleteness must be one of None, DetailsIncomplete, BrandingIncomplete, AssignProductsIncomplete, Available.',
      ],
    });
    expect((await search('perPage=ten', 'superadmin@portico.test')).status).toBe(400);
  });

  it('is not taken for a company id: GET /companies/{id} still reads one', async () => {
    const token = await tokenFor('viewer@portico.test');
    expect((await (await get(`${PORTAL}/companies/cmp-03`, token)).json()).name).toBe('Severn Estuary Ports plc');
    expect((await get(`${PORTAL}/companies/cmp-03`, await tokenFor('clientadmin@portico.test'))).status).toBe(403);
  });
});
