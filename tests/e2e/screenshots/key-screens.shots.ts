/**
 * The key screens at a laptop (1440 px) and a phone (390 px) width, written to docs/screenshots/ by
 * `npm run screenshots` so the README's pictures are made from the build, not drawn by hand.
 */
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { DEMO_PASSWORD, launchBrowser, newPage, quietWatcher, signIn } from '../support';

const OUT = path.resolve(import.meta.dirname, '../../../docs/screenshots');
const WIDTHS = [
  { name: '1440', width: 1440, height: 900 },
  { name: '390', width: 390, height: 844 },
] as const;

interface Screen {
  name: string;
  account: string;
  /** a path, or how to reach the screen from the signed-in page */
  open: string | ((page: Page) => Promise<void>);
}

/** Opens the first record of a list by its link (the first column), as a person would. */
const firstRecordOf = (listPath: string) => async (page: Page) => {
  await page.goto(listPath);
  await page.locator('main a[href*="/view/"], main a[href*="/update/"]').first().click();
  await page.waitForURL(/\/(update|view)\//);
};

const SCREENS: Screen[] = [
  { name: 'sign-in', account: '', open: '/auth/login' },
  { name: 'dashboard', account: 'clientadmin@portico.test', open: '/dashboard' },
  { name: 'companies', account: 'superadmin@portico.test', open: '/administration/onboarding/company/list' },
  { name: 'company-details', account: 'superadmin@portico.test', open: firstRecordOf('/administration/onboarding/company/list') },
  { name: 'users', account: 'superadmin@portico.test', open: '/administration/user/list' },
  { name: 'tenants', account: 'superadmin@portico.test', open: '/administration/tenant/list' },
];

describe('screenshots of the key screens', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
    mkdirSync(OUT, { recursive: true });
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const size of WIDTHS) {
    it(`at ${size.name} px`, async () => {
      const page = await newPage(browser);
      // Not networkidle: the dashboard's access requests keep an event stream open.
      const settled = quietWatcher(page);
      await page.setViewportSize({ width: size.width, height: size.height });
      let signedInAs = '';
      for (const screen of SCREENS) {
        if (screen.account !== signedInAs) {
          await page.context().clearCookies();
          if (screen.account) await signIn(page, screen.account, DEMO_PASSWORD);
          signedInAs = screen.account;
        }
        if (typeof screen.open === 'string') await page.goto(screen.open);
        else await screen.open(page);
        await settled();
        await page.screenshot({ path: path.join(OUT, `${screen.name}-${size.name}.png`) });
      }
    }, 180_000);
  }
});
