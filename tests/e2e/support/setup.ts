/**
 * Runs in each browser-test file: reset the sandbox before the file, and when a test fails save a full-page
 * screenshot (and the page's console errors) of every page it left open into test-results/e2e/. A test during which
 * a page reported a Content-Security-Policy violation fails (unless it called `allowCspViolations`).
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { afterEach, beforeAll } from 'vitest';
import { openPages } from './browser';
import { readContractViolations, resetSandbox } from './sandbox';

const OUT = path.resolve(import.meta.dirname, '../../../test-results/e2e');

beforeAll(async () => {
  await resetSandbox();
});

function slug(text: string): string {
  return text
    .replace(/[^a-z0-9]+/gi, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase()
    .slice(0, 100);
}

afterEach(async (context) => {
  const failed = context.task.result?.state === 'fail';
  const records = [...openPages];
  if (failed && records.length) {
    mkdirSync(OUT, { recursive: true });
    const file = slug(path.basename(context.task.file.name).replace(/\.e2e\.ts$/, ''));
    const name = `${file}--${slug(context.task.name)}`;
    for (const [i, record] of records.entries()) {
      const base = path.join(OUT, records.length > 1 ? `${name}-${i + 1}` : name);
      try {
        await record.page.screenshot({ path: `${base}.png`, fullPage: true, timeout: 10_000 });
        writeFileSync(
          `${base}.txt`,
          `url: ${record.page.url()}\n\n${record.problems.join('\n') || '(no console errors or failed requests)'}\n`,
        );
        console.error(`[e2e] failure screenshot: ${path.relative(process.cwd(), base)}.png (page at ${record.page.url()})`);
        if (record.problems.length) console.error(`[e2e] page problems:\n  ${record.problems.join('\n  ')}`);
      } catch (error) {
        console.error(`[e2e] could not screenshot ${record.page.url()}: ${String(error)}`);
      }
    }
  }
  await Promise.all(records.map((r) => r.context.close().catch(() => undefined)));
  const violations = records.filter((r) => !r.cspViolationsExpected).flatMap((r) => r.cspViolations);
  if (violations.length) {
    throw new Error(`The page reported ${violations.length} Content-Security-Policy violation(s):\n  ${violations.join('\n  ')}`);
  }
  // One file at a time shares the sandbox, so what it answered against the contract during this test is this test's.
  const broken = await readContractViolations();
  if (broken) throw new Error(`The sandbox broke the API contract:\n${broken}`);
});
