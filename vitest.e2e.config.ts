/**
 * Browser journeys: `npm run test:e2e` (see docs/testing.md).
 * Node environment; each test drives Debian's chromium through playwright-core.
 */
import { defineConfig } from 'vitest/config';
import { e2eShards } from './tests/e2e/support/env';

const shards = e2eShards();

export default defineConfig({
  test: {
    name: 'e2e',
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.ts'],
    globalSetup: ['./tests/e2e/support/global-setup.ts'],
    setupFiles: ['./tests/e2e/support/setup.ts'],
    // A file resets its sandbox before it starts, so files run at once only with a sandbox and portal each:
    // E2E_SHARDS of them (tests/e2e/support/env.ts), one file at a time by default.
    fileParallelism: shards > 1,
    pool: 'forks',
    maxWorkers: shards,
    testTimeout: 90_000,
    hookTimeout: 90_000,
    teardownTimeout: 30_000,
    // A journey either works or it does not; retries would hide flakiness.
    retry: 0,
    reporters: process.env.CI ? ['verbose'] : ['default'],
  },
});
