import { afterAll, afterEach, beforeAll, vi } from 'vitest';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractReporting, formatViolations, takeContractExercised, takeContractViolations } from '../sandbox/contract';
import { server } from '../sandbox/node';
import { resetSandbox } from '../sandbox/store';

// A test in Node (the sandbox's API alone) has no page to clean and needs no Testing Library.
const page = typeof window === 'undefined' ? undefined : await import('./setupDom');

// This file runs again before each test file; the modules it imports are the worker's, shared by its files
// (`isolate: false`, vite.config.ts). What one file may change outside its module graph is put back after it.
page?.startFile();

// The same MSW handlers that serve `npm start` answer every request the tests make.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The test that makes the sandbox break its contract fails, naming the operation (sandbox/contract.ts).
contractReporting.print = false;
afterEach(() => {
  const violations = takeContractViolations();
  page?.unmountPage();
  server.resetHandlers();
  resetSandbox();
  page?.forgetBrowserState();
  if (violations.length) throw new Error(`The sandbox broke the API contract:\n${formatViolations(violations)}`);
});
afterAll(() => {
  // Listeners a file added to hear requests (beforeAll or a test), stubs, fake timers: the next file starts without.
  server.events.removeAllListeners();
  server.close();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.unstubAllEnvs();
  page?.leavePage();
  // What this file exercised of the contract, for the summary at the end of the run (tests/globalSetup.ts).
  const dir = path.resolve(import.meta.dirname, '../test-results/contract-coverage/unit');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${randomUUID()}.json`), JSON.stringify(takeContractExercised()));
});
