/**
 * `npm run bench:bundle [-- --no-build] [--dist <dir>]`
 *
 * Builds (when `dist/` is missing or older than the sources, unless `--no-build`), then prints the gzipped size of
 *   - the JS that loading `/auth/login` pulls in: the `index.html` entry and its static imports, plus the sign-in
 *     app's lazy chunk (manifest `src` = src/auth/AuthApp.tsx) and its static imports;
 *   - the portal's initial JS: the entry plus the portal app's lazy chunk and its static imports (resources, which
 *     load lazily inside it, are not counted);
 *   - the largest chunk, and all JS together;
 * writes the same to test-results/bundle-sizes.json, and exits 1 if any chunk loaded by `/auth/login` contains
 * react-admin (ra-core, ra-ui-materialui, react-admin). Sizes never fail the run: this is a benchmark.
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { distIsStale } from './dist-freshness';

const ROOT = path.resolve(import.meta.dirname, '..');
const distArg = process.argv.indexOf('--dist');
/** `--dist <dir>` measures another build output (implies `--no-build`). */
const DIST = distArg > 0 && process.argv[distArg + 1] ? path.resolve(process.argv[distArg + 1]) : path.join(ROOT, 'dist');
const OUT = path.join(ROOT, 'test-results', 'bundle-sizes.json');

const AUTH_APP_SRC = 'src/auth/AuthApp.tsx';
/** The portal (react-admin) app's lazy module; the first that exists in the manifest wins. */
const PORTAL_APP_SRC = /^src\/(portal|admin)\/(Portal|Admin)?App\.tsx$|^src\/(PortalApp|AdminApp)\.tsx$/;
/** Packages that make up react-admin itself; none may reach /auth/login. */
const REACT_ADMIN_MODULE = /node_modules\/(react-admin|ra-core|ra-ui-materialui)\//;
/** Used only when a chunk has no source map: strings react-admin's own code carries through minification. */
const REACT_ADMIN_MARKERS = ['"ra.action.', "'ra.action.", 'useRecordContext', 'RaDatagrid', 'RaLayout'];

interface ManifestChunk {
  file: string;
  src?: string;
  name?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

interface FileSize {
  file: string;
  bytes: number;
  gzip: number;
}

interface Group {
  label: string;
  files: FileSize[];
  bytes: number;
  gzip: number;
}

const sizeCache = new Map<string, FileSize>();
function sizeOf(file: string): FileSize {
  let size = sizeCache.get(file);
  if (!size) {
    const buf = readFileSync(path.join(DIST, file));
    size = { file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    sizeCache.set(file, size);
  }
  return size;
}

function group(label: string, files: Iterable<string>): Group {
  const sizes = [...new Set(files)].filter((f) => f.endsWith('.js')).map(sizeOf);
  sizes.sort((a, b) => b.gzip - a.gzip);
  return {
    label,
    files: sizes,
    bytes: sizes.reduce((n, s) => n + s.bytes, 0),
    gzip: sizes.reduce((n, s) => n + s.gzip, 0),
  };
}

/** The manifest keys of `key` and everything it imports statically (what the browser loads with it). */
function staticClosure(manifest: Manifest, key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key) || !manifest[key]) return seen;
  seen.add(key);
  for (const dep of manifest[key].imports ?? []) staticClosure(manifest, dep, seen);
  return seen;
}

function filesOf(manifest: Manifest, keys: Iterable<string>): string[] {
  return [...keys].map((k) => manifest[k].file);
}

/** Modules (from the source map) of react-admin's packages inside one emitted chunk. */
function reactAdminIn(file: string): { packages: string[]; modules: number; how: 'sourcemap' | 'markers' } {
  const mapFile = path.join(DIST, `${file}.map`);
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
    const hits = (map.sources ?? []).filter((s) => REACT_ADMIN_MODULE.test(s.replace(/\\/g, '/')));
    const packages = [...new Set(hits.map((s) => s.replace(/\\/g, '/').match(REACT_ADMIN_MODULE)![1]))];
    return { packages, modules: hits.length, how: 'sourcemap' };
  }
  const text = readFileSync(path.join(DIST, file), 'utf8');
  const markers = REACT_ADMIN_MARKERS.filter((m) => text.includes(m));
  return { packages: markers.map((m) => `marker ${m}`), modules: markers.length, how: 'markers' };
}

function kB(bytes: number): string {
  return (bytes / 1024).toFixed(1);
}

function printTable(groups: Group[]): void {
  const rows = groups.map((g) => [g.label, String(g.files.length), kB(g.bytes), kB(g.gzip)]);
  const head = ['what', 'JS files', 'raw kB', 'gzip kB'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i].length)));
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ');
  console.log(line(head));
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const r of rows) console.log(line(r));
}

function main(): number {
  const noBuild = process.argv.includes('--no-build') || DIST !== path.join(ROOT, 'dist');
  if (!noBuild && distIsStale(ROOT)) {
    console.log('dist/ is missing or older than the sources: npm run build\n');
    // Measure what production gets, whatever NODE_ENV the caller's shell has.
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: { ...process.env, NODE_ENV: 'production' },
    });
    if (build.status !== 0) {
      console.error(`bench:bundle: npm run build failed (${build.status ?? build.signal})`);
      return 1;
    }
  }
  const manifestPath = path.join(DIST, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) {
    console.error(`bench:bundle: ${manifestPath} is missing (run npm run build)`);
    return 1;
  }
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;
  const notes: string[] = [];

  const entryKey = manifest['index.html'] ? 'index.html' : Object.keys(manifest).find((k) => manifest[k].isEntry);
  if (!entryKey) {
    console.error('bench:bundle: no entry chunk in the manifest');
    return 1;
  }
  const entry = staticClosure(manifest, entryKey);

  // A lazily imported module that other chunks also import statically is emitted as a shared chunk: its manifest
  // key is then `_Name-hash.js` with no `src`, so fall back to the chunk name among the entry's lazy imports.
  const lazyFromEntry = [...entry].flatMap((k) => manifest[k].dynamicImports ?? []);
  const byName = (name: RegExp) => lazyFromEntry.find((k) => !manifest[k]?.src && name.test(manifest[k]?.name ?? ''));
  const authKey = Object.keys(manifest).find((k) => manifest[k].src === AUTH_APP_SRC) ?? byName(/^AuthApp$/);
  const login = new Set(entry);
  if (authKey) {
    if (!manifest[authKey].isDynamicEntry && !entry.has(authKey)) notes.push(`${AUTH_APP_SRC} is not lazy-loaded`);
    for (const k of staticClosure(manifest, authKey)) login.add(k);
  } else {
    notes.push(`no chunk has src ${AUTH_APP_SRC}: counting only the entry for /auth/login (is the sign-in app lazy?)`);
  }

  // The portal app: a known source name, else the entry's lazy import whose closure carries react-admin.
  let portalKey = Object.keys(manifest).find((k) => PORTAL_APP_SRC.test(manifest[k].src ?? '')) ?? byName(/^(Portal|Admin)App$/);
  if (!portalKey) {
    const lazy = lazyFromEntry.filter((k) => k !== authKey);
    const withRa = lazy.filter((k) => filesOf(manifest, staticClosure(manifest, k)).some((f) => reactAdminIn(f).modules > 0));
    portalKey = withRa[0];
    if (portalKey) notes.push(`portal app identified as ${manifest[portalKey].src ?? portalKey} (lazy import with react-admin)`);
  }
  const portal = new Set(entry);
  if (portalKey) for (const k of staticClosure(manifest, portalKey)) portal.add(k);
  else notes.push('portal app chunk not found: portal initial JS counts only the entry');

  const allJs = readdirSync(path.join(DIST, 'assets'))
    .filter((f) => f.endsWith('.js'))
    .map((f) => `assets/${f}`);
  const all = group('all JS', allJs);
  const largest = all.files[0];

  const groups = [
    group('/auth/login (entry + sign-in app)', filesOf(manifest, login)),
    group('  of which the entry', filesOf(manifest, entry)),
    group('portal initial (entry + portal app)', filesOf(manifest, portal)),
    group(`largest chunk: ${largest?.file ?? '-'}`, largest ? [largest.file] : []),
    all,
  ];

  console.log('\nGzipped JavaScript (gzip -9), kB = 1024 bytes\n');
  printTable(groups);
  console.log('\n/auth/login loads:');
  for (const f of groups[0].files) console.log(`  ${kB(f.gzip).padStart(8)} kB  ${f.file}`);
  console.log('\nlargest chunks:');
  for (const f of all.files.slice(0, 5)) {
    const chunk = Object.values(manifest).find((c) => c.file === f.file);
    const src = chunk?.src ?? (chunk?.isDynamicEntry ? `lazy chunk ${chunk.name}` : undefined);
    console.log(`  ${kB(f.gzip).padStart(8)} kB  ${f.file}${src ? `  (${src})` : ''}`);
  }
  for (const n of notes) console.log(`\nnote: ${n}`);

  const offenders = groups[0].files.map((f) => ({ file: f.file, ...reactAdminIn(f.file) })).filter((o) => o.modules > 0);

  mkdirSync(path.dirname(OUT), { recursive: true });
  writeFileSync(
    OUT,
    JSON.stringify(
      {
        measuredAt: new Date().toISOString(),
        unit: 'bytes',
        authLogin: groups[0],
        entry: groups[1],
        portalInitial: { ...groups[2], chunk: portalKey ?? null },
        largestChunk: largest ?? null,
        total: { files: all.files.length, bytes: all.bytes, gzip: all.gzip },
        reactAdminInAuthLogin: offenders,
        notes,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`\nwritten ${path.relative(ROOT, OUT)}`);

  if (groups[0].files.some((f) => !existsSync(path.join(DIST, `${f.file}.map`)))) {
    console.log('warning: some /auth/login chunks have no source map; the react-admin check fell back to marker strings');
  }
  if (offenders.length) {
    console.error('\nFAIL: /auth/login loads react-admin:');
    for (const o of offenders) {
      console.error(`  ${o.file}: ${o.packages.join(', ')} (${o.modules} ${o.how === 'sourcemap' ? 'modules' : 'markers'})`);
    }
    console.error('The sign-in app must not import react-admin (directly or through shared modules).');
    return 1;
  }
  console.log('OK: no react-admin in the chunks /auth/login loads');
  return 0;
}

process.exitCode = main();
