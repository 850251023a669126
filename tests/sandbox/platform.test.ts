// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { runtime } from '../../sandbox/runtime';
import { GATEWAY, PORTAL, get, post, tokenFor } from './helpers';

const OFF_ON_AZURE = ['access-requests', 'api-connections', 'third-party-integrations'];

describe('the target platform, enforced by the API as by the portal (spec 2.4, 2.6)', () => {
  afterEach(() => {
    runtime.targetPlatform = 'AWS';
  });

  it('answers the data-access and API-integration collections on AWS and refuses them on AZURE, even to a SuperAdmin', async () => {
    const token = await tokenFor('superadmin@portico.test');
    for (const collection of OFF_ON_AZURE) expect((await get(`${GATEWAY}/${collection}`, token)).status, collection).toBe(200);
    runtime.targetPlatform = 'AZURE';
    for (const collection of OFF_ON_AZURE) {
      const answer = await get(`${GATEWAY}/${collection}`, token);
      expect(answer.status, collection).toBe(403);
      expect(((await answer.json()) as { message: string }).message).toBe('This module is not offered on this platform.');
    }
    const created = await post(`${GATEWAY}/access-requests`, { companyId: 'cmp-01' }, token);
    expect(created.status).toBe(403);
    // What Azure keeps answers as before.
    expect((await get(`${PORTAL}/companies/search?page=1&perPage=5`, token)).status).toBe(200);
  });
});

describe('tenant configuration is for SuperAdmin alone (issue 23 item 13)', () => {
  it('refuses Support and the Analyst the tenant list and a tenant, as the portal does', async () => {
    for (const email of ['support@portico.test', 'analyst@portico.test']) {
      const token = await tokenFor(email);
      expect((await get(`${PORTAL}/tenants`, token)).status, `${email} lists`).toBe(403);
    }
    expect((await get(`${PORTAL}/tenants`, await tokenFor('superadmin@portico.test'))).status).toBe(200);
  });
});
