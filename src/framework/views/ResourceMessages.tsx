/**
 * A definition's lazily loaded catalogue entries (`messages` as a loader): its views wait for them inside their
 * Suspense boundary, so the strings ship with the resource's screens rather than in every first load.
 */
import { use, type ReactNode } from 'react';
import { addMessages } from '../../../providers/i18n/i18nProvider';
import type { ResourceDefinition } from '../types';

// Kept once settled: React reads a settled promise at once, and a component that suspended on `use()` must call it
// again when it renders on, or React refuses the render.
const arrivals = new Map<string, Promise<void>>();

const messagesOf = (definition: ResourceDefinition): Promise<void> | undefined => {
  const loader = definition.messages;
  if (typeof loader !== 'function') return undefined;
  let arrival = arrivals.get(definition.name);
  if (!arrival) {
    arrival = loader().then(
      (messages) => addMessages({ resources: { [definition.name]: messages } }),
      (error: unknown) => {
        // A failed chunk is tried again on the next visit, as React.lazy's own failures are not.
        arrivals.delete(definition.name);
        throw error;
      },
    );
    arrivals.set(definition.name, arrival);
  }
  return arrival;
};

export const ResourceMessages = ({ definition, children }: { definition: ResourceDefinition; children: ReactNode }) => {
  const arrival = messagesOf(definition);
  if (arrival) use(arrival);
  return <>{children}</>;
};
