/**
 * A drill-down level of companies for staff of every company (`rows: { search: 'companies' }`): listing every company
 * would be thousands (issue 12), so it shows the ones held, or every company a page at a time, searched and paged on
 * the server, with a switch between the two.
 */
import { Stack, TablePagination, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useDebounced } from '../../../shared/useDebounced';
import { searchCompanies } from '../../company/search';

const PER_PAGE = 25;

interface Searched {
  rows: { id: string; name: string }[] | undefined;
  error: Error | null;
  /** The switch and the search box, above the table. */
  controls?: ReactNode;
  /** The pager, under it. */
  footer?: ReactNode;
}

export const useSearchedRows = ({
  enabled,
  held,
  who,
  t,
  cache,
}: {
  enabled: boolean;
  /** The rows held (the first view). */
  held: { id: string; name: string }[] | undefined;
  who: string;
  t: (key: string, options?: Record<string, unknown>) => string;
  cache: readonly unknown[];
}): Searched => {
  const [view, setView] = useState<'held' | 'all'>('held');
  const [typed, setTyped] = useState('');
  const text = useDebounced(typed.trim());
  const [page, setPage] = useState(0);
  const search = useQuery({
    queryKey: [...cache, 'drillDown', 'companyPage', text, page],
    queryFn: ({ signal }) => searchCompanies(text, signal, PER_PAGE, page + 1),
    enabled: enabled && view === 'all',
    placeholderData: keepPreviousData,
  });
  if (!enabled) return { rows: undefined, error: null };
  const controls = (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: 'held' | 'all' | null) => next && (setView(next), setPage(0))}
        aria-label={t('show')}
      >
        <ToggleButton value="held">{t('showMember', { name: who })}</ToggleButton>
        <ToggleButton value="all">{t('showAll')}</ToggleButton>
      </ToggleButtonGroup>
      {view === 'all' && (
        <TextField
          size="small"
          type="search"
          label={t('searchCompanies')}
          value={typed}
          onChange={(event) => (setTyped(event.target.value), setPage(0))}
        />
      )}
    </Stack>
  );
  if (view === 'held') return { rows: held, error: null, controls };
  return {
    rows: search.data?.options,
    error: search.error,
    controls,
    footer: search.data && search.data.total > PER_PAGE && (
      <TablePagination
        component="div"
        count={search.data.total}
        page={page}
        onPageChange={(_event, next) => setPage(next)}
        rowsPerPage={PER_PAGE}
        rowsPerPageOptions={[PER_PAGE]}
      />
    ),
  };
};
