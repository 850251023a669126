import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVICES } from '../../contract/check';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const REFERENCE_DIR = path.join(ROOT, 'docs', 'api-reference');

/**
 * Renders each service's reference page from its document with Redocly's build-docs (the HTML is pre-rendered, so
 * it reads without scripts) into `dir`.
 */
export function buildReference(dir = REFERENCE_DIR): string[] {
  return SERVICES.map((service) => {
    const out = path.join(dir, `${service}.html`);
    const run = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'redocly'),
      ['build-docs', service, '--output', out, '--title', `Portico ${service} API`],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`redocly build-docs ${service} failed:\n${run.stderr}`);
    return out;
  });
}
