/**
 * A file being processed: a labelled bar ("Processing: 1,250 of 10,000 rows"), the rows done and the time left at
 * the rate so far ("About 2 minutes left"). Drawn from the summary the service last gave (useFileProgress).
 * @custom Part of the file's page: how far the service has got with a file, a progress the framework has no other
 * user for; it becomes a block if a second long-running job appears.
 */
import { Box, LinearProgress, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { secondsLeft, timeLeftWords } from '../../src/shared/timeLeft';
import type { FileSummary } from './useFileProgress';

const M = 'resources.onboardingFiles.progress';

export const FileProgress = ({ file }: { file: FileSummary }) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const numbers = new Intl.NumberFormat(locale);
  const number = (n: number) => numbers.format(n);
  const { rowsDone, rowsTotal } = file.progress;
  const percent = rowsTotal > 0 ? Math.floor((rowsDone / rowsTotal) * 100) : 0;
  const rows = { done: number(rowsDone), total: number(rowsTotal), smart_count: rowsTotal };
  const left = secondsLeft(file.progress);
  const words = left === undefined ? undefined : timeLeftWords(left);
  return (
    <Box sx={{ my: 2 }}>
      <LinearProgress
        variant="determinate"
        value={percent}
        aria-label={translate(`${M}.label`, rows)}
        sx={{ height: 8, borderRadius: 1 }}
      />
      <Typography variant="body2" sx={{ mt: 1 }}>
        {translate(`${M}.done`, rows)}{' '}
        {words ? translate(`${M}.left.${words.key}`, { smart_count: words.count }) : translate(`${M}.estimating`)}
      </Typography>
    </Box>
  );
};
