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
// jsdom computes a style by matching every rule of every stylesheet against the element, through nwsapi, which keeps
// its compiled selectors in a least-recently-used cache of 1,000. Emotion injects thousands of MUI rules over a test
// file, and a scan of more rules than the cache holds misses on every one: each getComputedStyle (Testing Library's
// role queries ask it of every element and its ancestors) parsed and compiled every selector again, 45% of a users
// test file's CPU time. The caches are made unbounded here (a file's own selectors, freed with its window): the
// selectors and the answers are the same, only no longer compiled twice.
const implOf = (node: object) => {
  const impl = Object.getOwnPropertySymbols(node).find((s) => s.description === 'impl');
  return impl ? (node as Record<symbol, Record<string, unknown>>)[impl] : undefined;
};
interface SelectorCache {
  get(key: string): unknown;
  set(key: string, value: unknown): unknown;
  has(key: string): boolean;
  clear(): void;
  size(): number;
}
const unbound = (cache: SelectorCache | undefined) => {
  if (!cache) return;
  const entries = new Map<string, unknown>();
  Object.assign(cache, {
    get: (key: string) => entries.get(key),
    set: (key: string, value: unknown) => (entries.set(key, value), value),
    has: (key: string) => entries.has(key),
    clear: () => entries.clear(),
    size: () => entries.size,
  });
};
// Both of the document's selector engines exist once a style is computed and a selector is queried.
window.getComputedStyle(document.documentElement);
document.querySelector('html');
const documentImpl = implOf(document);
for (const engine of ['_nwsapi', '_nwsapiDontThrow'])
  for (const cache of ['matchLambdas', 'selectLambdas', 'matchResolvers', 'selectResolvers'])
    unbound((documentImpl?.[engine] as Record<string, SelectorCache> | undefined)?.[cache]);

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
