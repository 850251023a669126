// @vitest-environment node
/**
 * docs/security.md's OWASP ASVS 5.0 table (issue 22) against the standard's own list of level 1 and 2 requirements,
 * docs/asvs-5.0-l1-l2.json. That list was made once from OWASP's export of the release (its "source" and "howMade"
 * say which file and how: `git show v5.0.0_release:5.0/docs_en/…_en.flat.json`, then req_id and L of every row
 * whose L is 1 or 2), so the table cannot lose, invent or re-level a requirement without this failing.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const SECTION = '## OWASP ASVS 5.0 level 1 and 2';
// Files a row may name; other code spans (`POST /users`, `__Host-`) are not paths.
const REPO_PATH = /^(?:tests|docs|src|sandbox|providers|resources|contract|deploy|scripts|public)\/[\w./-]*$/;
const TEST_FILE = /^tests\/.+\.(?:test\.tsx?|e2e\.ts)$/;
// Issue 22 is done when nothing is left to do: a requirement is met, has no object here, or is accepted in writing.
const STATUS = /^(?:MET|N\/A|ACCEPTED)$/;

interface Row {
  id: string;
  level: string;
  status: string;
  evidence: string;
}

interface Requirement {
  id: string;
  level: number;
}

/** The rows of the ASVS section: every table line whose first cell is a requirement id. */
const rowsOf = (markdown: string): Row[] => {
  const start = markdown.indexOf(`${SECTION}\n`);
  if (start < 0) return [];
  const rest = markdown.slice(start + SECTION.length);
  const end = rest.search(/^## /m);
  return (end < 0 ? rest : rest.slice(0, end))
    .split('\n')
    .filter((line) => /^\|\s*V\d+\.\d+\.\d+\s*\|/.test(line))
    .map((line) => {
      const [id = '', level = '', , status = '', evidence = ''] = line
        .split('|')
        .slice(1, -1)
        .map((cell) => cell.trim());
      return { id, level, status, evidence };
    });
};

const pathsIn = (text: string) => [...text.matchAll(/`([^`]+)`/g)].map((m) => m[1]!).filter((span) => REPO_PATH.test(span));

/** Everything wrong with the table, one line each; empty when it holds. */
const problemsOf = (markdown: string, standard: Requirement[], exists = (p: string) => existsSync(path.join(ROOT, p))): string[] => {
  const rows = rowsOf(markdown);
  if (rows.length === 0) return [`no "${SECTION}" table`];
  const problems: string[] = [];
  const seen = new Set<string>();
  for (const row of rows) {
    if (seen.has(row.id)) problems.push(`${row.id}: listed twice`);
    seen.add(row.id);
    if (!STATUS.test(row.status)) problems.push(`${row.id}: status "${row.status}" is not MET, N/A or ACCEPTED`);
    const paths = pathsIn(`${row.status} ${row.evidence}`);
    for (const p of paths) if (!exists(p)) problems.push(`${row.id}: ${p} does not exist`);
    if (row.status === 'MET' && !paths.some((p) => TEST_FILE.test(p))) problems.push(`${row.id}: MET names no test file`);
    if ((row.status === 'N/A' || row.status === 'ACCEPTED') && !row.evidence) problems.push(`${row.id}: ${row.status} without a reason`);
  }
  const levels = new Map(standard.map((r) => [r.id, String(r.level)]));
  for (const row of rows) {
    const level = levels.get(row.id);
    if (level === undefined) problems.push(`${row.id}: not an L1 or L2 requirement of ASVS 5.0.0`);
    else if (row.level !== level) problems.push(`${row.id}: level ${row.level}, the standard says ${level}`);
  }
  for (const id of levels.keys()) if (!seen.has(id)) problems.push(`${id}: missing from the table`);
  return problems;
};

const standard = (JSON.parse(readFileSync(path.join(ROOT, 'docs/asvs-5.0-l1-l2.json'), 'utf8')) as { requirements: Requirement[] })
  .requirements;
const securityMd = readFileSync(path.join(ROOT, 'docs/security.md'), 'utf8');

describe('the ASVS 5.0 table in docs/security.md', () => {
  it('lists every level 1 and 2 requirement once, at its level, with a known status and files that exist', () => {
    expect(standard).toHaveLength(253);
    expect(problemsOf(securityMd, standard)).toEqual([]);
  });
});

describe('the check itself', () => {
  const two: Requirement[] = [
    { id: 'V1.1.1', level: 2 },
    { id: 'V1.2.1', level: 1 },
  ];
  const table = (...rows: string[]) =>
    `# Security\n\n${SECTION}\n\n| id | level | requirement | status | evidence |\n|---|---|---|---|---|\n${rows.join('\n')}\n\n## After\n\n| V9.9.9 | 1 | x | NOT MET | |\n`;
  const met = '| V1.1.1 | 2 | decode once | MET | `tests/security/csv.test.ts` |';
  const na = '| V1.2.1 | 1 | encode | N/A | nothing to encode |';

  it('passes a table that holds, and reads no further than its own section', () => {
    expect(problemsOf(table(met, na), two)).toEqual([]);
  });

  it.each([
    ['a NOT MET row', table(met, '| V1.2.1 | 1 | encode | NOT MET | later |'), 'V1.2.1: status "NOT MET"'],
    ['a PENDING row', table(met, '| V1.2.1 | 1 | encode | PENDING (issue 22: soon) | |'), 'V1.2.1: status "PENDING (issue 22: soon)"'],
    ['a test that does not exist', table(met.replace('csv', 'gone'), na), 'V1.1.1: tests/security/gone.test.ts does not exist'],
    ['a MET row without a test', table('| V1.1.1 | 2 | decode once | MET | `docs/api.md` |', na), 'V1.1.1: MET names no test file'],
    ['an ACCEPTED row without a reason', table(met, '| V1.2.1 | 1 | encode | ACCEPTED | |'), 'V1.2.1: ACCEPTED without a reason'],
    ['a duplicated id', table(met, na, na), 'V1.2.1: listed twice'],
    ['a wrong level', table(met.replace('| 2 |', '| 1 |'), na), 'V1.1.1: level 1, the standard says 2'],
    ['a missing requirement', table(met), 'V1.2.1: missing from the table'],
    ['an id the standard does not have at L1 or L2', table(met, na, '| V1.9.9 | 1 | x | N/A | y |'), 'V1.9.9: not an L1 or L2'],
  ])('fails on %s', (_what, markdown, problem) => {
    expect(problemsOf(markdown, two).join('\n')).toContain(problem);
  });

  it('fails when the section is missing', () => {
    expect(problemsOf('# Security\n', two)).toEqual([`no "${SECTION}" table`]);
  });
});
