/**
 * Code a person is likely to need next, asked for while the browser has nothing else to do: once the page has
 * loaded, one module per idle period, so the download and the module's first evaluation happen before the person
 * asks for it (opening a screen, a form) instead of in their interaction. Never on a data-saver connection.
 */

/** Browsers without `requestIdleCallback` (Safari) wait this long instead, after the page's load event. */
export const IDLE_FALLBACK_MS = 2000;

type Loader = () => Promise<unknown>;

const savesData = () => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData === true;

/** Starts loading each of `loaders` in turn when the browser is idle; answers a function that stops what is left. */
export function prefetchWhenIdle(loaders: readonly Loader[]): () => void {
  if (savesData()) return () => undefined;
  let stopped = false;
  let stopWaiting = () => {};
  const whenIdle = (then: () => void) => {
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(then);
      stopWaiting = () => window.cancelIdleCallback(id);
    } else {
      const id = window.setTimeout(then, IDLE_FALLBACK_MS);
      stopWaiting = () => window.clearTimeout(id);
    }
  };
  const next = (index: number) => {
    if (stopped || index >= loaders.length) return;
    // A failed load is the screen's to report when it is opened (its own import asks again), not this one's.
    whenIdle(
      () =>
        void loaders[index]!().then(
          () => next(index + 1),
          () => next(index + 1),
        ),
    );
  };
  const start = () => next(0);
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true });
  return () => {
    stopped = true;
    stopWaiting();
    window.removeEventListener('load', start);
  };
}
