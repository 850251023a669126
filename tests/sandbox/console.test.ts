// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { PORTAL, del, get, post, tokenFor } from './helpers';

const put = (body: unknown, token: string) => post(`${PORTAL}/console/settings`, body, token, 'PUT');

describe('console settings: who may do what', () => {
  it('lets SuperAdmin change them, Support only read, and keeps everyone else out', async () => {
    const superadmin = await tokenFor('superadmin@portico.test');
    const support = await tokenFor('support@portico.test');
    expect((await get(`${PORTAL}/console/settings`, support)).status).toBe(200);
    expect((await get(`${PORTAL}/console/settings`, await tokenFor('analyst@portico.test'))).status).toBe(403);
    expect((await put({ key: 'supportEmail', value: 'help@portico.test' }, support)).status).toBe(403);
    expect((await put({ key: 'supportEmail', value: 'help@portico.test' }, superadmin)).status).toBe(200);
    expect((await post(`${PORTAL}/tenants/ten-harbour-pensions/logo`, {}, support)).status).toBe(403);
  });

  it('checks values and scopes, and answers each company its own support contact without leaking another', async () => {
    const superadmin = await tokenFor('superadmin@portico.test');
    expect((await put({ key: 'supportPhone', value: '020 7946 0000' }, superadmin)).status).toBe(400);
    expect((await put({ key: 'maintenanceNotice', scope: 'Company', companyId: 'cmp-01', value: 'x' }, superadmin)).status).toBe(400);
    expect(
      (await put({ key: 'supportEmail', scope: 'Company', companyId: 'cmp-01', value: 'help@thames.example' }, superadmin)).status,
    ).toBe(200);
    const admin = getStore().users.find((u) => u.email === 'clientadmin@portico.test')!;
    const clientAdmin = await tokenFor('clientadmin@portico.test');
    const own = await (await get(`${PORTAL}/console/support-contact?companyId=cmp-01`, clientAdmin)).json();
    expect(own.email).toBe(admin.companyIds.includes('cmp-01') ? 'help@thames.example' : 'support@portico.test');
    const other = getStore().companies.find((c) => !admin.companyIds.includes(c.id))!;
    expect(
      (await put({ key: 'supportEmail', scope: 'Company', companyId: other.id, value: 'secret@other.example' }, superadmin)).status,
    ).toBe(200);
    const refused = await (await get(`${PORTAL}/console/support-contact?companyId=${other.id}`, clientAdmin)).json();
    expect(refused.email).toBe('support@portico.test');
  });
});

describe("removing a company's own setting", () => {
  it('puts the company back on the default; a default itself is not removed', async () => {
    const superadmin = await tokenFor('superadmin@portico.test');
    await put({ key: 'supportEmail', scope: 'Company', companyId: 'cmp-01', value: 'help@thames.example' }, superadmin);
    const res = await del(`${PORTAL}/console/settings/supportEmail:cmp-01`, superadmin);
    expect(res.status).toBe(204);
    expect(getStore().settings.some((s) => s.id === 'supportEmail:cmp-01')).toBe(false);
    const contact = await get(`${PORTAL}/console/support-contact?companyId=cmp-01`, await tokenFor('clientadmin@portico.test'));
    expect(((await contact.json()) as { email: string }).email).toBe('support@portico.test');
    expect((await del(`${PORTAL}/console/settings/supportEmail`, superadmin)).status).toBe(400);
  });
});
