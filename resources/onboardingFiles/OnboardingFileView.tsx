/**
 * One uploaded file at `…/history/file/{fileId}`: its summary, then every line with what it was taken to do (spec 3.2
 * Processing result: a line not created but taken as Update names a record that exists and stayed as it was), its
 * outcome and notes.
 * @custom A processed file's summary over its lines, each with what it was taken to do, read from the gateway's own
 * result shape (not a record with fields); issue 26 adds live progress to it.
 */
import { Card, CardContent, Chip, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { Loading, RecordContextProvider, ResourceContextProvider, SimpleShowLayout, useGetOne, useTranslate } from 'react-admin';
import { Link, useParams } from 'react-router-dom';
import { listPath, recordMeta } from '../../src/framework';
import { renderField, useDefinition } from '../../src/framework/views';
import { UploadSummary } from './UploadStatus';

interface Row {
  line: number;
  entityType: string | null;
  name: string;
  processingResult: 'None' | 'Create' | 'Update';
  outcome: 'Created' | 'Updated' | 'PartiallyCreated' | 'NotCreated';
  messages: string[];
}

const M = 'resources.onboardingFiles';
const COLOURS = { Created: 'success', Updated: 'info', PartiallyCreated: 'warning', NotCreated: 'error' } as const;

export const OnboardingFileView = () => {
  const { definition, parentValues } = useDefinition();
  const { id } = useParams();
  const translate = useTranslate();
  const { data, isPending, error } = useGetOne(definition.name, { id: id!, meta: recordMeta(definition, parentValues) });
  if (isPending) return <Loading />;
  if (error || !data)
    return (
      <Typography role="alert" color="error">
        {error?.message}
      </Typography>
    );
  const rows = (data.rows ?? []) as Row[];
  return (
    <ResourceContextProvider value={definition.name}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {data.fileName}
          </Typography>
          <UploadSummary record={data as Parameters<typeof UploadSummary>[0]['record']} />
          <RecordContextProvider value={data}>
            <SimpleShowLayout sx={{ px: 0 }}>
              {definition.fields.filter((f) => f.show && (f.source !== 'message' || data.message)).map((f) => renderField(definition, f))}
            </SimpleShowLayout>
          </RecordContextProvider>
          {rows.length > 0 && (
            <Table size="small" aria-label={translate(`${M}.rows.title`)}>
              <TableHead>
                <TableRow>
                  {(['line', 'entityType', 'name', 'processingResult', 'outcome', 'messages'] as const).map((c) => (
                    <TableCell key={c}>{translate(`${M}.rows.${c}`)}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {rows.map((r) => (
                  <TableRow key={r.line}>
                    <TableCell>{r.line}</TableCell>
                    <TableCell>{r.entityType}</TableCell>
                    <TableCell>{r.name}</TableCell>
                    <TableCell>{translate(`${M}.processingResults.${r.processingResult}`)}</TableCell>
                    <TableCell>
                      <Chip size="small" color={COLOURS[r.outcome]} label={translate(`${M}.outcomes.${r.outcome}`)} />
                    </TableCell>
                    <TableCell>{r.messages.join(' ')}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <MuiLink component={Link} to={listPath(definition, parentValues)} sx={{ display: 'inline-block', mt: 2 }}>
            {translate(`${M}.backToHistory`)}
          </MuiLink>
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};

export default OnboardingFileView;
