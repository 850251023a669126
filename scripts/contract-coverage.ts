/**
 * `npm run contract:coverage`: after `npm test` (and, to count them too, the browser journeys), lists each operation of
 * the contract with the answers the tests exercised (✓) and did not (·), then the totals. `--missing` lists only
 * what is left to exercise.
 */
import { contractCoverage, formatSummary } from './contract/coverage';

const missingOnly = process.argv.includes('--missing');
const coverage = await contractCoverage();
for (const c of coverage) {
  const left = Object.entries(c.responses).filter(([, hit]) => !hit);
  if (missingOnly && left.length === 0 && c.succeeded) continue;
  const answers = Object.entries(c.responses)
    .filter(([k, hit]) => !missingOnly || !hit || k.startsWith('2'))
    .map(([k, hit]) => `${k} ${hit ? '✓' : '·'}`)
    .join('  ');
  console.log(`${c.operation}\n    ${answers}`);
}
console.log(`\n${formatSummary(coverage)}`);
