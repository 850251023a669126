/**
 * Code asked for once and drawn without a wait once it has arrived: the two apps (src/main.tsx), the screens' chunks
 * (the framework's ViewElement) and the definitions' catalogue entries (ResourceMessages).
 */
import { lazy, type ComponentType } from 'react';

/** A loader whose one promise is shared by whoever asks first; `loaded` holds its answer once it has come. */
export interface Loader<T> {
  (): Promise<T>;
  loaded?: T;
}

/**
 * `load` asked for once: a second import of a module still being evaluated can answer before its exports exist
 * (vitest's loader does). A failed load (a network blip) is asked for afresh by the next one.
 */
export const once = <T>(load: () => Promise<T>): Loader<T> => {
  let loading: Promise<T> | undefined;
  const loader: Loader<T> = () =>
    (loading ??= load().then(
      (value) => {
        loader.loaded = value;
        return value;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  return loader;
};

/**
 * A lazy component over a loader, which does not suspend when its code has already arrived. React's `lazy` accepts
 * any thenable, and this one answers at once; a promise answers a tick later, so React suspended even then, showed
 * the skeleton, and held the screen back for at least 300 ms more (React's throttle on revealing a suspended
 * boundary's content): the first screen's code, asked for as the portal starts, had long arrived (issue 25, goal 3).
 */
export const lazyOnce = <P extends object>(load: Loader<ComponentType<P>>) =>
  lazy<ComponentType<P>>(() => {
    const loaded = load.loaded;
    if (!loaded) return load().then((component) => ({ default: component }));
    const now: PromiseLike<{ default: ComponentType<P> }> = { then: (answer) => answer?.({ default: loaded }) as never };
    return now as Promise<{ default: ComponentType<P> }>;
  });
