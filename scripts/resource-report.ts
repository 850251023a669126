/**
 * `npm run report:resources [-- --write] [-- --root <dir>]`: issue 24's figures for `resources/` (lines of
 * definitions, screens and catalogues; resources that are their definition alone; definition options used by one
 * resource or by none; the custom screens left), printed, and with `--write` put in docs/architecture.md between the
 * resource-report markers. The measuring is in scripts/resource-report/.
 *
 * Definitions are loaded through Vite, as the app loads them, with `defineResource` instrumented to keep what each
 * file handed it: the framework fills in defaults (a nested resource's route), and those are not the file's choices.
 */
import { readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { createServer, type Plugin } from 'vite';
import { renderReport, replaceSection, resourceReport } from './resource-report/report';

const arg = (name: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at > 0 ? process.argv[at + 1] : undefined;
};
const ROOT = path.resolve(arg('root') ?? path.join(import.meta.dirname, '..'));

/** Keeps each declaration `defineResource` is given, by the definition it answers. */
const recordDeclarations = (): Plugin => ({
  name: 'resource-report-declarations',
  enforce: 'post',
  transform(code, id) {
    if (!id.endsWith('/src/framework/define.ts')) return undefined;
    const renamed = code.replace(/export (const|function) defineResource\b/, '$1 defineResourceAsWritten');
    if (renamed === code) throw new Error('resource-report: src/framework/define.ts no longer exports defineResource as expected');
    return `${renamed}
export const declarations = new Map();
export const defineResource = (declaration) => {
  const definition = defineResourceAsWritten(declaration);
  declarations.set(definition, declaration);
  return definition;
};`;
  },
});

const vite = await createServer({
  root: ROOT,
  logLevel: 'error',
  server: { middlewareMode: true, hmr: false },
  appType: 'custom',
  // Nothing is bundled for a browser here: no dependency scan (it would read every HTML file under docs/).
  optimizeDeps: { noDiscovery: true, entries: [] },
  plugins: [recordDeclarations()],
});
let report: string;
try {
  const declarations = new Map<string, unknown>();
  const define = (await vite.ssrLoadModule('/src/framework/define.ts')) as { declarations: Map<unknown, unknown> };
  for (const file of readdirSync(path.join(ROOT, 'resources'))
    .filter((f) => /\.tsx?$/.test(f))
    .sort()) {
    const { default: definition } = (await vite.ssrLoadModule(`/resources/${file}`)) as { default?: unknown };
    if (definition) declarations.set(file.replace(/\.tsx?$/, ''), define.declarations.get(definition) ?? definition);
  }
  report = renderReport(resourceReport(ROOT, declarations));
} finally {
  await vite.close();
}

console.log(report);
if (process.argv.includes('--write')) {
  const doc = path.join(ROOT, 'docs', 'architecture.md');
  writeFileSync(doc, replaceSection(readFileSync(doc, 'utf8'), report));
  console.log(`\nwrote ${path.relative(process.cwd(), doc)}`);
}
