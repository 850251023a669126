// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { getStore } from '../../sandbox/store';
import { PORTAL, get, tokenFor } from './helpers';

const HEADER = 'type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference';

/** The multipart body a browser sends; written out because jsdom's FormData loses the file name on the way. */
const upload = (token: string, companyId: string, csv: string, fileName = 'schemes.csv') => {
  const boundary = '----portico-test-boundary';
  const body = [
    `--${boundary}\r\nContent-Disposition: form-data; name="companyId"\r\n\r\n${companyId}\r\n`,
    `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n`,
    `--${boundary}--\r\n`,
  ].join('');
  return fetch(`${PORTAL}/onboarding-files`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}` },
    body,
  });
};

describe('bulk onboarding files', () => {
  it('processes a CSV of schemes and employers line by line, with an outcome per line', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const existing = { ...getStore().schemes.find((s) => s.companyId === 'cmp-01')! };
    const csv = [
      HEADER,
      'Scheme,Thames Valley Staff DC,DC,98765432TV,,,',
      `Scheme,"${existing.name}, renamed",${existing.pensionSchemeType},${existing.pstr},,,`,
      'Employer,Reading Depot Ltd,,,98765432TV,OTH,120/RD00001',
      'Employer,Swindon Yard Ltd,,,98765432TV,XYZ,120/SY00002',
      'Employer,Nowhere Ltd,,,00000000ZZ,OTH,120/NW00003',
      'Pet,Rex,,,,,',
    ].join('\n');
    const res = await upload(token, 'cmp-01', csv);
    expect(res.status).toBe(201);
    const file = await res.json();
    expect(file).toMatchObject({
      companyId: 'cmp-01',
      fileName: 'schemes.csv',
      status: 'Completed',
      uploadedBy: 'superadmin@portico.test',
    });
    expect(file.rows.map((r: { line: number; outcome: string }) => [r.line, r.outcome])).toEqual([
      [2, 'Created'],
      [3, 'Updated'],
      [4, 'Created'],
      [5, 'PartiallyCreated'],
      [6, 'NotCreated'],
      [7, 'NotCreated'],
    ]);
    expect(file.totals).toEqual({ Created: 2, Updated: 1, PartiallyCreated: 1, NotCreated: 2 });
    expect(getStore().schemes.find((s) => s.pstr === '98765432TV')).toMatchObject({ companyId: 'cmp-01', name: 'Thames Valley Staff DC' });
    expect(getStore().schemes.find((s) => s.id === existing.id)!.name).toBe(`${existing.name}, renamed`);
    expect(getStore().employers.find((e) => e.payeReference === '120/SY00002')?.employerType).toBe('OTH');

    const list = await get(`${PORTAL}/onboarding-files?filter=${encodeURIComponent('{"companyId":"cmp-01"}')}`, token);
    expect(list.headers.get('Content-Range')).toBe('onboarding-files 0-0/1');
    const [summary] = await list.json();
    expect(summary).toMatchObject({ id: file.id, status: 'Completed' });
    expect(summary.rows).toBeUndefined();
    const one = await (await get(`${PORTAL}/onboarding-files/${file.id}`, token)).json();
    expect(one.rows).toHaveLength(6);
  });

  it('says what each line was taken to do from its key (spec 3.2 Processing result), whether or not it went in', async () => {
    const token = await tokenFor('superadmin@portico.test');
    const store = getStore();
    const scheme = store.schemes.find((s) => s.companyId === 'cmp-01' && store.employers.some((e) => e.schemeId === s.id))!;
    const employer = store.employers.find((e) => e.schemeId === scheme.id)!;
    const elsewhere = store.schemes.find((s) => s.companyId !== 'cmp-01')!;
    const csv = [
      HEADER,
      `Employer,Renamed Employer Ltd,,,${scheme.pstr},OTH,${employer.payeReference}`,
      // The same employer with no name: not written, yet the line names the record it meant.
      `Employer,,,,${scheme.pstr},OTH,${employer.payeReference}`,
      `Employer,New Depot Ltd,,,${scheme.pstr},FOR,999/ND00001`,
      `Employer,Bad Reference Ltd,,,${scheme.pstr},OTH,not-a-paye`,
      `Scheme,Borrowed Plan,DC,${elsewhere.pstr},,,`,
      'Scheme,Bad PSTR Plan,DC,1234,,,',
    ].join('\n');
    const file = await (await upload(token, 'cmp-01', csv)).json();
    expect(file.rows.map((r: { processingResult: string; outcome: string }) => [r.processingResult, r.outcome])).toEqual([
      ['Update', 'Updated'],
      ['Update', 'NotCreated'],
      ['Create', 'Created'],
      ['None', 'NotCreated'],
      ['None', 'NotCreated'],
      ['None', 'NotCreated'],
    ]);
    expect(getStore().employers.find((e) => e.id === employer.id)!.name).toBe('Renamed Employer Ltd');
  });

  it("keeps an existing employer's type when the line names an unknown one, and says so on the line", async () => {
    const token = await tokenFor('superadmin@portico.test');
    const store = getStore();
    const scheme = store.schemes.find((s) => s.companyId === 'cmp-01' && store.employers.some((e) => e.schemeId === s.id))!;
    const employer = store.employers.find((e) => e.schemeId === scheme.id)!;
    employer.employerType = 'FOR';
    const csv = [HEADER, `Employer,Renamed Employer Ltd,,,${scheme.pstr},XYZ,${employer.payeReference}`].join('\n');
    const file = await (await upload(token, 'cmp-01', csv)).json();
    expect(file.rows[0]).toMatchObject({
      outcome: 'Updated',
      messages: ['"XYZ" is not an employer type (OTH or FOR), so the employer keeps its type, FOR.'],
    });
    expect(getStore().employers.find((e) => e.id === employer.id)).toMatchObject({ name: 'Renamed Employer Ltd', employerType: 'FOR' });
  });

  it('stores an unreadable file as Failed, and refuses what is not a CSV', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    const failed = await (await upload(token, 'cmp-01', 'name,pstr\nA,B')).json();
    expect(failed).toMatchObject({ status: 'Failed', message: expect.stringContaining('header'), rows: [] });
    expect((await upload(token, 'cmp-01', HEADER, 'schemes.xlsx')).status).toBe(400);
    expect((await upload(token, 'cmp-01', '')).status).toBe(400);
  });

  it("keeps uploads to the caller's companies and reads to the readers", async () => {
    const clientAdmin = await tokenFor('clientadmin@portico.test');
    expect((await upload(clientAdmin, 'cmp-05', `${HEADER}\nScheme,X,DC,11112222AB,,,`)).status).toBe(403);
    const viewer = await tokenFor('viewer@portico.test');
    expect((await upload(viewer, 'cmp-01', `${HEADER}\nScheme,X,DC,11112222AB,,,`)).status).toBe(403);
    expect((await get(`${PORTAL}/onboarding-files`, viewer)).status).toBe(200);
    const manager = await tokenFor('manager@portico.test');
    expect((await get(`${PORTAL}/onboarding-files`, manager)).status).toBe(403);
  });
});
