/**
 * CSV injection (issue 11): every export of the portal goes through the framework's one exporter, which prefixes
 * a cell a spreadsheet would run as a formula with an apostrophe. Checked on the guard itself, on each exporter,
 * and on the inventory of lists that export, so a new exporting list cannot slip past this file.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import companies from '../../resources/companies';
import users from '../../resources/users';
import { definitionCsv, neutralise, toCsv, toCsvRow } from '../../src/framework/csvExport';
import { resourceMessages } from '../../src/framework/messages';
import { resourceDefinitions } from '../../src/portal/registry';
import { getStore } from '../../sandbox/store';
import { openAs } from '../unit/resources/render';
import auditTrail from '../../resources/auditTrail';

const EVIL = ['=HYPERLINK("http://evil.example","x")', '+44 cmd|calc', '-2+3', '@SUM(A1)', '\t=1', '\r=1'];
const lines = (csv: string) => csv.replace(/^\uFEFF/, '').split('\r\n');
/** The definitions' own catalogue entries, as the portal's i18n provider serves them. */
const catalogue = resourceMessages([companies, auditTrail, users]);
const translate = (key: string, options?: Record<string, unknown>) => {
  const found = key.split('.').reduce<unknown>((node, k) => (node as Record<string, unknown> | undefined)?.[k], catalogue);
  return typeof found === 'string' ? found : String(options?._ ?? key);
};

describe('the formula guard', () => {
  it.each(EVIL)('neutralises %j with a leading apostrophe', (value) => {
    expect(neutralise(value)).toBe(`'${value}`);
  });

  it('leaves ordinary text alone, quotes every cell and doubles quotes', () => {
    expect(neutralise('Smith')).toBe('Smith');
    expect(neutralise('a=b')).toBe('a=b');
    expect(toCsvRow(['=HYPERLINK("http://evil")', 'O"Brien', null, 3])).toBe('"\'=HYPERLINK(""http://evil"")","O""Brien","","3"');
  });

  it('guards the header row as well, and writes UTF-8 with CRLF rows', () => {
    const csv = toCsv(['=Name'], [['£1,000']]);
    expect(csv.startsWith('\uFEFF')).toBe(true);
    expect(lines(csv)).toEqual(['"\'=Name"', '"£1,000"']);
  });
});

describe('every exporter', () => {
  it('knows every list that exports (a new one must be added here, with its test)', () => {
    const exporting = resourceDefinitions.filter((d) => (d.access.export ?? []).length > 0).map((d) => d.name);
    expect(exporting.sort()).toEqual(['auditTrail', 'companies', 'users']);
  });

  it('audit trail: what changed is written as text, and a hostile value in it is guarded', () => {
    const record = {
      id: 'aud-x',
      occurredAt: '2026-01-01T09:00:00Z',
      userEmail: 'superadmin@portico.test',
      entityType: 'Company',
      entityName: '=cmd|" /C calc"!A0',
      action: 'Update',
      changes: [{ field: 'name', before: 'Acme', after: '@SUM(A1)' }],
    };
    const [header, row] = lines(definitionCsv(auditTrail, [record], translate));
    expect(header).toBe('"When","User","Entity type","Record","Action","What changed"');
    expect(row).toContain('"\'=cmd|"" /C calc""!A0"');
    expect(row).toContain('"name: Acme → @SUM(A1)"');
  });

  it('users: every cell of the users export is guarded, the role and status in words', () => {
    const user = (first: string, last: string) => ({
      id: 'usr-x',
      firstName: first,
      lastName: last,
      email: 'x@example.com',
      phone: '+44 7700900123',
      status: 'SetupIncomplete',
      clientPortalRole: { roleName: 'ClientAdmin' },
      createdAt: '2026-01-01T00:00:00Z',
      lastLoginAt: null,
    });
    const [header, ...rows] = lines(
      definitionCsv(
        users,
        EVIL.map((value) => user(value, value)),
        translate,
      ),
    );
    expect(header).toBe('"First name","Last name","Email","Phone","Role","Status","Created","Last signed in"');
    EVIL.forEach((value, i) => expect(rows[i]!.startsWith(toCsvRow([value, value]))).toBe(true));
    // A phone in international format starts with '+': it is neutralised too (Excel would read it as a number).
    expect(rows[0]).toContain('"\'+44 7700900123","Client Admin","Setup incomplete","2026-01-01T00:00:00Z",""');
  });

  it('companies: the generated list exports the definition fields, guarded, with choices by their label', () => {
    const record = {
      id: 'cmp-x',
      name: '=cmd|" /C calc"!A0',
      companyNumber: '@01234567',
      setupCompleteness: 'AssignProductsIncomplete',
      address: { line1: '-1 High Street', town: 'Leeds', postcode: 'LS1 1AA' },
      adminContact: {
        name: '+Ann',
        email: 'ann@example.com',
        administratorPhones: [{ order: 1, countryCode: '+44', number: '7700900123' }],
      },
      createdAt: '2026-01-01',
    };
    const [header, row] = lines(definitionCsv(companies, [record], translate));
    expect(header).toBe(
      '"Company name","Companies House number","Setup","Availability","Address line 1","Address line 2","Town or city","County","Postcode","Administrator name","Administrator email","Administrator phones","Preferred contact method","Direct debit","Logo","Primary colour","Secondary colour","Created"',
    );
    expect(row).toBe(
      '"\'=cmd|"" /C calc""!A0","\'@01234567","Products not assigned","","\'-1 High Street","","Leeds","","LS1 1AA","\'+Ann","ann@example.com","\'+44 7700900123","","","","","","2026-01-01"',
    );
  });
});

describe('the companies list export button', () => {
  afterEach(() => vi.restoreAllMocks());

  it('downloads the companies with formula cells neutralised', async () => {
    const user = userEvent.setup();
    const store = getStore();
    store.companies[0]!.name = '=HYPERLINK("http://evil.example","Open")';
    // Setup completeness is derived from the data: without products the company reads 'Products not assigned'.
    store.companyProducts = store.companyProducts.filter((cp) => cp.companyId !== store.companies[0]!.id);
    let blob: Blob | undefined;
    vi.spyOn(URL, 'createObjectURL').mockImplementation((b) => {
      blob = b as Blob;
      return 'blob:companies';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => undefined);
    await openAs([companies], 'superadmin@portico.test', '/administration/onboarding/company/list');
    await user.click(await screen.findByRole('button', { name: 'Export' }, { timeout: 20_000 }));
    await waitFor(() => expect(blob).toBeDefined());
    // jsdom's Blob has no text(): read it as the browser would.
    const text = await new Promise<string>((resolve) => {
      const reader = new FileReader();
      reader.onload = () => resolve(String(reader.result));
      reader.readAsText(blob!);
    });
    const [header, ...rows] = lines(text);
    expect(header).toContain('"Company name"');
    expect(rows).toHaveLength(store.companies.length);
    const evil = rows.find((r) => r.startsWith('"\'=HYPERLINK(""http://evil.example"",""Open"")"'));
    expect(evil).toContain('"Products not assigned"');
    expect(rows.every((r) => !/(^|,)"[=+\-@\t\r]/.test(r))).toBe(true);
  });
});
