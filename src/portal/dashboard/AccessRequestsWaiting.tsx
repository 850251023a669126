/**
 * For approvers (the roles that decide access requests: SuperAdmin, Support, ClientAdmin), last on the dashboard: how
 * many requests wait for a decision, with the way to Manage Access. Live (issue 26 item 4): the count follows the
 * access-request events within a second or two and a new request is announced politely, as on the queue itself,
 * since both are the queue's definition (`live` and its catalogue) read through the same cache.
 */
import { Alert, Box, Button, Link as MuiLink, Skeleton, Typography } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { errorMessages } from '../../../providers/http';
import accessRequestDecisions, { MANAGE_ACCESS } from '../../../resources/accessRequestDecisions';
import { LiveRefresh } from '../../framework/views/LiveRefresh';

const WAITING = { approvalStatus: 'Pending' };

export const AccessRequestsWaiting = () => {
  const translate = useTranslate();
  // One row is enough: the count is the answer's total (Content-Range).
  const waiting = useGetList(accessRequestDecisions.name, { pagination: { page: 1, perPage: 1 }, filter: WAITING });
  const total = waiting.total;
  return (
    <Box component="section" aria-labelledby="access-requests-waiting" sx={{ mt: 2, mb: 4 }}>
      <Typography id="access-requests-waiting" variant="h5" component="h2" gutterBottom>
        {translate('portico.shell.dashboard.waiting.heading')}
      </Typography>
      {waiting.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void waiting.refetch()}>
              {translate('portico.shell.record.retry')}
            </Button>
          }
        >
          {translate('portico.shell.dashboard.waiting.failed', { reason: errorMessages(waiting.error).join(' ') })}
        </Alert>
      ) : total === undefined ? (
        <Skeleton variant="text" aria-hidden sx={{ maxWidth: '30rem' }} />
      ) : (
        <>
          <Typography variant="body2" color="text.secondary">
            {total > 0
              ? translate('portico.shell.dashboard.waiting.count', { smart_count: total })
              : translate('portico.shell.dashboard.waiting.none')}
          </Typography>
          {/* A line of its own: a link wrapping inside the sentence on a phone lies over the words before it. */}
          <MuiLink component={Link} to={MANAGE_ACCESS.path} variant="body2" sx={{ display: 'inline-block', mt: 1 }}>
            {translate('portico.shell.dashboard.waiting.open')}
          </MuiLink>
        </>
      )}
      <LiveRefresh definition={accessRequestDecisions} />
    </Box>
  );
};

export default AccessRequestsWaiting;
