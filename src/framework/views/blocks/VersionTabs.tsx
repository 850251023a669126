/**
 * A versioned record's tabs (VersionedRecord.tsx): a tab's fields read-only on the view screen, or as a form saved
 * by the tab's own call on the update screen (one that makes a new version says so, and moves to it); and the
 * history, every version from the view's read, each opening read-only at `{history}/{versionId}/details`.
 */
import { Alert, Box, Chip, Link as MuiLink, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, Loading, RecordContextProvider, SimpleShowLayout, Toolbar, useNotify, useTranslate, type RaRecord } from 'react-admin';
import { Link, Navigate, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { FormSaveButton } from '../FormSaveButton';
import type { RecordMode } from '../../paths';
import type { FieldDefinition, ResourceDefinition, TabDefinition } from '../../types';
import { renderColumn, renderField, renderInput } from '../fieldComponents';
import { FormErrorSummary } from '../FormErrorSummary';
import { FormServerError } from '../FormServerError';
import { rowsBody } from '../RowsField';
import { useSubmissionFailure } from '../useSubmissionFailure';
import { callEndpoint, fillValues, useVersioned, versionRead, versionsKey } from './versionedRead';

export const Problem = ({ error }: { error: unknown }) => (
  <Typography role="alert" color="error" sx={{ mt: 2 }}>
    {error instanceof Error ? error.message : String(error)}
  </Typography>
);

/** The tab's fields placed on this screen (`show` to read, `edit` to change). */
const fieldsOf = (def: ResourceDefinition, tab: TabDefinition, screen: RecordMode) =>
  def.fields.filter((f) => (!tab.fields || tab.fields.includes(f.source)) && (screen === 'update' ? f.edit : f.show));

const ReadOnly = ({ fields, version }: { fields: FieldDefinition[]; version: RaRecord }) => {
  const { definition, versions } = useVersioned('view');
  return (
    <RecordContextProvider value={{ ...version, id: version[versions.sources.version] as string }}>
      <SimpleShowLayout sx={{ px: 0 }}>{fields.map((f) => renderField(definition, f))}</SimpleShowLayout>
    </RecordContextProvider>
  );
};

/** A tab of the update screen: its fields, sent with the save's `with` values; the version's values to start from. */
const VersionForm = ({ tab, version }: { tab: TabDefinition; version: RaRecord }) => {
  const { definition, versions, values, base, words } = useVersioned('update');
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const failed = useSubmissionFailure();
  const queryClient = useQueryClient();
  const save = versions.saves[tab.path]!;
  const fields = fieldsOf(definition, tab, 'update');
  const { number, version: versionSource, current } = versions.sources;
  const submit = async (form: Record<string, unknown>) => {
    try {
      const body = {
        ...fillValues(save.with, { ...version, ...values }),
        ...Object.fromEntries(fields.map((f) => [f.source, f.rows ? rowsBody(f, form[f.source], 'edit') : form[f.source]])),
      };
      const answer = await callEndpoint<RaRecord>(definition, save, values, { json: body });
      // Every read of the record may be out of date: its versions, the current one, its list. A save that makes a new
      // version leaves this one: read again now, this version (no longer current) would reset the form to its old
      // values under the user's eyes before the new version opens.
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: versionsKey(definition), refetchType: save.newVersion ? 'none' : 'active' }),
        queryClient.invalidateQueries({ queryKey: [definition.name] }),
      ]);
      notify(`${words}.saved.${tab.path}`, { type: 'info', messageArgs: answer });
      if (save.newVersion) navigate(`${base}/version/${encodeURIComponent(String(answer[versionSource]))}/${tab.path}`);
      return undefined;
    } catch (error) {
      return failed(error);
    }
  };
  // A new form when what it starts from changes (the record renamed, another version).
  const key = JSON.stringify([version[versionSource], ...fields.map((f) => version[f.source] as unknown)]);
  return (
    <Form defaultValues={version} onSubmit={submit as never} mode="onSubmit" key={key} disableInvalidFormNotification>
      {save.newVersion && (
        <Alert severity="info" sx={{ mb: 2 }}>
          {translate(version[versionSource] === version[current] ? `${words}.newVersion` : `${words}.fromOlder`, {
            number: version[number] as number,
          })}
        </Alert>
      )}
      {fields.map((f) => renderInput(definition, f, 'edit'))}
      <FormErrorSummary />
      <FormServerError />
      <Toolbar>
        <FormSaveButton />
      </Toolbar>
    </Form>
  );
};

export const VersionTab = ({ tab, screen, version }: { tab: TabDefinition; screen: RecordMode; version: RaRecord }) => {
  const { definition } = useVersioned(screen);
  return screen === 'update' ? (
    <VersionForm tab={tab} version={version} />
  ) : (
    <ReadOnly fields={fieldsOf(definition, tab, 'view')} version={version} />
  );
};

/** Every version of the record, from the view's read (the view screen has it already; the update screen asks here). */
const VersionList = ({ screen }: { screen: RecordMode }) => {
  const { definition, versions, values, words } = useVersioned(screen);
  const translate = useTranslate();
  const { data, error, isPending } = useQuery(versionRead(definition, 'view', values, String(values.versionId)));
  if (isPending) return <Loading />;
  if (error) return <Problem error={error} />;
  const history = definition.fields.find((f) => f.source === versions.history)!;
  const [first, ...columns] = history.rows!.fields;
  const rows = (data[versions.history] ?? []) as RaRecord[];
  const label = (f: FieldDefinition) => translate(`resources.${definition.name}.rowFields.${history.source}.${f.source}`);
  return (
    <Table size="small" aria-label={translate(`resources.${definition.name}.fields.${history.source}`)}>
      <TableHead>
        <TableRow>
          {[first!, ...columns].map((c) => (
            <TableCell key={c.source}>{label(c)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((row) => (
          <RecordContextProvider key={row.id} value={row}>
            <TableRow>
              <TableCell>
                <MuiLink component={Link} to={`${encodeURIComponent(String(row.id))}/details`}>
                  {translate(`${words}.version`, { number: row[first!.source] as number })}
                </MuiLink>
                {row.id === data[versions.sources.current] && <Chip size="small" sx={{ ml: 1 }} label={translate(`${words}.current`)} />}
              </TableCell>
              {columns.map((c) => (
                <TableCell key={c.source}>{renderColumn(definition, c)}</TableCell>
              ))}
            </TableRow>
          </RecordContextProvider>
        ))}
      </TableBody>
    </Table>
  );
};

/** `{history}/{versionId}/details`: an earlier (or the current) version, read-only, every tab's fields together. */
const HistoricVersion = ({ screen }: { screen: RecordMode }) => {
  const { definition, versions, values, base, words } = useVersioned(screen);
  const { historyId } = useParams();
  const translate = useTranslate();
  const { data, error, isPending } = useQuery(versionRead(definition, 'view', values, historyId!));
  if (isPending) return <Loading />;
  if (error) return <Problem error={error} />;
  const fields = (definition.route.tabs ?? []).flatMap((tab) => fieldsOf(definition, tab, 'view'));
  return (
    <Box>
      <MuiLink component={Link} to={`${base}/version/${encodeURIComponent(String(values.versionId))}/${versions.history}`}>
        {translate(`${words}.allVersions`)}
      </MuiLink>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {translate(`${words}.version`, { number: data[versions.sources.number] as number })}
      </Typography>
      <ReadOnly fields={fields} version={data} />
    </Box>
  );
};

export const VersionHistory = ({ screen }: { screen: RecordMode }) => (
  <Routes>
    <Route index element={<VersionList screen={screen} />} />
    <Route path=":historyId/details" element={<HistoricVersion screen={screen} />} />
    <Route path=":historyId" element={<Navigate to="details" replace />} />
  </Routes>
);
