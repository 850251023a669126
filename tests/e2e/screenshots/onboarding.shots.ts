/**
 * The onboarding journey of issue 27 at a laptop (1440 px) and a phone (390 px) width, one picture per stage, written
 * to docs/screenshots/onboarding-{n}-{stage}-{width}.png by `npm run screenshots`: the same script the browser
 * journey runs (tests/e2e/support/onboardingJourney.ts), so the pictures show what the test walks.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { launchBrowser, resetSandbox } from '../support';
import { runOnboardingJourney } from '../support/onboardingJourney';

const OUT = path.resolve(import.meta.dirname, '../../../docs/screenshots');

describe('screenshots of the onboarding journey', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(OUT, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const width of [1440, 390]) {
    it(`at ${width} px`, async () => {
      // Each width sets up the same company from the seed.
      await resetSandbox();
      let n = 0;
      await runOnboardingJourney(browser, width, {
        stage: async (page, name) => {
          n += 1;
          await page.screenshot({ path: path.join(OUT, `onboarding-${String(n).padStart(2, '0')}-${name}-${width}.png`), fullPage: true });
        },
      });
    }, 300_000);
  }
});
