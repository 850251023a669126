/**
 * nginx for the browser journeys: the shipped site (deploy/nginx/portico.conf.template), rendered by the shipped
 * start-up script (deploy/render-config.sh) with the sandbox's API URLs, inside a throw-away main configuration that
 * needs no root: pid, logs and temporary files in a directory of its own.
 */
import { spawnSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sandboxApiUrls } from '../../../scripts/security-headers';

const ROOT = path.resolve(import.meta.dirname, '../../..');

/** The nginx executable (PATH, then Debian's /usr/sbin, which is not on a non-root PATH), or null. */
export function findNginx(): string | null {
  const candidates = [
    ...(process.env.PATH ?? '').split(path.delimiter).map((dir) => path.join(dir, 'nginx')),
    '/usr/sbin/nginx',
    '/usr/local/sbin/nginx',
  ];
  return candidates.find((file) => file !== 'nginx' && existsSync(file)) ?? null;
}

/** Where this nginx keeps mime.types: beside its compiled-in nginx.conf (`nginx -V`). */
function mimeTypes(nginx: string): string {
  const info = spawnSync(nginx, ['-V'], { encoding: 'utf8' });
  const confPath = /--conf-path=(\S+)/.exec(`${info.stdout}${info.stderr}`)?.[1] ?? '/etc/nginx/nginx.conf';
  const file = path.join(path.dirname(confPath), 'mime.types');
  if (!existsSync(file)) throw new Error(`nginx's mime.types is not at ${file}`);
  return file;
}

export interface NginxSite {
  /** The command line that runs nginx in the foreground. */
  command: string;
  args: string[];
  /** The working directory (configuration, config.js, logs); remove with `cleanup`. */
  dir: string;
  cleanup: () => void;
}

export function prepareNginx(nginx: string, { port, sandboxUrl }: { port: number; sandboxUrl: string }): NginxSite {
  const dir = mkdtempSync(path.join(tmpdir(), 'portico-e2e-nginx-'));
  // nginx's workers run as an unprivileged user when the master is root: they must be able to enter this directory.
  chmodSync(dir, 0o755);
  const cleanup = () => rmSync(dir, { recursive: true, force: true });
  try {
    const [identity, portal, gateway] = sandboxApiUrls(sandboxUrl);
    const rendered = spawnSync('sh', [path.join(ROOT, 'deploy', 'render-config.sh')], {
      encoding: 'utf8',
      env: {
        PATH: process.env.PATH,
        PORTICO_AUTH_API_URL: identity,
        PORTICO_PORTAL_API_URL: portal,
        PORTICO_GATEWAY_API_URL: gateway,
        // As public/config.js: the sandbox's tenants live on localhost; the other keys keep the portal's defaults.
        PORTICO_PRODUCT_DOMAIN: 'localhost',
        PORTICO_LISTEN: `localhost:${port}`,
        PORTICO_ROOT: path.join(ROOT, 'dist'),
        PORTICO_RUNTIME_DIR: path.join(dir, 'runtime'),
        PORTICO_NGINX_CONF: path.join(dir, 'conf.d', 'portico.conf'),
        PORTICO_NGINX_INCLUDE_DIR: path.join(dir, 'portico.d'),
      },
    });
    if (rendered.status !== 0) throw new Error(`deploy/render-config.sh failed:\n${rendered.stderr}${rendered.stdout}`);

    // Uploaded logos are relative /__sandbox/files/… paths, served beside the portal as `vite preview` does; a
    // deployment serves uploads from a cookie-less origin of its own instead (deploy/README.md).
    mkdirSync(path.join(dir, 'portico.d'), { recursive: true });
    writeFileSync(path.join(dir, 'portico.d', 'sandbox-files.conf'), `location /__sandbox/files/ {\n    proxy_pass ${sandboxUrl};\n}\n`);

    const temp = path.join(dir, 'temp');
    const runningAsRoot = process.getuid?.() === 0;
    writeFileSync(
      path.join(dir, 'nginx.conf'),
      [
        "# The browser journeys' nginx (tests/e2e/support/nginx.ts): foreground, one worker, everything in this directory.",
        // As root (a CI container) the workers would run as `nobody`, who may not read a checkout under /root.
        runningAsRoot ? 'user root;' : '',
        'worker_processes 1;',
        'daemon off;',
        `pid ${path.join(dir, 'nginx.pid')};`,
        `error_log ${path.join(dir, 'error.log')} warn;`,
        'events { worker_connections 256; }',
        'http {',
        `    include ${mimeTypes(nginx)};`,
        '    default_type application/octet-stream;',
        '    access_log off;',
        `    client_body_temp_path ${temp}/body;`,
        `    proxy_temp_path ${temp}/proxy;`,
        `    fastcgi_temp_path ${temp}/fastcgi;`,
        `    uwsgi_temp_path ${temp}/uwsgi;`,
        `    scgi_temp_path ${temp}/scgi;`,
        `    include ${path.join(dir, 'conf.d', 'portico.conf')};`,
        '}',
        '',
      ].join('\n'),
    );
    mkdirSync(temp, { recursive: true });
    const args = ['-p', dir, '-c', path.join(dir, 'nginx.conf'), '-e', path.join(dir, 'error.log')];
    const check = spawnSync(nginx, ['-t', ...args], { encoding: 'utf8' });
    if (check.status !== 0) throw new Error(`nginx -t refused the configuration:\n${check.stderr}`);
    return { command: nginx, args, dir, cleanup };
  } catch (error) {
    cleanup();
    throw error;
  }
}
