/**
 * The reads and calls of a versioned record (`ResourceDefinition.versions`), and where its screens live:
 * `{record}/version/{versionId}/{tab}` on the update and view screens.
 */
import { queryOptions, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { RaRecord } from 'react-admin';
import { useParams } from 'react-router-dom';
import { request } from '../../../../providers/http';
import { fillPath, fillQuery, type Params } from '../../endpointPath';
import { recordMeta, recordPath, type RecordMode } from '../../paths';
import type { Endpoint, ResourceDefinition, VersionedRecord } from '../../types';
import { useDefinition } from '../DefinitionContext';

export const callEndpoint = async <T>(
  def: ResourceDefinition,
  endpoint: Endpoint,
  values: Params,
  options: { json?: unknown; signal?: AbortSignal } = {},
) =>
  (
    await request<T>(def.api.service, fillPath(endpoint.path, values), {
      method: endpoint.method ?? 'GET',
      query: fillQuery(endpoint.query, values),
      ...options,
    })
  ).json;

/** A save's `with` values: `{name}` is that value as it is (a body, not a URL), anything else a text around values. */
export const fillValues = (templates: Record<string, string>, values: Params) =>
  Object.fromEntries(
    Object.entries(templates).map(([key, template]) => {
      const whole = /^\{(\w+)\}$/.exec(template);
      return [key, whole ? values[whole[1]!] : template.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? ''))];
    }),
  );

/** Every read of the resource's versions, for reading them again after a change. */
export const versionsKey = (def: ResourceDefinition) => ['portico', 'versions', def.name] as const;

/** The screen's definition, its versions, the values its endpoints are filled from, and `{base}/{screen}/{id}`. */
export const useVersioned = (screen: RecordMode) => {
  const { definition, parentValues } = useDefinition();
  const { id, versionId } = useParams();
  const values: Params = { ...parentValues, id, versionId };
  return {
    definition,
    versions: definition.versions as VersionedRecord,
    values,
    base: recordPath(definition, screen, id!, parentValues, ''),
    words: `resources.${definition.name}.${definition.versions!.messages}`,
  };
};

/** A version as the screen reads it: the view screen (and the history) with `read.view`, the update screen with `read.update`. */
export const versionRead = (def: ResourceDefinition, screen: RecordMode, values: Params, versionId: string) =>
  queryOptions({
    queryKey: [...versionsKey(def), screen, values, versionId],
    queryFn: async ({ signal }) => callEndpoint<RaRecord>(def, def.versions!.read[screen], { ...values, versionId }, { signal }),
  });

export const currentVersionRead = (def: ResourceDefinition, values: Params) =>
  queryOptions({
    queryKey: [...versionsKey(def), 'current', values],
    queryFn: async ({ signal }) =>
      (await callEndpoint<{ items: { id: string }[] }>(def, def.versions!.current, values, { signal })).items[0]?.id ?? null,
  });

/** The breadcrumb names a record through react-admin's getOne cache; a versioned record is read by version instead. */
export const useNameInTrail = (version: RaRecord | undefined) => {
  const { definition, parentValues } = useDefinition();
  const queryClient = useQueryClient();
  const { id } = useParams();
  // By value: the parent values are a new object on every render.
  const meta = JSON.stringify(recordMeta(definition, parentValues) ?? null);
  useEffect(() => {
    if (version) {
      const key = { id, meta: (JSON.parse(meta) as unknown) ?? undefined };
      queryClient.setQueryData([definition.name, 'getOne', key], { ...version, id });
    }
  }, [version, id, meta, queryClient, definition]);
};
