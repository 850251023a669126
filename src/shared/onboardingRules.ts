/**
 * The rules a bulk-onboarding line is judged by (contract/portal/onboardingFiles.yaml), in one place for the portal,
 * which checks a file before it is uploaded, and the sandbox, which processes it: the two cannot drift. A rule answers
 * a code and the value as written, never words; the words are catalogue entries (onboardingRuleWords.ts), rendered by
 * formatProblem for both.
 */
import type { OnboardingColumn } from './onboardingCsv';

/** The upload's limit: a larger file is refused before any line is read. */
export const MAX_ONBOARDING_BYTES = 1_000_000;
export const SCHEME_TYPES = ['AVC', 'CB', 'CDC', 'DB', 'DC', 'HYB'] as const;
export const PSTR_PATTERN = /^\d{8}[A-Z]{2}$/;
export const PAYE_PATTERN = /^\d{3}\/[A-Z0-9]{1,10}$/;

export type LineValues = Record<OnboardingColumn, string>;

/** A warning is a line the service still takes (recording what it can); anything blocking is NotCreated. */
type Severity = 'blocking' | 'warning';

export type RuleCode =
  | 'lineType'
  | 'schemeName'
  | 'schemeType'
  | 'pstr'
  | 'pstrTwice'
  | 'employerName'
  | 'schemePstrEmpty'
  | 'schemePstrUnknown'
  | 'paye'
  | 'employerTwice'
  | 'employerType';

export interface LineProblem {
  code: RuleCode;
  severity: Severity;
  column: OnboardingColumn;
  /** The cell as the file has it (trimmed), so the user can find it. */
  value: string;
  /** The line where the same scheme or employer first appeared, for the duplicate rules. */
  firstLine?: number;
}

/** What a file's earlier lines named: a PSTR or an employer appearing twice is caught at its second line. */
export interface FileMemory {
  schemeLines: Map<string, number>;
  employerLines: Map<string, number>;
}

export const newFileMemory = (): FileMemory => ({ schemeLines: new Map(), employerLines: new Map() });

const problem = (code: RuleCode, column: OnboardingColumn, value: string, firstLine?: number): LineProblem => ({
  code,
  severity: 'blocking',
  column,
  value,
  ...(firstLine ? { firstLine } : {}),
});

const isLineType = (type: string): type is 'Scheme' | 'Employer' => type === 'Scheme' || type === 'Employer';

export const lineTypeProblems = (v: LineValues): LineProblem[] => (isLineType(v.type) ? [] : [problem('lineType', 'type', v.type)]);

/** A scheme line's problems; a valid PSTR is remembered so that its employers (and a second line with it) see it. */
export const schemeProblems = (v: LineValues, line: number, memory: FileMemory): LineProblem[] => {
  const problems: LineProblem[] = [];
  if (!v.name) problems.push(problem('schemeName', 'name', v.name));
  if (!(SCHEME_TYPES as readonly string[]).includes(v.pensionSchemeType))
    problems.push(problem('schemeType', 'pensionSchemeType', v.pensionSchemeType));
  if (!PSTR_PATTERN.test(v.pstr)) problems.push(problem('pstr', 'pstr', v.pstr));
  else {
    const first = memory.schemeLines.get(v.pstr);
    if (first) problems.push(problem('pstrTwice', 'pstr', v.pstr, first));
    else memory.schemeLines.set(v.pstr, line);
  }
  return problems;
};

/**
 * An employer line's blocking problems. `schemeKnown`: whether its schemePstr names a scheme of the company, earlier
 * lines of the file included (the caller knows where the company's schemes are kept).
 */
export const employerProblems = (v: LineValues, line: number, memory: FileMemory, schemeKnown: boolean): LineProblem[] => {
  const problems: LineProblem[] = [];
  if (!v.name) problems.push(problem('employerName', 'name', v.name));
  if (!v.schemePstr) problems.push(problem('schemePstrEmpty', 'schemePstr', v.schemePstr));
  else if (!schemeKnown) problems.push(problem('schemePstrUnknown', 'schemePstr', v.schemePstr));
  if (!PAYE_PATTERN.test(v.payeReference)) problems.push(problem('paye', 'payeReference', v.payeReference));
  else if (v.schemePstr) {
    const key = `${v.schemePstr} ${v.payeReference}`;
    const first = memory.employerLines.get(key);
    if (first) problems.push(problem('employerTwice', 'payeReference', v.payeReference, first));
    else memory.employerLines.set(key, line);
  }
  return problems;
};

export const isEmployerType = (type: string): type is 'OTH' | 'FOR' => type === 'OTH' || type === 'FOR';

/** An unknown employer type does not stop the line: the service records OTH (or keeps an existing employer's type). */
export const employerTypeWarning = (v: LineValues): LineProblem[] =>
  isEmployerType(v.employerType) ? [] : [{ code: 'employerType', severity: 'warning', column: 'employerType', value: v.employerType }];
