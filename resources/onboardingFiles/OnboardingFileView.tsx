/**
 * One uploaded file at `…/history/file/{fileId}`: while it is processed, a progress bar with the rows done and the
 * time left, its counts moving as the service reports them (useFileProgress); then its summary and every line with
 * what it was taken to do (spec 3.2 Processing result: a line not created but taken as Update names a record that
 * exists and stayed as it was), its outcome and notes. Nothing is kept in the page: coming back reads it again.
 * @custom A processed file's summary over its lines, each with what it was taken to do, read from the gateway's own
 * result shape (not a record with fields), followed live while it is processed.
 */
import { Alert, Button, Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Loading, RecordContextProvider, ResourceContextProvider, SimpleShowLayout, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { listPath, recordMeta } from '../../src/framework';
import { LoadFailure, renderField, useDefinition } from '../../src/framework/views';
import { FileLines } from './FileLines';
import { FileProgress } from './FileProgress';
import { useFileProgress, POLL_MS, type FileSummary } from './useFileProgress';
import { UploadSummary } from './UploadStatus';

const M = 'resources.onboardingFiles';

/** Why the progress is not moving: said while it is asked again, and with a way to ask once it stopped asking. */
const ProgressFailure = ({ failures, gaveUp, retry }: { failures: number; gaveUp: boolean; retry: () => void }) => {
  const translate = useTranslate();
  return gaveUp ? (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" onClick={retry}>
          {translate(`${M}.progress.tryAgain`)}
        </Button>
      }
    >
      {translate(`${M}.progress.stopped`)}
    </Alert>
  ) : (
    <Alert severity="warning" role="status">
      {translate(`${M}.progress.retrying`, { smart_count: (POLL_MS * 2 ** failures) / 1000 })}
    </Alert>
  );
};

export const OnboardingFileView = () => {
  const { definition, parentValues } = useDefinition();
  const { id } = useParams();
  const translate = useTranslate();
  const { data, isPending, error, refetch } = useGetOne<FileSummary>(definition.name, {
    id: id!,
    meta: recordMeta(definition, parentValues),
  });
  const running = data?.status === 'InProgress';
  const progress = useFileProgress(id!, running);
  // The summary says processing ended: the file is read once more, with all its lines.
  const ended = running && progress.file !== undefined && progress.file.status !== 'InProgress';
  useEffect(() => {
    if (ended) void refetch();
  }, [ended, refetch]);
  if (isPending) return <Loading />;
  if (!data) return <LoadFailure error={error} retry={refetch} />;
  const file: FileSummary = running && progress.file ? { ...data, ...progress.file } : data;
  return (
    <ResourceContextProvider value={definition.name}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {file.fileName}
          </Typography>
          {file.status === 'InProgress' && <FileProgress file={file} />}
          {running && progress.failures > 0 && <ProgressFailure {...progress} />}
          <div role="status">{!running && <UploadSummary record={file} />}</div>
          <RecordContextProvider value={file}>
            <SimpleShowLayout sx={{ px: 0 }}>
              {definition.fields.filter((f) => f.show && (f.source !== 'message' || file.message)).map((f) => renderField(definition, f))}
            </SimpleShowLayout>
          </RecordContextProvider>
          {!running && <FileLines rows={data.rows ?? []} />}
          <MuiLink component={Link} to={listPath(definition, parentValues)} sx={{ display: 'inline-block', mt: 2 }}>
            {translate(`${M}.backToHistory`)}
          </MuiLink>
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};

export default OnboardingFileView;
