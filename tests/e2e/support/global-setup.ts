/**
 * Vitest global setup for the browser journeys (runs once, in the main process).
 *
 * With `E2E_BASE_URL` set, the tests use servers that are already running (for example `npm start`).
 * Otherwise this starts
 *   1. the sandbox APIs: `tsx sandbox/server.ts`, ready when `GET /__sandbox/health` answers 2xx;
 *   2. the production build (`npm run build` first when `dist/` is missing or older than the sources), served as in
 *      production: by nginx with the shipped configuration (deploy/, rendered by deploy/render-config.sh with a
 *      config.js naming this sandbox) when nginx is installed, otherwise by `vite preview` with the same headers
 *      (`E2E_SERVER=nginx` makes nginx required, as CI does; `E2E_SERVER=preview` picks vite preview),
 * each on its usual port (4010, 4173) or, when that is taken on this machine, on a free one (the sandbox is told the
 * portal's address, SANDBOX_PORTAL_ORIGIN, so the links it emails lead to the portal under test),
 * and stops both (their whole process groups) when the run ends.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { distIsStale } from '../../../scripts/dist-freshness';
import { DEFAULT_PORTAL_PORT, DEFAULT_SANDBOX_PORT, e2eShards, sandboxUrlFromEnv, stripSlash } from './env';
import { findNginx, prepareNginx } from './nginx';

const ROOT = path.resolve(import.meta.dirname, '../../..');
const BIN = path.join(ROOT, 'node_modules', '.bin');
const RESULTS = path.join(ROOT, 'test-results');

declare module 'vitest' {
  export interface ProvidedContext {
    /** One portal and its sandbox per shard (`E2E_SHARDS`); each test worker uses the pair of its pool id. */
    e2eBaseUrls: string[];
    e2eSandboxUrls: string[];
    /** What serves the portal: the production servers, or one already running (`E2E_BASE_URL`). */
    e2eServer: E2eServer;
  }
}

export type E2eServer = 'nginx' | 'vite-preview' | 'external';

/** nginx when required or installed; vite preview when asked for or, said out loud, when nginx is missing. */
function chooseServer(): { kind: 'nginx'; nginx: string } | { kind: 'vite-preview' } {
  const wanted = process.env.E2E_SERVER;
  if (wanted && wanted !== 'nginx' && wanted !== 'preview') throw new Error(`E2E_SERVER must be nginx or preview, not ${wanted}`);
  if (wanted === 'preview') return { kind: 'vite-preview' };
  const nginx = findNginx();
  if (nginx) return { kind: 'nginx', nginx };
  if (wanted === 'nginx') throw new Error('E2E_SERVER=nginx but nginx is not installed (apt-get install -y nginx)');
  log('nginx is not installed: serving dist/ with vite preview and the same headers instead of the shipped nginx configuration');
  return { kind: 'vite-preview' };
}

interface Managed {
  name: string;
  child: ChildProcess;
  output: string[];
}

const started: Managed[] = [];

function log(message: string): void {
  process.stdout.write(`[e2e] ${message}\n`);
}

/**
 * The environment for child processes, without what Vitest sets for itself (NODE_ENV=test, VITEST, TEST...):
 * a `vite build` that inherits NODE_ENV=test bundles React's development builds.
 */
function childEnv(extra: NodeJS.ProcessEnv = {}): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env };
  for (const key of Object.keys(env)) {
    if (key === 'NODE_ENV' || key === 'TEST' || key === 'VITEST' || key.startsWith('VITEST_')) delete env[key];
  }
  return { ...env, BROWSER: 'none', ...extra };
}

function start(name: string, command: string, args: string[], env: NodeJS.ProcessEnv = {}): Managed {
  const child = spawn(command, args, {
    cwd: ROOT,
    // Own process group, so stopping it also stops what it spawned (tsx runs a child node).
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv(env),
  });
  const managed: Managed = { name, child, output: [] };
  const keep = (chunk: Buffer) => {
    managed.output.push(chunk.toString());
    if (managed.output.length > 200) managed.output.splice(0, managed.output.length - 200);
    if (process.env.E2E_VERBOSE) process.stdout.write(`[${name}] ${chunk.toString()}`);
  };
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  started.push(managed);
  return managed;
}

// Safety net: if the run dies without teardown (Ctrl+C, crash), do not leave servers behind.
process.once('exit', () => {
  for (const { child } of started) {
    if (child.pid !== undefined && child.exitCode === null && child.signalCode === null) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        /* already gone */
      }
    }
  }
});

function listenable(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/**
 * The usual port when it is free (always so in CI); otherwise — say `npm start` is running on this machine — a free
 * one, so the run neither fails nor resets somebody else's sandbox. A non-default sandbox port is fed to the
 * browser by rewriting the portal's /config.js (see `newPage`).
 */
async function pickPort(preferred: number, what: string): Promise<number> {
  if (await listenable(preferred)) return preferred;
  const port = await freePort();
  log(`port ${preferred} is busy: the ${what} uses ${port} instead (or reuse running servers with E2E_BASE_URL)`);
  return port;
}

async function answers(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
    return res.ok;
  } catch {
    return false;
  }
}

async function waitFor(url: string, managed: Managed, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (managed.child.exitCode !== null || managed.child.signalCode !== null) {
      throw new Error(
        `${managed.name} exited (${managed.child.exitCode ?? managed.child.signalCode}) before ${url} answered:\n` +
          managed.output.join(''),
      );
    }
    if (await answers(url)) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${managed.name} did not answer ${url} within ${timeoutMs / 1000}s:\n${managed.output.join('')}`);
}

async function stop(managed: Managed): Promise<void> {
  const { child } = managed;
  if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const signal = (sig: NodeJS.Signals) => {
    try {
      process.kill(-child.pid!, sig);
    } catch {
      /* already gone */
    }
  };
  signal('SIGTERM');
  const timer = setTimeout(() => signal('SIGKILL'), 5000);
  await exited;
  clearTimeout(timer);
}

async function stopAll(): Promise<void> {
  while (started.length) {
    const managed = started.pop()!;
    await stop(managed);
    log(`stopped ${managed.name}`);
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  rmSync(path.join(RESULTS, 'e2e'), { recursive: true, force: true });
  for (const shard of ['', ...Array.from({ length: 8 }, (_, i) => `-${i + 1}`)])
    rmSync(path.join(RESULTS, 'contract-coverage', `e2e${shard}.json`), { force: true });
  mkdirSync(path.join(RESULTS, 'e2e'), { recursive: true });

  if (process.env.E2E_BASE_URL) {
    const sandboxUrl = sandboxUrlFromEnv();
    const baseUrl = stripSlash(process.env.E2E_BASE_URL);
    log(`using running servers: portal ${baseUrl}, sandbox ${sandboxUrl}`);
    if (!(await answers(`${sandboxUrl}/__sandbox/health`))) {
      throw new Error(`E2E_BASE_URL is set but the sandbox does not answer ${sandboxUrl}/__sandbox/health`);
    }
    project.provide('e2eBaseUrls', [baseUrl]);
    project.provide('e2eSandboxUrls', [sandboxUrl]);
    project.provide('e2eServer', 'external');
    return async () => {};
  }

  const server = chooseServer();
  const shards = e2eShards();

  if (distIsStale(ROOT)) {
    log('dist/ is missing or older than the sources: running npm run build');
    const build = spawnSync('npm', ['run', 'build'], {
      cwd: ROOT,
      stdio: 'inherit',
      env: childEnv({ NODE_ENV: 'production' }),
    });
    if (build.status !== 0) throw new Error(`npm run build failed (${build.status ?? build.signal})`);
  }
  if (!existsSync(path.join(ROOT, 'dist', 'index.html'))) throw new Error('dist/index.html is missing after the build');

  const pairs: Array<{ baseUrl: string; sandboxUrl: string }> = [];
  const cleanups: Array<() => void> = [];
  const cleanup = () => cleanups.forEach((c) => c());
  try {
    const t0 = Date.now();
    for (let shard = 0; shard < shards; shard++) pairs.push(await startPair(server, shard, cleanups));
    log(
      `${pairs.map((p) => `sandbox ${p.sandboxUrl} and portal ${p.baseUrl}`).join('; ')} (${server.kind} serving dist/) ready in ${Date.now() - t0} ms`,
    );
  } catch (error) {
    await stopAll();
    cleanup();
    throw error;
  }

  project.provide(
    'e2eBaseUrls',
    pairs.map((p) => p.baseUrl),
  );
  project.provide(
    'e2eSandboxUrls',
    pairs.map((p) => p.sandboxUrl),
  );
  project.provide('e2eServer', server.kind);
  return async () => {
    for (const [shard, pair] of pairs.entries()) await keepContractCoverage(pair.sandboxUrl, shard);
    await stopAll();
    cleanup();
  };
}

/**
 * One sandbox and the portal that names it, on the usual ports plus the shard's number (or free ones when those are
 * taken). Emailed links (invitations, resets) name the portal of the same pair.
 */
async function startPair(
  server: ReturnType<typeof chooseServer>,
  shard: number,
  cleanups: Array<() => void>,
): Promise<{ baseUrl: string; sandboxUrl: string }> {
  const sandboxPort = await pickPort(DEFAULT_SANDBOX_PORT + shard, 'sandbox');
  const portalPort = await pickPort(DEFAULT_PORTAL_PORT + shard, `portal (${server.kind})`);
  const sandboxUrl = `http://localhost:${sandboxPort}`;
  const baseUrl = `http://localhost:${portalPort}`;
  const sandbox = start(`sandbox ${shard + 1}`, path.join(BIN, 'tsx'), ['sandbox/server.ts'], {
    SANDBOX_PORT: String(sandboxPort),
    SANDBOX_PORTAL_ORIGIN: baseUrl,
  });
  let portal: Managed;
  if (server.kind === 'nginx') {
    const site = prepareNginx(server.nginx, { port: portalPort, sandboxUrl });
    cleanups.push(site.cleanup);
    portal = start(`nginx ${shard + 1}`, site.command, site.args);
  } else {
    portal = start(`preview ${shard + 1}`, path.join(BIN, 'vite'), ['preview', '--port', String(portalPort), '--strictPort'], {
      SANDBOX_PORT: String(sandboxPort),
    });
  }
  await Promise.all([waitFor(`${sandboxUrl}/__sandbox/health`, sandbox, 60_000), waitFor(baseUrl, portal, 60_000)]);
  return { baseUrl, sandboxUrl };
}

/** What the journeys exercised of the contract, kept beside the unit tests' for `npm run contract:coverage`. */
async function keepContractCoverage(sandboxUrl: string, shard: number): Promise<void> {
  try {
    const res = await fetch(`${sandboxUrl}/__sandbox/contract-coverage`);
    mkdirSync(path.join(RESULTS, 'contract-coverage'), { recursive: true });
    writeFileSync(path.join(RESULTS, 'contract-coverage', `e2e-${shard + 1}.json`), await res.text());
  } catch (error) {
    log(`could not read the sandbox's contract coverage: ${String(error)}`);
  }
}
