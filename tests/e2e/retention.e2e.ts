import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { currentPath, DEMO_PASSWORD, expectNoAxeViolations, launchBrowser, newPage, signIn, STEP_TIMEOUT_MS } from './support';

const BASE = '/data/retention/company/cmp-02/policy';

describe('retention policies', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('ClientAdmin opens a policy, edits its rules into a new version, and renames it', async () => {
    const page = await newPage(browser);
    await signIn(page, 'clientadmin@portico.test', DEMO_PASSWORD);
    await page.goto(`${BASE}/list`);
    const rows = page.getByRole('row').filter({ has: page.getByRole('cell') });
    await expect.poll(() => rows.count(), { timeout: STEP_TIMEOUT_MS }).toBeGreaterThan(0);
    await rows.first().getByRole('cell').first().click();
    await page.waitForURL(/\/policy\/view\/[^/]+\/version\/[^/]+\/details$/);

    await page.getByRole('link', { name: 'Edit' }).click();
    await page.waitForURL(/\/policy\/edit\/[^/]+\/version\/[^/]+\/details$/);
    const [, policyId, versionId] = currentPath(page).match(/\/edit\/([^/]+)\/version\/([^/]+)\//)!;
    // The edit screen loads lazily: the view stays on screen until it has.
    await page.getByRole('heading', { level: 1, name: /^Edit retention policy: / }).waitFor();
    await page.getByRole('tab', { name: 'Rules' }).click();
    const period = page.getByRole('spinbutton', { name: /Retention period/ }).first();
    await period.waitFor();
    await expectNoAxeViolations(page);
    const before = await period.inputValue();
    await period.fill('400');
    // Every value the first period shows from Save until the new version opens, sampled on each frame.
    await page.evaluate(() => {
      const seen = new Set<string>();
      (window as unknown as { seenPeriods: Set<string> }).seenPeriods = seen;
      const sample = () => {
        const input = document.querySelector<HTMLInputElement>('input[type=number]');
        if (input) seen.add(input.value);
        requestAnimationFrame(sample);
      };
      sample();
    });
    await page.getByRole('button', { name: 'Save' }).click();
    await page.waitForURL((url) => url.pathname.endsWith('/rules') && !url.pathname.includes(`/version/${versionId}/`));
    expect(currentPath(page)).toMatch(new RegExp(`^${BASE}/edit/${policyId}/version/[^/]+/rules$`));
    const saved = page.getByText(/^Rules saved as version \d+$/);
    await saved.waitFor();
    const [, newNumber] = (await saved.textContent())!.match(/(\d+)$/)!;
    // The new version's screen, not the old form the user typed into.
    await page.getByText(`Saving the rules makes version ${newNumber} history and creates a new current version.`).waitFor();
    // The old version, read again after the save, must not put its values back into the form on the way.
    expect(await page.evaluate(() => [...(window as unknown as { seenPeriods: Set<string> }).seenPeriods])).not.toContain(before);
    expect(
      await page
        .getByRole('spinbutton', { name: /Retention period/ })
        .first()
        .inputValue(),
    ).toBe('400');

    await page.getByRole('tab', { name: 'Details' }).click();
    const name = page.getByRole('textbox', { name: /Policy name/ });
    await name.fill('Member data retention (2027)');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByText('Policy renamed').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Edit retention policy: Member data retention (2027)' }).waitFor();
    await page.getByRole('navigation', { name: 'Breadcrumb' }).getByText('Member data retention (2027)').waitFor();
  });
});
