/**
 * Which operations and declared answers of the contract the tests exercised. The sandbox records each operation's
 * statuses (sandbox/contract.ts); tests/setup.ts writes them per test file, and the browser journeys' teardown
 * writes the sandbox's, under test-results/contract-coverage/. `npm run contract:coverage` and the end of `npm test`
 * read them back.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { loadContract, type Operation } from '../../contract/check';

export const COVERAGE_DIR = path.resolve(import.meta.dirname, '../../test-results/contract-coverage');

export interface OperationCoverage {
  operation: string;
  /** Declared response keys ('200', '400', '4XX') → exercised. */
  responses: Record<string, boolean>;
  succeeded: boolean;
}

/** Every recorded file under `dir` (and its folders), merged: operation → statuses answered. */
export function readExercised(dir = COVERAGE_DIR): Map<string, Set<number>> {
  const merged = new Map<string, Set<number>>();
  const visit = (folder: string) => {
    if (!existsSync(folder)) return;
    for (const entry of readdirSync(folder, { withFileTypes: true })) {
      const file = path.join(folder, entry.name);
      if (entry.isDirectory()) visit(file);
      else if (entry.name.endsWith('.json'))
        for (const [operation, statuses] of Object.entries(JSON.parse(readFileSync(file, 'utf8')) as Record<string, number[]>))
          statuses.forEach((s) => merged.set(operation, (merged.get(operation) ?? new Set()).add(s)));
    }
  };
  visit(dir);
  return merged;
}

const declaredKey = (keys: string[], status: number) => [String(status), `${String(status)[0]}XX`, 'default'].find((k) => keys.includes(k));

export async function contractCoverage(exercised = readExercised()): Promise<OperationCoverage[]> {
  const contract = await loadContract();
  return [...contract.docs].flatMap(([service, doc]) =>
    Object.entries(doc.paths ?? {}).flatMap(([template, item]) =>
      Object.entries(item)
        .filter(([method]) => ['get', 'put', 'post', 'delete', 'patch'].includes(method))
        .map(([method, value]) => {
          const operation = value as Operation | undefined;
          const keys = Object.keys(operation?.responses ?? {});
          const answered = [...(exercised.get(`${service} ${method.toUpperCase()} ${template}`) ?? [])];
          const hit = new Set(answered.map((s) => declaredKey(keys, s)));
          return {
            operation: `${operation?.operationId ?? '?'} (${service} ${method.toUpperCase()} ${template})`,
            responses: Object.fromEntries(keys.map((k) => [k, hit.has(k)])),
            succeeded: keys.some((k) => k.startsWith('2') && hit.has(k)),
          };
        }),
    ),
  );
}

export function summarise(coverage: OperationCoverage[]) {
  const errors = coverage.flatMap((c) => Object.entries(c.responses).filter(([k]) => !k.startsWith('2')));
  return {
    operations: coverage.length,
    succeeded: coverage.filter((c) => c.succeeded).length,
    errorResponses: errors.length,
    errorResponsesExercised: errors.filter(([, hit]) => hit).length,
  };
}

export function formatSummary(coverage: OperationCoverage[]): string {
  const s = summarise(coverage);
  const pct = (a: number, b: number) => `${b ? Math.round((a / b) * 100) : 100}%`;
  return (
    `Contract coverage: ${s.succeeded} of ${s.operations} operations answered 2xx (${pct(s.succeeded, s.operations)}); ` +
    `${s.errorResponsesExercised} of ${s.errorResponses} declared error answers exercised (${pct(s.errorResponsesExercised, s.errorResponses)}).`
  );
}
