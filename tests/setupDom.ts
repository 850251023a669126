/**
 * What a test in jsdom needs besides tests/setup.ts: Testing Library's matchers and settings, the browser methods jsdom
 * lacks, per-worker BroadcastChannels, the page and browser state to clear after each test, and the page to put back
 * after each file (setup.ts calls them in its own order). Loaded only where there is a window: the sandbox's and
 * security's API tests run in Node (vite.config.ts), where it would cost time for nothing.
 *
 * The files of a worker share this module, its window and the module graph (`isolate: false`, vite.config.ts): what
 * runs here runs once per worker, and what a file may change is put back by `startFile` and `leavePage`.
 */
import '@testing-library/jest-dom/vitest';
import { cleanup, configure, getConfig } from '@testing-library/react';
import { randomUUID } from 'node:crypto';
import { mayMatch } from './ruleClasses';

// react-admin screens render in several passes (auth, access, data), and a file's first render loads its lazy screens:
// on a 2-core machine running two workers that took more than 5 s now and then. A wait ends as soon as what it waits
// for is there, so a longer limit slows only a test that fails.
const WAIT_MS = 15_000;
configure({ asyncUtilTimeout: WAIT_MS });
// Each failed try of a query inside a wait (findBy, waitFor) printed the whole page into an error that the next try
// replaced: 3% of a users test file's time. The wait prints the page into the error it gives up with; a query that
// fails outside a wait still prints it.
const pageInError = getConfig().getElementError;
configure({
  getElementError: (message, container) =>
    (getConfig() as { _disableExpensiveErrorDiagnostics?: boolean })._disableExpensiveErrorDiagnostics
      ? Object.assign(new Error(message ?? ''), { name: 'TestingLibraryElementError' })
      : pageInError(message, container),
});
// jsdom computes a style by matching every rule of every stylesheet against the element, through nwsapi, which keeps
// its compiled selectors in a least-recently-used cache of 1,000. Emotion injects thousands of MUI rules over a test
// file, and a scan of more rules than the cache holds misses on every one: each getComputedStyle (Testing Library's
// role queries ask it of every element and its ancestors) parsed and compiled every selector again, 45% of a users
// test file's CPU time. The caches are made unbounded here (the selectors of a worker's files, which share its window,
// and Emotion inserts each rule once per worker): the selectors and the answers are the same, only no longer compiled
// twice.
const implKey = Object.getOwnPropertySymbols(document).find((s) => s.description === 'impl');
const implOf = (node: object) => (implKey ? (node as Record<symbol, Record<string, unknown> | undefined>)[implKey] : undefined);
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
// The engine jsdom computes styles with (and nothing else) passes over a rule whose selectors end in classes the
// element does not carry, as a browser does, before compiling and running the selector (tests/ruleClasses.ts).
type Match = (selector: string, element: Element, ...rest: unknown[]) => boolean;
// The class attribute is read from jsdom's own attribute list: its getAttribute and classList cost more than the
// matches they would spare.
interface AttributeImpl {
  _namespace: string | null;
  _localName: string;
  _value: string;
}
const classAttribute = (element: Element) => {
  const attributes = implOf(element)?._attributeList as AttributeImpl[] | undefined;
  if (!attributes) return element.getAttribute('class') ?? '';
  for (const attribute of attributes) if (attribute._localName === 'class' && attribute._namespace === null) return attribute._value;
  return '';
};
const styleEngine = documentImpl?._nwsapiDontThrow as { match: Match } | undefined;
if (styleEngine && document.compatMode === 'CSS1Compat') {
  const match = styleEngine.match.bind(styleEngine);
  styleEngine.match = (selector, element, ...rest) =>
    typeof selector === 'string' && !mayMatch(selector, classAttribute(element)) ? false : match(selector, element, ...rest);
}

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
// beside it, which then signed its own tab out. Each worker's channels get a name of their own (its files run one after
// another); the tabs a test opens by name still hear each other.
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

/** Before a file: Testing Library's wait as this module sets it (a file may lengthen its own, see tests/unit/users/render.tsx). */
export const startFile = () => configure({ asyncUtilTimeout: WAIT_MS });

// The page as the first file found it: the next file starts where a fresh window would.
const firstAddress = window.location.href;
const ownKeys = { document: new Set(Reflect.ownKeys(document)), navigator: new Set(Reflect.ownKeys(navigator)) };

/**
 * After a file: what a test may leave that a new page would not have. The address (a test pushes its route), session
 * storage, the body's leftovers, and the properties a test defined on `navigator` (clipboard, connection) or over one
 * of `document`'s own (visibilityState); those React marks `document` with are not the page's to drop.
 */
export const leavePage = () => {
  forgetBrowserState();
  sessionStorage.clear();
  window.history.replaceState(null, '', firstAddress);
  document.body.replaceChildren();
  document.title = '';
  for (const key of Reflect.ownKeys(navigator)) if (!ownKeys.navigator.has(key)) Reflect.deleteProperty(navigator, key);
  const documentProto = Object.getPrototypeOf(document) as object;
  for (const key of Reflect.ownKeys(document))
    if (!ownKeys.document.has(key) && key in documentProto) Reflect.deleteProperty(document, key);
};
