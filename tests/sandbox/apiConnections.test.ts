import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, get, post, tokenFor } from './helpers';

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
