/**
 * What a test in jsdom needs besides tests/setup.ts: Testing Library's matchers and settings, the browser methods jsdom
 * lacks, per-file BroadcastChannels, and the page and browser state to clear after each test (setup.ts calls them in
 * its own order). Loaded only where there is a window: the sandbox's and security's API tests run in Node
 * (vite.config.ts), where it would cost time for nothing.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { randomUUID } from 'node:crypto';

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

/** Unmounts what the test rendered. */
export { cleanup as unmountPage };

export const forgetBrowserState = () => {
  // react-admin's store (list preferences, the selected company) lives in localStorage.
  localStorage.clear();
  document.cookie.split(';').forEach((c) => {
    const name = c.split('=')[0]?.trim();
    if (name) document.cookie = `${name}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/`;
  });
};
