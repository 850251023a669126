// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { mayReceive, onPublished, type LiveEvent } from '../../sandbox/events';
import { drainOnboarding, paceFrom, setOnboardingPace, stepOnboarding } from '../../sandbox/onboardingSteps';
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

/** Uploads a file, which is answered in progress, lets the sandbox process all of it, and reads it back. */
const uploadAndProcess = async (token: string, companyId: string, csv: string) => {
  const res = await upload(token, companyId, csv);
  expect(res.status).toBe(202);
  const accepted = await res.json();
  drainOnboarding();
  return (await get(`${PORTAL}/onboarding-files/${accepted.id}`, token)).json();
};

describe('bulk onboarding files', () => {
  afterEach(() => setOnboardingPace({}));

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
    const file = await uploadAndProcess(token, 'cmp-01', csv);
    expect(file).toMatchObject({
      companyId: 'cmp-01',
      fileName: 'schemes.csv',
      status: 'Completed',
      uploadedBy: 'superadmin@portico.test',
      progress: { rowsDone: 6, rowsTotal: 6 },
    });
    expect(file.completedAt).toEqual(expect.any(String));
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
    const file = await uploadAndProcess(token, 'cmp-01', csv);
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
    const file = await uploadAndProcess(token, 'cmp-01', csv);
    expect(file.rows[0]).toMatchObject({
      outcome: 'Updated',
      messages: ['"XYZ" is not an employer type (OTH or FOR), so the employer keeps its type, FOR.'],
    });
    expect(getStore().employers.find((e) => e.id === employer.id)).toMatchObject({ name: 'Renamed Employer Ltd', employerType: 'FOR' });
  });

  it('stores an unreadable file as Failed, and refuses what is not a CSV', async () => {
    const token = await tokenFor('clientadmin@portico.test');
    // Over at once: answered 201 Failed, nothing left to process.
    const res = await upload(token, 'cmp-01', 'name,pstr\nA,B');
    expect(res.status).toBe(201);
    const failed = await res.json();
    expect(failed).toMatchObject({
      status: 'Failed',
      message: expect.stringContaining('header'),
      rows: [],
      progress: { rowsDone: 0, rowsTotal: 0 },
    });
    expect(failed.completedAt).toEqual(expect.any(String));
    expect((await upload(token, 'cmp-01', HEADER, 'schemes.xlsx')).status).toBe(400);
    expect((await upload(token, 'cmp-01', '')).status).toBe(400);
  });

  it('processes a file in steps after answering: rows, counts and progress move a batch at a time until Completed', async () => {
    setOnboardingPace({ everyMs: 'manual', batch: 2 });
    const token = await tokenFor('clientadmin@portico.test');
    const csv = [
      HEADER,
      'Scheme,Thames Valley Staff DC,DC,98765432TV,,,',
      'Employer,Reading Depot Ltd,,,98765432TV,OTH,120/RD00001',
      '',
      'Employer,Swindon Yard Ltd,,,98765432TV,XYZ,120/SY00002',
      'Employer,Nowhere Ltd,,,00000000ZZ,OTH,120/NW00003',
      'Scheme,Second Plan,DB,11112222AB,,,',
    ].join('\n');
    const res = await upload(token, 'cmp-01', csv);
    expect(res.status).toBe(202);
    const accepted = await res.json();
    expect(accepted).toMatchObject({
      status: 'InProgress',
      completedAt: null,
      rows: [],
      totals: { Created: 0, Updated: 0, PartiallyCreated: 0, NotCreated: 0 },
      progress: { rowsDone: 0, rowsTotal: 5 },
    });
    // Nothing is written before the first step.
    expect(getStore().schemes.some((s) => s.pstr === '98765432TV')).toBe(false);
    const read = async () => (await get(`${PORTAL}/onboarding-files/${accepted.id}`, token)).json();
    const seen = [];
    for (let step = 0; step < 3; step++) {
      stepOnboarding();
      const file = await read();
      seen.push([file.status, file.progress.rowsDone, file.totals, file.rows.length]);
    }
    expect(seen).toEqual([
      ['InProgress', 2, { Created: 2, Updated: 0, PartiallyCreated: 0, NotCreated: 0 }, 2],
      ['InProgress', 4, { Created: 2, Updated: 0, PartiallyCreated: 1, NotCreated: 1 }, 4],
      ['Completed', 5, { Created: 3, Updated: 0, PartiallyCreated: 1, NotCreated: 1 }, 5],
    ]);
    const done = await read();
    expect(done.completedAt).toEqual(expect.any(String));
    expect(Date.parse(done.progress.updatedAt)).toBeGreaterThanOrEqual(Date.parse(done.progress.startedAt));
    // The line numbers are the file's, the blank line counted in the numbering but not as a row.
    expect(done.rows.map((r: { line: number }) => r.line)).toEqual([2, 3, 5, 6, 7]);
    // The history list says the same as the file.
    const [summary] = await (await get(`${PORTAL}/onboarding-files`, token)).json();
    expect(summary).toMatchObject({ id: accepted.id, status: 'Completed', progress: { rowsDone: 5, rowsTotal: 5 } });
  });

  it("tells the file's readers it moved as it starts and as it ends (onboardingFile.progress)", async () => {
    setOnboardingPace({ everyMs: 'manual', batch: 1 });
    const events: LiveEvent[] = [];
    const stop = onPublished((e) => events.push(e));
    try {
      const token = await tokenFor('clientadmin@portico.test');
      const res = await upload(token, 'cmp-01', [HEADER, 'Scheme,A Plan,DC,11112222AB,,,', 'Scheme,B Plan,DC,33334444CD,,,'].join('\n'));
      const { id } = await res.json();
      drainOnboarding();
      const told = events.filter((e) => e.id === id);
      expect(told.map((e) => [e.topic, e.resource, e.type, e.companyId])).toContainEqual([
        'onboardingFiles',
        'onboardingFile',
        'progress',
        'cmp-01',
      ]);
      expect(told[0]!.data).toEqual({ status: 'InProgress', rowsDone: 0, rowsTotal: 2 });
      expect(told.at(-1)!.data).toEqual({ status: 'Completed', rowsDone: 2, rowsTotal: 2 });
    } finally {
      stop();
    }
  });

  it('takes its pace from SANDBOX_ONBOARDING_PACE (lines/ms), or the usual 50 lines per 100 ms', () => {
    expect(paceFrom('5/1000')).toEqual({ batch: 5, everyMs: 1000 });
    expect(paceFrom(' 200 / 50 ')).toEqual({ batch: 200, everyMs: 50 });
    for (const unusable of [undefined, '', 'fast', '0/100', '50/0', '-5/100', '5/1'])
      expect(paceFrom(unusable), String(unusable)).toEqual({ batch: 50, everyMs: 100 });
  });

  it('processes files on its own clock, a batch per tick, without being asked', async () => {
    setOnboardingPace({ everyMs: 5, batch: 1 });
    const token = await tokenFor('clientadmin@portico.test');
    const res = await upload(token, 'cmp-01', [HEADER, 'Scheme,A Plan,DC,11112222AB,,,', 'Scheme,B Plan,DC,33334444CD,,,'].join('\n'));
    const { id } = await res.json();
    await expect
      .poll(async () => (await (await get(`${PORTAL}/onboarding-files/${id}`, token)).json()).status, { timeout: 5_000 })
      .toBe('Completed');
  });

  it("lets only readers of the file's company follow its progress", async () => {
    setOnboardingPace({ everyMs: 'manual' });
    const admin = await tokenFor('superadmin@portico.test');
    const events: LiveEvent[] = [];
    const stop = onPublished((e) => events.push(e));
    const { id } = await (await upload(admin, 'cmp-05', `${HEADER}\nScheme,X,DC,11112222AB,,,`)).json();
    stop();
    // Its events reach the same readers as the file: the stream asks mayReceive of every event.
    const userId = (email: string) => getStore().users.find((u) => u.email === email)!.id;
    const told = events.find((e) => e.id === id)!;
    expect(mayReceive(userId('clientadmin@portico.test'), told)).toBe(false);
    expect(mayReceive(userId('superadmin@portico.test'), told)).toBe(true);
    const clientAdmin = await tokenFor('clientadmin@portico.test');
    expect((await get(`${PORTAL}/onboarding-files/${id}`, clientAdmin)).status).toBe(403);
    const listed = await (await get(`${PORTAL}/onboarding-files`, clientAdmin)).json();
    expect(listed.map((f: { id: string }) => f.id)).not.toContain(id);
    expect((await get(`${PORTAL}/onboarding-files/${id}`, await tokenFor('manager@portico.test'))).status).toBe(403);
    expect((await (await get(`${PORTAL}/onboarding-files/${id}`, admin)).json()).status).toBe('InProgress');
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
