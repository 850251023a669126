/** What deleting a company takes with it (`deleteCounts`), asked only when the delete dialog opens. */
import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { deleteCounts, keys } from './api';

export const useDeleteCounts = (record: RaRecord, enabled: boolean): Record<string, number | undefined> => {
  const id = String(record.id);
  const { data } = useQuery({
    queryKey: keys.deleteCounts(id),
    enabled,
    staleTime: 0,
    retry: false,
    queryFn: ({ signal }) => deleteCounts(id, signal),
  });
  return data ?? {};
};
