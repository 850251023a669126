import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { SERVICES } from '../../contract/check';

const ROOT = path.resolve(import.meta.dirname, '../..');
export const REFERENCE_DIR = path.join(ROOT, 'docs', 'api-reference');

/**
 * Renders each service's reference page from its document with Redocly's build-docs into `dir`. Redoc's script is
 * embedded (`--inlineBundle`), so a page opened from disk works offline: without it the page loads the script from
 * Redocly's CDN and shows only the menu when that is out of reach (about 2.7 MB a page, mostly the same bundle).
 */
export function buildReference(dir = REFERENCE_DIR): string[] {
  return SERVICES.map((service) => {
    const out = path.join(dir, `${service}.html`);
    const run = spawnSync(
      path.join(ROOT, 'node_modules', '.bin', 'redocly'),
      ['build-docs', service, '--inlineBundle', '--output', out, '--title', `Portico ${service} API`],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (run.status !== 0) throw new Error(`redocly build-docs ${service} failed:\n${run.stderr}`);
    return out;
  });
}
