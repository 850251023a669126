// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, get, post, tokenFor } from './helpers';

const URL = `${GATEWAY}/third-party-integrations`;
const body = {
  name: 'Mortality screening',
  provider: 'Tell Us Once',
  environment: { name: 'Test', baseUrl: 'https://screening.example.org', authScheme: 'Bearer' },
};
const del = (url: string, token: string) => fetch(url, { method: 'DELETE', headers: { Authorization: `Bearer ${token}` } });

describe('third-party integrations: who may do what (spec 2.6, docs/decisions.md)', () => {
  it('lets SuperAdmin, Support and the Analyst create and change one; only the first two delete', async () => {
    const analyst = await tokenFor('analyst@portico.test');
    // The Analyst adds one for a company of its own (tests/security/integration-scope.test.ts: only those).
    const created = await post(URL, { ...body, companyId: 'cmp-01' }, analyst);
    expect(created.status).toBe(201);
    const { id } = (await created.json()) as { id: string };
    expect((await post(`${URL}/${id}`, { provider: 'HM Passport Office' }, analyst, 'PUT')).status).toBe(200);
    expect(getStore().thirdPartyIntegrations.find((t) => t.id === id)?.provider).toBe('HM Passport Office');
    const read = await get(`${URL}/${id}`, analyst);
    expect(read.status).toBe(200);
    expect(await read.json()).toMatchObject({ id, name: body.name, provider: 'HM Passport Office', environment: body.environment });
    expect((await del(`${URL}/${id}`, analyst)).status).toBe(403);
    expect((await del(`${URL}/${id}`, await tokenFor('support@portico.test'))).status).toBe(200);
    expect(getStore().thirdPartyIntegrations.some((t) => t.id === id)).toBe(false);
  });

  it('refuses everyone else, reading or writing, whatever id they name', async () => {
    const existing = getStore().thirdPartyIntegrations[0]!;
    for (const email of ['clientadmin@portico.test', 'viewer@portico.test', 'manager@portico.test']) {
      const token = await tokenFor(email);
      expect((await get(URL, token)).status, `${email} lists`).toBe(403);
      expect((await post(URL, body, token)).status, `${email} creates`).toBe(403);
      expect((await post(`${URL}/${existing.id}`, { name: 'Renamed' }, token, 'PUT')).status, `${email} changes`).toBe(403);
    }
    expect(getStore().thirdPartyIntegrations[0]!.name).toBe(existing.name);
  });
});
