// @vitest-environment node
/** Email configurations of a company (spec 2.4 /configuration/emailConfiguration; contract/gateway/emailConfigurations.yaml). */
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { GATEWAY, del, get, post, tokenFor } from './helpers';

describe('email configurations', () => {
  it("lists only the caller's companies' configurations, in ra-data-simple-rest's paging", async () => {
    const res = await get(`${GATEWAY}/email-configurations?range=[0,9]`, await tokenFor('clientadmin@portico.test'));
    expect(res.status).toBe(200);
    const list = (await res.json()) as { id: string; companyId: string }[];
    expect(list.map((e) => e.id).sort()).toEqual(['eml-cmp-01-1', 'eml-cmp-02-1', 'eml-cmp-02-2']);
    expect(res.headers.get('Content-Range')).toBe('email-configurations 0-2/3');
  });

  it('creates a Draft with the sender as reply-to when none is given, and reads it back', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const res = await post(
      `${GATEWAY}/email-configurations`,
      { companyId: 'cmp-01', name: 'Welsh letters', senderAddress: 'Pensions@TVL.example', channel: 'Welsh', variant: 'Alternative' },
      token,
    );
    expect(res.status).toBe(201);
    const created = (await res.json()) as { id: string };
    expect(created).toMatchObject({ senderAddress: 'pensions@tvl.example', replyToAddress: 'pensions@tvl.example', status: 'Draft' });
    expect(getStore().emailConfigurations.find((e) => e.id === created.id)).toMatchObject({ companyId: 'cmp-01', channel: 'Welsh' });
    expect(await (await get(`${GATEWAY}/email-configurations/${created.id}`, token)).json()).toEqual(created);
  });

  it('changes what it is sent and keeps the rest', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const res = await post(`${GATEWAY}/email-configurations/eml-cmp-01-1`, { status: 'Active', name: 'Main letters' }, token, 'PUT');
    expect(res.status).toBe(200);
    const stored = getStore().emailConfigurations.find((e) => e.id === 'eml-cmp-01-1')!;
    expect(stored).toMatchObject({ status: 'Active', name: 'Main letters', channel: 'Main', companyId: 'cmp-01' });
    expect(await res.json()).toEqual(stored);
  });

  it('deletes one, answering what it was', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const res = await del(`${GATEWAY}/email-configurations/eml-cmp-01-1`, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'eml-cmp-01-1', companyId: 'cmp-01' });
    expect(getStore().emailConfigurations.some((e) => e.id === 'eml-cmp-01-1')).toBe(false);
  });
});
