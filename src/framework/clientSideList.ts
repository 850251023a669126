/**
 * Paging, sorting and filtering in the browser, for endpoints that answer every record at once
 * (`GET /products/all`). Everything else pages on the server.
 */
import type { GetListParams, GetListResult, RaRecord } from 'react-admin';

const valueAt = (record: unknown, path: string): unknown =>
  path.split('.').reduce<unknown>((v, key) => (v == null ? undefined : (v as Record<string, unknown>)[key]), record);

const matchesQuery = (record: RaRecord, q: string, searchFields: string[]) => {
  const needle = q.trim().toLowerCase();
  if (!needle) return true;
  return searchFields.some((f) =>
    String(valueAt(record, f) ?? '')
      .toLowerCase()
      .includes(needle),
  );
};

const matchesFilter = (record: RaRecord, key: string, expected: unknown) => {
  const actual = valueAt(record, key);
  if (Array.isArray(expected)) return expected.length === 0 || expected.map(String).includes(String(actual));
  if (expected === undefined || expected === '') return true;
  return String(actual) === String(expected);
};

const compare = (a: unknown, b: unknown): number => {
  if (a == null && b == null) return 0;
  if (a == null) return 1;
  if (b == null) return -1;
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return String(a).localeCompare(String(b), 'en-GB', { sensitivity: 'base', numeric: true });
};

export const clientSideList = <R extends RaRecord>(
  records: R[],
  params: Partial<GetListParams>,
  searchFields: string[],
): GetListResult<R> => {
  const { q, ...filters } = (params.filter ?? {}) as Record<string, unknown>;
  const filtered = records.filter(
    (r) => (typeof q !== 'string' || matchesQuery(r, q, searchFields)) && Object.entries(filters).every(([k, v]) => matchesFilter(r, k, v)),
  );
  const { field, order } = params.sort ?? { field: 'id', order: 'ASC' };
  const sorted = [...filtered].sort((a, b) => {
    const result = compare(valueAt(a, field), valueAt(b, field));
    return order === 'DESC' ? -result : result;
  });
  const { page = 1, perPage = sorted.length || 1 } = params.pagination ?? {};
  const start = (page - 1) * perPage;
  return { data: sorted.slice(start, start + perPage), total: sorted.length };
};
