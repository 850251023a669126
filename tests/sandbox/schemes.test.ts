// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../sandbox/seed';
import { getStore } from '../../sandbox/store';
import { PORTAL, del, get, post, tokenFor } from './helpers';

const put = (url: string, body: unknown, token: string) => post(url, body, token, 'PUT');
const normalised = (pstr: string) => pstr.trim().toUpperCase();
const schemesOf = (companyId: string) => getStore().schemes.filter((s) => s.companyId === companyId);

/**
 * A PSTR identifies one registered pension scheme (HMRC gives it at registration), so two schemes never share one:
 * a second click on a scheme's Save, or a scheme typed in twice, is refused instead of duplicated (issue 27).
 */
describe('a PSTR names one scheme', () => {
  it('is unique in the seed, compared trimmed and in capitals', () => {
    const pstrs = buildSeed().schemes.map((s) => normalised(s.pstr));
    expect(new Set(pstrs).size).toBe(pstrs.length);
  });

  it('refuses a second create with the same PSTR (a second click), naming the scheme that has it', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const before = schemesOf('cmp-01').length;
    const body = { companyId: 'cmp-01', name: 'Acme Staff DC Plan', pensionSchemeType: 'DC', pstr: '11223344AB' };
    const [first, second] = [await post(`${PORTAL}/schemes`, body, token), await post(`${PORTAL}/schemes`, body, token)];
    expect(first.status).toBe(201);
    expect(second.status).toBe(409);
    const answer = (await second.json()) as { message: string; errors: Record<string, string[]> };
    expect(answer.errors.pstr).toEqual(['A scheme with this Pension Scheme Tax Reference already exists: Acme Staff DC Plan.']);
    expect(answer.message).toBe(answer.errors.pstr![0]);
    expect(schemesOf('cmp-01')).toHaveLength(before + 1);
  });

  it('compares PSTRs trimmed and in capitals, under another name too', async () => {
    const token = await tokenFor('support@portico.test');
    const existing = schemesOf('cmp-02')[0]!;
    const typed = `  ${existing.pstr.toLowerCase()} `;
    const res = await post(`${PORTAL}/schemes`, { companyId: 'cmp-02', name: 'Another Name', pensionSchemeType: 'DB', pstr: typed }, token);
    expect(res.status).toBe(409);
    expect((await res.json()).errors.pstr).toEqual([`A scheme with this Pension Scheme Tax Reference already exists: ${existing.name}.`]);
  });

  it('refuses an update that takes another scheme’s PSTR, and lets a scheme keep its own', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const [one, two] = schemesOf('cmp-01');
    const taken = await put(`${PORTAL}/schemes/${one!.id}`, { pstr: two!.pstr.toLowerCase() }, token);
    expect(taken.status).toBe(409);
    expect((await taken.json()).errors.pstr).toEqual([`A scheme with this Pension Scheme Tax Reference already exists: ${two!.name}.`]);
    expect(getStore().schemes.find((s) => s.id === one!.id)!.pstr).toBe(one!.pstr);
    const kept = await put(`${PORTAL}/schemes/${one!.id}`, { name: `${one!.name} (renamed)`, pstr: ` ${one!.pstr} ` }, token);
    expect(kept.status).toBe(200);
    expect((await kept.json()).pstr).toBe(one!.pstr);
  });

  it('never names a scheme of a company the caller cannot see, though the PSTR is still refused', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const elsewhere = schemesOf('cmp-03')[0]!;
    const res = await post(
      `${PORTAL}/schemes`,
      { companyId: 'cmp-01', name: 'Copied Plan', pensionSchemeType: 'DC', pstr: elsewhere.pstr },
      token,
    );
    expect(res.status).toBe(409);
    const text = JSON.stringify(await res.json());
    expect(text).toContain('A scheme with this Pension Scheme Tax Reference is already registered with another company.');
    expect(text).not.toContain(elsewhere.name);
  });
});

/** Everything below a company is read by whoever sees the company and changed by whoever administers it. */
describe('a scheme and what it holds: reads and changes by an administrator of its company', () => {
  const admin = () => tokenFor('clientadmin@portico.test');

  it('reads a scheme as stored', async () => {
    const res = await get(`${PORTAL}/schemes/cmp-01-sch-1`, await admin());
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual(getStore().schemes.find((s) => s.id === 'cmp-01-sch-1'));
  });

  it('deletes a scheme no user has access to, with its sections, partners and employers, and takes it from the modules', async () => {
    // cmp-03-sch-2: in the Analyst's company, with children, and in no user's access.
    const token = await tokenFor('analyst@portico.test');
    const res = await del(`${PORTAL}/schemes/cmp-03-sch-2`, token);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ id: 'cmp-03-sch-2', companyId: 'cmp-03' });
    const store = getStore();
    expect(store.schemes.some((s) => s.id === 'cmp-03-sch-2')).toBe(false);
    for (const children of [store.sections, store.strategicPartners, store.employers])
      expect(children.filter((c) => c.schemeId === 'cmp-03-sch-2')).toEqual([]);
    expect(store.companyProducts.filter((cp) => cp.schemeIds.includes('cmp-03-sch-2'))).toEqual([]);
  });

  it("lists, reads, changes and deletes a scheme's sections", async () => {
    const token = await admin();
    const list = await get(`${PORTAL}/sections?filter=${encodeURIComponent('{"schemeId":"cmp-01-sch-1"}')}`, token);
    expect(list.headers.get('Content-Range')).toBe('sections 0-1/2');
    expect(((await list.json()) as { id: string }[]).map((s) => s.id)).toEqual(['cmp-01-sch-1-sec-1', 'cmp-01-sch-1-sec-2']);
    expect(await (await get(`${PORTAL}/sections/cmp-01-sch-1-sec-1`, token)).json()).toMatchObject({ name: 'Money Purchase Section' });

    const changed = await put(`${PORTAL}/sections/cmp-01-sch-1-sec-1`, { name: 'Money purchase members', code: 'mp-1' }, token);
    expect(changed.status).toBe(200);
    expect(getStore().sections.find((s) => s.id === 'cmp-01-sch-1-sec-1')).toEqual({
      id: 'cmp-01-sch-1-sec-1',
      companyId: 'cmp-01',
      schemeId: 'cmp-01-sch-1',
      name: 'Money purchase members',
      code: 'MP-1',
      status: 'Active',
    });

    expect((await del(`${PORTAL}/sections/cmp-01-sch-1-sec-1`, token)).status).toBe(200);
    expect(getStore().sections.some((s) => s.id === 'cmp-01-sch-1-sec-1')).toBe(false);
  });

  it("lists, adds, reads, changes and deletes a scheme's strategic partners", async () => {
    const token = await admin();
    const list = await get(`${PORTAL}/strategic-partners?filter=${encodeURIComponent('{"schemeId":"cmp-01-sch-1"}')}`, token);
    expect(((await list.json()) as { name: string }[]).map((p) => p.name)).toEqual(['Lane Clark & Peacock LLP', 'Isio Group Ltd']);

    const created = await post(
      `${PORTAL}/strategic-partners`,
      { schemeId: 'cmp-01-sch-1', name: 'Harbour Actuarial LLP', partnerType: 'Actuary', contactEmail: 'Team@Harbour.example' },
      token,
    );
    expect(created.status).toBe(201);
    const partner = (await created.json()) as { id: string };
    // The company comes from the scheme, never from the body.
    expect(partner).toMatchObject({ companyId: 'cmp-01', schemeId: 'cmp-01-sch-1', contactEmail: 'team@harbour.example' });
    expect(await (await get(`${PORTAL}/strategic-partners/${partner.id}`, token)).json()).toEqual(partner);

    expect((await put(`${PORTAL}/strategic-partners/${partner.id}`, { partnerType: 'Auditor' }, token)).status).toBe(200);
    expect(getStore().strategicPartners.find((p) => p.id === partner.id)).toMatchObject({
      partnerType: 'Auditor',
      name: 'Harbour Actuarial LLP',
    });

    expect((await del(`${PORTAL}/strategic-partners/${partner.id}`, token)).status).toBe(200);
    expect(getStore().strategicPartners.some((p) => p.id === partner.id)).toBe(false);
  });

  it('reads, changes and deletes an employer, taking it out of the access that named it', async () => {
    const token = await admin();
    expect(await (await get(`${PORTAL}/employers/cmp-01-sch-1-emp-1`, token)).json()).toMatchObject({
      name: 'Thames Valley Logistics Ltd',
      payeReference: '838/FA62782',
    });

    const changed = await put(`${PORTAL}/employers/cmp-01-sch-1-emp-1`, { employerType: 'FOR', payeReference: '838/fa62783' }, token);
    expect(changed.status).toBe(200);
    expect(getStore().employers.find((e) => e.id === 'cmp-01-sch-1-emp-1')).toMatchObject({
      employerType: 'FOR',
      payeReference: '838/FA62783',
    });

    expect(getStore().permissions.some((p) => p.employerIds.includes('cmp-01-sch-1-emp-1'))).toBe(true);
    expect((await del(`${PORTAL}/employers/cmp-01-sch-1-emp-1`, token)).status).toBe(200);
    expect(getStore().employers.some((e) => e.id === 'cmp-01-sch-1-emp-1')).toBe(false);
    expect(getStore().permissions.some((p) => p.employerIds.includes('cmp-01-sch-1-emp-1'))).toBe(false);
  });
});
