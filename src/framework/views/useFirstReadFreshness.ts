import { useCallback, useContext, useEffect } from 'react';
import { DataProviderContext } from 'react-admin';
import { FIRST_READ_MS, type FirstReadDataProvider } from '../firstRead';

interface CachedQuery {
  queryKey: readonly unknown[];
  state: { dataUpdatedAt: number };
}

/**
 * The `staleTime` of a first screen's read (its record, a list's first page). The answer the portal read as it started
 * (firstRead.ts) is fresh for that screen: react-admin's reads are stale at once, so the screen asked again as it
 * mounted (a second read, and its answer drew the screen again). Only while that first screen is open: opened again,
 * it reads afresh.
 */
export const useFirstReadFreshness = () => {
  const dataProvider = useContext(DataProviderContext) as Partial<FirstReadDataProvider> | null;
  useEffect(() => () => dataProvider?.forgetFirstRead?.(), [dataProvider]);
  return useCallback(
    (query: CachedQuery) => (dataProvider?.readJustNow?.(query.queryKey, query.state.dataUpdatedAt) ? FIRST_READ_MS : 0),
    [dataProvider],
  );
};
