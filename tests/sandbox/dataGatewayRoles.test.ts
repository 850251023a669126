// @vitest-environment node
/**
 * The data gateway judges by the data-gateway role (spec 6; docs/decisions.md, "Identity roles"): a user may hold a
 * different role there than in the client portal, or none.
 */
import { describe, expect, it } from 'vitest';
import { GATEWAY, ID, PORTAL, get, post, tokenFor } from './helpers';

const rolesAttribute = async (email: string) => {
  const me = (await (await get(`${ID}/users/current`, await tokenFor(email))).json()) as {
    userAttributes: { name: string; value: string }[];
  };
  return me.userAttributes.find((a) => a.name === 'custom:roles')?.value;
};

describe('data-gateway roles', () => {
  it("carries both roles in the identity user's roles attribute, the data gateway's with its suffix", async () => {
    expect(await rolesAttribute('dataviewer@portico.test')).toBe('ClientPortal_Analyst;DataGateway_Viewer:eu-west-2');
    expect(await rolesAttribute('analyst@portico.test')).toBe('ClientPortal_Analyst;DataGateway_Analyst:eu-west-2');
    expect(await rolesAttribute('superadmin@portico.test')).toBe('SuperAdmin');
    expect(await rolesAttribute('sftp@portico.test')).toBe('ClientPortal_SftpOnly');
  });

  it('lets a data-gateway Viewer read retention policies but change none and request no access', async () => {
    const token = await tokenFor('dataviewer@portico.test');
    expect((await get(`${GATEWAY}/data-retention/search?companyId=cmp-03`, token)).status).toBe(200);
    const policy = { companyId: 'cmp-03', productId: 'prd-member-portal', name: 'Viewer policy', rules: [] };
    expect((await post(`${GATEWAY}/data-retention`, policy, token)).status).toBe(403);
    const request = { companyId: 'cmp-03', productId: 'prd-member-portal', reason: 'Audit', durationValue: 2, durationUnit: 'Hours' };
    expect((await post(`${GATEWAY}/access-requests`, request, token)).status).toBe(403);
    // The same portal role with the matching data-gateway role is not refused.
    expect((await post(`${GATEWAY}/access-requests`, request, await tokenFor('analyst@portico.test'))).status).not.toBe(403);
  });

  it('refuses a user with no data-gateway role', async () => {
    expect((await get(`${GATEWAY}/data-retention/search?companyId=cmp-05`, await tokenFor('sftp@portico.test'))).status).toBe(403);
  });

  it("answers a user's data-gateway role in userDetails, and only the companies the caller may see", async () => {
    const superadmin = await tokenFor('superadmin@portico.test');
    const viewer = (await (await get(`${PORTAL}/users/usr-data-viewer/userDetails`, superadmin)).json()) as { dataGatewayRole: string };
    expect(viewer.dataGatewayRole).toBe('DataGateway_Viewer');
    const sftp = (await (await get(`${PORTAL}/users/usr-sftp/userDetails`, superadmin)).json()) as { dataGatewayRole: string | null };
    expect(sftp.dataGatewayRole).toBeNull();

    // The analyst works for cmp-01, cmp-03 and cmp-04; the client admin administers cmp-01 and cmp-02.
    const seenByClientAdmin = (await (
      await get(`${PORTAL}/users/usr-analyst/userDetails`, await tokenFor('clientadmin@portico.test'))
    ).json()) as {
      companies: { id: string }[];
    };
    expect(seenByClientAdmin.companies.map((c) => c.id)).toEqual(['cmp-01']);
  });
});
