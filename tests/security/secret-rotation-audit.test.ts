// @vitest-environment node
/**
 * Issue 22 (ASVS 5.0 L2, low): issuing or rotating an API connection's secret is a change like any other, so the
 * audit trail says who did it and when; never the secret, nor its hash. (contract)
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, PORTAL, get, post, tokenFor } from '../sandbox/helpers';

interface Entry {
  entityType: string;
  entityId: string;
  action: string;
  userEmail: string;
  changes: { field: string; before: string | null; after: string | null }[];
}

const entriesFor = async (entityId: string) => {
  const filter = encodeURIComponent(JSON.stringify({ entityType: 'ApiIntegration' }));
  const res = await get(`${PORTAL}/audit-trail?filter=${filter}&range=[0,99]`, await tokenFor('superadmin@portico.test'));
  return ((await res.json()) as Entry[]).filter((e) => e.entityId === entityId);
};

describe("an API connection's secret", () => {
  it('is in the audit trail when rotated: who, which connection, that the secret changed, and nothing of it', async () => {
    // api-001 is cmp-01's, whose ClientAdmin looks after its credentials.
    const connection = getStore().apiConnections.find((c) => c.id === 'api-001')!;
    expect(connection.clientSecretHash).not.toBe('');
    const rotated = await post(`${GATEWAY}/api-connections/${connection.id}/credentials`, {}, await tokenFor('clientadmin@portico.test'));
    expect(rotated.status).toBe(200);
    const { clientSecret } = (await rotated.json()) as { clientSecret: string };
    const entries = await entriesFor(connection.id);
    expect(entries).toEqual([
      expect.objectContaining({
        action: 'Update',
        userEmail: 'clientadmin@portico.test',
        changes: [{ field: 'clientSecret', before: 'Set', after: 'Replaced' }],
      }),
    ]);
    const written = JSON.stringify(getStore().auditTrail);
    expect(written).not.toContain(clientSecret);
    expect(written).not.toContain('sha256$');
  });

  it('is in the audit trail when first issued', async () => {
    const connection = getStore().apiConnections.find((c) => c.id === 'api-001')!;
    connection.clientSecretHash = '';
    await post(`${GATEWAY}/api-connections/${connection.id}/credentials`, {}, await tokenFor('superadmin@portico.test'));
    expect((await entriesFor(connection.id))[0]).toMatchObject({
      userEmail: 'superadmin@portico.test',
      changes: [{ field: 'clientSecret', before: null, after: 'Issued' }],
    });
  });
});
