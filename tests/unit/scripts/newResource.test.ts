/**
 * `npm run new:resource` (issue 13): in a temporary copy of the project, the scaffold writes a top-level and a nested
 * resource, and the unit tests it writes pass there; it refuses bad arguments and never overwrites a file. Issue 24's
 * promise: the scaffold plus one definition (./invented/schemeDocuments.ts) gives a nested list, a create wizard with a
 * checklist step, record tabs and access by role, and no other file of the project changes.
 */
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const COPIED = [
  'src',
  'resources',
  'providers',
  'sandbox',
  'contract',
  'public',
  'scripts',
  'package.json',
  'tsconfig.json',
  'vite.config.ts',
];
const TESTS = ['tests/setup.ts', 'tests/setupDom.ts', 'tests/ruleClasses.ts', 'tests/globalSetup.ts', 'tests/unit/support'];

let copy: string;
/** Every file of the copy (node_modules aside) by its content's hash. */
const snapshot = () =>
  new Map(
    readdirSync(copy, { recursive: true, withFileTypes: true })
      .filter((entry) => entry.isFile() && !path.relative(copy, entry.parentPath).startsWith('node_modules'))
      .map((entry) => {
        const file = path.join(entry.parentPath, entry.name);
        return [path.relative(copy, file), createHash('sha256').update(readFileSync(file)).digest('hex')] as const;
      }),
  );
const changedSince = (before: Map<string, string>) =>
  [...snapshot()].filter(([file, hash]) => before.get(file) !== hash).map(([file]) => file);
const run = (command: string, args: string[]) =>
  spawnSync(path.join(ROOT, 'node_modules', '.bin', command), args, { cwd: copy, encoding: 'utf8', timeout: 240_000 });
const scaffold = (...args: string[]) => run('tsx', ['scripts/new-resource.ts', '--root', copy, ...args]);

describe('npm run new:resource', () => {
  beforeAll(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'portico-scaffold-'));
    for (const entry of [...COPIED, ...TESTS]) cpSync(path.join(ROOT, entry), path.join(copy, entry), { recursive: true });
    symlinkSync(path.join(ROOT, 'node_modules'), path.join(copy, 'node_modules'), 'dir');
  });
  afterAll(() => {
    if (copy) rmSync(copy, { recursive: true, force: true });
  });

  it('writes one definition and a unit test per resource, and those tests pass', () => {
    expect(scaffold('--name', 'pensionProviders', '--base', '/administration/pension-provider').status).toBe(0);
    expect(scaffold('--name', 'companyNotes', '--under', 'companies:notes').status).toBe(0);
    for (const file of ['resources/pensionProviders.ts', 'resources/companyNotes.ts']) expect(existsSync(path.join(copy, file))).toBe(true);
    const tests = run('vitest', ['run', 'tests/unit/resources/pensionProviders.test.tsx', 'tests/unit/resources/companyNotes.test.tsx']);
    expect(tests.status, `${tests.stdout}\n${tests.stderr}`).toBe(0);
    expect(tests.stdout).toMatch(/2 passed/);
  }, 300_000);

  it('one definition gives an invented resource its nested list, create wizard, checklist tab and access rules', () => {
    const before = snapshot();
    expect(scaffold('--name', 'schemeDocuments', '--under', 'schemes:documents').status).toBe(0);
    // The developer's one step: shape the definition the scaffold wrote (its imports start at resources/).
    const invented = path.join(import.meta.dirname, 'invented');
    const definition = readFileSync(path.join(invented, 'schemeDocuments.ts'), 'utf8').replaceAll("'../../../../", "'../");
    writeFileSync(path.join(copy, 'resources', 'schemeDocuments.ts'), definition);
    const journey = 'tests/unit/scripts/invented/schemeDocuments.test.tsx';
    cpSync(path.join(invented, 'schemeDocuments.journey.tsx'), path.join(copy, journey));
    expect(changedSince(before).sort()).toEqual(['resources/schemeDocuments.ts', 'tests/unit/resources/schemeDocuments.test.tsx', journey]);
    // The scaffold's starter test was written for its starter definition (a `name`); the journey is the reshaped one's.
    const tests = run('vitest', ['run', journey]);
    expect(tests.status, `${tests.stdout}\n${tests.stderr}`).toBe(0);
    expect(tests.stdout).toMatch(/2 passed/);
  }, 300_000);

  it('refuses what it cannot write: a taken name, a relative base, a parent that does not exist', () => {
    const taken = scaffold('--name', 'companies', '--base', '/administration/x');
    expect(taken.status).toBe(2);
    expect(taken.stderr).toContain('resources/companies.ts exists already');
    expect(scaffold('--name', 'widgets', '--base', 'administration/widget').status).toBe(2);
    expect(scaffold('--name', 'widgets', '--under', 'nothings:widgets').stderr).toContain('no resource "nothings"');
  }, 120_000);
});
