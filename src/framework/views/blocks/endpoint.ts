/**
 * A block's API calls, from the endpoints its declaration names: `{name}` in the path is that value of the record.
 * A value the record does not have yet (a connection before its company is known) leaves the path undefined, so the
 * block waits instead of asking for `…/undefined`.
 */
import type { RaRecord } from 'react-admin';
import { request } from '../../../../providers/http';
import { valueAt } from '../../recordValue';
import type { BlockEndpoint } from '../../types';

/** The endpoint's path with the record's values in it, or undefined while one of them is missing. */
export const recordEndpointPath = (path: string, record: RaRecord | undefined): string | undefined => {
  if (!record) return undefined;
  const names = [...path.matchAll(/\{([\w.]+)\}/g)].map((match) => match[1]!);
  const values = new Map(names.map((name) => [name, valueAt(record, name)]));
  if ([...values.values()].some((value) => value === undefined || value === null || value === '')) return undefined;
  return path.replace(/\{([\w.]+)\}/g, (_, name: string) => encodeURIComponent(String(values.get(name))));
};

/** A block's reads are keyed by service and path, so two blocks reading the same call share one query. */
export const blockQueryKey = (endpoint: BlockEndpoint, path: string | undefined) => ['portico', 'block', endpoint.service, path] as const;

export const readEndpoint = async <T>(endpoint: BlockEndpoint, path: string, signal: AbortSignal) =>
  (await request<T>(endpoint.service, path, { signal })).json;
