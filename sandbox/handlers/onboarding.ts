import { http } from 'msw';
import { ONBOARDING_COLUMNS } from '../../src/shared/onboardingCsv';
import {
  employerProblems,
  isEmployerType,
  lineTypeProblems,
  MAX_ONBOARDING_BYTES,
  newFileMemory,
  PAYE_PATTERN,
  PSTR_PATTERN,
  schemeProblems,
  type FileMemory,
  type LineProblem,
  type LineValues,
} from '../../src/shared/onboardingRules';
import { readOnboardingLines, type OnboardingLine } from '../../src/shared/onboardingFileCheck';
import { englishRuleWords, formatProblem } from '../../src/shared/onboardingRuleWords';
import { ADMIN_READERS, ADMINISTRATORS, canAdministerCompany, canSeeCompany } from '../access-rules';
import { requireUser } from '../auth';
import { isCsvText, safeFileName } from '../files';
import { badRequest, forbidden, json, notFound, portal, readForm, simpleRestList } from '../http';
import { startOnboarding } from '../onboardingSteps';
import { getStore, newId } from '../store';
import type {
  Employer,
  OnboardingFile,
  OnboardingRow,
  PensionSchemeType,
  Portal,
  ProcessingResult,
  RecordOutcome,
  Scheme,
  Store,
  User,
} from '../types';

/**
 * Bulk onboarding by file upload (spec 2.5 "Bulk onboarding", designed): a CSV of schemes and employers for one
 * company, processed as it arrives; each data line gets an outcome. Columns, in this order:
 * `type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference`.
 */
export { ONBOARDING_COLUMNS };
const CSV_TEXT_MESSAGE = englishRuleWords('notText', {});

/** A rule's problem in the words the portal's check uses (src/shared/onboardingRuleWords.ts). */
const words = (problems: LineProblem[]) => problems.map((p) => formatProblem(p, englishRuleWords));

const emptyTotals = (): Record<RecordOutcome, number> => ({ Created: 0, NotCreated: 0, Updated: 0, PartiallyCreated: 0 });
const progressOf = (rowsTotal: number, now: string): OnboardingFile['progress'] => ({
  rowsDone: 0,
  rowsTotal,
  startedAt: now,
  updatedAt: now,
});

/** What a line is taken to do, from its key alone (spec 3.2 Processing result): `None` when the key cannot say. */
const processingResult = (keyKnown: boolean, existing: unknown): ProcessingResult => (!keyKnown ? 'None' : existing ? 'Update' : 'Create');

const processScheme = (store: Store, companyId: string, v: LineValues, line: number, memory: FileMemory): Omit<OnboardingRow, 'line'> => {
  const pstrValid = PSTR_PATTERN.test(v.pstr);
  const existing = pstrValid ? store.schemes.find((s) => s.pstr === v.pstr) : undefined;
  const ours = !existing || existing.companyId === companyId;
  const row = { entityType: 'Scheme' as const, name: v.name, processingResult: processingResult(pstrValid && ours, existing) };
  const problems = schemeProblems(v, line, memory);
  if (problems.length) return { ...row, outcome: 'NotCreated', entityId: null, messages: words(problems) };
  if (!ours)
    return {
      ...row,
      outcome: 'NotCreated',
      entityId: null,
      messages: [formatProblem({ code: 'pstrElsewhere', value: v.pstr }, englishRuleWords)],
    };
  if (existing) {
    Object.assign(existing, { name: v.name, pensionSchemeType: v.pensionSchemeType });
    return { ...row, outcome: 'Updated', entityId: existing.id, messages: [] };
  }
  const scheme: Scheme = {
    id: newId('sch'),
    companyId,
    name: v.name,
    pensionSchemeType: v.pensionSchemeType as PensionSchemeType,
    pstr: v.pstr,
    status: 'Active',
    createdAt: new Date().toISOString(),
  };
  store.schemes.push(scheme);
  return { ...row, outcome: 'Created', entityId: scheme.id, messages: [] };
};

const processEmployer = (store: Store, companyId: string, v: LineValues, line: number, memory: FileMemory): Omit<OnboardingRow, 'line'> => {
  const scheme = store.schemes.find((s) => s.companyId === companyId && s.pstr === v.schemePstr);
  const payeValid = PAYE_PATTERN.test(v.payeReference);
  const existing =
    scheme && payeValid ? store.employers.find((e) => e.schemeId === scheme.id && e.payeReference === v.payeReference) : undefined;
  const row = {
    entityType: 'Employer' as const,
    name: v.name,
    processingResult: processingResult(Boolean(scheme) && payeValid, existing),
  };
  const problems = employerProblems(v, line, memory, Boolean(scheme));
  if (problems.length) return { ...row, outcome: 'NotCreated', entityId: null, messages: words(problems) };
  // An unknown employer type does not stop the employer: it is created as Other and the line says so.
  const typeKnown = isEmployerType(v.employerType);
  const employerType: Employer['employerType'] = isEmployerType(v.employerType) ? v.employerType : 'OTH';
  if (existing) {
    // An unknown type never overwrites the one the employer has: the line says it was kept.
    Object.assign(existing, { name: v.name, ...(typeKnown ? { employerType } : {}) });
    const kept = formatProblem({ code: 'employerTypeKept', value: v.employerType, kept: existing.employerType }, englishRuleWords);
    return { ...row, outcome: 'Updated', entityId: existing.id, messages: typeKnown ? [] : [kept] };
  }
  const employer: Employer = {
    id: newId('emp'),
    companyId,
    schemeId: scheme!.id,
    name: v.name,
    employerType,
    payeReference: v.payeReference,
  };
  store.employers.push(employer);
  return typeKnown
    ? { ...row, outcome: 'Created', entityId: employer.id, messages: [] }
    : {
        ...row,
        outcome: 'PartiallyCreated',
        entityId: employer.id,
        messages: [formatProblem({ code: 'employerTypeRecorded', value: v.employerType }, englishRuleWords)],
      };
};

/**
 * The file's data lines, read as the portal's check reads them (src/shared/onboardingFileCheck.ts, so a line number
 * in the check is the line's number here), or why it cannot be read at all (no header, no data lines).
 */
export const readOnboardingCsv = (text: string): { lines: OnboardingLine[] } | { message: string } => {
  const lines: OnboardingLine[] = [];
  const unread = readOnboardingLines(text, (line) => lines.push(line));
  if (unread === 'header') return { message: englishRuleWords('header', { header: ONBOARDING_COLUMNS.join(',') }) };
  return unread === 'noLines' ? { message: englishRuleWords('noLines', {}) } : { lines };
};

/**
 * One data line against the store, earlier lines already written and remembered in `memory` (one per file): what it
 * was taken to do and what became of it.
 */
export const processOnboardingLine = (
  store: Store,
  companyId: string,
  { line, values }: OnboardingLine,
  memory: FileMemory,
): OnboardingRow => {
  const outcome =
    values.type === 'Scheme'
      ? processScheme(store, companyId, values, line, memory)
      : values.type === 'Employer'
        ? processEmployer(store, companyId, values, line, memory)
        : {
            entityType: null,
            name: values.name,
            processingResult: 'None' as const,
            outcome: 'NotCreated' as const,
            entityId: null,
            messages: words(lineTypeProblems(values)),
          };
  return { line, ...outcome };
};

/**
 * Runs the whole file against the store at once (tests and fixtures; an upload runs it in steps, onboardingSteps.ts);
 * a file that cannot be read at all is `Failed` with a message.
 */
export const processOnboardingCsv = (
  store: Store,
  companyId: string,
  text: string,
): Pick<OnboardingFile, 'status' | 'message' | 'rows' | 'totals' | 'progress'> => {
  const read = readOnboardingCsv(text);
  const now = new Date().toISOString();
  if ('message' in read) return { status: 'Failed', message: read.message, rows: [], totals: emptyTotals(), progress: progressOf(0, now) };
  const memory = newFileMemory();
  const rows = read.lines.map((line) => processOnboardingLine(store, companyId, line, memory));
  const totals = emptyTotals();
  rows.forEach((r) => totals[r.outcome]++);
  return { status: 'Completed', message: null, rows, totals, progress: { ...progressOf(rows.length, now), rowsDone: rows.length } };
};

const summary = ({ rows: _rows, ...file }: OnboardingFile): Portal['OnboardingFileSummary'] => file;

const upload = async (request: Request, user: User): Promise<Response> => {
  const form = await readForm(request);
  if (!form) return badRequest('Send the file as multipart/form-data with the fields companyId and file.');
  const store = getStore();
  const companyId = String(form.get('companyId') ?? '');
  const file = form.get('file');
  if (!store.companies.some((c) => c.id === companyId)) return badRequest('Unknown company.', { companyId: ['Unknown company.'] });
  if (!canAdministerCompany(user, companyId)) return forbidden();
  // Duck-typed: the request's File may come from another realm (jsdom in tests, undici on the server).
  if (!file || typeof file === 'string' || file.size === 0) return badRequest('Choose a CSV file.', { file: ['Choose a CSV file.'] });
  const fileName = safeFileName(file.name, 'upload.csv');
  if (!/\.csv$/i.test(fileName)) return badRequest('The file must be a .csv file.', { file: ['The file must be a .csv file.'] });
  if (file.size > MAX_ONBOARDING_BYTES) return badRequest('The file must be at most 1 MB.', { file: ['The file must be at most 1 MB.'] });
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isCsvText(bytes)) return badRequest(CSV_TEXT_MESSAGE, { file: [CSV_TEXT_MESSAGE] });
  const read = readOnboardingCsv(new TextDecoder().decode(bytes));
  const now = new Date().toISOString();
  const record: OnboardingFile = {
    id: newId('obf'),
    companyId,
    fileName,
    status: 'InProgress',
    message: null,
    uploadedBy: user.email,
    uploadedAt: now,
    completedAt: null,
    totals: emptyTotals(),
    progress: progressOf('lines' in read ? read.lines.length : 0, now),
    rows: [],
  };
  store.onboardingFiles.push(record);
  // A file that cannot be read is over before it starts; the rest is processed in steps after the answer.
  if ('message' in read) {
    Object.assign(record, { status: 'Failed', message: read.message, completedAt: now });
    return json(record, 201);
  }
  const memory = newFileMemory();
  startOnboarding(store, record, read.lines, (line) => processOnboardingLine(store, companyId, line, memory));
  return json(record, 202);
};

export const onboardingHandlers = [
  http.post(portal('/onboarding-files'), async ({ request }) => {
    const user = await requireUser(request, ADMINISTRATORS);
    return upload(request, user);
  }),
  http.get(portal('/onboarding-files'), async ({ request }) => {
    const user = await requireUser(request, ADMIN_READERS);
    const items = getStore()
      .onboardingFiles.filter((f) => canSeeCompany(user, f.companyId))
      .map(summary);
    return simpleRestList(request, 'onboarding-files', items);
  }),
  http.get(portal('/onboarding-files/:id'), async ({ request, params }) => {
    const user = await requireUser(request, ADMIN_READERS);
    const file = getStore().onboardingFiles.find((f) => f.id === params.id);
    if (!file) return notFound('Onboarding file');
    if (!canSeeCompany(user, file.companyId)) return forbidden();
    return json(file);
  }),
];
