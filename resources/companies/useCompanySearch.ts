import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useDebounced } from '../../src/shared/useDebounced';
import { companySearchKey, searchCompanies } from './search';

/**
 * The state of a field that searches companies as the user types: searched only while its list is open, after a
 * pause in typing, the previous answer kept on screen until the next arrives (react-query aborts a superseded one).
 */
export const useCompanySearch = () => {
  const [open, setOpen] = useState(false);
  const [typed, setTyped] = useState('');
  const text = useDebounced(typed.trim());
  const search = useQuery({
    queryKey: companySearchKey(text),
    queryFn: ({ signal }) => searchCompanies(text, signal),
    enabled: open,
    placeholderData: keepPreviousData,
    staleTime: 30_000,
  });
  return {
    open,
    setOpen,
    typed,
    setTyped,
    found: search.data?.options ?? [],
    total: search.data?.total,
    /** The options shown answer what is typed now. */
    settled: !search.isFetching && text === typed.trim(),
  };
};
