/**
 * Vitest global setup for `npm test`: starts each run's contract coverage afresh and, at the end, prints how much of
 * the contract the run exercised (`npm run contract:coverage` lists it operation by operation).
 */
import { rmSync } from 'node:fs';
import path from 'node:path';
import { contractCoverage, COVERAGE_DIR, formatSummary, readExercised } from '../scripts/contract/coverage';

export default function setup() {
  const unit = path.join(COVERAGE_DIR, 'unit');
  rmSync(unit, { recursive: true, force: true });
  return async () => {
    console.log(`\n${formatSummary(await contractCoverage(readExercised(unit)))} (npm run contract:coverage)`);
  };
}
