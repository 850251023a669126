// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, del, get, post, tokenFor } from './helpers';

const body = { companyId: 'cmp-01', name: 'Nightly export', authScheme: 'Basic', allowedIpAddresses: ['10.1.2.3', '2001:db8::1'] };

describe('API connections: who may do what (docs/decisions.md)', () => {
  it('lets internal administrators and a ClientAdmin of the company create and rotate, and nobody else', async () => {
    expect((await post(`${GATEWAY}/api-connections`, body, await tokenFor('analyst@portico.test'))).status).toBe(403);
    expect((await post(`${GATEWAY}/api-connections`, body, await tokenFor('viewer@portico.test'))).status).toBe(403);
    const admin = getStore().users.find((u) => u.email === 'clientadmin@portico.test')!;
    const other = getStore().companies.find((c) => !admin.companyIds.includes(c.id))!;
    const clientAdmin = await tokenFor('clientadmin@portico.test');
    expect((await post(`${GATEWAY}/api-connections`, { ...body, companyId: other.id }, clientAdmin)).status).toBe(403);
    const created = await post(`${GATEWAY}/api-connections`, { ...body, companyId: admin.companyIds[0] }, clientAdmin);
    expect(created.status).toBe(201);
    const connection = (await created.json()) as { id: string; hasSecret: boolean };
    expect(connection.hasSecret).toBe(false);
    const analyst = await tokenFor('analyst@portico.test');
    expect((await post(`${GATEWAY}/api-connections/${connection.id}/credentials`, {}, analyst)).status).toBe(403);
    const issued = (await (await post(`${GATEWAY}/api-connections/${connection.id}/credentials`, {}, clientAdmin)).json()) as {
      clientSecret: string;
    };
    const read = await (await get(`${GATEWAY}/api-connections/${connection.id}`, analyst)).text();
    expect(read).not.toContain(issued.clientSecret);
    expect(JSON.parse(read)).toMatchObject({ hasSecret: true });
  });
});

describe('changing and deleting an API connection', () => {
  it('merges a change over the stored connection, keeping its client id and secret', async () => {
    const before = { ...getStore().apiConnections.find((c) => c.id === 'api-001')! };
    const res = await post(
      `${GATEWAY}/api-connections/api-001`,
      { status: 'Disabled', allowedIpAddresses: ['203.0.113.7'] },
      await tokenFor('clientadmin@portico.test'),
      'PUT',
    );
    expect(res.status).toBe(200);
    const stored = getStore().apiConnections.find((c) => c.id === 'api-001')!;
    expect(stored).toEqual({ ...before, status: 'Disabled', allowedIpAddresses: ['203.0.113.7'] });
    const answer = (await res.json()) as Record<string, unknown>;
    expect(answer).toMatchObject({ id: 'api-001', clientId: before.clientId, status: 'Disabled' });
    expect(answer.clientSecretHash).toBeUndefined();
  });

  it('deletes one, answering what it was', async () => {
    const res = await del(`${GATEWAY}/api-connections/api-001`, await tokenFor('clientadmin@portico.test'));
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'api-001', companyId: 'cmp-01' });
    expect(getStore().apiConnections.some((c) => c.id === 'api-001')).toBe(false);
  });
});
