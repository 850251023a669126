/**
 * Browser helpers for the journeys: Debian's chromium driven by playwright-core (never `playwright install`).
 */
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { inject } from 'vitest';
import { launchChromium } from '../../../scripts/chromium';
import { DEFAULT_SANDBOX_URL, shardOf } from './env';
import { sandboxUrl } from './sandbox';

export const VIEWPORT = { width: 1366, height: 900 } as const;

/** Seconds a single wait (locator, navigation) may take before the step fails. */
export const STEP_TIMEOUT_MS = Number(process.env.E2E_STEP_TIMEOUT_MS || 15_000);

export function baseUrl(): string {
  return shardOf(inject('e2eBaseUrls'));
}

export const launchBrowser = (): Promise<Browser> => launchChromium();

export interface PageRecord {
  page: Page;
  context: BrowserContext;
  /** console errors, uncaught page errors and failed requests, shown when a journey fails */
  problems: string[];
  /** Content-Security-Policy violations any page of the context reported: each fails the test (setup.ts) */
  cspViolations: string[];
  /** set by `allowCspViolations` in a test that provokes them on purpose and asserts them itself */
  cspViolationsExpected: boolean;
}

declare global {
  interface Window {
    __porticoCspViolation?: (directive: string, source: string, report: string) => Promise<void>;
  }
}

/**
 * Chrome's console line for each refusal: "Refused to execute inline script because it violates the following
 * Content Security Policy directive: …", "Framing '…' violates the following Content Security Policy directive: …".
 */
const CSP_CONSOLE = /violates the following Content Security Policy directive/;

/**
 * The one refusal that is not a fault: DOMPurify parsing hostile HTML (the seeded terms carry an `onerror` on
 * purpose) in an inert document. Chrome reports the handler attribute as it is parsed, from DOMPurify's own chunk,
 * before DOMPurify drops it; nothing would have run even without the policy. A handler reaching the live page by
 * any other path is reported from another file and still fails the test.
 */
function isSanitiserParsing(directive: string, source: string): boolean {
  // DOMPurify ships in its own chunk, or in the chunk of the portal's one sanitiser module when both apps import it.
  return directive === 'script-src-attr' && /\/assets\/(purify\.es|sanitize)-[\w-]+\.js$/.test(source);
}

/** Every page opened by `newPage` that is still open; the setup file screenshots them when a test fails. */
export const openPages = new Set<PageRecord>();

/**
 * A fresh context (no cookies, no storage) and page with a fixed viewport, en-GB locale, London time and the
 * portal as base URL, so `page.goto('/auth/login')` works. Closed automatically after each test.
 */
export async function newPage(browser: Browser): Promise<Page> {
  const context = await browser.newContext({
    baseURL: baseUrl(),
    viewport: VIEWPORT,
    locale: 'en-GB',
    timezoneId: 'Europe/London',
    reducedMotion: 'reduce',
  });
  const cspViolations: string[] = [];
  await recordCspViolations(context, cspViolations);
  const sandbox = sandboxUrl();
  if (sandbox !== DEFAULT_SANDBOX_URL) {
    // The sandbox runs on another port (the usual one was busy): point the portal's runtime config at it
    // (vite preview serves dist/config.js, which names :4010; nginx's config.js is rendered for this sandbox already).
    await context.route(/\/config\.js(\?.*)?$/, async (route) => {
      const response = await route.fetch();
      const body = (await response.text()).split(DEFAULT_SANDBOX_URL).join(sandbox);
      await route.fulfill({ response, body });
    });
  }
  context.setDefaultTimeout(STEP_TIMEOUT_MS);
  context.setDefaultNavigationTimeout(STEP_TIMEOUT_MS * 2);
  const page = await context.newPage();
  const record: PageRecord = { page, context, problems: [], cspViolations, cspViolationsExpected: false };
  page.on('console', (msg) => {
    if (msg.type() !== 'error') return;
    const where = msg.location().url;
    record.problems.push(`console.error: ${msg.text()}${where ? ` (${where})` : ''}`);
  });
  page.on('response', (res) => {
    if (res.status() >= 400) record.problems.push(`HTTP ${res.status()}: ${res.request().method()} ${res.url()}`);
  });
  page.on('pageerror', (error) => record.problems.push(`page error: ${error.message}`));
  page.on('requestfailed', (req) =>
    record.problems.push(`request failed: ${req.method()} ${req.url()} (${req.failure()?.errorText ?? '?'})`),
  );
  openPages.add(record);
  context.on('close', () => openPages.delete(record));
  return page;
}

/**
 * Every page of the context reports into `sink` the policy violations it sees: the `securitypolicyviolation` event
 * (from an init script, which the page's own policy does not govern) and Chrome's console line for each refusal.
 */
async function recordCspViolations(context: BrowserContext, sink: string[]): Promise<void> {
  await context.exposeBinding('__porticoCspViolation', (_source, directive: string, source: string, report: string) => {
    if (!isSanitiserParsing(directive, source)) sink.push(report);
  });
  await context.addInitScript(() => {
    window.addEventListener(
      'securitypolicyviolation',
      (event) => {
        const where = event.sourceFile ? ` at ${event.sourceFile}:${event.lineNumber}` : '';
        void window.__porticoCspViolation?.(
          event.effectiveDirective,
          event.sourceFile,
          `${event.effectiveDirective} refused ${event.blockedURI || 'an inline resource'} on ${event.documentURI}${where}`,
        );
      },
      true,
    );
  });
  context.on('console', (msg) => {
    const text = msg.text();
    if (!CSP_CONSOLE.test(text)) return;
    const directive = text.startsWith('Executing inline event handler') ? 'script-src-attr' : '';
    if (!isSanitiserParsing(directive, msg.location().url)) sink.push(`console: ${text} (${msg.page()?.url() ?? '?'})`);
  });
}

function recordOf(page: Page): PageRecord {
  const record = [...openPages].find((r) => r.context === page.context());
  if (!record) throw new Error('not a page opened with newPage()');
  return record;
}

/** For a test that provokes Content-Security-Policy violations on purpose: they no longer fail it. */
export function allowCspViolations(page: Page): void {
  recordOf(page).cspViolationsExpected = true;
}

/** The violations the page's context has reported so far. */
export function cspViolations(page: Page): string[] {
  return [...recordOf(page).cspViolations];
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * The form control labelled exactly `label`, allowing the required marker MUI appends to the label
 * ("Email *"): `field(page, 'Email')`.
 */
export function field(page: Page, label: string): Locator {
  return page.getByLabel(new RegExp(`^\\s*${escapeRegExp(label)}(\\s*\\*)?\\s*$`));
}

/**
 * Sign in through the sign-in app at `/auth/login` and wait until the browser has left `/auth/*`
 * (for an account that gets no further challenge).
 */
export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/auth/login');
  await field(page, 'Email').fill(email);
  await field(page, 'Password').fill(password);
  await page.getByRole('button', { name: /^(sign in|log in|login|continue)$/i }).click();
  await page.waitForURL((url) => !url.pathname.startsWith('/auth/'), { timeout: STEP_TIMEOUT_MS * 2 });
}

/** The path (plus search) the page is on, without the origin. */
export function currentPath(page: Page): string {
  const url = new URL(page.url());
  return url.pathname + url.search;
}
