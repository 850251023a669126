/**
 * deploy/render-config.sh, the container's start-up step: what it writes (config.js, the nginx site) and what it
 * refuses, and that its policy is the one `npm run preview` and the browser journeys use (scripts/security-headers.ts).
 */
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { cacheControl, contentSecurityPolicy, isHiddenPath, securityHeaders } from '../../../scripts/security-headers';

const SCRIPT = path.resolve(import.meta.dirname, '../../../deploy/render-config.sh');

let dir: string;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'portico-render-'));
  mkdirSync(path.join(dir, 'html'));
  writeFileSync(path.join(dir, 'html', 'index.html'), '<!doctype html>');
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

const PRODUCTION = {
  PORTICO_AUTH_API_URL: 'https://identity.pensions.example.com',
  PORTICO_PORTAL_API_URL: 'https://api.pensions.example.com/portal',
  PORTICO_GATEWAY_API_URL: 'https://gateway.pensions.example.com:8443/v2',
  PORTICO_PRODUCT_DOMAIN: 'pensions.example.com',
};

function render(env: Record<string, string>) {
  const result = spawnSync('sh', [SCRIPT], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      PORTICO_ROOT: path.join(dir, 'html'),
      PORTICO_RUNTIME_DIR: path.join(dir, 'runtime'),
      PORTICO_NGINX_CONF: path.join(dir, 'conf.d', 'portico.conf'),
      PORTICO_NGINX_INCLUDE_DIR: path.join(dir, 'portico.d'),
      ...env,
    },
  });
  const configJs = path.join(dir, 'runtime', 'config.js');
  const conf = path.join(dir, 'conf.d', 'portico.conf');
  return {
    status: result.status,
    stderr: result.stderr,
    configJs: existsSync(configJs) ? readFileSync(configJs, 'utf8') : null,
    conf: existsSync(conf) ? readFileSync(conf, 'utf8') : null,
  };
}

/** The `add_header` values of the rendered server block, by header name. */
function addedHeaders(conf: string): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [, name, value] of conf.matchAll(/^\s*add_header\s+(\S+)\s+("([^"]*)"|\S+)/gm)) headers[name] = value;
  return Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace(/^"|"$/g, '')]));
}

function portalConfig(configJs: string): unknown {
  const window: { __PORTICO_CONFIG__?: unknown } = {};
  runInNewContext(configJs, { window });
  return window.__PORTICO_CONFIG__;
}

describe('render-config.sh', () => {
  it('writes config.js with the keys of README "Configuration" from the PORTICO_* variables', () => {
    const out = render({
      ...PRODUCTION,
      PORTICO_TARGET_PLATFORM: 'AZURE',
      PORTICO_SUPPORT_URL: 'https://help.example.com/mfa',
      PORTICO_IDLE_TIMEOUT_MINUTES: '15',
      PORTICO_ABSOLUTE_SESSION_HOURS: '8',
    });
    expect(out.status, out.stderr).toBe(0);
    expect(portalConfig(out.configJs!)).toEqual({
      authApiUrl: 'https://identity.pensions.example.com',
      portalApiUrl: 'https://api.pensions.example.com/portal',
      gatewayApiUrl: 'https://gateway.pensions.example.com:8443/v2',
      targetPlatform: 'AZURE',
      productDomain: 'pensions.example.com',
      supportUrl: 'https://help.example.com/mfa',
      idleTimeoutMinutes: 15,
      absoluteSessionHours: 8,
    });
  });

  it('leaves the optional keys to the portal defaults when unset', () => {
    const out = render(PRODUCTION);
    expect(out.status, out.stderr).toBe(0);
    expect(portalConfig(out.configJs!)).toEqual(expect.objectContaining({ targetPlatform: 'AWS' }));
    expect(portalConfig(out.configJs!)).not.toHaveProperty('supportUrl');
    expect(portalConfig(out.configJs!)).not.toHaveProperty('idleTimeoutMinutes');
    expect(portalConfig(out.configJs!)).not.toHaveProperty('absoluteSessionHours');
  });

  it('renders the same Content-Security-Policy as npm run preview, connect-src naming exactly the API origins', () => {
    const out = render(PRODUCTION);
    const csp = addedHeaders(out.conf!)['Content-Security-Policy'];
    expect(csp).toBe(contentSecurityPolicy(Object.values(PRODUCTION).slice(0, 3)));
    expect(csp).toContain(
      'connect-src https://identity.pensions.example.com https://api.pensions.example.com https://gateway.pensions.example.com:8443;',
    );
  });

  it('names a shared API origin once (the sandbox serves all three on one)', () => {
    const out = render({
      PORTICO_AUTH_API_URL: 'http://localhost:4010/identity',
      PORTICO_PORTAL_API_URL: 'http://localhost:4010/portal',
      PORTICO_GATEWAY_API_URL: 'http://localhost:4010/gateway',
      PORTICO_PRODUCT_DOMAIN: 'localhost',
    });
    expect(out.status, out.stderr).toBe(0);
    expect(addedHeaders(out.conf!)['Content-Security-Policy']).toContain('connect-src http://localhost:4010;');
  });

  it('renders every other security header as npm run preview sends it, HSTS only over https', () => {
    const headers = addedHeaders(render(PRODUCTION).conf!);
    const { 'Strict-Transport-Security': hsts, ...always } = securityHeaders(Object.values(PRODUCTION).slice(0, 3), { https: true });
    for (const [name, value] of Object.entries(always)) expect(headers[name], name).toBe(value);
    expect(headers['Strict-Transport-Security']).toBe('$portico_hsts');
    expect(render(PRODUCTION).conf).toContain(`"~^https:" "${hsts}";`);
  });

  it('fills every placeholder of the nginx template', () => {
    const out = render({ ...PRODUCTION, PORTICO_LISTEN: '127.0.0.1:9000' });
    expect(out.conf).not.toMatch(/@[A-Z_]+@/);
    expect(out.conf).toContain('listen 127.0.0.1:9000;');
    expect(out.conf).toContain(`root ${path.join(dir, 'html')};`);
  });

  it.each([
    ['a quote that would end the JavaScript string', { PORTICO_PORTAL_API_URL: "https://api.example.com/x';alert(1)//" }],
    ['a plain-http API off localhost', { PORTICO_AUTH_API_URL: 'http://identity.example.com' }],
    ['credentials in an API URL', { PORTICO_GATEWAY_API_URL: 'https://user:pass@gateway.example.com' }],
    ['a non-https support URL', { PORTICO_SUPPORT_URL: 'javascript:alert(1)' }],
    ['an inactivity timeout of zero', { PORTICO_IDLE_TIMEOUT_MINUTES: '0' }],
    ['an inactivity timeout that is not a whole number', { PORTICO_IDLE_TIMEOUT_MINUTES: '7.5' }],
    ['an inactivity timeout with code in it', { PORTICO_IDLE_TIMEOUT_MINUTES: '30,alert(1)' }],
    ['a session limit that is not a number', { PORTICO_ABSOLUTE_SESSION_HOURS: 'twelve' }],
    ['a negative session limit', { PORTICO_ABSOLUTE_SESSION_HOURS: '-12' }],
    ['a product domain with a quote', { PORTICO_PRODUCT_DOMAIN: "example.com'" }],
    ['an unknown platform', { PORTICO_TARGET_PLATFORM: 'GCP' }],
    ['a missing API URL', { PORTICO_AUTH_API_URL: '' }],
    ['a listen value with a directive in it', { PORTICO_LISTEN: '8080; include /etc/passwd' }],
  ])('refuses %s and writes nothing', (_what, override) => {
    const out = render({ ...PRODUCTION, ...override });
    expect(out.status).not.toBe(0);
    expect(out.stderr).toMatch(/^render-config: /);
    expect(out.configJs).toBeNull();
    expect(out.conf).toBeNull();
  });

  it('refuses a web root without the build in it', () => {
    const out = render({ ...PRODUCTION, PORTICO_ROOT: path.join(dir, 'empty') });
    expect(out.status).not.toBe(0);
    expect(out.stderr).toContain('no index.html');
  });
});

describe('caching and hidden paths (both servers)', () => {
  it('caches hashed assets for a year, never config.js, and revalidates everything else', () => {
    expect(cacheControl('/assets/index-DQHx7zxq.js')).toBe('public, max-age=31536000, immutable');
    expect(cacheControl('/config.js')).toBe('no-store');
    expect(cacheControl('/auth/login')).toBe('no-cache');
    expect(cacheControl('/index.html')).toBe('no-cache');
  });

  it('hides source maps and dot paths, not client routes', () => {
    expect(isHiddenPath('/assets/index-DQHx7zxq.js.map')).toBe(true);
    expect(isHiddenPath('/.vite/manifest.json')).toBe(true);
    expect(isHiddenPath('/.env')).toBe(true);
    expect(isHiddenPath('/auth/signup/abc_DEF-123')).toBe(false);
    expect(isHiddenPath('/administration/user/list')).toBe(false);
  });
});
