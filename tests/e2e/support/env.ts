/**
 * Where the browser tests find the portal and the sandbox.
 *
 * - `E2E_BASE_URL`    – a portal that is already running (e.g. `npm start` → http://localhost:5173).
 *                       When unset, the global setup starts the sandbox and serves dist/ itself on :4173, the port
 *                       of `npm run preview`: with nginx and the shipped configuration (deploy/), or `vite preview`.
 * - `E2E_SERVER`      – `nginx` (fail when nginx is missing; what CI sets) or `preview`; unset: nginx when installed.
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
