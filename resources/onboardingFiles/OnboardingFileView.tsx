/**
 * One uploaded file at `…/history/file/{fileId}`: while it is processed, a progress bar with the rows done and the
 * time left, its counts moving as the service reports them (the framework's JobProgress); then its summary and every line with
 * what it was taken to do (spec 3.2 Processing result: a line not created but taken as Update names a record that
 * exists and stayed as it was), its outcome and notes. Nothing is kept in the page: coming back reads it again.
 * @custom A processed file's summary over its lines, each with what it was taken to do, read from the gateway's own
 * result shape (not a record with fields), followed live while it is processed.
 */
import { Card, CardContent, Link as MuiLink, Typography } from '@mui/material';
import { useEffect } from 'react';
import { Loading, RecordContextProvider, ResourceContextProvider, SimpleShowLayout, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { listPath, recordMeta } from '../../src/framework';
import { JobProgress, JobProgressFailure, LoadFailure, renderField, useDefinition } from '../../src/framework/views';
import { useFileProgress, type FileSummary } from './api';
import { UploadSummary } from './UploadStatus';

const M = 'resources.onboardingFiles';

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
  const ended = running && progress.record !== undefined && progress.record.status !== 'InProgress';
  useEffect(() => {
    if (ended) void refetch();
  }, [ended, refetch]);
  if (isPending) return <Loading />;
  if (!data) return <LoadFailure error={error} retry={refetch} />;
  const file: FileSummary = running && progress.record ? { ...data, ...progress.record } : data;
  return (
    <ResourceContextProvider value={definition.name}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {file.fileName}
          </Typography>
          {file.status === 'InProgress' && <JobProgress progress={file.progress} messages={`${M}.progress`} />}
          {running && progress.failures > 0 && <JobProgressFailure {...progress} messages={`${M}.progress`} />}
          <div role="status">{!running && <UploadSummary record={file} />}</div>
          <RecordContextProvider value={file}>
            <SimpleShowLayout sx={{ px: 0 }}>
              {definition.fields
                .filter((f) => f.show && (f.source !== 'message' || file.message) && (f.source !== 'rows' || !running))
                .map((f) => renderField(definition, f))}
            </SimpleShowLayout>
          </RecordContextProvider>
          <MuiLink component={Link} to={listPath(definition, parentValues)} sx={{ display: 'inline-block', mt: 2 }}>
            {translate(`${M}.backToHistory`)}
          </MuiLink>
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};

export default OnboardingFileView;
