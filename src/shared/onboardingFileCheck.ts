/**
 * The onboarding file checked in the browser before it is uploaded: parsed by Papa Parse and judged line by line by
 * the rules the sandbox processes it with (onboardingRules.ts). Pure, so the upload page's worker is a
 * thin shell around it and tests call it directly. Only the first failing rows travel back (a message to the page is
 * copied on the page's thread), with the counts of all.
 */
import Papa from 'papaparse';
import { ONBOARDING_COLUMNS } from './onboardingCsv';
import {
  employerProblems,
  employerTypeWarning,
  lineTypeProblems,
  MAX_ONBOARDING_BYTES,
  newFileMemory,
  schemeProblems,
  type LineProblem,
  type LineValues,
} from './onboardingRules';
import type { FileProblemCode } from './onboardingRuleWords';

/** How many failing rows (and rows with warnings) the page is given to show; the rest are counted. */
export const ROWS_SHOWN = 100;
/** Lines read between two progress reports. */
const PROGRESS_EVERY = 2000;

export interface CheckedRow {
  line: number;
  problems: LineProblem[];
}

export interface FileCheck {
  /** Why the file cannot be uploaded; the lines are judged only when it can be read (a file too large can). */
  fileProblem: FileProblemCode | null;
  /** Data lines read (blank lines are not data). */
  rows: number;
  /** Rows with at least one blocking problem, and the first ROWS_SHOWN of them. */
  blockingRows: number;
  blocking: CheckedRow[];
  /** Rows with only warnings, and the first ROWS_SHOWN of them. */
  warningRows: number;
  warnings: CheckedRow[];
}

const fileProblem = (code: FileProblemCode): FileCheck => ({
  fileProblem: code,
  rows: 0,
  blockingRows: 0,
  blocking: [],
  warningRows: 0,
  warnings: [],
});

const decode = (bytes: Uint8Array): string | null => {
  if (bytes.includes(0)) return null;
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return null;
  }
};

const isBlank = (cells: string[]) => cells.every((cell) => !cell.trim());

/** A data line of the file: its number in the file (the header is 1) and its cells by column, trimmed. */
export interface OnboardingLine {
  line: number;
  values: LineValues;
}

/**
 * The file's data lines as the check and the sandbox's service both read them: streamed by Papa Parse a line at a
 * time (the whole file is never held twice as rows; a quoted cell may hold commas, quotes and line breaks), the header
 * matched against the columns, blank lines skipped. `onLine` hears each data line; `onProgress` the share of the text
 * read so far, between 0 and 1. Answers why the file has no lines to judge: `header` (missing or not the columns, no
 * line then read) or `noLines`, else null.
 */
export const readOnboardingLines = (
  text: string,
  onLine: (line: OnboardingLine) => void,
  onProgress: (share: number) => void = () => undefined,
): 'header' | 'noLines' | null => {
  const body = text.replace(/^\uFEFF/, '');
  let line = 0;
  let lines = 0;
  // Widened: they are set in Papa Parse's step callback, which narrowing does not follow.
  let header = 'unseen' as 'unseen' | 'matched' | 'header';
  Papa.parse<string[]>(body, {
    skipEmptyLines: false,
    step: ({ data: cells, meta }, parser) => {
      line++;
      if (header === 'unseen') {
        header = ONBOARDING_COLUMNS.some((column, i) => cells[i]?.trim() !== column) ? 'header' : 'matched';
        if (header === 'header') parser.abort();
        return;
      }
      if (line % PROGRESS_EVERY === 0) onProgress(meta.cursor / body.length);
      if (isBlank(cells)) return;
      lines++;
      onLine({ line, values: Object.fromEntries(ONBOARDING_COLUMNS.map((column, i) => [column, cells[i]?.trim() ?? ''])) as LineValues });
    },
  });
  onProgress(1);
  return header !== 'matched' ? 'header' : lines === 0 ? 'noLines' : null;
};

/**
 * Checks a file's bytes as the service would judge them: the refusals of the upload itself (name, size, text), the
 * header, then every data line. `companyPstrs`: the PSTRs of the company's schemes (an employer may name one).
 * `onProgress` hears the share of the file read so far, between 0 and 1.
 */
export const checkOnboardingFile = (
  name: string,
  bytes: Uint8Array,
  companyPstrs: ReadonlySet<string>,
  onProgress?: (share: number) => void,
): FileCheck => {
  if (!/\.csv$/i.test(name)) return fileProblem('notCsv');
  const text = decode(bytes);
  if (text === null) return fileProblem('notText');
  const result: FileCheck = { ...fileProblem('header'), fileProblem: null };
  const memory = newFileMemory();
  const judge = ({ line, values: v }: OnboardingLine) => {
    result.rows++;
    const problems =
      v.type === 'Scheme'
        ? schemeProblems(v, line, memory)
        : v.type === 'Employer'
          ? [
              ...employerProblems(v, line, memory, companyPstrs.has(v.schemePstr) || memory.schemeLines.has(v.schemePstr)),
              ...employerTypeWarning(v),
            ]
          : lineTypeProblems(v);
    if (!problems.length) return;
    const blocks = problems.some((p) => p.severity === 'blocking');
    if (blocks) result.blockingRows++;
    else result.warningRows++;
    const shown = blocks ? result.blocking : result.warnings;
    if (shown.length < ROWS_SHOWN) shown.push({ line, problems });
  };
  const unread = readOnboardingLines(text, judge, onProgress);
  if (unread) return fileProblem(unread);
  // Too large to upload, yet its lines are judged too: the user learns everything to change at once.
  return bytes.length > MAX_ONBOARDING_BYTES ? { ...result, fileProblem: 'tooLarge' } : result;
};
