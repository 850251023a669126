import { useGetOne, useGetRecordRepresentation } from 'react-admin';

interface RecordLabelOptions {
  meta?: unknown;
  /** False for records no getOne can read: the label is then never asked for. */
  enabled?: boolean;
}

/**
 * The name a record goes by in the frame: the menu's entry for the selected company, the breadcrumb's last crumb.
 * `undefined` until the record is read, and when it cannot be (`error` says which).
 *
 * A name read in the last minute is not asked for again (the company picker's reads keep the same minute). The
 * screen under the frame often reads the same record, and react-admin's reads are stale at once: the trail, built after
 * a delay, and the menu's entry each asked again for a record just read, as they mounted or as the selected company
 * settled, and every answer drew each reader again (issue 25). The screen's own read still asks afresh as it opens, and
 * what it reads, or an edit saves, reaches the frame's labels through the same cache entry.
 */
export const useRecordLabel = (resource: string, id: string, { meta, enabled = true }: RecordLabelOptions = {}) => {
  // retryOnMount: false: a record the page failed to read is not asked for again just because the frame drew.
  const { data, error } = useGetOne(resource, { id, meta }, { enabled, retryOnMount: false, staleTime: 60_000 });
  const represent = useGetRecordRepresentation(resource);
  return { label: data && !error ? String(represent(data)) : undefined, error };
};
