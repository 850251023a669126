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
import { resourceDefinitions } from '../../src/framework/registry';
import { expectNoAxeViolations, launchBrowser, newPage, signIn, DEMO_PASSWORD, STEP_TIMEOUT_MS } from './support';

/** Seeded and created ids (`cmp-01`, `usr-clientadmin`, `pol-3-v2`), uuids and numbers. */
const ID_SEGMENT = /^([a-z]{2,4}-[\w-]+|[0-9a-f]{8}-[0-9a-f-]{27}|\d+)$/i;
const shapeOf = (path: string) =>
  path
    .split('/')
    .map((segment) => (ID_SEGMENT.test(segment) ? ':id' : segment))
    .join('/');

/** Links the walk never follows: leaving the portal, signing out, or files. */
const SKIP = /^\/(auth|__sandbox)\b|^\/$/;

const patternRegex = (pattern: string) => new RegExp(`^${pattern.replace(/\/\*$/, '(/.*)?').replace(/:[A-Za-z]+/g, '[^/]+')}$`);

/** Route patterns only a form submission or a wizard step leads to (their screens are covered by their journeys). */
const NOT_BY_LINK: Record<string, string> = {};

/** Moves the single-page app without reloading it: react-router follows the history's popstate. */
async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => {
    window.history.pushState({}, '', to);
    window.dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

async function settle(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('progressbar').count(), { timeout: STEP_TIMEOUT_MS }).toBe(0);
}

async function linksOn(page: Page): Promise<string[]> {
  const hrefs = await page.$$eval('a[href]', (anchors) => anchors.map((a) => a.getAttribute('href') ?? ''));
  return hrefs.filter((h) => h.startsWith('/') && !h.startsWith('//')).map((h) => h.split(/[?#]/)[0]);
}

interface Walk {
  visited: Map<string, string>;
  problems: string[];
}

async function walk(page: Page, start: string, budget: number): Promise<Walk> {
  const visited = new Map<string, string>();
  const problems: string[] = [];
  const queue = [start];
  while (queue.length && visited.size < budget) {
    const path = queue.shift()!;
    const shape = shapeOf(path);
    if (visited.has(shape) || SKIP.test(path)) continue;
    visited.set(shape, path);
    await openInApp(page, path);
    await settle(page);
    const text = await page.locator('body').innerText();
    if (/something went wrong|is not a function|cannot read properties/i.test(text)) problems.push(`${path}: the page crashed`);
    if (/permission denied/i.test(text)) problems.push(`${path}: a link the portal offered leads to a refused page`);
    try {
      await expectNoAxeViolations(page);
    } catch (error) {
      problems.push(`${path}:\n${error instanceof Error ? error.message : String(error)}`);
    }
    for (const link of await linksOn(page)) if (!visited.has(shapeOf(link))) queue.push(link);
  }
  return { visited, problems };
}

describe('every route', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('as SuperAdmin: every page a link leads to is axe clean, and the walk reaches every route pattern', async () => {
    const page = await newPage(browser);
    await signIn(page, 'superadmin@portico.test', DEMO_PASSWORD);
    const { visited, problems } = await walk(page, '/dashboard', 400);
    console.log(`[every-route] SuperAdmin: ${visited.size} page shapes`);
    expect(problems, problems.join('\n\n')).toEqual([]);

    const paths = [...visited.values()];
    const unreached = [...buildBreadcrumbMap(resourceDefinitions).keys()].filter(
      (pattern) => !NOT_BY_LINK[pattern] && !paths.some((p) => patternRegex(pattern).test(p)),
    );
    expect(unreached, `route patterns no link reached:\n${unreached.join('\n')}`).toEqual([]);
  }, 900_000);

  it('as a ClientAdmin: every page a link leads to is axe clean and none is refused', async () => {
    const page = await newPage(browser);
    await signIn(page, 'clientadmin@portico.test', DEMO_PASSWORD);
    const { visited, problems } = await walk(page, '/dashboard', 120);
    console.log(`[every-route] ClientAdmin: ${visited.size} page shapes`);
    expect(problems, problems.join('\n\n')).toEqual([]);
    expect(visited.size).toBeGreaterThan(10);
  }, 600_000);
});
