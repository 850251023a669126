/**
 * Browser journeys: `npm run test:e2e` (see docs/testing.md).
 * Node environment; each test drives Debian's chromium through playwright-core.
 */
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/support/global-setup.ts'],
    setupFiles: ['./tests/e2e/support/setup.ts'],
    // One file at a time: they share one sandbox (reset before each file) and CI has 2 cores.
    fileParallelism: false,
    pool: 'forks',
    maxWorkers: 1,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // A journey either works or it does not; retries would hide flakiness.
    retry: 0,
    reporters: process.env.CI ? ['verbose'] : ['default'],
  },
});
