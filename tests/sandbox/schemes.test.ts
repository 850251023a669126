import { describe, expect, it } from 'vitest';
import { buildSeed } from '../../sandbox/seed';
import { getStore } from '../../sandbox/store';
import { PORTAL, post, tokenFor } from './helpers';

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
