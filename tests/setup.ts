import '@testing-library/jest-dom/vitest';
import { afterAll, afterEach, beforeAll } from 'vitest';
import { cleanup, configure } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { contractReporting, formatViolations, takeContractExercised, takeContractViolations } from '../sandbox/contract';
import { server } from '../sandbox/node';
import { resetSandbox } from '../sandbox/store';

// react-admin screens render in several passes (auth, access, data), and a file's first render loads its lazy screens:
// on a 2-core machine running two workers that took more than 5 s now and then. A wait ends as soon as what it waits
// for is there, so a longer limit slows only a test that fails.
configure({ asyncUtilTimeout: 15_000 });
// jsdom has no scrolling; react-admin scrolls to the top on navigation.
window.scrollTo = () => undefined;
// jsdom has <dialog> but not its modal methods (the sign-in app's dialog is the browser's own): open and close it
// as a browser would, the close reporting through the 'close' event.
if (!('showModal' in HTMLDialogElement.prototype)) {
  Object.assign(HTMLDialogElement.prototype, {
    showModal(this: HTMLDialogElement) {
      this.setAttribute('open', '');
    },
    close(this: HTMLDialogElement) {
      this.removeAttribute('open');
      this.dispatchEvent(new Event('close'));
    },
  });
}

// Worker threads share BroadcastChannels by name: one file's sign-out reached the session module of every file running
// beside it (and of earlier files in the same worker, whose channels stay open), which then signed its own tab out.
// Each file's channels get a name of their own; the tabs a test opens by name still hear each other.
const fileChannel = randomUUID();
globalThis.BroadcastChannel = class extends BroadcastChannel {
  constructor(name: string) {
    super(`${name}#${fileChannel}`);
  }
};

// The same MSW handlers that serve `npm start` answer every request the tests make.
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
// The test that makes the sandbox break its contract fails, naming the operation (sandbox/contract.ts).
contractReporting.print = false;
afterEach(() => {
  const violations = takeContractViolations();
  cleanup();
  server.resetHandlers();
  resetSandbox();
  // react-admin's store (list preferences, the selected company) lives in localStorage.
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
  if (violations.length) throw new Error(`The sandbox broke the API contract:\n${formatViolations(violations)}`);
});
afterAll(() => {
  server.close();
  // What this file exercised of the contract, for the summary at the end of the run (tests/globalSetup.ts).
  const dir = path.resolve(import.meta.dirname, '../test-results/contract-coverage/unit');
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, `${randomUUID()}.json`), JSON.stringify(takeContractExercised()));
});
