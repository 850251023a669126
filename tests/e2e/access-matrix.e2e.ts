/**
 * The access matrix holds in the browser (issue 13): for each role, one page the matrix says it may open and one it
 * says is refused, taken from docs/access-matrix.md's generator (pages whose URL needs no record id), opened as that
 * role's seeded account.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAccessMatrix, type MatrixRow } from '../../src/framework/accessMatrix';
import { resourceDefinitions } from '../../src/portal/registry';
import { currentPath, DEMO_PASSWORD, launchBrowser, newPage, STEP_TIMEOUT_MS } from './support';
import { submitLogin } from './support/auth';

const ACCOUNTS: Record<string, string> = {
  SuperAdmin: 'superadmin@portico.test',
  Support: 'support@portico.test',
  ClientPortal_Analyst: 'analyst@portico.test',
  ClientPortal_Viewer: 'viewer@portico.test',
  ClientPortal_ClientAdmin: 'clientadmin@portico.test',
  ClientPortal_Manager: 'manager@portico.test',
  ClientPortal_SftpOnly: 'sftp@portico.test',
};

const plain = buildAccessMatrix(resourceDefinitions).filter((row) => !row.pattern.includes(':'));
const first = (role: string, allowed: boolean): MatrixRow | undefined => plain.find((row) => (row.cells[role] === 'refused') !== allowed);

describe('the access matrix, sampled in the browser', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  for (const [role, email] of Object.entries(ACCOUNTS)) {
    const allowed = first(role, true);
    const refused = first(role, false);
    const says = [allowed && `${allowed.pattern} opens`, refused && `${refused.pattern} is refused`].filter(Boolean).join(', ');
    it(`${role}: ${says}`, async () => {
      const page = await newPage(browser);
      await submitLogin(page, email, DEMO_PASSWORD);
      // Signed in: the dashboard, or for SftpOnly its SSH key page under /auth.
      await page.waitForURL((url) => url.pathname !== '/auth/login' && url.pathname !== '/', { timeout: STEP_TIMEOUT_MS * 2 });
      if (allowed) {
        await page.goto(allowed.pattern);
        // Opened: the page's own content, not a refusal, and the address kept.
        await page.locator('main table, main form, main ul.MuiList-root').first().waitFor();
        expect(await page.getByRole('heading', { name: 'Permission Denied' }).count()).toBe(0);
        expect(currentPath(page)).toBe(allowed.pattern);
      }
      // SuperAdmin is refused nothing.
      if (refused) {
        await page.goto(refused.pattern);
        // Refused: the permission-denied page, or for SftpOnly its SSH key page (spec 2.1).
        await page.waitForURL(/\/(permission-denied|auth\/ssh)$/, { timeout: STEP_TIMEOUT_MS });
      }
    });
  }
});
