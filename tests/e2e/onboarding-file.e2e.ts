/**
 * An onboarding file checked before it leaves the browser (issue 26, item 1): a SuperAdmin chooses a file with seeded
 * errors for Thames Valley; the worker's check shows the error summary and the failing rows, and no upload request is
 * made (watched on the network); the summary's link moves focus to the row; axe is clean. The corrected file says it
 * is ready, uploads, and its page ends on every line counted without a reload. The worker runs under the production
 * CSP (no violation is reported).
 */
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, field, launchBrowser, newPage, signIn, STEP_TIMEOUT_MS, SUPERADMIN } from './support';
import { openMenuEntry } from './support/onboardingJourney';

const BASE = '/administration/onboarding/onboard/company/cmp-01';
const HEADER = 'type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference';
const GOOD = [
  'Scheme,File Check Staff Plan,DC,13572468FC,,,',
  'Employer,File Check Depot Ltd,,,13572468FC,OTH,135/FC00001',
  'Employer,File Check Yard Ltd,,,13572468FC,FOR,135/FC00002',
];
/** Three rows to change (a bad PSTR, an unknown scheme, a PAYE twice) and one warning (an unknown employer type). */
const WITH_ERRORS = [
  ...GOOD,
  'Scheme,Broken Plan,DC,1234,,,',
  'Employer,Lost Ltd,,,00000000ZZ,OTH,135/FC00003',
  'Employer,File Check Yard Again Ltd,,,13572468FC,OTH,135/FC00002',
  'Employer,File Check Shed Ltd,,,13572468FC,XYZ,135/FC00004',
];

const file = (name: string, lines: string[]) => ({ name, mimeType: 'text/csv', buffer: Buffer.from([HEADER, ...lines].join('\n')) });

describe('an onboarding file checked in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows the summary and the failing rows before any upload request, and uploads the corrected file', async () => {
    const page = await newPage(browser);
    const uploads: Request[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/onboarding-files')) uploads.push(request);
    });
    const cspViolations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy/i.test(message.text())) cspViolations.push(message.text());
    });
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    // As a newcomer gets there: the menu's Bulk Onboard, then the company chosen in the page's company picker.
    await openMenuEntry(page, 'Bulk Onboard');
    await page.getByRole('heading', { level: 1, name: 'Bulk Onboard' }).waitFor();
    await field(page, 'Company').fill('Thames');
    await page.getByRole('option', { name: 'Thames Valley Logistics Ltd' }).click();
    await page.waitForURL(`**${BASE}/upload`);
    await page.getByText(/^Upload a CSV file of schemes and employers for Thames Valley Logistics Ltd\./).waitFor();
    // Set once the app has loaded: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { porticoNotReloaded: true }));
    const upload = page.getByRole('button', { name: 'Upload', exact: true });

    await page.getByLabel('CSV file').setInputFiles(file('file-check.csv', WITH_ERRORS));
    const summary = page.getByRole('alert', { name: 'There is a problem' });
    await summary.waitFor({ timeout: STEP_TIMEOUT_MS });
    await summary.getByText('3 rows need changing').waitFor();
    await expect.poll(() => summary.evaluate((element) => element === document.activeElement)).toBe(true);
    const failing = page.getByRole('table', { name: 'Rows that need changing' });
    const rowNumbers = async () => (await failing.locator('tbody tr td:first-child').allTextContents()).map(Number);
    expect(await rowNumbers()).toEqual([5, 6, 7]);
    await failing.getByText('"1234" is not a PSTR: it should be 8 digits then 2 letters, like 12345678AB.').waitFor();
    await page.getByRole('heading', { name: '1 row has a warning you may accept' }).waitFor();
    expect(await upload.isDisabled()).toBe(true);

    await summary.getByRole('link', { name: /^Row 6: No scheme of this company has the PSTR "00000000ZZ"/ }).click();
    const row6 = failing.locator('tbody tr', { hasText: '00000000ZZ' });
    await expect.poll(() => row6.evaluate((element) => element === document.activeElement)).toBe(true);
    await expectNoAxeViolations(page, { include: 'main' });
    expect(uploads).toHaveLength(0);

    await page.getByLabel('CSV file').setInputFiles(file('file-check.csv', GOOD));
    await page.getByText('All 3 rows are ready to upload').waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await summary.count()).toBe(0);
    await expectNoAxeViolations(page, { include: 'main' });
    expect(uploads).toHaveLength(0);
    await upload.click();
    await page.waitForURL(/\/history\/file\/obf-[^/]+$/, { timeout: STEP_TIMEOUT_MS });
    expect(uploads).toHaveLength(1);
    // The service works through it, and the file's page ends on every line counted, without a reload.
    await page
      .getByRole('status')
      .getByText('3 lines read: 3 created, 0 updated, 0 partly created, 0 not created.')
      .waitFor({ timeout: STEP_TIMEOUT_MS });
    expect(await page.getByRole('progressbar', { name: /^Processing/ }).count()).toBe(0);
    expect(await page.evaluate(() => (window as { porticoNotReloaded?: boolean }).porticoNotReloaded)).toBe(true);
    expect(cspViolations).toEqual([]);
  });
});
