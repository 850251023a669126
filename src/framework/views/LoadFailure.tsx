import { Alert, AlertTitle, Button, Stack } from '@mui/material';
import { useListContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { isApiError } from '../../../providers/http';
import { listPath } from '../paths';
import { useDefinition } from './DefinitionContext';

interface LoadFailureProps {
  error: unknown;
  retry: () => unknown;
  /** Where to go instead, e.g. back to the list a record came from. */
  back?: { to: string; label: string };
}

/**
 * Why a page's data could not be read, where the data should be: the API's message (spec 8: a 403 with no
 * body reads "You don't have permission to access."), a way to try again when that may help, and a way back.
 */
export const LoadFailure = ({ error, retry, back }: LoadFailureProps) => {
  const translate = useTranslate();
  const status = isApiError(error) ? error.status : undefined;
  const message = error instanceof Error && error.message ? error.message : translate('portico.errors.server');
  // A refusal or a missing record will not change by asking again; a failure of the service or the network may.
  const retryable = status === undefined || status === 0 || status >= 500;
  return (
    <Alert severity="error" role="alert" sx={{ mt: 1 }}>
      <AlertTitle>{message}</AlertTitle>
      {(retryable || back) && (
        <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
          {retryable && (
            <Button variant="outlined" color="inherit" size="small" onClick={() => void retry()}>
              {translate('portico.shell.record.retry')}
            </Button>
          )}
          {back && (
            <Button component={Link} to={back.to} color="inherit" size="small">
              {back.label}
            </Button>
          )}
        </Stack>
      )}
    </Alert>
  );
};

/** A record that could not be read, with the way back to its list. */
export const RecordFailure = ({ error, retry }: { error: unknown; retry: () => unknown }) => {
  const { definition, parentValues, mode } = useDefinition();
  const translate = useTranslate();
  const back = definition.route.views.list
    ? {
        to: listPath(definition, parentValues, mode),
        label: translate('portico.shell.record.backToList', { name: translate(`resources.${definition.name}.name`, { smart_count: 2 }) }),
      }
    : undefined;
  return <LoadFailure error={error} retry={retry} back={back} />;
};

/** A list that could not be read: `<List error={<ListFailure />}>`. */
export const ListFailure = () => {
  const { error, refetch } = useListContext();
  return <LoadFailure error={error} retry={refetch} />;
};

/**
 * react-admin's default on a failed read notifies (and, for a record, leaves for the list) whatever the failure;
 * the failure components above say why where the user is instead.
 */
export const ignoreReadError = () => undefined;
