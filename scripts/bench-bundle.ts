/**
 * `npm run bench:bundle [-- --no-build] [--dist <dir>]`
 *
 * Builds (when `dist/` is missing or older than the sources, unless `--no-build`), then prints the gzipped size of
 *   - the JS that loading `/auth/login` pulls in: the `index.html` entry and its static imports, plus the sign-in
 *     app's lazy chunk (manifest `src` = src/auth/AuthApp.tsx) and its static imports;
 *   - the portal's initial JS: the entry plus the portal app's lazy chunk and its static imports (resources, which
 *     load lazily inside it, are not counted);
 *   - the largest chunk, and all JS together;
 * then builds the baseline, a bare react-admin app (`scripts/bench/bare-react-admin/`: one `<Admin>`, one
 * `ListGuesser`, the same Vite), and prints the two ratios issue 12 tracks: `/auth/login` ÷ bare, portal ÷ bare.
 * Writes the same to test-results/bundle-sizes.json and exits 1 if any chunk loaded by `/auth/login` contains
 * the portal's libraries (react-admin and its ra-* packages, MUI, emotion, node-polyglot), or if `/auth/login` or the portal's first load outgrow the
 * budget in `scripts/bench/budget.json` (gzipped sizes are deterministic for one lockfile, so this gate is safe;
 * timings are never gated).
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
const BARE_CONFIG = path.join(ROOT, 'scripts', 'bench', 'bare-react-admin', 'vite.config.ts');
const BARE_DIST = path.join(ROOT, 'test-results', 'bench', 'bare-react-admin');
const BUDGET_FILE = path.join(ROOT, 'scripts', 'bench', 'budget.json');

/** Upper limits, in gzipped KiB (1024 bytes), for what a first visit loads. */
interface Budget {
  authLoginKiB: number;
  portalInitialKiB: number;
}

const AUTH_APP_SRC = 'src/auth/AuthApp.tsx';
/** The portal (react-admin) app's lazy module; the first that exists in the manifest wins. */
const PORTAL_APP_SRC = /^src\/(portal|admin)\/(Portal|Admin)?App\.tsx$|^src\/(PortalApp|AdminApp)\.tsx$/;
/** Packages that make up react-admin itself: they tell the portal's chunk apart. */
const REACT_ADMIN_MODULE = /node_modules\/(react-admin|ra-core|ra-ui-materialui)\//;
/** Used only when a chunk has no source map: strings react-admin's own code carries through minification. */
const REACT_ADMIN_MARKERS = ['"ra.action.', "'ra.action.", 'useRecordContext', 'RaDatagrid', 'RaLayout'];
/**
 * The portal's libraries, none of which may reach /auth/login: react-admin, and what the sign-in app left behind to
 * be light (MUI and emotion for plain elements, node-polyglot's shims for a few lines over the catalogue).
 */
const PORTAL_ONLY_MODULE = /node_modules\/(react-admin|ra-[a-z0-9-]+|@mui\/[a-z0-9-]+|@emotion\/[a-z0-9-]+|node-polyglot)\//;
const PORTAL_ONLY_MARKERS = [...REACT_ADMIN_MARKERS, 'MuiButtonBase', 'emotion-'];

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
function sizeOf(file: string, dist = DIST): FileSize {
  const key = path.join(dist, file);
  let size = sizeCache.get(key);
  if (!size) {
    const buf = readFileSync(key);
    size = { file, bytes: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
    sizeCache.set(key, size);
  }
  return size;
}

function group(label: string, files: Iterable<string>, dist = DIST): Group {
  const sizes = [...new Set(files)].filter((f) => f.endsWith('.js')).map((f) => sizeOf(f, dist));
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

/** Modules (from the source map) of the given packages inside one emitted chunk. */
function packagesIn(
  file: string,
  pattern = REACT_ADMIN_MODULE,
  markers = REACT_ADMIN_MARKERS,
): { packages: string[]; modules: number; how: 'sourcemap' | 'markers' } {
  const mapFile = path.join(DIST, `${file}.map`);
  if (existsSync(mapFile)) {
    const map = JSON.parse(readFileSync(mapFile, 'utf8')) as { sources?: string[] };
    const hits = (map.sources ?? []).filter((s) => pattern.test(s.replace(/\\/g, '/')));
    const packages = [...new Set(hits.map((s) => s.replace(/\\/g, '/').match(pattern)![1]))];
    return { packages, modules: hits.length, how: 'sourcemap' };
  }
  const text = readFileSync(path.join(DIST, file), 'utf8');
  const found = markers.filter((m) => text.includes(m));
  return { packages: found.map((m) => `marker ${m}`), modules: found.length, how: 'markers' };
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

/** Builds the bare react-admin baseline and answers the JS its first load pulls in (entry and static imports). */
function measureBare(): Group | string {
  const build = spawnSync(path.join(ROOT, 'node_modules', '.bin', 'vite'), ['build', '--config', BARE_CONFIG], {
    cwd: ROOT,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (build.status !== 0) return `building the bare react-admin baseline failed (${build.status ?? build.signal})`;
  const manifest = JSON.parse(readFileSync(path.join(BARE_DIST, '.vite', 'manifest.json'), 'utf8')) as Manifest;
  // index.html is the size baseline; screens.html, the timing benchmarks' page of the same build, is not.
  const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry && k.endsWith('index.html'));
  if (!entryKey) return 'the bare react-admin baseline has no entry chunk';
  return group('bare react-admin app (first load)', filesOf(manifest, staticClosure(manifest, entryKey)), BARE_DIST);
}

function ratio(part: Group, whole: Group): number {
  return Math.round((part.gzip / whole.gzip) * 100) / 100;
}

/** The budget lines that are exceeded, if any. */
function overBudget(authLogin: Group, portalInitial: Group): string[] {
  const budget = JSON.parse(readFileSync(BUDGET_FILE, 'utf8')) as Budget;
  const over: string[] = [];
  if (authLogin.gzip / 1024 > budget.authLoginKiB)
    over.push(`/auth/login loads ${kB(authLogin.gzip)} kB, budget ${budget.authLoginKiB} kB`);
  if (portalInitial.gzip / 1024 > budget.portalInitialKiB) {
    over.push(`the portal's first load is ${kB(portalInitial.gzip)} kB, budget ${budget.portalInitialKiB} kB`);
  }
  return over;
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
    const withRa = lazy.filter((k) => filesOf(manifest, staticClosure(manifest, k)).some((f) => packagesIn(f).modules > 0));
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

  const bare = measureBare();
  if (typeof bare === 'string') {
    console.error(`bench:bundle: ${bare}`);
    return 1;
  }
  const ratios = { authLoginToBare: ratio(groups[0], bare), portalInitialToBare: ratio(groups[2], bare) };
  console.log('\nAgainst a bare react-admin app (one <Admin>, one ListGuesser, same Vite):\n');
  printTable([groups[0], groups[2], bare]);
  console.log(`\n  /auth/login ÷ bare react-admin:          ${ratios.authLoginToBare.toFixed(2)}  (issue 12 goal ≤ 0.40)`);
  console.log(`  portal first load ÷ bare react-admin:    ${ratios.portalInitialToBare.toFixed(2)}  (issue 12 goal ≤ 0.90)`);

  const offenders = groups[0].files
    .map((f) => ({ file: f.file, ...packagesIn(f.file, PORTAL_ONLY_MODULE, PORTAL_ONLY_MARKERS) }))
    .filter((o) => o.modules > 0);

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
        bareReactAdmin: bare,
        ratios,
        total: { files: all.files.length, bytes: all.bytes, gzip: all.gzip },
        portalLibrariesInAuthLogin: offenders,
        notes,
      },
      null,
      2,
    ) + '\n',
  );
  console.log(`\nwritten ${path.relative(ROOT, OUT)}`);

  if (groups[0].files.some((f) => !existsSync(path.join(DIST, `${f.file}.map`)))) {
    console.log('warning: some /auth/login chunks have no source map; the library check fell back to marker strings');
  }
  if (offenders.length) {
    console.error("\nFAIL: /auth/login loads the portal's libraries:");
    for (const o of offenders) {
      console.error(`  ${o.file}: ${o.packages.join(', ')} (${o.modules} ${o.how === 'sourcemap' ? 'modules' : 'markers'})`);
    }
    console.error('The sign-in app must not import react-admin, MUI, emotion or node-polyglot (directly or through shared modules).');
    return 1;
  }
  console.log('OK: no react-admin, MUI, emotion or node-polyglot in the chunks /auth/login loads');
  const over = overBudget(groups[0], groups[2]);
  if (over.length) {
    console.error(`\nFAIL: over the budget in ${path.relative(ROOT, BUDGET_FILE)}:\n  ${over.join('\n  ')}`);
    console.error('Make it smaller, or raise the budget in the same commit and say why.');
    return 1;
  }
  console.log(`OK: within the budget in ${path.relative(ROOT, BUDGET_FILE)}`);
  // The en-XA pseudo-locale is for development (providers/i18n/pseudo.ts): its accent table must not ship.
  const pseudo = readdirSync(path.join(DIST, 'assets')).filter(
    (f) => f.endsWith('.js') && readFileSync(path.join(DIST, 'assets', f), 'utf8').includes('àƀçđéƒĝĥ'),
  );
  if (pseudo.length) {
    console.error(`\nFAIL: the pseudo-locale ships in ${pseudo.join(', ')}`);
    return 1;
  }
  console.log('OK: no pseudo-locale in the production build');
  return 0;
}

process.exitCode = main();
