/**
 * A definition's lazily loaded catalogue entries (`messages` as a loader): its views wait for them inside their
 * Suspense boundary, so the strings ship with the resource's screens rather than in every first load.
 *
 * The wait is a `lazy()` component, as for a screen's code, not `use()` on the loader's promise. React requires a
 * component that suspended on `use()` to call it again on every later render at that place, or it logs "called use()
 * to suspend in a previous render but did not call use() when it finished". Calling it on the settled promise does
 * not work either: in a test's `act()`, any call of `use()` marks the flush as waiting on a promise, and when the same
 * flush then waits for a lazily loaded screen, an `act()` that is not awaited (user-event's clicks) drops the render,
 * and the screen never appears. A lazy component that has loaded renders at once and marks nothing.
 */
import type { ComponentType, ReactNode } from 'react';
import { addMessages } from '../../../providers/i18n/i18nProvider';
import type { ResourceDefinition } from '../types';
import { lazyOnce, once, type Loader } from '../../shared/loadOnce';

type Gate = ComponentType<{ children: ReactNode }>;

const Open: Gate = ({ children }) => <>{children}</>;

const loaders = new Map<string, Loader<Gate>>();
// Kept once loaded: a view's element keeps the same type on every render, so its screen is never mounted afresh.
const gates = new Map<string, Gate>();

const loaderOf = (definition: ResourceDefinition): Loader<Gate> | undefined => {
  const load = definition.messages;
  if (typeof load !== 'function') return undefined;
  let loader = loaders.get(definition.name);
  if (!loader) {
    loader = once(() =>
      load().then((messages) => {
        addMessages({ resources: { [definition.name]: messages } });
        return Open;
      }),
    );
    loaders.set(definition.name, loader);
  }
  return loader;
};

/** Asks for a definition's catalogue entries before its screen is drawn (the first screen, as the portal starts). */
export const loadResourceMessages = (definition: ResourceDefinition): void => {
  // A failure is the screen's own to report, when it asks again.
  loaderOf(definition)?.().catch(() => undefined);
};

const gateOf = (definition: ResourceDefinition): Gate => {
  const loader = loaderOf(definition);
  if (!loader) return Open;
  let gate = gates.get(definition.name);
  if (!gate) {
    const lazyGate = lazyOnce(loader);
    gate = lazyGate;
    // A failed chunk is tried again on the next visit, as a lazy component's own failure is not.
    loader().catch(() => {
      if (gates.get(definition.name) === lazyGate) gates.delete(definition.name);
    });
    gates.set(definition.name, gate);
  }
  return gate;
};

export const ResourceMessages = ({ definition, children }: { definition: ResourceDefinition; children: ReactNode }) => {
  const Gate = gateOf(definition);
  return <Gate>{children}</Gate>;
};
