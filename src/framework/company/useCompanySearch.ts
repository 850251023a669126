import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { errorMessages } from '../../../providers/http';
import { useDebounced } from '../../shared/useDebounced';
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
    // After a failure the previous answer is not shown as if it answered what is typed now.
    found: search.isError ? [] : (search.data?.options ?? []),
    total: search.isError ? undefined : search.data?.total,
    /** Why the search failed (the worded messages), said where the options would be; empty while it works. */
    failure: errorMessages(search.error).join(' '),
    /** The options shown answer what is typed now. */
    settled: !search.isFetching && text === typed.trim(),
  };
};
