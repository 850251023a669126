/**
 * Is `dist/` older than what it is built from? Used by `npm run bench:bundle` and the browser tests'
 * global setup to decide whether to run `npm run build` first.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/** Inputs of `vite build`, relative to the project root (directories are walked). */
export const BUILD_INPUTS = [
  'src',
  'providers',
  'resources',
  'public',
  'index.html',
  'vite.config.ts',
  // Fills the shell's words into index.html when the page is built.
  'scripts/appShell.ts',
  'tsconfig.json',
  'package-lock.json',
];

function newestMtime(target: string): number {
  if (!existsSync(target)) return 0;
  const stat = statSync(target);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(target)) {
    if (entry === 'node_modules' || entry.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(path.join(target, entry)));
  }
  return newest;
}

/** The manifest is written at the end of every `vite build` (vite.config.ts sets `build.manifest`). */
export function distManifestPath(root: string): string {
  return path.join(root, 'dist', '.vite', 'manifest.json');
}

export function distIsStale(root: string): boolean {
  const manifest = distManifestPath(root);
  if (!existsSync(manifest) || !existsSync(path.join(root, 'dist', 'index.html'))) return true;
  const builtAt = statSync(manifest).mtimeMs;
  return BUILD_INPUTS.some((input) => newestMtime(path.join(root, input)) > builtAt);
}
