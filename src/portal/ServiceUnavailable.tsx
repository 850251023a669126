/**
 * The signed-in user's record could not be loaded because the portal API or the network failed. Without it no
 * role is known, and every page would read as refused: this says what happened instead, and tries again.
 */
import { Alert, AlertTitle, Button, Card, CardContent } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Loading, Title, useTranslate } from 'react-admin';
import { clearCurrentUser, getCurrentUser, isCurrentUserUnavailable } from '../../providers/currentUser';

const ServiceUnavailable = ({ retry, retrying }: { retry: () => void; retrying: boolean }) => {
  const translate = useTranslate();
  const title = translate('portico.shell.serviceUnavailable.title');
  return (
    <Card sx={{ mt: 2 }}>
      <Title title={title} />
      <CardContent>
        <Alert severity="error" role="alert">
          <AlertTitle component="h1">{title}</AlertTitle>
          {translate('portico.shell.serviceUnavailable.body')}
          <div>
            <Button variant="outlined" color="inherit" size="small" sx={{ mt: 1 }} disabled={retrying} onClick={retry}>
              {translate('portico.shell.serviceUnavailable.retry')}
            </Button>
          </div>
        </Alert>
      </CardContent>
    </Card>
  );
};

/**
 * The signed-in user, as the portal's frame and pages wait for it. Never stale: it is the session module's own copy
 * (asked for again only after a retry, which invalidates it). Asked again at each mount, it answered the same user at
 * once but flagged a fetch, and every component already reading it was drawn again, synchronously (docs/performance.md).
 */
export const useCurrentUser = () => useQuery({ queryKey: ['portico', 'currentUser'], queryFn: getCurrentUser, staleTime: Infinity });

/** Shows the page once the current user is known; an outage while loading it is said as one, never as 'denied'. */
export const CurrentUserGate = ({ children }: { children: ReactNode }) => {
  const queryClient = useQueryClient();
  const [retrying, setRetrying] = useState(false);
  const user = useCurrentUser();
  if (user.isPending) return <Loading />;
  if (user.data === null && isCurrentUserUnavailable()) {
    const retry = () => {
      setRetrying(true);
      clearCurrentUser();
      // Everything asked while the user was unknown (permissions, menus, access checks) is asked again.
      void queryClient.invalidateQueries().finally(() => setRetrying(false));
    };
    return <ServiceUnavailable retry={retry} retrying={retrying} />;
  }
  return <>{children}</>;
};
