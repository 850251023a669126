/**
 * The words of the bulk-onboarding rules (onboardingRules.ts), in English. They are catalogue entries: the upload
 * page's definition carries them as its `rules` messages (resources.onboardingUploads.rules.*), and the sandbox, which
 * has no catalogue, renders the same entries through englishRuleWords, so the service's answer and the portal's check
 * say the same thing. `%{cell}` is the value quoted, or the emptyCell words when the cell is empty.
 */
import { SCHEME_TYPES, type RuleCode } from './onboardingRules';

/** Problems with the file as a whole: nothing in it is read. */
export type FileProblemCode = 'header' | 'noLines' | 'tooLarge' | 'notText' | 'notCsv';

/** What only the service can say, once a line is processed against records the portal does not see. */
type ServiceCode = 'pstrElsewhere' | 'employerTypeRecorded' | 'employerTypeKept';

export const ONBOARDING_RULE_WORDS: Record<RuleCode | FileProblemCode | ServiceCode | 'emptyCell', string> = {
  emptyCell: 'An empty cell',
  lineType: '%{cell} is not a line type: the first column should be Scheme or Employer.',
  schemeName: 'The scheme has no name.',
  schemeType: '%{cell} is not a scheme type: use one of %{types}.',
  pstr: '%{cell} is not a PSTR: it should be 8 digits then 2 letters, like 12345678AB.',
  pstrTwice: 'The PSTR "%{value}" is already on line %{firstLine}: give each scheme one line.',
  pstrElsewhere: 'The PSTR "%{value}" belongs to a scheme of another company.',
  employerName: 'The employer has no name.',
  schemePstrEmpty: 'The schemePstr cell is empty: give the PSTR of the scheme this employer belongs to.',
  schemePstrUnknown: 'No scheme of this company has the PSTR "%{value}" (schemes on earlier lines of the file count).',
  paye: '%{cell} is not a PAYE reference: it should look like 123/AB45678.',
  employerTwice: 'The PAYE reference "%{value}" is already on line %{firstLine} for the same scheme: give each employer one line.',
  employerType: '%{cell} is not an employer type (OTH or FOR): a new employer is recorded as OTH, an existing one keeps its type.',
  employerTypeRecorded: '%{cell} is not an employer type (OTH or FOR), so it was recorded as OTH.',
  employerTypeKept: '%{cell} is not an employer type (OTH or FOR), so the employer keeps its type, %{kept}.',
  header: 'The first line must be the header %{header}.',
  noLines: 'The file has no data lines.',
  tooLarge: 'The file must be at most 1 MB.',
  notText: 'The file must be a CSV text file.',
  notCsv: 'The file must be a .csv file.',
};

export type RuleWordKey = keyof typeof ONBOARDING_RULE_WORDS;

/** How a catalogue is asked for an entry: react-admin's translate in the portal, englishRuleWords in the sandbox. */
export type Say = (key: RuleWordKey, params: Record<string, string | number>) => string;

export const englishRuleWords: Say = (key, params) =>
  ONBOARDING_RULE_WORDS[key].replace(/%\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole));

/** One problem in words: the one formatter both the portal and the sandbox use. */
export const formatProblem = (
  problem: { code: RuleWordKey; value?: string; firstLine?: number; kept?: string; header?: string },
  say: Say,
): string => {
  const value = problem.value ?? '';
  return say(problem.code, {
    cell: value ? `"${value}"` : say('emptyCell', {}),
    value,
    types: SCHEME_TYPES.join(', '),
    firstLine: problem.firstLine ?? '',
    kept: problem.kept ?? '',
    header: problem.header ?? '',
  });
};
