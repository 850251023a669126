/** auth-history: the user's authentication events, newest first (the API's order), paged on the server. */
import { Alert, Chip, Table, TableBody, TableCell, TableContainer, TableHead, TablePagination, TableRow, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useRecordContext, useTranslate } from 'react-admin';
import { authEvents, type PortalUser } from './api';
import { formatDateTime } from '../../src/shared/format';
import { describeUserAgent } from '../../src/shared/userAgent';

const PER_PAGE_OPTIONS = [10, 25, 50];

/** "Chrome 131 on Windows", with the raw string kept as a tooltip for support staff. */
const AgentCell = ({ agent }: { agent: string | null }) => {
  const translate = useTranslate();
  const { browser, version, system } = describeUserAgent(agent);
  const key = browser ? (system ? 'browserOn' : 'browserOnly') : system ? 'unknownOn' : 'unknown';
  const words = translate(`resources.users.authHistory.agent.${key}`, { browser, version: version ?? '', system }).replace(/\s+/g, ' ');
  return (
    <TableCell title={agent ?? undefined} sx={{ maxWidth: 360, overflowWrap: 'anywhere' }}>
      {words.trim()}
    </TableCell>
  );
};

const AuthHistoryTab = () => {
  const user = useRecordContext<PortalUser>();
  const translate = useTranslate();
  const [page, setPage] = useState(0);
  const [perPage, setPerPage] = useState(10);
  const { data, error, isPending } = useQuery({
    queryKey: ['users', 'authEvents', user?.id, page, perPage],
    queryFn: ({ signal }) => authEvents(String(user!.id), page + 1, perPage, signal),
    enabled: !!user,
    placeholderData: keepPreviousData,
  });
  if (!user) return null;
  if (isPending) return <Loading />;
  if (error) return <Alert severity="error">{error.message}</Alert>;
  const t = (key: string) => translate(`resources.users.authHistory.${key}`);
  if (data.total === 0) return <Typography>{t('empty')}</Typography>;
  return (
    <>
      <TableContainer>
        <Table size="small" aria-label={t('label')}>
          <TableHead>
            <TableRow>
              {['occurredAt', 'type', 'outcome', 'ipAddress', 'userAgent'].map((c) => (
                <TableCell key={c}>{t(c)}</TableCell>
              ))}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.items.map((event) => (
              <TableRow key={event.id}>
                <TableCell>
                  <time dateTime={event.occurredAt}>{formatDateTime(event.occurredAt)}</time>
                </TableCell>
                <TableCell>{translate(`resources.users.authHistory.types.${event.type}`, { _: event.type })}</TableCell>
                <TableCell>
                  <Chip
                    size="small"
                    color={event.outcome === 'Success' ? 'success' : 'error'}
                    variant="outlined"
                    label={translate(`resources.users.authHistory.outcomes.${event.outcome}`, { _: event.outcome })}
                  />
                </TableCell>
                <TableCell>{event.ipAddress}</TableCell>
                <AgentCell agent={event.userAgent} />
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      <TablePagination
        component="div"
        count={data.total}
        page={page}
        rowsPerPage={perPage}
        rowsPerPageOptions={PER_PAGE_OPTIONS}
        onPageChange={(_, next) => setPage(next)}
        onRowsPerPageChange={(e) => {
          setPerPage(Number(e.target.value));
          setPage(0);
        }}
      />
    </>
  );
};

export default AuthHistoryTab;
