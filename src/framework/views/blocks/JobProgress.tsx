/**
 * A long job followed while it runs (useJobProgress): a labelled bar ("Processing: 1,250 of 10,000 rows"), the rows
 * done and the time left at the rate so far ("About 2 minutes left"), and, apart, why the progress is not moving.
 * `messages`: a full catalogue key, the group with `label`, `done`, `estimating`, `left.{fewSeconds, seconds, minutes,
 * hours}`, `retrying`, `stopped` and `tryAgain`.
 */
import { Alert, Box, Button, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { secondsLeft, timeLeftWords, type JobProgressState } from '../../../shared/timeLeft';
import { POLL_MS } from './useJobProgress';

export const JobProgress = ({ progress, messages }: { progress: JobProgressState; messages: string }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const numbers = new Intl.NumberFormat(locale);
  const number = (n: number) => numbers.format(n);
  const { rowsDone, rowsTotal } = progress;
  const percent = rowsTotal > 0 ? Math.floor((rowsDone / rowsTotal) * 100) : 0;
  const rows = { done: number(rowsDone), total: number(rowsTotal), smart_count: rowsTotal };
  const left = secondsLeft(progress);
  const words = left === undefined ? undefined : timeLeftWords(left);
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={translate(`${messages}.label`, rows)}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate(`${messages}.done`, rows)}{' '}
        {words ? translate(`${messages}.left.${words.key}`, { smart_count: words.count }) : translate(`${messages}.estimating`)}
      </Typography>
    </Box>
  );
};

/** Why the progress is not moving: said while it is asked again, and with a way to ask once it stopped asking. */
export const JobProgressFailure = ({
  failures,
  gaveUp,
  retry,
  messages,
}: {
  failures: number;
  gaveUp: boolean;
  retry: () => void;
  messages: string;
}) => {
  const translate = useTranslate();
  return gaveUp ? (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {translate(`${messages}.tryAgain`)}
        </Button>
      }
    >
      {translate(`${messages}.stopped`)}
    </Alert>
  ) : (
    <Alert severity="warning" role="status">
      {translate(`${messages}.retrying`, { smart_count: (POLL_MS * 2 ** failures) / 1000 })}
    </Alert>
  );
};
