/**
 * `npm run docs:access`: writes docs/access-matrix.md, every route pattern × every role, from the definitions
 * (src/framework/accessMatrix.ts). The registry finds definitions with Vite's `import.meta.glob`, so the modules are
 * loaded through Vite. `tests/unit/framework/accessMatrix.test.ts` fails when the committed file is stale.
 */
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer } from 'vite';

const ROOT = path.resolve(import.meta.dirname, '..');
const vite = await createServer({ root: ROOT, logLevel: 'error', server: { middlewareMode: true, hmr: false }, appType: 'custom' });
try {
  const { accessMatrixMarkdown } = (await vite.ssrLoadModule(
    '/src/framework/accessMatrix.ts',
  )) as typeof import('../src/framework/accessMatrix');
  const { resourceDefinitions } = (await vite.ssrLoadModule('/src/portal/registry.ts')) as typeof import('../src/portal/registry');
  const out = path.join(ROOT, 'docs', 'access-matrix.md');
  writeFileSync(out, accessMatrixMarkdown(resourceDefinitions));
  console.log(`wrote ${path.relative(process.cwd(), out)}`);
} finally {
  await vite.close();
}
