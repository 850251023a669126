import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import onboardingFiles from '../../../resources/onboardingFiles';
import onboardingUploads from '../../../resources/onboardingUploads';
import { checkOnboardingFile } from '../../../src/shared/onboardingFileCheck';
import { processOnboardingCsv } from '../../../sandbox/handlers/onboarding';
import { server } from '../../../sandbox/node';
import { getStore } from '../../../sandbox/store';
import { dataRows, findSlow, menu, openAs } from './render';

vi.setConfig({ testTimeout: 120_000 });

const defs = [onboardingUploads, onboardingFiles, companies];
const BASE = '/administration/onboarding/onboard/company/cmp-01';
const HEADER = 'type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference';

/**
 * jsdom's FormData and File do not survive Node's fetch (the file arrives nameless), so the upload uses Node's own
 * classes, as a browser's would reach the server intact.
 */
const withNodeMultipart = async () => {
  const NodeFormData = (await new Response(new URLSearchParams('a=1')).formData()).constructor as typeof FormData;
  vi.stubGlobal('FormData', NodeFormData);
};

const chooseFile = (input: HTMLElement, csv: string, name: string) => {
  Object.defineProperty(input, 'files', { value: [new NodeFile([csv], name, { type: 'text/csv' })], configurable: true });
  fireEvent.change(input);
};

/** The text of one column of a table, by its header, row by row. */
const columnOf = (table: HTMLElement, header: string) => {
  const [head, ...rows] = within(table).getAllByRole('row');
  const index = within(head!)
    .getAllByRole('columnheader')
    .findIndex((h) => h.textContent === header);
  return rows.map((r) => within(r).getAllByRole('cell')[index]?.textContent);
};

/**
 * jsdom has no Worker: the check runs on the test's thread, through the same function the worker calls
 * (resources/onboardingFiles/check.worker.ts is a shell around it; the browser journey runs the real worker).
 */
vi.mock('../../../resources/onboardingFiles/checkInWorker', () => ({
  checkInWorker: async (file: File, companyPstrs: string[], onProgress: (share: number) => void) =>
    checkOnboardingFile(file.name, new Uint8Array(await file.arrayBuffer()), new Set(companyPstrs), onProgress),
}));

/** Every upload the portal sends, recorded as MSW sees it. */
const uploadRequests = () => {
  const seen: string[] = [];
  server.events.on('request:start', ({ request }) => {
    if (request.method === 'POST' && request.url.includes('/onboarding-files')) seen.push(request.url);
  });
  return seen;
};

const openUpload = async () => {
  await withNodeMultipart();
  const portal = await openAs(defs, 'clientadmin@portico.test', `${BASE}/upload`);
  await screen.findByRole('heading', { level: 1, name: 'Bulk Onboard' }, { timeout: 20_000 });
  return portal;
};

const uploadButton = () => screen.getByRole('button', { name: 'Upload' });

describe('Bulk Onboard', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    server.events.removeAllListeners();
  });

  it('checks a chosen file before anything is sent, and uploads it once corrected', async () => {
    const user = userEvent.setup();
    const uploads = uploadRequests();
    const portal = await openUpload();
    expect(menu().getByRole('link', { name: 'Bulk Onboard' })).toHaveAttribute('href', `${BASE}/upload`);
    expect(uploadButton()).toBeDisabled();
    // The columns in words, and a template with exactly the header the gateway checks.
    const guide = screen.getByRole('table', { name: 'What the file holds' });
    expect(
      within(guide)
        .getAllByRole('row')
        .slice(1)
        .map((r) => within(r).getAllByRole('cell')[0]!.textContent),
    ).toEqual(HEADER.split(','));
    // Employer types in the employer screens' words (spec 3.2: FOR is Former).
    const employerType = within(guide).getByRole('row', { name: /^employerType/ });
    expect(employerType).toHaveTextContent('Employers only: OTH (Other) or FOR (Former).');
    const saved: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      saved.push(blob as Blob);
      return 'blob:template';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    const template = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(saved[0]!);
    });
    expect(template.split('\r\n')[0]).toBe(HEADER);
    expect(processOnboardingCsv(structuredClone(getStore()), 'cmp-01', template).totals).toEqual({
      Created: 2,
      Updated: 0,
      PartiallyCreated: 0,
      NotCreated: 0,
    });

    const good = ['Scheme,Thames Valley Staff DC,DC,98765432TV,,,', 'Employer,Reading Depot Ltd,,,98765432TV,FOR,120/RD00001'];
    chooseFile(
      screen.getByLabelText('CSV file'),
      [HEADER, ...good, 'Employer,Nowhere Ltd,,,00000000ZZ,OTH,120/NW00003'].join('\n'),
      'january.csv',
    );
    expect(screen.getByText(/^Chosen: january\.csv \(\d+ B\)$/)).toBeInTheDocument();
    // The summary takes focus; its link moves focus to the failing row of the table below.
    const summary = await screen.findByRole('alert', { name: 'There is a problem' }, { timeout: 20_000 });
    await waitFor(() => expect(summary).toHaveFocus());
    expect(summary).toHaveTextContent('1 row needs changing');
    const failing = screen.getByRole('table', { name: 'Rows that need changing' });
    expect(columnOf(failing, 'Row')).toEqual(['4']);
    expect(columnOf(failing, 'Column')).toEqual(['schemePstr']);
    expect(columnOf(failing, 'Value as written')).toEqual(['00000000ZZ']);
    expect(columnOf(failing, 'What to change')).toEqual([
      'No scheme of this company has the PSTR "00000000ZZ" (schemes on earlier lines of the file count).',
    ]);
    await user.click(within(summary).getByRole('link', { name: /^Row 4: No scheme of this company/ }));
    expect(within(failing).getAllByRole('row')[1]).toHaveFocus();
    expect(uploadButton()).toBeDisabled();
    expect(uploads).toEqual([]);

    chooseFile(screen.getByLabelText('CSV file'), [HEADER, ...good].join('\n'), 'january.csv');
    expect(await screen.findByText('All 2 rows are ready to upload', {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(uploads).toEqual([]);
    await user.click(uploadButton());
    await waitFor(() => expect(portal.location()).toMatch(new RegExp(`^${BASE}/history/file/obf-[^/]+$`)), { timeout: 20_000 });
    expect(uploads).toHaveLength(1);
    expect(getStore().onboardingFiles.at(-1)).toMatchObject({
      companyId: 'cmp-01',
      fileName: 'january.csv',
      uploadedBy: 'clientadmin@portico.test',
    });
  });

  it('lets warnings through only once the user accepts them, and keeps the file when the upload fails', async () => {
    const user = userEvent.setup();
    await openUpload();
    const csv = [HEADER, 'Scheme,Thames Valley Staff DC,DC,98765432TV,,,', 'Employer,Swindon Yard Ltd,,,98765432TV,XYZ,120/SY00002'];
    chooseFile(screen.getByLabelText('CSV file'), csv.join('\n'), 'march.csv');
    expect(await screen.findByRole('heading', { name: '1 row has a warning you may accept' }, { timeout: 20_000 })).toBeInTheDocument();
    const warned = screen.getByRole('table', { name: 'Rows with warnings' });
    expect(columnOf(warned, 'What to change')).toEqual([
      '"XYZ" is not an employer type (OTH or FOR): a new employer is recorded as OTH, an existing one keeps its type.',
    ]);
    expect(screen.queryByRole('alert', { name: 'There is a problem' })).not.toBeInTheDocument();
    expect(uploadButton()).toBeDisabled();
    await user.click(screen.getByRole('checkbox', { name: 'Upload anyway, accepting these warnings' }));
    expect(uploadButton()).toBeEnabled();
    server.use(
      http.post('*/portal/api/v1/onboarding-files', () => HttpResponse.json({ message: 'The service is busy.' }, { status: 503 })),
    );
    await user.click(uploadButton());
    // The generic words for a 5xx (an operator's wording is not for users), the chosen file still chosen.
    expect(await screen.findByText('The service is not available right now. Please try again in a few minutes.')).toBeInTheDocument();
    expect(screen.getByText(/^Chosen: march\.csv/)).toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it('says what the upload would refuse before sending it: a name not ending .csv', async () => {
    const uploads = uploadRequests();
    await openUpload();
    // Dropped on the zone rather than chosen.
    const zone = screen.getByText('CSV file').closest('label')!;
    fireEvent.drop(zone, { dataTransfer: { files: [new NodeFile([HEADER], 'january.xlsx', { type: 'text/csv' })] } });
    expect(screen.getByText(/^Chosen: january\.xlsx/)).toBeInTheDocument();
    expect(await screen.findByRole('alert', { name: 'There is a problem' }, { timeout: 20_000 })).toHaveTextContent(
      'The file must be a .csv file.',
    );
    expect(uploadButton()).toBeDisabled();
    expect(uploads).toEqual([]);
  });

  it("says the file could not be checked when the company's schemes cannot be read, and still offers Upload", async () => {
    server.use(http.get('*/portal/api/v1/schemes', () => HttpResponse.json({ message: 'Down.' }, { status: 500 })));
    await openUpload();
    chooseFile(screen.getByLabelText('CSV file'), [HEADER, 'Scheme,Thames Valley Staff DC,DC,98765432TV,,,'].join('\n'), 'april.csv');
    expect(await screen.findByText(/^The file could not be checked here/, {}, { timeout: 20_000 })).toBeInTheDocument();
    expect(uploadButton()).toBeEnabled();
  });

  it('says what each line was taken to do (spec 3.2 Processing result) beside how it went', async () => {
    const store = getStore();
    const existing = store.schemes.find((s) => s.companyId === 'cmp-01')!;
    const now = new Date().toISOString();
    const csv = [
      HEADER,
      `Scheme,Renamed Staff Plan,${existing.pensionSchemeType},${existing.pstr},,,`,
      // The same scheme again with a type that does not exist: not written, and the line says which record it meant.
      `Scheme,Renamed Staff Plan,XYZ,${existing.pstr},,,`,
      'Scheme,Thames Valley Staff DC,DC,98765432TV,,,',
      'Pension,Not a line type,,,,,',
    ].join('\n');
    store.onboardingFiles.push({
      id: 'obf-p',
      companyId: 'cmp-01',
      fileName: 'february.csv',
      uploadedBy: 'clientadmin@portico.test',
      uploadedAt: now,
      completedAt: now,
      ...processOnboardingCsv(store, 'cmp-01', csv),
    });
    await openAs(defs, 'clientadmin@portico.test', `${BASE}/history/file/obf-p`);
    const lines = await screen.findByRole('table', { name: 'Lines of the file' }, { timeout: 20_000 });
    expect(columnOf(lines, 'Processing result')).toEqual(['Update', 'Update', 'Create', 'None']);
    expect(columnOf(lines, 'Outcome')).toEqual(['Updated', 'Not created', 'Created', 'Not created']);
    expect(getStore().schemes.find((s) => s.id === existing.id)).toMatchObject({ name: 'Renamed Staff Plan' });
  });

  it("lists the company's uploads in the history; a row opens history/file/{fileId}", async () => {
    const user = userEvent.setup();
    const store = getStore();
    const now = new Date().toISOString();
    const add = (id: string, companyId: string, csv: string) =>
      store.onboardingFiles.push({
        id,
        companyId,
        fileName: `${id}.csv`,
        uploadedBy: 'support@portico.test',
        uploadedAt: now,
        completedAt: now,
        ...processOnboardingCsv(store, companyId, csv),
      });
    add('obf-a', 'cmp-01', `${HEADER}\nScheme,Depot Scheme,DB,12121212DS,,,`);
    add('obf-b', 'cmp-01', 'not,a,header');
    add('obf-c', 'cmp-02', `${HEADER}\nScheme,Other Scheme,DC,34343434OS,,,`);
    const portal = await openAs(defs, 'analyst@portico.test', `${BASE}/history`);
    await findSlow('obf-a.csv');
    expect(dataRows()).toHaveLength(2);
    expect(screen.getByText('Failed')).toBeInTheDocument();
    await user.click(screen.getByText('obf-b.csv'));
    await waitFor(() => expect(portal.location()).toBe(`${BASE}/history/file/obf-b`));
    expect(await screen.findByText(/The first line must be the header/)).toBeInTheDocument();
  });

  it('keeps the Viewer from uploading and the Manager out of administration', async () => {
    const viewer = await openAs(defs, 'viewer@portico.test', `${BASE}/upload`);
    await waitFor(() => expect(viewer.location()).toBe('/permission-denied'), { timeout: 20_000 });
    expect(menu().queryByRole('link', { name: 'Bulk Onboard' })).not.toBeInTheDocument();
    viewer.unmount();
    const manager = await openAs(defs, 'manager@portico.test', `${BASE}/history`);
    await waitFor(() => expect(manager.location()).toBe('/permission-denied'), { timeout: 20_000 });
  });
});
