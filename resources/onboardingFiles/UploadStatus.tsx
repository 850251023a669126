/**
 * An upload's status as a person reads it: "Completed" only when every line went in, "Completed with 2 errors" when
 * some did not (the gateway's status stays Completed: the file was processed; the lines say what failed); "In
 * progress, 40%" while it is processed, followed live (useFileProgress), so a history row moves to its outcome
 * without a reload, and the history and the file are read again when it gets there.
 * @custom A display of one field whose words depend on two values (status and failed lines), named in
 * `fields.display`, that follows a file in progress.
 */
import { Alert, Chip } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { keys, useFileProgress, type FileSummary } from './api';

const M = 'resources.onboardingFiles';

type UploadRecord = RaRecord & Pick<FileSummary, 'status'> & Partial<Pick<FileSummary, 'totals' | 'progress'>>;

const errorsOf = (record: UploadRecord) => record.totals?.NotCreated ?? 0;

const StatusChip = ({ record }: { record: UploadRecord }) => {
  const translate = useTranslate();
  const errors = errorsOf(record);
  const { rowsDone = 0, rowsTotal = 0 } = record.progress ?? {};
  const label =
    record.status === 'Completed' && errors > 0
      ? translate(`${M}.status.completedWithErrors`, { smart_count: errors })
      : record.status === 'InProgress' && rowsTotal > 0
        ? translate(`${M}.status.inProgressPercent`, { percent: Math.floor((rowsDone / rowsTotal) * 100) })
        : translate(`${M}.status.${record.status}`);
  const colour = record.status === 'Failed' ? 'error' : record.status !== 'Completed' ? 'default' : errors > 0 ? 'warning' : 'success';
  return <Chip size="small" color={colour} label={label} />;
};

/** A file in progress: its latest status, and once it has ended every read of the files asked again. */
const FollowedStatus = ({ record }: { record: UploadRecord }) => {
  const queryClient = useQueryClient();
  const current = useFileProgress(String(record.id), true).record ?? record;
  const ended = current.status !== 'InProgress';
  useEffect(() => {
    if (ended) void queryClient.invalidateQueries({ queryKey: keys.files });
  }, [ended, queryClient]);
  return <StatusChip record={current} />;
};

export const UploadStatus = () => {
  const record = useRecordContext<UploadRecord>();
  if (!record) return null;
  return record.status === 'InProgress' ? <FollowedStatus record={record} /> : <StatusChip record={record} />;
};

/**
 * The outcome in one sentence at the top of an upload: how many lines, how many went in, what to do next. Its page
 * keeps the live region it appears in (so it is announced when processing ends), hence no role of its own.
 */
export const UploadSummary = ({ record }: { record: UploadRecord }) => {
  const translate = useTranslate();
  if (record.status !== 'Completed' || !record.totals) return null;
  const { Created, Updated, PartiallyCreated, NotCreated } = record.totals;
  const read = Created + Updated + PartiallyCreated + NotCreated;
  const counts = { read, created: Created, updated: Updated, partly: PartiallyCreated, failed: NotCreated };
  return (
    <Alert severity={NotCreated > 0 ? 'warning' : 'success'} role="none" sx={{ my: 2 }}>
      {translate(`${M}.summary.counts`, { ...counts, smart_count: read })}{' '}
      {NotCreated > 0 ? translate(`${M}.summary.correct`, { smart_count: NotCreated }) : translate(`${M}.summary.allIn`)}
    </Alert>
  );
};
