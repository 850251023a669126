// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 L2, low): the Analyst is internal staff acting for its companies (spec 6: it sees only its
 * assigned companies), so of the third-party integrations it reads and changes only those of its companies. The
 * ones for every company are the provider's own set-up, which only SuperAdmin and Support see and change: an
 * Analyst who could redirect them would reach every client. (contract)
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, get, post, tokenFor } from '../sandbox/helpers';

const URL = `${GATEWAY}/third-party-integrations`;
// The seeded Analyst works for cmp-01, cmp-03 and cmp-04; cmp-02 is another client's.
const OTHERS = 'cmp-02';
const body = (companyId: string | null) => ({
  name: 'Annuity quotes',
  provider: 'Quote Exchange',
  companyId,
  environment: { name: 'Test', baseUrl: 'https://quotes.example.org', authScheme: 'Bearer' },
});

/** An integration of cmp-02, added as SuperAdmin would have. */
const othersIntegration = () => {
  const store = getStore();
  const integration = {
    ...structuredClone(store.thirdPartyIntegrations.find((t) => t.id === 'tpi-003')!),
    id: 'tpi-others',
    companyId: OTHERS,
  };
  store.thirdPartyIntegrations.push(integration);
  return integration;
};

describe('the Analyst and the third-party integrations', () => {
  it("lists and reads only its companies' integrations", async () => {
    othersIntegration();
    const token = await tokenFor('analyst@portico.test');
    const listed = (await (await get(URL, token)).json()) as { id: string; companyId: string | null }[];
    expect(listed.map((t) => t.companyId).sort()).toEqual(['cmp-01', 'cmp-03']);
    expect((await get(`${URL}/tpi-others`, token)).status).toBe(403);
    expect((await get(`${URL}/tpi-001`, token)).status).toBe(403);
    expect((await get(`${URL}/tpi-003`, token)).status).toBe(200);
  });

  it("changes neither another company's integration nor one for every company", async () => {
    const others = othersIntegration();
    const token = await tokenFor('analyst@portico.test');
    expect((await post(`${URL}/${others.id}`, { environment: { baseUrl: 'https://collector.example.net' } }, token, 'PUT')).status).toBe(
      403,
    );
    expect((await post(`${URL}/tpi-001`, { environment: { baseUrl: 'https://collector.example.net' } }, token, 'PUT')).status).toBe(403);
    // Nor moves its own to another company or to every company.
    expect((await post(`${URL}/tpi-003`, { companyId: OTHERS }, token, 'PUT')).status).toBe(403);
    const widened = await post(`${URL}/tpi-003`, { companyId: null }, token, 'PUT');
    expect(widened.status).toBe(400);
    const store = getStore();
    expect(store.thirdPartyIntegrations.find((t) => t.id === 'tpi-001')!.environment.baseUrl).toBe('https://api.service.hmrc.gov.uk');
    expect(store.thirdPartyIntegrations.find((t) => t.id === 'tpi-003')!.companyId).toBe('cmp-01');
  });

  it('creates one only for its companies, and is told to choose one when it names none', async () => {
    const token = await tokenFor('analyst@portico.test');
    const before = getStore().thirdPartyIntegrations.length;
    expect((await post(URL, body(OTHERS), token)).status).toBe(403);
    const everyCompany = await post(URL, body(null), token);
    expect(everyCompany.status).toBe(400);
    expect(await everyCompany.json()).toMatchObject({
      errors: { companyId: ['Choose one of your companies: integrations for every company are set up by SuperAdmin and Support.'] },
    });
    expect(getStore().thirdPartyIntegrations).toHaveLength(before);
    expect((await post(URL, body('cmp-04'), token)).status).toBe(201);
  });

  it('SuperAdmin and Support still see and change every one', async () => {
    othersIntegration();
    const token = await tokenFor('support@portico.test');
    const listed = (await (await get(URL, token)).json()) as unknown[];
    expect(listed).toHaveLength(getStore().thirdPartyIntegrations.length);
    expect((await post(URL, body(null), token)).status).toBe(201);
  });
});
