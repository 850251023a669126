/**
 * The response headers the portal's build is served with in production (docs/security.md, "Headers"): by
 * `npm run preview` (vite.config.ts) and checked by the browser journeys. `deploy/render-config.sh` renders the same
 * policy into the shipped nginx configuration; tests/unit/deploy/renderConfig.test.ts keeps the two equal.
 */

/** Two years, sub-domains included; sent only over https (a browser ignores it over http anyway). */
export const HSTS = 'max-age=63072000; includeSubDomains';

/** Powerful features the portal never uses, switched off for it and anything it might embed. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'payment=()',
  'usb=()',
].join(', ');

export const CACHE_CONTROL = {
  /** `/assets/*`: file names carry a content hash, so a name never changes meaning. */
  hashed: 'public, max-age=31536000, immutable',
  /** `/config.js`: written at container start, differs per environment. */
  runtimeConfig: 'no-store',
  /** index.html (every client route) and the unhashed files beside it: revalidate every time. */
  other: 'no-cache',
} as const;

/** `scheme://host[:port]` of an absolute http(s) URL. */
export function originOf(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:' && parsed.protocol !== 'http:') throw new Error(`not an http(s) URL: ${url}`);
  return parsed.origin;
}

/**
 * The Content-Security-Policy for the three API base URLs (identity, client portal, data gateway).
 * `style-src` allows inline styles because MUI (emotion) writes `<style>` elements at run time; scripts stay
 * `'self'` only. The reasons for every directive are in docs/security.md.
 */
export function contentSecurityPolicy(apiUrls: readonly string[]): string {
  const connect = [...new Set(apiUrls.map(originOf))];
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data:",
    `connect-src ${connect.join(' ')}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

/** Every security header of a response (HSTS only when the request reached us over https). */
export function securityHeaders(apiUrls: readonly string[], { https }: { https: boolean }): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(apiUrls),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
    ...(https ? { 'Strict-Transport-Security': HSTS } : {}),
  };
}

export function cacheControl(pathname: string): string {
  if (pathname.startsWith('/assets/')) return CACHE_CONTROL.hashed;
  if (pathname === '/config.js') return CACHE_CONTROL.runtimeConfig;
  return CACHE_CONTROL.other;
}

/** Never served: source maps (built `hidden`, kept for error tracking) and dot paths such as `/.vite/manifest.json`. */
export function isHiddenPath(pathname: string): boolean {
  return pathname.endsWith('.map') || pathname.split('/').some((segment) => segment.startsWith('.'));
}

/** The sandbox's three API base URLs on `origin`, as public/config.js names them for port 4010. */
export function sandboxApiUrls(origin: string): string[] {
  return ['identity', 'portal', 'gateway'].map((service) => `${origin}/${service}`);
}
