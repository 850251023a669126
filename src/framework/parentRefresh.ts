import { MutationCache, type QueryClient } from '@tanstack/react-query';
import { choicesKey } from './choices';
import type { ResourceDefinition } from './types';

/**
 * A change to a nested record can change what its parents show (a company's setup progress counts its schemes), so
 * a successful create, update or delete of a nested resource reads its parents' records again, up the chain.
 * react-admin keys its mutations `[resource, 'create' | 'update' | 'delete' | …Many, params]`.
 */
export const parentRefreshCache = (definitions: ResourceDefinition[], client: () => QueryClient) => {
  const byName = new Map(definitions.map((d) => [d.name, d]));
  return new MutationCache({
    onSuccess: (_data, _variables, _context, mutation) => {
      const [resource] = mutation.options.mutationKey ?? [];
      let parent = typeof resource === 'string' ? byName.get(resource)?.parent?.definition : undefined;
      // What is left to choose may have changed too (a company's products without a policy).
      const refreshes: Promise<void>[] =
        typeof resource === 'string' ? [client().invalidateQueries({ queryKey: choicesKey(resource) })] : [];
      while (parent) {
        refreshes.push(client().invalidateQueries({ queryKey: [parent.name] }));
        parent = parent.parent?.definition;
      }
      return Promise.all(refreshes);
    },
  });
};
