/**
 * Where the browser tests find the portal and the sandbox.
 *
 * - `E2E_BASE_URL`    – a portal that is already running (e.g. `npm start` → http://localhost:5173).
 *                       When unset, the global setup starts the sandbox and serves dist/ itself on :4173, the port
 *                       of `npm run preview`: with nginx and the shipped configuration (deploy/), or `vite preview`.
 * - `E2E_SERVER`      – `nginx` (fail when nginx is missing; what CI sets) or `preview`; unset: nginx when installed.
 * - `E2E_SHARDS`      – how many test files run at once (default 1; CI uses 2, one per core): each gets its own
 *                       sandbox and portal, on the usual ports plus its number, since a file resets its sandbox.
 * - `E2E_SANDBOX_URL` – the sandbox APIs and their `/__sandbox/*` hooks (default http://localhost:4010).
 *                       The portal's `/config.js` points at :4010, so only change this together with it.
 */
export const DEFAULT_PORTAL_PORT = 4173;
export const DEFAULT_SANDBOX_PORT = 4010;
export const DEFAULT_BASE_URL = `http://localhost:${DEFAULT_PORTAL_PORT}`;
/** The sandbox origin the portal's /config.js names. */
export const DEFAULT_SANDBOX_URL = `http://localhost:${DEFAULT_SANDBOX_PORT}`;

export function stripSlash(url: string): string {
  return url.replace(/\/+$/, '');
}

export function sandboxUrlFromEnv(): string {
  return stripSlash(process.env.E2E_SANDBOX_URL || DEFAULT_SANDBOX_URL);
}

export function e2eShards(): number {
  const shards = Number(process.env.E2E_SHARDS || 1);
  if (!Number.isInteger(shards) || shards < 1 || shards > 8) throw new Error(`E2E_SHARDS must be 1 to 8, not ${process.env.E2E_SHARDS}`);
  // Servers already running (E2E_BASE_URL) are one pair: the files share it one at a time.
  return process.env.E2E_BASE_URL ? 1 : shards;
}

/** This test worker's pair of the ones the global setup started (`VITEST_POOL_ID` counts workers from 1). */
export function shardOf<T>(values: readonly T[]): T {
  const pool = Number(process.env.VITEST_POOL_ID || 1);
  return values[(pool - 1) % values.length]!;
}
