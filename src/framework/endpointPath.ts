/** A definition's endpoint templates filled from a call's values: `{companyId}` in a path or query. */
import type { Endpoint } from './types';

export type Params = Record<string, unknown>;

export const fillPath = (template: string, values: Params): string =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => {
    const value = values[key];
    if (value === undefined || value === null) throw new Error(`Missing "${key}" for ${template}`);
    return encodeURIComponent(String(value));
  });

export const fillQuery = (query: Endpoint['query'], values: Params): Record<string, string> | undefined =>
  query && Object.fromEntries(Object.entries(query).map(([k, v]) => [k, fillPath(v, values)]));
