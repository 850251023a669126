/**
 * Issue 22 item 6, in a real browser: an idle session is signed out, with the warning first, in every tab, and the
 * login page says why; "Stay signed in" and input in another tab keep it. The browser's clock is Playwright's and
 * jumps ahead (the sandbox's stays real, so the tokens remain good at the service and refresh as they would).
 */
import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, expectNoAxeViolations, launchBrowser, newPage } from './support';
import { readAuthCookie, submitLogin } from './support/auth';

const onPath = (page: Page, path: string) => page.waitForURL((url) => url.pathname === path);
const welcome = (page: Page) => page.getByRole('heading', { level: 1, name: /^Welcome to your .+ portal$/ });
const warning = (page: Page) => page.getByRole('alertdialog', { name: 'You will be signed out soon' });
const companyRow = (page: Page) =>
  page
    .getByRole('row')
    .filter({ has: page.getByRole('cell') })
    .first();

/**
 * Moves the tabs' clock on once no token refresh is under way. A jump fires every timer due in it, the refresh's
 * 15-second time limit included: jumping while a refresh is on the wire, or while the page is still reading its answer,
 * aborts it after the service has rotated the token, and the tab's next refresh then presents the spent one and is
 * refused (the session ends, as it must on reuse). A refresh is over when the cookie holds the token it was answered.
 */
function clockOf(context: BrowserContext): { fastForward: (time: string) => Promise<void> } {
  const refreshes = new Set<Promise<void>>();
  const failures: unknown[] = [];
  const answered = async (request: Request) => {
    // A refresh that failed on the wire, or was refused, rotated nothing the page could lose.
    const response = await request.response().catch(() => null);
    const answer = response?.ok() ? ((await response.json().catch(() => null)) as { refreshToken?: string } | null) : null;
    return answer?.refreshToken;
  };
  // The refresh tokens answered, in the order they came: the other tab may refresh with this answer's token straight
  // after it is stored, so the cookie can hold a later answer by the time it is read. The service only rotates the
  // token it last issued, so a later answer stored means this one was stored first (a spent one is refused instead).
  const issued: string[] = [];
  const taken = async (request: Request) => {
    const token = await answered(request);
    if (!token) return;
    issued.push(token);
    await expect
      .poll(async () => issued.indexOf((await readAuthCookie(context))?.refreshToken ?? '') >= issued.indexOf(token), { timeout: 15_000 })
      .toBe(true);
  };
  context.on('request', (request) => {
    if (request.method() !== 'POST' || !request.url().endsWith('/auth/refresh')) return;
    const refresh = taken(request).catch((error: unknown) => void failures.push(error));
    refreshes.add(refresh);
    void refresh.finally(() => refreshes.delete(refresh));
  });
  return {
    fastForward: async (time) => {
      while (refreshes.size) await Promise.all(refreshes);
      if (failures.length) throw failures[0];
      await context.clock.fastForward(time);
    },
  };
}

/** Signs in with the context's clock under the test's control, then opens a second tab of the same session. */
async function twoTabs(
  browser: Browser,
): Promise<{ clock: ReturnType<typeof clockOf>; first: Page; second: Page; context: BrowserContext }> {
  const first = await newPage(browser);
  const context = first.context();
  const clock = clockOf(context);
  await context.clock.install();
  await submitLogin(first, 'clientadmin@portico.test', DEMO_PASSWORD);
  await onPath(first, '/dashboard');
  await welcome(first).waitFor();
  const second = await context.newPage();
  await second.goto('/administration/onboarding/company/list');
  await companyRow(second).waitFor();
  return { clock, context, first, second };
}

describe('inactivity timeout', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('warns two minutes before, then signs out every tab and says why on the login page', async () => {
    const { clock, context, first, second } = await twoTabs(browser);

    await clock.fastForward('28:00');
    await warning(first).waitFor();
    await warning(second).waitFor();
    await expect.poll(() => first.evaluate(() => document.activeElement?.textContent)).toBe('Stay signed in');
    expect(await warning(first).textContent()).toMatch(/signed out in [0-2]:[0-5]\d\./);
    await expectNoAxeViolations(first);

    await clock.fastForward('02:00');
    for (const tab of [first, second]) {
      await onPath(tab, '/auth/login');
      await tab.getByRole('alert').filter({ hasText: 'You were signed out after 30 minutes without activity.' }).waitFor();
    }
    expect(new URL(second.url()).searchParams.get('redirectTo')).toBe('/administration/onboarding/company/list');
    expect(await readAuthCookie(context)).toBeNull();
    // Nothing of the user's stays; the tenant's colour, which the next start's shell paints its bar with, names no one.
    const kept = await first.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith('portico.')));
    expect(kept.filter((key) => key !== 'portico.frameColour')).toEqual([]);
    await expectNoAxeViolations(first);
  });

  it('stays signed in through input in another tab and through "Stay signed in"', async () => {
    const { clock, context, first, second } = await twoTabs(browser);

    // Input in the list tab keeps the dashboard tab alive too.
    await clock.fastForward('20:00');
    const movedAt = await second.evaluate(() => Date.now());
    // The tabs share the time of the last input through localStorage, which reaches the other tab's page a moment
    // after it is written: the clock moves on once the dashboard's tab has it, as it would in the 20 minutes between.
    await expect
      .poll(async () => {
        await second.mouse.move(200 + Math.random() * 100, 300);
        return first.evaluate(() => Number(localStorage.getItem('portico.lastActivity')));
      })
      .toBeGreaterThanOrEqual(movedAt);
    await clock.fastForward('20:00');
    await welcome(first).waitFor();
    expect(await warning(first).count()).toBe(0);

    await clock.fastForward('09:00');
    await warning(first).waitFor();
    await warning(first).getByRole('button', { name: 'Stay signed in' }).click();
    await warning(first).waitFor({ state: 'detached' });
    await warning(second).waitFor({ state: 'detached' });

    // Past the deadline the warning announced: still signed in, on the same pages.
    await clock.fastForward('05:00');
    expect(await warning(first).count()).toBe(0);
    await welcome(first).waitFor();
    await companyRow(second).waitFor();
    expect(new URL(first.url()).pathname).toBe('/dashboard');
    expect(await readAuthCookie(context)).not.toBeNull();
  });
});
