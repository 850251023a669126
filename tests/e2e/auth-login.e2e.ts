import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectNoAxeViolations, field, launchBrowser, newPage } from './support';

describe('sign-in page', () => {
  let browser: Browser;
  beforeAll(async () => {
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
  });

  it('renders a labelled Email and Password form and is axe-clean', async () => {
    const page = await newPage(browser);
    const response = await page.goto('/auth/login');
    expect(response?.ok()).toBe(true);

    const email = field(page, 'Email');
    const password = field(page, 'Password');
    await email.waitFor();
    await password.waitFor();
    expect(await email.isEditable()).toBe(true);
    expect(await password.getAttribute('type')).toBe('password');
    await page.getByRole('button', { name: /^(sign in|log in|login|continue)$/i }).waitFor();

    await expectNoAxeViolations(page);
  });
});
