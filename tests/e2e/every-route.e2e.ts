/**
 * Every portal route, checked with axe (issue 11): the journey signs in and walks the portal by its own links,
 * breadth first, opening one page of each shape (a path with its record ids set aside, so every tab of every
 * record screen counts once). On each it waits for the page to settle and fails on a crash, a refused page behind
 * a link the portal offered, or a serious or critical axe violation. Then it checks the walk reached every route
 * pattern the resource definitions produce (the breadcrumb map), so a new resource is covered without touching this
 * file; the few patterns no link leads to are listed with the reason.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildBreadcrumbMap } from '../../src/framework/breadcrumbs';
import { resourceDefinitions } from '../../src/portal/registry';
import {
  expectNoAxeViolations,
  launchBrowser,
  newPage,
  quietWatcher,
  signIn,
  uploadOnboardingFiles,
  DEMO_PASSWORD,
  STEP_TIMEOUT_MS,
} from './support';

const PATTERNS = [...buildBreadcrumbMap(resourceDefinitions).keys()];
/** The fixed words of the portal's URLs (`administration`, `update`, `roles-and-permissions`, tab names…). */
const LITERALS = new Set(
  [
    ...PATTERNS,
    '/dashboard',
    ...resourceDefinitions.flatMap((d) => [
      ...(d.route.tabs ?? []).map((t) => t.path),
      ...(d.route.views.create && typeof d.route.views.create === 'object' ? (d.route.views.create.steps ?? []) : []).map((step) =>
        typeof step === 'string' ? step : step.path,
      ),
      d.parent?.tab.path ?? '',
    ]),
  ]
    .flatMap((p) => p.split('/'))
    .filter((s) => s && !s.startsWith(':') && s !== '*'),
);
/** A path with every segment that is not one of the portal's fixed words (a record id) set aside. */
const shapeOf = (path: string) =>
  path
    .split('/')
    .map((segment) => (segment && !LITERALS.has(segment) ? ':id' : segment))
    .join('/');

/** Links the walk never follows: leaving the portal, signing out, or files. */
const SKIP = /^\/(auth|__sandbox)\b|^\/$/;

const patternRegex = (pattern: string) => new RegExp(`^${pattern.replace(/\/\*$/, '(/.*)?').replace(/:[A-Za-z]+/g, '[^/]+')}$`);

/** Route patterns only a form submission or a wizard step leads to (their screens are covered by their journeys). */
const NOT_BY_LINK: Record<string, string> = {
  // The breadcrumb map lists a tab's pages under both record screens; the allow-list is edited on update only, and the
  // view screen sends this address back to the credentials tab (a unit test checks it).
  '/administration/integration/view/:id/credentials/ip-address': 'update-only page of the credentials tab',
};

/** Moves the single-page app without reloading it: react-router follows the history's popstate. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//')).map((h) => h.split(/[?#]/)[0]);
}

interface Walk {
  visited: Map<string, string>;
  problems: string[];
}

/**
 * Page shapes already checked with axe by an earlier walk. Another role's walk still opens them (a crash or a refused
 * link is its own), but checks the markup once: axe took most of this file's 433 s (the journeys' 629 s, session 19),
 * and the first walk, SuperAdmin's, sees the most of each page.
 */
const axeChecked = new Set<string>();

async function walk(page: Page, start: string, budget: number): Promise<Walk> {
  const visited = new Map<string, string>();
  const problems: string[] = [];
  const queue = [start];
  const settle = quietWatcher(page);
  while (queue.length && visited.size < budget) {
    const path = queue.shift()!;
    const shape = shapeOf(path);
    if (visited.has(shape) || SKIP.test(path)) continue;
    visited.set(shape, path);
    await openInApp(page, path);
    await settle();
    // The network can fall quiet before the frame is drawn (the first page, on a slow machine, while the portal's
    // code is still evaluating): a link in the menu is the sign the page has its links.
    await page.locator('nav a[href]').first().waitFor({ timeout: STEP_TIMEOUT_MS });
    const text = await page.locator('body').innerText();
    if (/something went wrong|is not a function|cannot read properties/i.test(text)) problems.push(`${path}: the page crashed`);
    if (/permission denied/i.test(text)) problems.push(`${path}: a link the portal offered leads to a refused page`);
    if (!axeChecked.has(shape)) {
      axeChecked.add(shape);
      try {
        await expectNoAxeViolations(page);
      } catch (error) {
        problems.push(`${path}:\n${error instanceof Error ? error.message : String(error)}`);
      }
    }
    for (const link of await linksOn(page)) if (!visited.has(shapeOf(link))) queue.push(link);
  }
  return { visited, problems };
}

const WALKS = [
  { account: 'superadmin@portico.test', budget: 400 },
  { account: 'clientadmin@portico.test', budget: 200 },
  { account: 'analyst@portico.test', budget: 200 },
  { account: 'viewer@portico.test', budget: 100 },
] as const;

describe('every route', () => {
  let browser: Browser;
  /** Every path the walks opened, whoever opened it. */
  const reached: string[] = [];
  beforeAll(async () => {
    browser = await launchBrowser();
    await uploadOnboardingFiles('all');
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const { account, budget } of WALKS) {
    it(`as ${account}: every page a link leads to opens, is axe clean and is not refused`, async () => {
      const page = await newPage(browser);
      await signIn(page, account, DEMO_PASSWORD);
      const { visited, problems } = await walk(page, '/dashboard', budget);
      console.log(`[every-route] ${account}: ${visited.size} page shapes`);
      expect(problems, problems.join('\n\n')).toEqual([]);
      expect(visited.size).toBeGreaterThan(10);
      reached.push(...visited.values());
    }, 900_000);
  }

  it('together, the walks reach every route pattern the definitions produce', () => {
    const unreached = PATTERNS.filter((pattern) => !NOT_BY_LINK[pattern] && !reached.some((p) => patternRegex(pattern).test(p)));
    expect(unreached, `route patterns no link reached:\n${unreached.join('\n')}`).toEqual([]);
  });
});
