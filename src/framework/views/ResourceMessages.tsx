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
import { lazy, type ComponentType, type ReactNode } from 'react';
import { addMessages } from '../../../providers/i18n/i18nProvider';
import type { ResourceDefinition } from '../types';

type Gate = ComponentType<{ children: ReactNode }>;

const Open: Gate = ({ children }) => <>{children}</>;

// Kept once loaded: a view's element keeps the same type on every render, so its screen is never mounted afresh.
const gates = new Map<string, Gate>();

const gateOf = (definition: ResourceDefinition): Gate => {
  const loader = definition.messages;
  if (typeof loader !== 'function') return Open;
  let gate = gates.get(definition.name);
  if (!gate) {
    gate = lazy(() =>
      loader().then(
        (messages) => {
          addMessages({ resources: { [definition.name]: messages } });
          return { default: Open };
        },
        (error: unknown) => {
          // A failed chunk is tried again on the next visit, as a lazy component's own failure is not.
          gates.delete(definition.name);
          throw error;
        },
      ),
    );
    gates.set(definition.name, gate);
  }
  return gate;
};

export const ResourceMessages = ({ definition, children }: { definition: ResourceDefinition; children: ReactNode }) => {
  const Gate = gateOf(definition);
  return <Gate>{children}</Gate>;
};
