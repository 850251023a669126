/**
 * A select's choices (`FieldDefinition.choices`): listed in the definition, or read from the API, one cached read per
 * resource and filled endpoint: a create menu entry's condition and the form's select asking for the same list share
 * it, and a change to the resource's records reads it again (parentRefresh.ts), since what is left to choose may have
 * changed.
 */
import { useQuery } from '@tanstack/react-query';
import { request } from '../../providers/http';
import type { Service } from '../../providers/config';
import { fillPath, fillQuery, type Params } from './endpointPath';
import type { Endpoint, FieldDefinition, ResourceDefinition } from './types';

/** The choices a select lists itself (none when the API gives them). */
export const listedChoices = ({ choices }: FieldDefinition) => (choices && !('path' in choices) ? choices : []);

/** The read giving a select's choices, when the API gives them. */
export const choicesEndpoint = ({ choices }: FieldDefinition): Endpoint | undefined => (choices && 'path' in choices ? choices : undefined);

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

/**
 * A create menu entry's condition (spec 2.6: "Create new policy only if the company can create one"): the create form's
 * first required select whose choices the API gives must offer some, or there is nothing to create. The sidebar calls it
 * as a hook with the menu's params; it shares the form's read.
 */
export const createOffersChoices = (def: ResourceDefinition) => {
  const field = def.fields.find((f) => f.create && f.required && f.type === 'select' && choicesEndpoint(f));
  const endpoint = field && choicesEndpoint(field);
  if (!endpoint) return undefined;
  return function useCreateOffersChoices(params: Params): boolean | undefined {
    const { data, isLoading } = useChoices(def.name, def.api.service, endpoint, params);
    // Not known while the first read is under way: the entry appearing a moment later moved every entry below it.
    return isLoading ? undefined : (data?.length ?? 0) > 0;
  };
};
