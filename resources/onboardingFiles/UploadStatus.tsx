/**
 * An upload's status as a person reads it: "Completed" only when every line went in, "Completed with 2 errors" when
 * some did not (the gateway's status stays Completed: the file was processed; the lines say what failed).
 * @custom A display of one field whose words depend on two values (status and failed lines), named in
 * `fields.display`.
 */
import { Alert, Chip } from '@mui/material';
import { useRecordContext, useTranslate, type RaRecord } from 'react-admin';

const M = 'resources.onboardingFiles';

interface UploadRecord extends RaRecord {
  status: 'InProgress' | 'Uploaded' | 'Completed' | 'Failed';
  totals?: { Created: number; Updated: number; PartiallyCreated: number; NotCreated: number };
}

const errorsOf = (record: UploadRecord) => record.totals?.NotCreated ?? 0;

export const UploadStatus = () => {
  const record = useRecordContext<UploadRecord>();
  const translate = useTranslate();
  if (!record) return null;
  const errors = errorsOf(record);
  const label =
    record.status === 'Completed' && errors > 0
      ? translate(`${M}.status.completedWithErrors`, { smart_count: errors })
      : translate(`${M}.status.${record.status}`);
  const colour = record.status === 'Failed' ? 'error' : record.status !== 'Completed' ? 'default' : errors > 0 ? 'warning' : 'success';
  return <Chip size="small" color={colour} label={label} />;
};

/** The outcome in one sentence at the top of an upload: how many lines, how many went in, what to do next. */
export const UploadSummary = ({ record }: { record: UploadRecord }) => {
  const translate = useTranslate();
  if (record.status !== 'Completed' || !record.totals) return null;
  const { Created, Updated, PartiallyCreated, NotCreated } = record.totals;
  const read = Created + Updated + PartiallyCreated + NotCreated;
  const counts = { read, created: Created, updated: Updated, partly: PartiallyCreated, failed: NotCreated };
  return (
    <Alert severity={NotCreated > 0 ? 'warning' : 'success'} role="status" sx={{ my: 2 }}>
      {translate(`${M}.summary.counts`, { ...counts, smart_count: read })}{' '}
      {NotCreated > 0 ? translate(`${M}.summary.correct`, { smart_count: NotCreated }) : translate(`${M}.summary.allIn`)}
    </Alert>
  );
};
