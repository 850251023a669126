// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readOnboardingCsv } from '../../../sandbox/handlers/onboarding';
import {
  checkOnboardingFile,
  readOnboardingLines,
  ROWS_SHOWN,
  type FileCheck,
  type OnboardingLine,
} from '../../../src/shared/onboardingFileCheck';
import { englishRuleWords, formatProblem } from '../../../src/shared/onboardingRuleWords';

const HEADER = 'type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference';
const COMPANY_PSTRS = new Set(['11111111AA']);

const check = (lines: string[], name = 'file.csv', pstrs: ReadonlySet<string> = COMPANY_PSTRS) =>
  checkOnboardingFile(name, new TextEncoder().encode([HEADER, ...lines].join('\r\n')), pstrs);

/** Each problem of the file as the user reads it: row, column, value as written, rule in words. */
const said = (rows: FileCheck['blocking']) =>
  rows.flatMap(({ line, problems }) => problems.map((p) => [line, p.column, p.value, formatProblem(p, englishRuleWords)]));

describe('the bulk-onboarding rules, as the browser applies them', () => {
  it('passes a clean file of schemes and employers, an employer naming a scheme of the file or of the company', () => {
    const result = check([
      'Scheme,Staff Plan,DC,12345678AB,,,',
      'Employer,Depot Ltd,,,12345678AB,OTH,123/AB45678',
      'Employer,Yard Ltd,,,11111111AA,FOR,123/YD00001',
      '',
    ]);
    expect(result).toEqual({ fileProblem: null, rows: 3, blockingRows: 0, blocking: [], warningRows: 0, warnings: [] });
  });

  it("says what is wrong with a scheme line, quoting the value as written, in the sandbox's words", () => {
    const result = check(['Scheme,,XY,1234,,,', 'Scheme,Plan,DC,,,,']);
    expect(result.blockingRows).toBe(2);
    expect(said(result.blocking)).toEqual([
      [2, 'name', '', 'The scheme has no name.'],
      [2, 'pensionSchemeType', 'XY', '"XY" is not a scheme type: use one of AVC, CB, CDC, DB, DC, HYB.'],
      [2, 'pstr', '1234', '"1234" is not a PSTR: it should be 8 digits then 2 letters, like 12345678AB.'],
      [3, 'pstr', '', 'An empty cell is not a PSTR: it should be 8 digits then 2 letters, like 12345678AB.'],
    ]);
  });

  it('says what is wrong with an employer line, and an unknown line type', () => {
    const result = check(['Employer,,,,,OTH,12/RD00001', 'Employer,Far Ltd,,,00000000ZZ,OTH,123/FA00001', 'Pet,Rex,,,,,']);
    expect(said(result.blocking)).toEqual([
      [2, 'name', '', 'The employer has no name.'],
      [2, 'schemePstr', '', 'The schemePstr cell is empty: give the PSTR of the scheme this employer belongs to.'],
      [2, 'payeReference', '12/RD00001', '"12/RD00001" is not a PAYE reference: it should look like 123/AB45678.'],
      [3, 'schemePstr', '00000000ZZ', 'No scheme of this company has the PSTR "00000000ZZ" (schemes on earlier lines of the file count).'],
      [4, 'type', 'Pet', '"Pet" is not a line type: the first column should be Scheme or Employer.'],
    ]);
  });

  it('blocks a scheme or an employer that appears twice in the file, naming its first line', () => {
    const result = check([
      'Scheme,Plan,DC,12345678AB,,,',
      'Employer,Depot Ltd,,,12345678AB,OTH,123/AB45678',
      'Scheme,Plan again,DB,12345678AB,,,',
      'Employer,Depot again,,,12345678AB,OTH,123/AB45678',
      // The same PAYE reference in another scheme is another employer.
      'Employer,Depot Ltd,,,11111111AA,OTH,123/AB45678',
    ]);
    expect(said(result.blocking)).toEqual([
      [4, 'pstr', '12345678AB', 'The PSTR "12345678AB" is already on line 2: give each scheme one line.'],
      [
        5,
        'payeReference',
        '123/AB45678',
        'The PAYE reference "123/AB45678" is already on line 3 for the same scheme: give each employer one line.',
      ],
    ]);
  });

  it('counts an employer type the service records as OTH as a warning, not a blocking problem', () => {
    const result = check(['Scheme,Plan,DC,12345678AB,,,', 'Employer,Depot Ltd,,,12345678AB,XYZ,123/AB45678']);
    expect(result).toMatchObject({ blockingRows: 0, warningRows: 1 });
    expect(said(result.warnings)).toEqual([
      [
        3,
        'employerType',
        'XYZ',
        '"XYZ" is not an employer type (OTH or FOR): a new employer is recorded as OTH, an existing one keeps its type.',
      ],
    ]);
    expect(result.warnings[0]!.problems[0]!.severity).toBe('warning');
  });

  it('refuses before reading lines what the upload refuses, and a file without a header or lines', () => {
    expect(check(['Scheme,Plan,DC,12345678AB,,,'], 'file.xlsx').fileProblem).toBe('notCsv');
    expect(checkOnboardingFile('a.csv', new Uint8Array([0x74, 0x00, 0x65]), COMPANY_PSTRS).fileProblem).toBe('notText');
    expect(checkOnboardingFile('a.csv', new Uint8Array([0xff, 0xfe, 0x41]), COMPANY_PSTRS).fileProblem).toBe('notText');
    expect(checkOnboardingFile('a.csv', new TextEncoder().encode('name,pstr\nA,B'), COMPANY_PSTRS).fileProblem).toBe('header');
    expect(check(['', '']).fileProblem).toBe('noLines');
    expect(formatProblem({ code: 'header', header: HEADER }, englishRuleWords)).toBe(`The first line must be the header ${HEADER}.`);
  });

  it('judges the lines of a file too large to upload, and gives the first rows with a count of all', () => {
    const lines = Array.from({ length: 20_000 }, (_, i) => `Employer,Employer ${i} with a long name Ltd,,,99999999ZZ,OTH,123/E${i}`);
    const progress: number[] = [];
    const result = checkOnboardingFile('big.csv', new TextEncoder().encode([HEADER, ...lines].join('\n')), COMPANY_PSTRS, (share) =>
      progress.push(share),
    );
    expect(result).toMatchObject({ fileProblem: 'tooLarge', rows: 20_000, blockingRows: 20_000 });
    expect(result.blocking).toHaveLength(ROWS_SHOWN);
    expect(progress.length).toBeGreaterThan(2);
    expect(progress.at(-1)).toBe(1);
  });

  it("reads a file's lines once for the check and the sandbox's service: quoted cells, blank lines and line numbers alike", () => {
    const text = [
      `\uFEFF${HEADER}`,
      'Scheme,"Staff Plan, 2024",DC,12345678AB,,,',
      ',,,,,,',
      'Employer,"The ""Depot""',
      ' Ltd",,,12345678AB,OTH,123/AB45678',
      '',
    ].join('\r\n');
    const lines: OnboardingLine[] = [];
    expect(readOnboardingLines(text, (line) => lines.push(line))).toBeNull();
    expect(lines.map(({ line, values }) => [line, values.name])).toEqual([
      [2, 'Staff Plan, 2024'],
      [4, 'The "Depot"\r\n Ltd'],
    ]);
    expect(readOnboardingCsv(text)).toEqual({ lines });
    expect(readOnboardingCsv('name,pstr\nA,B')).toEqual({ message: formatProblem({ code: 'header', header: HEADER }, englishRuleWords) });
    expect(readOnboardingLines(`${HEADER}\n\n,,,,,,\n`, () => undefined)).toBe('noLines');
  });
});
