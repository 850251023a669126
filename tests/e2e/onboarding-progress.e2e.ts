/**
 * An onboarding file's progress, watched (issue 26, item 3): a SuperAdmin uploads a clean file of 4,001 lines for
 * Thames Valley; the sandbox processes it 50 lines per 100 ms (about 8 s), and without a reload the file's page shows
 * a labelled bar moving, the history row moves from In progress to Completed, and the file ends with every line
 * counted. Axe-checked while the bar shows.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, expectNoAxeViolations, launchBrowser, newPage, signIn, STEP_TIMEOUT_MS, SUPERADMIN } from './support';

const BASE = '/administration/onboarding/onboard/company/cmp-01';
const EMPLOYERS = 4_000;
const ROWS = EMPLOYERS + 1;
/** The sandbox's pace (sandbox/onboardingSteps.ts) gives about 8 s; the wait allows for a loaded machine. */
const PROCESSING_TIMEOUT_MS = 60_000;

/** One new scheme and its employers, every line valid. */
const csv = () =>
  [
    'type,name,pensionSchemeType,pstr,schemePstr,employerType,payeReference',
    'Scheme,Progress Watch Staff Plan,DC,24681357PW,,,',
    ...Array.from({ length: EMPLOYERS }, (_, i) => `Employer,Depot ${i + 1} Ltd,,,24681357PW,OTH,246/PW${String(i + 1).padStart(5, '0')}`),
  ].join('\n');

describe('an onboarding file in progress', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('shows its progress moving to the end, and the history row its outcome, without a reload', async () => {
    const page = await newPage(browser);
    await signIn(page, SUPERADMIN.email, SUPERADMIN.password);
    await page.goto(`${BASE}/upload`);
    await page.getByRole('heading', { level: 1, name: 'Bulk Onboard' }).waitFor();
    // Set once the app has loaded: a reload would lose it.
    await page.evaluate(() => Object.assign(window, { porticoNotReloaded: true }));

    await page.getByLabel('CSV file').setInputFiles({ name: 'progress-watch.csv', mimeType: 'text/csv', buffer: Buffer.from(csv()) });
    const upload = page.getByRole('button', { name: 'Upload', exact: true });
    await expect.poll(() => upload.isEnabled(), { timeout: STEP_TIMEOUT_MS }).toBe(true);
    await upload.click();
    await page.waitForURL(/\/history\/file\/obf-[^/]+$/, { timeout: STEP_TIMEOUT_MS });
    const fileId = currentPath(page).split('/').at(-1)!;

    // The bar, named with its counts, moves as the service reports.
    const bar = page.getByRole('progressbar', { name: /^Processing: [\d,]+ of 4,001 rows$/ });
    await bar.waitFor({ timeout: STEP_TIMEOUT_MS });
    const first = Number(await bar.getAttribute('aria-valuenow'));
    await expect
      .poll(async () => Number((await bar.getAttribute('aria-valuenow')) ?? 100), { timeout: STEP_TIMEOUT_MS })
      .toBeGreaterThan(first);
    expect(first).toBeLessThan(100);
    await page
      .getByText(/^[\d,]+ of 4,001 rows done\. (Working out the time left…|A few seconds left|About \d+ (seconds?|minutes?) left)$/)
      .waitFor();
    await expectNoAxeViolations(page, { include: 'main' });

    // The history, opened by its link: the row moves from In progress to its outcome by itself.
    await page.getByRole('main').getByRole('link', { name: 'Upload history' }).last().click();
    // (Under the selected company's URL, which the shell may put in the company's place.)
    await page.waitForURL(/\/onboard\/company\/[^/]+\/history$/, { timeout: STEP_TIMEOUT_MS });
    const row = page.getByRole('row').filter({ hasText: 'progress-watch.csv' });
    await row.getByText(/^(In progress, \d+%|Completed)$/).waitFor({ timeout: STEP_TIMEOUT_MS });
    await row.getByText('Completed', { exact: true }).waitFor({ timeout: PROCESSING_TIMEOUT_MS });
    const counts = async () => (await row.getByRole('cell').allTextContents()).slice(2, 6).map((c) => c.replace(/,/g, ''));
    await expect.poll(counts, { timeout: STEP_TIMEOUT_MS }).toEqual([String(ROWS), '0', '0', '0']);

    // The file, every line counted.
    await row.getByText('progress-watch.csv').click();
    await page.waitForURL(new RegExp(`/history/file/${fileId}$`), { timeout: STEP_TIMEOUT_MS });
    await page.getByRole('status').getByText(`${ROWS} lines read: ${ROWS} created, 0 updated, 0 partly created, 0 not created.`).waitFor();
    expect(await page.getByRole('progressbar', { name: /^Processing/ }).count()).toBe(0);
    expect(await page.evaluate(() => (window as { porticoNotReloaded?: boolean }).porticoNotReloaded)).toBe(true);
  });
});
