/**
 * A definition's lazily loaded catalogue entries (`messages` as a loader): its views wait for them inside their
 * Suspense boundary, so the strings ship with the resource's screens rather than in every first load.
 */
import { use, type ReactNode } from 'react';
import { addMessages } from '../../../providers/i18n/i18nProvider';
import type { ResourceDefinition } from '../types';

const arriving = new Map<string, Promise<void>>();
const arrived = new Set<string>();

const messagesOf = (definition: ResourceDefinition): Promise<void> | undefined => {
  const loader = definition.messages;
  if (typeof loader !== 'function' || arrived.has(definition.name)) return undefined;
  let arrival = arriving.get(definition.name);
  if (!arrival) {
    arrival = loader().then(
      (messages) => {
        addMessages({ resources: { [definition.name]: messages } });
        arrived.add(definition.name);
      },
      (error: unknown) => {
        // A failed chunk is tried again on the next visit, as React.lazy's own failures are not.
        arriving.delete(definition.name);
        throw error;
      },
    );
    arriving.set(definition.name, arrival);
  }
  return arrival;
};

export const ResourceMessages = ({ definition, children }: { definition: ResourceDefinition; children: ReactNode }) => {
  const arrival = messagesOf(definition);
  if (arrival) use(arrival);
  return <>{children}</>;
};
