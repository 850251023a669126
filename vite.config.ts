/// <reference types="vitest/config" />
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import type { ServerResponse } from 'node:http';
import path from 'node:path';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { cacheControl, isHiddenPath, sandboxApiUrls, securityHeaders } from './scripts/security-headers';
import { appShell, hashShellScript, portalPreload, runEntryAfterPaint } from './scripts/appShell';

const sandboxOrigin = `http://localhost:${process.env.SANDBOX_PORT ?? 4010}`;

// Logos uploaded to the sandbox are relative paths under /__sandbox/files (the portal shows only relative or https
// logos): the dev and preview servers hand those to the sandbox. Nothing of this reaches the production bundle;
// a deployment serves uploads from a cookie-less origin of their own (deploy/README.md).
const sandboxFiles = { '/__sandbox/files': sandboxOrigin };

// The API origins `npm run preview` allows in connect-src: the ones dist/config.js names (the sandbox), or the
// PORTICO_*_API_URL a deployment would set (deploy/render-config.sh reads the same variables).
const previewApiUrls = (): string[] => {
  const [identity, portal, gateway] = sandboxApiUrls(sandboxOrigin);
  return [
    process.env.PORTICO_AUTH_API_URL || identity,
    process.env.PORTICO_PORTAL_API_URL || portal,
    process.env.PORTICO_GATEWAY_API_URL || gateway,
  ];
};

/**
 * `npm run preview` serves dist/ as deploy/nginx serves it: the security headers on every response (proxied and
 * 404 ones included, which `preview.headers` does not reach), caching by path, no source maps or dot paths, and no
 * single-page fallback under /assets/.
 * Headers are set as the response is written, since Vite's static server passes its own Cache-Control then.
 */
const productionHeaders = (): Plugin => ({
  name: 'portico-production-headers',
  configurePreviewServer(server) {
    const apiUrls = previewApiUrls();
    const distDir = path.resolve(server.config.root, server.config.build.outDir);
    server.middlewares.use((req, res, next) => {
      const pathname = new URL(req.url ?? '/', 'http://preview').pathname;
      const https = 'encrypted' in req.socket || String(req.headers['x-forwarded-proto'] ?? '').startsWith('https');
      for (const [name, value] of Object.entries(securityHeaders(apiUrls, { https }))) res.setHeader(name, value);
      // A missing hashed file is a 404, never the single-page fallback cached for a year as if it were a script.
      const missingAsset = pathname.startsWith('/assets/') && !existsSync(path.join(distDir, pathname));
      // A static site answers GET and HEAD only, as nginx does (TRACE included: cross-site tracing).
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        res.statusCode = 405;
        res.setHeader('Allow', 'GET, HEAD');
        res.end();
        return;
      }
      if (isHiddenPath(pathname) || missingAsset) {
        res.statusCode = 404;
        res.end();
        return;
      }
      const writeHead = res.writeHead.bind(res) as (...args: unknown[]) => ServerResponse;
      res.writeHead = ((status: number, ...rest: unknown[]) => {
        for (const arg of rest) {
          if (arg && typeof arg === 'object' && !Array.isArray(arg)) {
            for (const key of Object.keys(arg)) if (key.toLowerCase() === 'cache-control') delete (arg as Record<string, unknown>)[key];
          }
        }
        if (status < 400) res.setHeader('Cache-Control', cacheControl(pathname));
        else res.removeHeader('Cache-Control');
        return writeHead(status, ...rest);
      }) as typeof res.writeHead;
      next();
    });
  },
});

/**
 * The test files that run in Node, as each says on its first line (`// @vitest-environment node`, docs/testing.md): the
 * sandbox's API, scripts, plain functions. They run in one module graph per worker (`isolate: false`): each file
 * otherwise imported the whole sandbox afresh (msw, every handler, the seed, the contract checks), about 3 s of setup
 * a file on a loaded 2-core machine, more than most of them take to test. What they could share is reset after every
 * test (tests/setup.ts: handlers, the sandbox's store, contract violations). The files that render do the same (the
 * `jsdom` project, see docs/testing.md "Test suite time"), but for those that mock a module.
 */
const testsDir = path.join(import.meta.dirname, 'tests');
// A build from a copy without tests/ (a .dockerignore'd image) reads this file too.
const testFiles = (existsSync(testsDir) ? readdirSync(testsDir, { recursive: true, encoding: 'utf8' }) : [])
  .filter((file) => /\.test\.tsx?$/.test(file))
  .map((file) => path.posix.join('tests', file.split(path.sep).join('/')))
  .map((file) => ({ file, text: readFileSync(path.join(import.meta.dirname, file), 'utf8') }));
const nodeTestFiles = testFiles.filter(({ text }) => text.startsWith('// @vitest-environment node')).map(({ file }) => file);
// A rendering file that replaces a module (vi.mock) keeps a module graph of its own: in a shared one an earlier file may
// have loaded that module unmocked already, and the mock would stay registered for the files after it.
const mockingTestFiles = testFiles
  .filter(({ file, text }) => !nodeTestFiles.includes(file) && /\bvi\.(mock|doMock)\(/.test(text))
  .map(({ file }) => file);

/**
 * react-router's package exports name only its development build, whose dev warnings (ENABLE_DEV_WARNINGS = true)
 * then shipped in every first load; the same code with them off sits beside it. Production builds take that one
 * (0.6 KiB gzipped off the entry); the dev server and the tests keep the warnings.
 */
const reactRouterProduction = (entry: string) => path.resolve(import.meta.dirname, 'node_modules/react-router/dist/production', entry);

export default defineConfig(({ command }) => ({
  resolve:
    command === 'build'
      ? {
          alias: [
            { find: /^react-router$/, replacement: reactRouterProduction('index.mjs') },
            { find: /^react-router\/dom$/, replacement: reactRouterProduction('dom-export.mjs') },
          ],
        }
      : {},
  plugins: [react(), productionHeaders(), appShell(), portalPreload(), runEntryAfterPaint(), hashShellScript()],
  server: { port: 5173, strictPort: true, open: false, proxy: sandboxFiles },
  // Without entries Vite's dependency scan reads every .html in the tree: the generated API reference pages
  // (docs/api-reference/) do not parse, the scan fails, and pre-bundling is skipped, so `npm start` found each
  // dependency only when a screen first imported it and reloaded the page each time ("new dependencies optimized").
  // The app has one entry; the scan follows its imports, lazy screens and the resources' glob included.
  optimizeDeps: { entries: ['index.html'] },
  // 4173, not the dev server's 5173: both can run at once. The browser journeys use it too (tests/e2e/support/env.ts).
  preview: { port: 4173, strictPort: true, proxy: sandboxFiles, cors: false },
  build: {
    outDir: 'dist',
    // Maps are written for error tracking but not referenced from the bundles, and neither server serves them.
    sourcemap: 'hidden',
    // The admin chunk is large by nature; the bench script watches sizes instead.
    chunkSizeWarningLimit: 1500,
    manifest: true,
  },
  test: {
    globals: true,
    setupFiles: ['./tests/setup.ts'],
    exclude: ['tests/e2e/**', 'node_modules/**'],
    projects: [
      { extends: true, test: { name: 'node', environment: 'node', include: nodeTestFiles, isolate: false } },
      {
        extends: true,
        test: {
          name: 'jsdom',
          environment: 'jsdom',
          include: ['tests/**/*.test.{ts,tsx}'],
          exclude: [...nodeTestFiles, ...mockingTestFiles],
          // Isolated: with one window and module graph per worker (isolate: false, tried in session 20) two full runs
          // each failed a different test by waiting too long under load, and the whole run was only 9% shorter
          // (docs/testing.md). tests/setup.ts still puts back what a file may change outside its modules.
          isolate: true,
          // Here only: a project inherits (and so would run again) what the root names, and this one clears the
          // run's contract coverage at the start, which must not happen after node files have written theirs.
          globalSetup: ['./tests/globalSetup.ts'],
        },
      },
      ...(mockingTestFiles.length
        ? [
            {
              extends: true as const,
              test: { name: 'jsdom-mocks', environment: 'jsdom' as const, include: mockingTestFiles, isolate: true },
            },
          ]
        : []),
    ],
    // react-admin screens driven by userEvent are slow in jsdom on a 2-core runner; a wall-clock limit is not
    // what these tests are about.
    testTimeout: 60000,
    pool: 'threads',
    // Vitest's default for a run is one worker fewer than the cores, which is a single worker on CI's two: the
    // suite then used one core while the other idled. Workers wait on jsdom and msw often enough to share both.
    maxWorkers: Math.max(2, availableParallelism() - 1),
  },
}));
