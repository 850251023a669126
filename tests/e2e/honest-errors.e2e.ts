/**
 * Honest errors (issue 15): with the portal API down, a signed-in SuperAdmin reads that the service cannot be
 * reached (never 'Permission Denied'), and Try again brings back the page asked for once the API answers again.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, expectNoAxeViolations, launchBrowser, newPage, signIn, SUPERADMIN } from './support';

describe('honest errors', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('the portal API down: a service error with Try again, which recovers the page', async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    const outage = '**/portal/api/v1/users/current';
    await page.route(outage, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.goto('/administration/user/list');

    const heading = page.getByRole('heading', { level: 1, name: 'The portal cannot be reached right now' });
    await heading.waitFor();
    expect(await page.getByText(/permission denied/i).count()).toBe(0);
    expect(currentPath(page)).toBe('/administration/user/list');
    await expectNoAxeViolations(page);

    await page.unroute(outage);
    // Try again until the page is back (the shell re-renders once the tenant theme arrives, which can replace the
    // button under the pointer; the page may also have asked again on its own).
    const tryAgain = page.getByRole('button', { name: 'Try again' });
    await expect
      .poll(
        async () => {
          if (await tryAgain.count()) await tryAgain.click({ force: true, timeout: 2_000 }).catch(() => undefined);
          return page.getByText('analyst@portico.test').count();
        },
        { timeout: 30_000, interval: 1_000 },
      )
      .toBeGreaterThan(0);
    expect(await heading.count()).toBe(0);
    expect(currentPath(page)).toBe('/administration/user/list');
  });
});
