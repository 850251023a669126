// @vitest-environment node
/**
 * ASVS 5.0 V15.3.3 (mass assignment): a field the operation does not name is ignored, whatever the body carries. A
 * role, status, companies, MFA or password sent with a user's details change none of them, not even the caller's own;
 * an API connection's company, client id and secret cannot be written through its update or create. Handlers build
 * each record from the fields their operation names (the contract's request schemas), never by copying the body.
 * Checked on a copy of this file whose service merged the body into the stored user and connection: the update
 * cases failed.
 */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, PASSWORD, PORTAL, get, login, post, tokenFor } from '../sandbox/helpers';

const patch = (url: string, body: unknown, token: string) => post(url, body, token, 'PATCH');
const put = (url: string, body: unknown, token: string) => post(url, body, token, 'PUT');

/** Everything a user's details change must leave alone, as the store holds it. */
const protectedFieldsOf = (id: string) => {
  const { role, status, companyIds, tenantIds, mfaSecret, mfaRequired, passwordHash, temporaryPassword, email, dataGatewayRole } =
    getStore().users.find((u) => u.id === id)!;
  return structuredClone({
    role,
    status,
    companyIds,
    tenantIds,
    mfaSecret,
    mfaRequired,
    passwordHash,
    temporaryPassword,
    email,
    dataGatewayRole,
  });
};

/** Fields of the user record (and of its wire shape) that an attacker would like to write. */
const ESCALATION = {
  role: 'SuperAdmin',
  roleName: 'SuperAdmin',
  clientPortalRole: { roleName: 'SuperAdmin' },
  dataGatewayRole: 'SuperAdmin',
  'custom:roles': 'SuperAdmin',
  status: 'Active',
  companyIds: ['cmp-01', 'cmp-02', 'cmp-03', 'cmp-04', 'cmp-05', 'cmp-06', 'cmp-07', 'cmp-08'],
  tenantIds: ['ten-other'],
  tenants: [{ id: 'ten-other', name: 'Other', domain: 'other.test' }],
  mfaEnabled: false,
  mfaSecret: null,
  mfaRequired: false,
  passwordHash: 'pbkdf2$1$salt$00',
  temporaryPassword: true,
  createdAt: '2000-01-01T00:00:00.000Z',
  lastLoginAt: null,
};

describe("a user's details (PATCH /users)", () => {
  it("change the name and nothing else an administrator sends with it: another user's role, status, companies, MFA, password", async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const before = protectedFieldsOf('usr-manager');
    const res = await patch(`${PORTAL}/users`, { ...ESCALATION, status: 'Deactivated', id: 'usr-manager', firstName: 'Jim' }, token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({ firstName: 'Jim', status: 'Active', clientPortalRole: { roleName: 'ClientPortal_Manager' } });
    expect(protectedFieldsOf('usr-manager')).toEqual(before);
    // The manager still signs in as before, with the same password and no new-password challenge.
    expect((await login('manager@portico.test')).challengeType).toBeNull();
  });

  it("change nothing of the caller's own access when it edits itself", async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const before = protectedFieldsOf('usr-clientadmin');
    const res = await patch(`${PORTAL}/users`, { ...ESCALATION, id: 'usr-clientadmin', lastName: 'Pemberton-Smith' }, token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(protectedFieldsOf('usr-clientadmin')).toEqual(before);
    const current = (await (
      await get(`${PORTAL}/users/current`, (await login('clientadmin@portico.test', PASSWORD)).accessToken)
    ).json()) as {
      clientPortalRole: { roleName: string };
      lastName: string;
    };
    expect(current).toMatchObject({ lastName: 'Pemberton-Smith', clientPortalRole: { roleName: 'ClientPortal_ClientAdmin' } });
    // Still refused what a SuperAdmin may do.
    expect((await get(`${PORTAL}/tenants`, token)).status).toBe(403);
  });
});

describe('an API connection (PUT and POST /api-connections)', () => {
  const SECRETS = {
    clientId: 'pc_chosenbyattacker',
    clientSecret: 'pcs_0123456789abcdef',
    clientSecretHash: 'sha256$0000',
    hasSecret: false,
    id: 'api-chosen',
    createdAt: '2000-01-01T00:00:00.000Z',
    lastUsedAt: '2000-01-01T00:00:00.000Z',
  };

  it('an update changes the named fields only: never the company, the client id or the secret', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const stored = getStore().apiConnections[0]!;
    const before = structuredClone(stored);
    const otherCompany = getStore().companies.find((c) => c.id !== stored.companyId)!.id;
    const res = await put(`${GATEWAY}/api-connections/${stored.id}`, { ...SECRETS, companyId: otherCompany, name: 'Renamed feed' }, token);
    expect(res.status, await res.clone().text()).toBe(200);
    expect(await res.json()).toMatchObject({
      id: before.id,
      name: 'Renamed feed',
      companyId: before.companyId,
      clientId: before.clientId,
      hasSecret: before.clientSecretHash !== '',
      createdAt: before.createdAt,
      lastUsedAt: before.lastUsedAt,
    });
    const after = getStore().apiConnections.find((c) => c.id === before.id)!;
    expect({ ...after, name: before.name }).toEqual(before);
    expect(getStore().apiConnections.some((c) => c.id === SECRETS.id)).toBe(false);
  });

  it('a new connection gets a client id of the service and no secret, whatever the body says', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const companyId = getStore().apiConnections[0]!.companyId;
    const res = await post(
      `${GATEWAY}/api-connections`,
      { ...SECRETS, hasSecret: true, companyId, name: 'New feed', authScheme: 'Basic' },
      token,
    );
    expect(res.status, await res.clone().text()).toBe(201);
    const created = (await res.json()) as {
      id: string;
      clientId: string;
      hasSecret: boolean;
      createdAt: string;
      lastUsedAt: string | null;
    };
    expect(created.id).not.toBe(SECRETS.id);
    expect(created.clientId).toMatch(/^pc_[a-z0-9]+$/);
    expect(created.clientId).not.toBe(SECRETS.clientId);
    expect(created.hasSecret).toBe(false);
    expect(created.lastUsedAt).toBeNull();
    expect(Date.now() - Date.parse(created.createdAt)).toBeLessThan(60_000);
    expect(getStore().apiConnections.find((c) => c.id === created.id)!.clientSecretHash).toBe('');
  });
});
