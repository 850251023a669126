import { useQueries } from '@tanstack/react-query';
import { companyChoiceKey, fetchCompanyChoice, type CompanyChoice } from './search';

/**
 * Companies named by id, each read by id (`GET /companies/{id}`, cached with the picker's choices) rather than by
 * listing every company (issue 12): a field's chosen companies, a table's few. A name still being read is '…'; one that
 * cannot be read (gone, or the call failed) is its id.
 */
export const useCompanyChoices = (ids: readonly string[]): CompanyChoice[] => {
  const named = useQueries({
    queries: ids.map((companyId) => ({
      queryKey: companyChoiceKey(companyId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCompanyChoice(companyId, signal),
      staleTime: 5 * 60_000,
    })),
  });
  return ids.map((companyId, i) => named[i]?.data ?? { id: companyId, name: named[i]?.isError ? companyId : '…' });
};
