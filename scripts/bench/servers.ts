/**
 * The servers the timing benchmarks measure: the sandbox on :4010 (optionally at scale, `PORTICO_SANDBOX_SCALE`) and
 * the production build served by `vite preview` on :4173, whose config.js names that sandbox. Built first when stale.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { distIsStale } from '../dist-freshness';

export const ROOT = path.resolve(import.meta.dirname, '../..');
export const PORTAL = 'http://localhost:4173';
export const SANDBOX = 'http://localhost:4010';
export const DEMO_PASSWORD = 'Portico#Demo2026';
const BIN = path.join(ROOT, 'node_modules', '.bin');

export function buildWhenStale(): void {
  if (!distIsStale(ROOT)) return;
  const build = spawnSync('npm', ['run', 'build'], { cwd: ROOT, stdio: 'inherit' });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

export const start = (command: string, args: string[], env: Record<string, string>): ChildProcess =>
  spawn(command, args, { cwd: ROOT, detached: true, stdio: 'ignore', env: { ...process.env, ...env } });

export async function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.pid === undefined) return;
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  process.kill(-child.pid, 'SIGTERM');
  await exited;
}

export async function answers(url: string): Promise<void> {
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    const ok = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return;
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within 2 minutes (is something else using its port?)`);
}

/**
 * Nothing may answer at `urls` before a benchmark starts its own servers there: theirs would fail on the busy port
 * and the benchmark would measure whatever answers instead (another build, another sandbox's data), without a word.
 */
export async function portsFree(urls: string[] = [`${SANDBOX}/__sandbox/health`, `${PORTAL}/auth/login`]): Promise<void> {
  for (const url of urls) {
    const answered = await fetch(url, { signal: AbortSignal.timeout(2000) }).then(
      () => true,
      () => false,
    );
    if (answered) throw new Error(`${url} answers already: stop what serves it (npm start, a browser journey, another benchmark)`);
  }
}

/** Runs `work` with both servers up, and stops them (their process groups) after; `outDir`: preview another build. */
export async function withServers<T>(scale: string, work: () => Promise<T>, outDir?: string): Promise<T> {
  await portsFree();
  const sandbox = start(path.join(BIN, 'tsx'), ['sandbox/server.ts'], {
    SANDBOX_PORT: '4010',
    SANDBOX_PORTAL_ORIGIN: PORTAL,
    PORTICO_SANDBOX_SCALE: scale,
  });
  const preview = start(path.join(BIN, 'vite'), ['preview', '--port', '4173', '--strictPort', ...(outDir ? ['--outDir', outDir] : [])], {});
  try {
    await answers(`${SANDBOX}/__sandbox/health`);
    await answers(`${PORTAL}/auth/login`);
    return await work();
  } finally {
    await stop(preview);
    await stop(sandbox);
  }
}

export const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};
