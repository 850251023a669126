// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { processOnboardingCsv } from '../../sandbox/handlers/onboarding';
import { getStore } from '../../sandbox/store';

const HEADER = 'type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference';

/** The file against a copy of the store: the service's answer, line by line, as [outcome, messages]. */
const process = (lines: string[]) =>
  processOnboardingCsv(structuredClone(getStore()), 'cmp-01', [HEADER, ...lines].join('\n')).rows.map((r) => [r.outcome, r.messages]);

describe("the sandbox's answers come from the rules the browser checks with (src/shared/onboardingRules.ts)", () => {
  it('answers each problem in the words the portal shows before upload', () => {
    expect(process(['Scheme,,XY,1234,,,', 'Employer,,,,,OTH,12/RD00001', 'Pet,Rex,,,,,'])).toEqual([
      [
        'NotCreated',
        [
          'The scheme has no name.',
          '"XY" is not a scheme type: use one of AVC, CB, CDC, DB, DC, HYB.',
          '"1234" is not a PSTR: it should be 8 digits then 2 letters, like 12345678AB.',
        ],
      ],
      [
        'NotCreated',
        [
          'The employer has no name.',
          'The schemePstr cell is empty: give the PSTR of the scheme this employer belongs to.',
          '"12/RD00001" is not a PAYE reference: it should look like 123/AB45678.',
        ],
      ],
      ['NotCreated', ['"Pet" is not a line type: the first column should be Scheme or Employer.']],
    ]);
  });

  it('does not create a scheme or an employer the file names twice: the second line is NotCreated and names the first', () => {
    expect(
      process([
        'Scheme,Plan,DC,12345678AB,,,',
        'Employer,Depot Ltd,,,12345678AB,XYZ,123/AB45678',
        'Scheme,Plan again,DB,12345678AB,,,',
        'Employer,Depot again,,,12345678AB,OTH,123/AB45678',
      ]),
    ).toEqual([
      ['Created', []],
      ['PartiallyCreated', ['"XYZ" is not an employer type (OTH or FOR), so it was recorded as OTH.']],
      ['NotCreated', ['The PSTR "12345678AB" is already on line 2: give each scheme one line.']],
      ['NotCreated', ['The PAYE reference "123/AB45678" is already on line 3 for the same scheme: give each employer one line.']],
    ]);
  });
});
