/**
 * The update and view screens of a record: a title, then the definition's tabs (`RecordTabs`), or the wizard's
 * steps while the record is being set up.
 */
import { Card, CardContent, Stack, Typography } from '@mui/material';
import { lazy, memo, Suspense, useRef } from 'react';
import {
  EditBase,
  Loading,
  ShowBase,
  useEditContext,
  useGetRecordRepresentation,
  useRecordContext,
  useShowContext,
  useTranslate,
  type RaRecord,
} from 'react-admin';
import { useParams } from 'react-router-dom';
import { headingOf } from '../nesting';
import { recordMeta } from '../paths';
import type { WizardDefinition } from '../types';
import { useDefinition } from './DefinitionContext';
import { RecordLinkButton } from './buttons';
import { RecordSummary } from './RecordSummary';
import { ignoreReadError, RecordFailure } from './LoadFailure';
import { RecordScreenContext } from './RecordScreen';
import { RecordTabs } from './RecordTabs';
import { ChangedElsewhere } from './ChangedElsewhere';
import { useFirstReadFreshness } from './useFirstReadFreshness';
import { WizardSteps } from './Wizard';

/** A definition's declared `recordActions`: their chunk comes only with a record that has them. */
const HeaderActions = lazy(() => import('./blocks/HeaderActions'));

const RecordTitle = ({ view }: { view: 'update' | 'view' }) => {
  const { definition } = useDefinition();
  const heading = headingOf(definition);
  const record = useRecordContext();
  const represent = useGetRecordRepresentation(definition.name);
  const translate = useTranslate();
  if (!record) return null;
  return (
    <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }}>
      <Typography variant={heading === 'h1' ? 'h5' : 'h6'} component={heading}>
        {translate('portico.shell.record.title', {
          name: translate(`resources.${definition.name}.name`, { smart_count: 1 }),
          title: String(represent(record)),
        })}
      </Typography>
      <Stack direction="row" spacing={1}>
        <RecordLinkButton view={view === 'update' ? 'view' : 'update'} />
        {definition.recordActions && (
          <Suspense fallback={null}>
            <HeaderActions record={record} declared={definition.recordActions} />
          </Suspense>
        )}
      </Stack>
    </Stack>
  );
};

interface FrameProps {
  view: 'update' | 'view';
  wizard?: WizardDefinition;
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

/**
 * A nested record reached under a parent it does not belong to (an id changed in the URL) is not shown there: its
 * own parent field must name the parent in the URL.
 */
const useMisplaced = (record: RaRecord | undefined): Error | undefined => {
  const { definition, parentValues } = useDefinition();
  const translate = useTranslate();
  const idParam = definition.parent?.idParam;
  const own: unknown = idParam && record?.[idParam];
  if (!idParam || own === undefined || own === null || String(own) === parentValues[idParam]) return undefined;
  const name = (resource: string) => translate(`resources.${resource}.name`, { smart_count: 1 }).toLowerCase();
  return new Error(
    translate('portico.shell.record.notHere', { name: name(definition.name), parent: name(definition.parent!.definition.name) }),
  );
};

/**
 * Drawn again only when its props or what it reads change: react-admin's edit context also changes while a save is
 * under way (its `saving`), which redrew the whole record, about 530 components, right after each Save was pressed
 * (docs/performance.md, "save a record's edit").
 */
const Frame = memo(function Frame({ view, wizard, error, isFetching, refetch }: FrameProps) {
  const { definition } = useDefinition();
  const record = useRecordContext();
  const shownError = useShownError(error, isFetching);
  const misplaced = useMisplaced(record);
  if (shownError) return <RecordFailure error={shownError} retry={refetch} />;
  if (!record) return <Loading />;
  if (misplaced) return <RecordFailure error={misplaced} retry={refetch} />;
  return (
    <RecordScreenContext.Provider value={view}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <RecordTitle view={view} />
          {definition.live && <ChangedElsewhere reload={refetch} />}
          {/* In the wizard its stepper says where the setup stands. */}
          {wizard ? (
            <WizardSteps wizard={wizard} />
          ) : (
            <>
              <RecordSummary />
              <RecordTabs view={view} />
            </>
          )}
        </CardContent>
      </Card>
    </RecordScreenContext.Provider>
  );
});

const UpdateFrame = ({ wizard }: { wizard?: WizardDefinition }) => {
  const { error, isFetching, refetch } = useEditContext();
  return <Frame view="update" wizard={wizard} error={error} isFetching={isFetching} refetch={refetch} />;
};

const ViewFrame = () => {
  const { error, isFetching, refetch } = useShowContext();
  return <Frame view="view" error={error} isFetching={isFetching} refetch={refetch} />;
};

/** How the screen reads its record: the one the portal read as it started is fresh for it (useFirstReadFreshness). */
const useRecordRead = () => {
  const { definition, parentValues } = useDefinition();
  const meta = recordMeta(definition, parentValues);
  const staleTime = useFirstReadFreshness();
  return { meta, queryOptions: { meta, onError: ignoreReadError, staleTime } };
};

/** `wizard`: the record is being set up through the create wizard (`{base}/create/{id}/{step}`). */
export const ResourceUpdate = ({ wizard }: { wizard?: WizardDefinition }) => {
  const { definition } = useDefinition();
  const { id } = useParams();
  const { meta, queryOptions } = useRecordRead();
  return (
    <EditBase
      resource={definition.name}
      id={id}
      mutationMode="pessimistic"
      redirect={false}
      queryOptions={queryOptions}
      mutationOptions={{ meta }}
      // The update view's guard (ViewElement) has judged 'edit', and the portal is drawn signed in only: asked again of
      // react-admin, the read waited a drawing for its asynchronous access check. A wizard's later steps are under the
      // create view's guard, so there react-admin still asks whether the user may edit.
      disableAuthentication={!wizard}
    >
      <UpdateFrame wizard={wizard} />
    </EditBase>
  );
};

export const ResourceView = () => {
  const { definition } = useDefinition();
  const { id } = useParams();
  const { queryOptions } = useRecordRead();
  return (
    // The view's guard has judged 'show' (see ResourceUpdate).
    <ShowBase resource={definition.name} id={id} queryOptions={queryOptions} disableAuthentication>
      <ViewFrame />
    </ShowBase>
  );
};
