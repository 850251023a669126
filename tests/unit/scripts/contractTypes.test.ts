import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { contractTypes, TYPES_DIR } from '../../../scripts/contract/types';

describe('the wire types generated from the contract', () => {
  it('are current: after a change to contract/, `npm run contract:types` writes them again', async () => {
    for (const [service, source] of Object.entries(await contractTypes())) {
      expect(readFileSync(path.join(TYPES_DIR, `${service}.ts`), 'utf8'), `providers/contract/${service}.ts`).toBe(source);
    }
  }, 60_000);
});
