/**
 * Debian's chromium driven by playwright-core (never `playwright install`), as the browser journeys and the
 * benchmark scripts launch it.
 */
import { chromium, type Browser } from 'playwright-core';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-dev-shm-usage',
];

export const CHROMIUM_PATH = process.env.CHROME_PATH || '/usr/bin/chromium';

export async function launchChromium(): Promise<Browser> {
  try {
    return await chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS, timeout: 60_000 });
  } catch (error) {
    throw new Error(
      `Could not start Chromium at ${CHROMIUM_PATH} (set CHROME_PATH, or apt-get install -y chromium): ` +
        (error instanceof Error ? error.message : String(error)),
    );
  }
}
