/**
 * Helpers for the sign-in journeys: the login form without waiting to leave it, TOTP codes, the auth cookie as
 * the browser holds it, calls to the sandbox as the signed-in user, and a second sandbox with its own settings.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import path from 'node:path';
import * as OTPAuth from 'otpauth';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import { expectNoAxeViolations } from './axe';
import { baseUrl, field, STEP_TIMEOUT_MS } from './browser';
import { sandboxUrl } from './sandbox';

const ROOT = path.resolve(import.meta.dirname, '../../..');

export const AUTH_COOKIE = 'portico_auth';

/**
 * The axe check on a portal page (react-admin's shell), once it has stopped loading: react-admin's app-bar spinner
 * has no accessible name while it turns.
 */
export async function expectPortalAxeClean(page: Page): Promise<void> {
  await expect.poll(() => page.getByRole('progressbar').count(), { timeout: STEP_TIMEOUT_MS }).toBe(0);
  await expectNoAxeViolations(page);
}

export interface StoredAuth {
  accessToken: string;
  accessTokenExpiresIn: number;
  refreshToken: string;
  refreshTokenExpiresIn: number;
}

/** Fills the login form and submits it; the caller waits for whatever comes next. */
export async function submitLogin(page: Page, email: string, password: string): Promise<void> {
  if (!new URL(page.url()).pathname.startsWith('/auth/login')) await page.goto('/auth/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/**
 * The current code of an authenticator holding `secret` (base32), as the sandbox computes it; `stepsAhead` 1 gives
 * the next 30 s step's code, which the sandbox also accepts (clock drift) once the current step is spent.
 */
export function totp(secret: string, label = 'user', stepsAhead = 0): string {
  return new OTPAuth.TOTP({ issuer: 'Portico', label, algorithm: 'SHA1', digits: 6, period: 30, secret }).generate({
    timestamp: Date.now() + stepsAhead * 30_000,
  });
}

/**
 * Waits until `locator` and its ancestors are fully opaque: a MUI dialog fades in, and axe measures contrast against
 * the half-drawn backdrop meanwhile.
 */
export async function waitUntilOpaque(locator: Locator): Promise<void> {
  await expect
    .poll(
      () =>
        locator.evaluate((element) => {
          for (let node: Element | null = element; node; node = node.parentElement) {
            if (getComputedStyle(node).opacity !== '1') return false;
          }
          return true;
        }),
      { timeout: STEP_TIMEOUT_MS },
    )
    .toBe(true);
}

/** The auth state cookie the portal stored, or null. */
export async function readAuthCookie(context: BrowserContext): Promise<StoredAuth | null> {
  const cookie = (await context.cookies()).find((c) => c.name === AUTH_COOKIE && c.value);
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as StoredAuth) : null;
}

/** Waits until the portal holds a session, and answers it. */
export async function waitForSession(context: BrowserContext): Promise<StoredAuth> {
  await expect.poll(() => readAuthCookie(context), { timeout: STEP_TIMEOUT_MS }).not.toBeNull();
  return (await readAuthCookie(context))!;
}

/** A GET on the sandbox's client-portal API as the user whose access token this is. */
export async function portalGet<T>(accessToken: string, apiPath: string, base = sandboxUrl()): Promise<T> {
  const res = await fetch(`${base}/portal${apiPath}`, { headers: { Authorization: `Bearer ${accessToken}` } });
  if (!res.ok) throw new Error(`GET ${apiPath} answered ${res.status}: ${await res.text()}`);
  return (await res.json()) as T;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

export interface ExtraSandbox {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A sandbox of its own on a free port, for a journey that needs other settings (e.g. a short
 * `SANDBOX_ACCESS_TOKEN_TTL`) without disturbing the shared one. Point a context at it with `useSandbox`.
 */
export async function startExtraSandbox(env: Record<string, string>): Promise<ExtraSandbox> {
  const port = await freePort();
  // Its emailed links name the portal under test, as the main sandbox's do.
  const childEnv: NodeJS.ProcessEnv = { ...process.env, SANDBOX_PORTAL_ORIGIN: baseUrl(), ...env, SANDBOX_PORT: String(port) };
  // Vitest's own variables would make the sandbox believe it runs under test.
  for (const key of Object.keys(childEnv)) {
    if (key === 'NODE_ENV' || key === 'VITEST' || key.startsWith('VITEST_')) delete childEnv[key];
  }
  const child: ChildProcess = spawn(path.join(ROOT, 'node_modules', '.bin', 'tsx'), ['sandbox/server.ts'], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: childEnv,
  });
  const output: string[] = [];
  child.stdout?.on('data', (c: Buffer) => output.push(c.toString()));
  child.stderr?.on('data', (c: Buffer) => output.push(c.toString()));
  const url = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      process.kill(-child.pid, 'SIGTERM');
    } catch {
      return;
    }
    await exited;
  };
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`extra sandbox exited (${child.exitCode}):\n${output.join('')}`);
    const ok = await fetch(`${url}/__sandbox/health`, { signal: AbortSignal.timeout(1000) }).then(
      (r) => r.ok,
      () => false,
    );
    if (ok) return { url, stop };
    if (Date.now() > deadline) {
      await stop();
      throw new Error(`extra sandbox did not answer on ${url}:\n${output.join('')}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/**
 * This context's API calls are answered by `sandbox`. The page keeps calling the shared sandbox's origin, the one its
 * config.js and Content-Security-Policy name, and the test hands each call to `sandbox`: rewriting config.js would
 * need the policy rewritten too, and a document the test fulfils itself loses its loopback address space, so Chrome's
 * local-network checks would refuse its calls to localhost.
 */
export async function useSandbox(context: BrowserContext, sandbox: string): Promise<void> {
  const shared = new URL(sandboxUrl()).origin;
  await context.route(
    (url) => url.origin === shared,
    async (route) => {
      const url = new URL(route.request().url());
      const target = `${sandbox}${url.pathname}${url.search}`;
      // The live-event stream never ends, so it cannot be fetched whole and handed back: it goes on to `sandbox` as is.
      if (url.pathname.endsWith('/api/v1/events')) return route.continue({ url: target });
      const response = await route.fetch({ url: target });
      await route.fulfill({ response });
    },
  );
}
