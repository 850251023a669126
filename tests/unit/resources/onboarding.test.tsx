import { File as NodeFile } from 'node:buffer';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import companies from '../../../resources/companies';
import onboardingFiles from '../../../resources/onboardingFiles';
import onboardingUploads from '../../../resources/onboardingUploads';
import { processOnboardingCsv } from '../../../sandbox/handlers/onboarding';
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
const useNodeMultipart = async () => {
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

describe('Bulk Onboard', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('uploads a CSV for the selected company and opens the processed file with an outcome per line', async () => {
    await useNodeMultipart();
    const user = userEvent.setup();
    const portal = await openAs(defs, 'clientadmin@portico.test', `${BASE}/upload`);
    await screen.findByRole('heading', { level: 1, name: 'Bulk Onboard' }, { timeout: 20_000 });
    expect(menu().getByRole('link', { name: 'Bulk Onboard' })).toHaveAttribute('href', `${BASE}/upload`);

    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Choose a CSV file first.');
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

    const csv = [
      HEADER,
      'Scheme,Thames Valley Staff DC,DC,98765432TV,,,',
      'Employer,Reading Depot Ltd,,,98765432TV,FOR,120/RD00001',
      'Employer,Nowhere Ltd,,,00000000ZZ,OTH,120/NW00003',
    ].join('\n');
    chooseFile(screen.getByLabelText('CSV file'), csv, 'january.csv');
    expect(screen.getByText(/^Chosen: january\.csv \(\d+ B\)$/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(portal.location()).toMatch(new RegExp(`^${BASE}/history/file/obf-[^/]+$`)), { timeout: 20_000 });
    const lines = await screen.findByRole('table', { name: 'Lines of the file' }, { timeout: 20_000 });
    const rows = within(lines).getAllByRole('row').slice(1);
    expect(columnOf(lines, 'Outcome')).toEqual(['Created', 'Created', 'Not created']);
    // Notes in plain words that echo the bad value, so it can be found in the file.
    expect(rows[2]).toHaveTextContent('No scheme of this company has the PSTR "00000000ZZ"');
    // The outcome as a summary, and a status that does not say "Completed" alone when a line failed.
    expect(screen.getByRole('status')).toHaveTextContent('3 lines read: 2 created, 0 updated, 0 partly created, 1 not created.');
    expect(screen.getByText('Completed with 1 error')).toBeInTheDocument();
    expect(getStore().onboardingFiles.at(-1)).toMatchObject({
      companyId: 'cmp-01',
      fileName: 'january.csv',
      uploadedBy: 'clientadmin@portico.test',
    });
    expect(getStore().schemes.some((s) => s.pstr === '98765432TV' && s.companyId === 'cmp-01')).toBe(true);
  });

  it('says what each line was taken to do (spec 3.2 Processing result) beside how it went', async () => {
    await useNodeMultipart();
    const user = userEvent.setup();
    const existing = getStore().schemes.find((s) => s.companyId === 'cmp-01')!;
    const portal = await openAs(defs, 'clientadmin@portico.test', `${BASE}/upload`);
    await screen.findByRole('heading', { level: 1, name: 'Bulk Onboard' }, { timeout: 20_000 });
    const csv = [
      HEADER,
      `Scheme,Renamed Staff Plan,${existing.pensionSchemeType},${existing.pstr},,,`,
      // The same scheme again with a type that does not exist: not written, and the line says which record it meant.
      `Scheme,Renamed Staff Plan,XYZ,${existing.pstr},,,`,
      'Scheme,Thames Valley Staff DC,DC,98765432TV,,,',
      'Pension,Not a line type,,,,,',
    ].join('\n');
    chooseFile(screen.getByLabelText('CSV file'), csv, 'february.csv');
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    await waitFor(() => expect(portal.location()).toMatch(new RegExp(`^${BASE}/history/file/obf-[^/]+$`)), { timeout: 20_000 });
    const lines = await screen.findByRole('table', { name: 'Lines of the file' }, { timeout: 20_000 });
    expect(columnOf(lines, 'Processing result')).toEqual(['Update', 'Update', 'Create', 'None']);
    expect(columnOf(lines, 'Outcome')).toEqual(['Updated', 'Not created', 'Created', 'Not created']);
    expect(getStore().schemes.find((s) => s.id === existing.id)).toMatchObject({ name: 'Renamed Staff Plan' });
  });

  it("refuses a file that is not a CSV, with the gateway's message", async () => {
    await useNodeMultipart();
    const user = userEvent.setup();
    await openAs(defs, 'clientadmin@portico.test', `${BASE}/upload`);
    await screen.findByRole('heading', { level: 1, name: 'Bulk Onboard' }, { timeout: 20_000 });
    // Dropped on the zone rather than chosen.
    const zone = screen.getByText('CSV file').closest('label')!;
    fireEvent.drop(zone, { dataTransfer: { files: [new NodeFile([HEADER], 'january.xlsx', { type: 'text/csv' })] } });
    expect(screen.getByText(/^Chosen: january\.xlsx/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Upload' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The file must be a .csv file.');
    expect(getStore().onboardingFiles).toHaveLength(0);
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
