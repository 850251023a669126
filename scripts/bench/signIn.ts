/** Signing in through the sign-in page of the portal `withServers` serves, as the timing benchmarks do. */
import type { Page } from 'playwright-core';
import { DEMO_PASSWORD, PORTAL } from './servers';

/**
 * Opens the sign-in page (of the portal's build, or of `origin`) and fills it for `email` with the seed's demo password;
 * `submitSignIn` sends it.
 */
export async function fillSignIn(page: Page, email: string, origin = PORTAL): Promise<void> {
  await page.goto(`${origin}/auth/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel(/^\s*Password(\s*\*)?\s*$/).fill(DEMO_PASSWORD);
}

export const submitSignIn = (page: Page) => page.getByRole('button', { name: /^(sign in|log in)$/i }).click();

/** Signs in as `email` and waits for the dashboard. */
export async function signIn(page: Page, email: string, origin = PORTAL): Promise<void> {
  await fillSignIn(page, email, origin);
  await submitSignIn(page);
  await page.waitForURL('**/dashboard', { timeout: 60_000 });
}
