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
    const isCurrentUser = (url: string) => new URL(url).pathname === '/portal/api/v1/users/current';
    let asked = 0;
    page.on('request', (request) => void (isCurrentUser(request.url()) && asked++));
    await page.route(outage, (route) => route.fulfill({ status: 503, contentType: 'application/json', body: '{"message":"down"}' }));
    await page.goto('/administration/user/list');

    const heading = page.getByRole('heading', { level: 1, name: 'The portal cannot be reached right now' });
    await heading.waitFor();
    expect(await page.getByText(/permission denied/i).count()).toBe(0);
    expect(currentPath(page)).toBe('/administration/user/list');
    await expectNoAxeViolations(page);

    await page.unroute(outage);
    // The frame is drawn in the tenant's colours before the page shows (the frame gate), so the button stays put.
    // react-admin's own checks may ask for the user again meanwhile; they do not bring the page back by themselves.
    expect(await heading.isVisible()).toBe(true);
    const askedBefore = asked;
    const [answer] = await Promise.all([
      page.waitForResponse((response) => isCurrentUser(response.url())),
      page.getByRole('button', { name: 'Try again' }).click(),
    ]);
    // One click asks for the user again, and the service's answer brings the list back.
    expect(answer.status()).toBe(200);
    expect(asked).toBeGreaterThan(askedBefore);
    await page.getByText('analyst@portico.test').waitFor();
    expect(await heading.count()).toBe(0);
    expect(currentPath(page)).toBe('/administration/user/list');
  });
});
