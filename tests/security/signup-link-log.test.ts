// @vitest-environment node
/**
 * Issue 22 (ASVS 14.2.1): the first request for a sign-up link, `GET /auth/signup/{token}`, reached nginx's access
 * log with the invitation's token in it. The shipped site serves those paths as the single-page app without logging
 * them, and with the site's headers (no add_header of its own, so Referrer-Policy: no-referrer and the CSP apply).
 * Checked against a running nginx by hand: the link answers index.html and leaves no line in the log; /auth/login
 * leaves its line.
 */
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';

const SCRIPT = path.resolve(import.meta.dirname, '../../deploy/render-config.sh');
let dir: string | undefined;
afterEach(() => dir && rmSync(dir, { recursive: true, force: true }));

const renderedSite = () => {
  dir = mkdtempSync(path.join(tmpdir(), 'portico-signup-log-'));
  mkdirSync(path.join(dir, 'html'));
  writeFileSync(path.join(dir, 'html', 'index.html'), '<!doctype html>');
  const result = spawnSync('sh', [SCRIPT], {
    encoding: 'utf8',
    env: {
      PATH: process.env.PATH,
      PORTICO_AUTH_API_URL: 'https://identity.pensions.example.com',
      PORTICO_PORTAL_API_URL: 'https://api.pensions.example.com/portal',
      PORTICO_GATEWAY_API_URL: 'https://gateway.pensions.example.com',
      PORTICO_PRODUCT_DOMAIN: 'pensions.example.com',
      PORTICO_ROOT: path.join(dir, 'html'),
      PORTICO_RUNTIME_DIR: path.join(dir, 'runtime'),
      PORTICO_NGINX_CONF: path.join(dir, 'conf.d', 'portico.conf'),
      PORTICO_NGINX_INCLUDE_DIR: path.join(dir, 'portico.d'),
    },
  });
  expect(result.status, result.stderr).toBe(0);
  return readFileSync(path.join(dir, 'conf.d', 'portico.conf'), 'utf8');
};

describe('sign-up links in the web server', () => {
  it('serves /auth/signup/… as the app, keeps it out of the access log, and adds no headers of its own', () => {
    const block = /location \^~ \/auth\/signup\/ \{([^}]*)\}/.exec(renderedSite())?.[1];
    expect(block, 'a prefix location for sign-up links, taking precedence over regex locations').toBeDefined();
    const directives = block!
      .split('\n')
      .map((line) => line.trim())
      .filter((line) => line && !line.startsWith('#'));
    expect(directives).toEqual(['access_log off;', 'try_files /index.html =404;']);
  });
});
