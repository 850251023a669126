/**
 * The update and view screens of a record: a title, then the definition's tabs. A fields tab is a form
 * (update) or a read-only layout (view); a component tab renders its own component with the record in context.
 */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { Suspense, useRef } from 'react';
import {
  EditBase,
  Loading,
  SaveButton,
  ShowBase,
  SimpleForm,
  SimpleShowLayout,
  Toolbar,
  useCanAccess,
  useEditContext,
  useGetRecordRepresentation,
  usePermissions,
  useRecordContext,
  useShowContext,
  useTranslate,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { hasAnyRole } from '../../shared/roles';
import { createPath, recordMeta, recordPath } from '../paths';
import type { ResourceDefinition, TabDefinition } from '../types';
import { useDefinition } from './DefinitionContext';
import { RecordLinkButton } from './buttons';
import { DeleteRecordButton } from './DeleteRecordButton';
import { FormServerError } from './FormServerError';
import { RecordSummary } from './RecordSummary';
import { renderField, renderInput } from './fieldComponents';
import { ignoreReadError, RecordFailure } from './LoadFailure';
import { RecordScreenContext } from './RecordScreen';
import { RouteTabs } from './RouteTabs';

const tabFields = (def: ResourceDefinition, tab: TabDefinition, view: 'update' | 'view') =>
  def.fields.filter((f) => (tab.fields ? tab.fields.includes(f.source) : view === 'update' ? f.edit : f.show));

const RecordTitle = ({ view }: { view: 'update' | 'view' }) => {
  const { definition } = useDefinition();
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(definition.name);
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
      <Typography variant="h5" component="h1">
        {translate('portico.shell.record.title', {
          name: translate(`resources.${definition.name}.name`, { smart_count: 1 }),
          title: String(represent(record)),
        })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <RecordLinkButton view={view === 'update' ? 'view' : 'update'} />
        {definition.headerActions?.(record)}
      </Stack>
    </Stack>
  );
};

const FormToolbar = ({ allowDelete }: { allowDelete: boolean }) => {
  const { definition } = useDefinition();
  const record = useRecordContext();
  const { canAccess } = useCanAccess({ action: 'delete', resource: definition.name, record });
  return (
    <Toolbar sx={{ justifyContent: 'space-between' }}>
      <SaveButton />
      {allowDelete && canAccess && <DeleteRecordButton />}
    </Toolbar>
  );
};

const TabContent = ({ tab, view, first }: { tab: TabDefinition; view: 'update' | 'view'; first: boolean }) => {
  const { definition } = useDefinition();
  if (tab.component) {
    const Component = tab.component;
    return (
      <Suspense fallback={<Loading />}>
        <Component />
      </Suspense>
    );
  }
  const fields = tabFields(definition, tab, view);
  return view === 'update' ? (
    <SimpleForm toolbar={<FormToolbar allowDelete={first} />} noValidate>
      {fields.map((f) => renderInput(definition, f, 'edit'))}
      <FormServerError />
    </SimpleForm>
  ) : (
    <SimpleShowLayout>{fields.map((f) => renderField(definition, f))}</SimpleShowLayout>
  );
};

/** `steps` turns the tabs into the later steps of a create wizard (`{base}/create/{id}/{step}`). */
const RecordTabs = ({ view, steps }: { view: 'update' | 'view'; steps?: string[] }) => {
  const { definition, parentValues } = useDefinition();
  const { id } = useParams();
  const translate = useTranslate();
  const { permissions } = usePermissions();
  const tabs = (definition.route.tabs ?? [{ path: 'details', label: 'Details' }])
    .filter((t) => (steps ? steps.includes(t.path) : !t.views || t.views.includes(view)))
    .filter((t) => !t.roles || hasAnyRole(permissions, t.roles));
  const basePath = steps
    ? `${createPath(definition, parentValues)}/${encodeURIComponent(id!)}/`
    : recordPath(definition, view, id!, parentValues, '');
  return (
    <RouteTabs
      basePath={basePath.replace(/\/$/, '')}
      ariaLabel={translate(`resources.${definition.name}.name`, { smart_count: 1 })}
      tabs={tabs.map((tab, index) => ({
        path: tab.path,
        labelKey: `resources.${definition.name}.tabs.${tab.path}`,
        element: <TabContent tab={tab} view={view} first={index === 0} />,
      }))}
    />
  );
};

interface FrameProps {
  view: 'update' | 'view';
  steps?: string[];
  /** Why the record could not be read; it wins over any placeholder react-admin offers from a list. */
  error: unknown;
  isFetching: boolean;
  refetch: () => unknown;
}

/**
 * The last failure stays on screen while the record is asked for again (Try again, or the page mounting after its
 * breadcrumb already failed to read it): react-query clears the error when a fetch starts, which would flash the
 * page back to a spinner.
 */
const useShownError = (error: unknown, isFetching: boolean) => {
  const last = useRef<unknown>(null);
  if (error) last.current = error;
  else if (!isFetching) last.current = null;
  return error || last.current;
};

const Frame = ({ view, steps, error, isFetching, refetch }: FrameProps) => {
  const record = useRecordContext();
  const shownError = useShownError(error, isFetching);
  if (shownError) return <RecordFailure error={shownError} retry={refetch} />;
  if (!record) return <Loading />;
  return (
    <RecordScreenContext.Provider value={view}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <RecordTitle view={view} />
          <RecordSummary />
          <RecordTabs view={view} steps={steps} />
        </CardContent>
      </Card>
    </RecordScreenContext.Provider>
  );
};

const UpdateFrame = ({ steps }: { steps?: string[] }) => {
  const { error, isFetching, refetch } = useEditContext();
  return <Frame view="update" steps={steps} error={error} isFetching={isFetching} refetch={refetch} />;
};

const ViewFrame = () => {
  const { error, isFetching, refetch } = useShowContext();
  return <Frame view="view" error={error} isFetching={isFetching} refetch={refetch} />;
};

export const ResourceUpdate = ({ steps }: { steps?: string[] }) => {
  const { definition, parentValues } = useDefinition();
  const { id } = useParams();
  return (
    <EditBase
      resource={definition.name}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={{ meta: recordMeta(definition, parentValues), onError: ignoreReadError }}
      mutationOptions={{ meta: recordMeta(definition, parentValues) }}
    >
      <UpdateFrame steps={steps} />
    </EditBase>
  );
};

export const ResourceView = () => {
  const { definition, parentValues } = useDefinition();
  const { id } = useParams();
  return (
    <ShowBase resource={definition.name} id={id} queryOptions={{ meta: recordMeta(definition, parentValues), onError: ignoreReadError }}>
      <ViewFrame />
    </ShowBase>
  );
};
