/**
 * Which companies the company level lists. A client administrator's own companies are a handful: all of them, each
 * marked assigned or not. Staff of every company would be listing thousands (issue 12): they see the companies the
 * user belongs to, or every company a page at a time, searched and paged on the server, with a switch between the two.
 */
import { Stack, TablePagination, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useDebounced } from '../../../src/shared/useDebounced';
import { searchCompanies } from '../../../src/framework/views';
import { actsForAllCompanies } from '../rights';
import { useVisibleCompanies } from '../useReferenceData';
import { useCompaniesOfUser } from './queries';

const PER_PAGE = 25;

interface Listed {
  /** The companies on screen, by name. */
  companies: { id: string; name: string }[] | undefined;
  /** The companies the user belongs to (every one, whatever is on screen). */
  memberIds: Set<string> | undefined;
  /** Whether `companies` is every company the signed-in user works for (not one view or page of them). */
  complete: boolean;
  error: Error | null;
  /** The switch, the search box and the pager, for staff of every company. */
  controls?: ReactNode;
  footer?: ReactNode;
}

export const useCompanyRows = (userId: string, userName: string): Listed => {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`resources.users.permissions.${key}`, options);
  const { permissions: actorRole } = usePermissions<string>();
  const everyCompany = actsForAllCompanies(actorRole);
  const [view, setView] = useState<'member' | 'all'>('member');
  const [typed, setTyped] = useState('');
  const text = useDebounced(typed.trim());
  const [page, setPage] = useState(0);
  const member = useCompaniesOfUser(userId);
  const own = useVisibleCompanies(!everyCompany);
  const search = useQuery({
    queryKey: ['users', 'companyPage', text, page],
    queryFn: ({ signal }) => searchCompanies(text, signal, PER_PAGE, page + 1),
    enabled: everyCompany && view === 'all',
    placeholderData: keepPreviousData,
  });
  const memberIds = member.data && new Set(member.data.map((c) => c.id));
  if (!everyCompany) return { companies: own.data, memberIds, complete: true, error: own.error ?? member.error };

  const controls = (
    <Stack direction="row" spacing={2} flexWrap="wrap" useFlexGap alignItems="center">
      <ToggleButtonGroup
        exclusive
        size="small"
        value={view}
        onChange={(_event, next: 'member' | 'all' | null) => next && (setView(next), setPage(0))}
        aria-label={t('show')}
      >
        <ToggleButton value="member">{t('showMember', { name: userName })}</ToggleButton>
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
  if (view === 'member') return { companies: member.data, memberIds, complete: false, error: member.error, controls };
  return {
    companies: search.data?.options,
    memberIds,
    complete: false,
    error: search.error ?? member.error,
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
