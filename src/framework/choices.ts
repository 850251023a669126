/**
 * A select's choices read from the API (`FieldDefinition.choicesFrom`), one cached read per resource and
 * filled endpoint: a menu's condition (`visibleWhen`) and a form's select asking for the same list share it, and a
 * change to the resource's records reads it again (parentRefresh.ts), since what is left to choose may have changed.
 */
import { useQuery } from '@tanstack/react-query';
import { request } from '../../providers/http';
import type { Service } from '../../providers/config';
import { fillPath, fillQuery, type Params } from './endpointPath';
import type { Endpoint } from './types';

export interface Choice {
  id: string;
  name: string;
}

/** Every choices read of a resource, for invalidating them together. */
export const choicesKey = (resource: string) => ['portico', 'choices', resource] as const;

/** The endpoint filled from the values, or undefined while one it names is missing (the read waits). */
const filled = (endpoint: Endpoint, values: Params) => {
  try {
    return { path: fillPath(endpoint.path, values), query: fillQuery(endpoint.query, values) };
  } catch {
    return undefined;
  }
};

export const useChoices = (resource: string, service: Service, endpoint: Endpoint, values: Params) => {
  const call = filled(endpoint, values);
  return useQuery({
    queryKey: [...choicesKey(resource), call?.path, call?.query],
    queryFn: async ({ signal }) => (await request<Choice[]>(service, call!.path, { query: call!.query, signal })).json,
    enabled: call !== undefined,
    staleTime: 30_000,
  });
};
