// @vitest-environment node
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildReference, REFERENCE_DIR } from '../../../scripts/contract/docs';

describe('the endpoint reference rendered from the contract', () => {
  it('is current: after a change to contract/, `npm run contract:docs` renders it again', () => {
    const fresh = buildReference(mkdtempSync(path.join(tmpdir(), 'portico-reference-')));
    for (const file of fresh) {
      const committed = path.join(REFERENCE_DIR, path.basename(file));
      expect(readFileSync(committed, 'utf8') === readFileSync(file, 'utf8'), `docs/api-reference/${path.basename(file)} is stale`).toBe(
        true,
      );
    }
  }, 120_000);
});
