/**
 * A nested resource's screens inside its tab of the parent's record screen: its list, create and record routes,
 * relative to `{parent record}/{tab}`. The parent's screen (update or view) is the mode its records open in.
 */
import { Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Navigate, Route, Routes } from 'react-router-dom';
import { headingOf } from '../nesting';
import { listPath, listSegment, recordSegment, type RecordMode, type RouteParams } from '../paths';
import type { ResourceDefinition } from '../types';
import { CreateLinkButton } from './buttons';
import { DefinitionProvider } from './DefinitionContext';
import { ListSkeleton } from './ListSkeleton';
import { ViewElement } from './ViewElement';

interface NestedProps {
  child: ResourceDefinition;
  mode: RecordMode;
  /** The parent's own parent params plus its id under the child's `idParam`. */
  parentValues: RouteParams;
}

/** The record screen a mode opens, or the other one when the resource has only that. */
const recordView = (child: ResourceDefinition, mode: RecordMode): RecordMode =>
  child.route.views[mode] ? mode : mode === 'update' ? 'view' : 'update';

/**
 * The head of a nested list: the tab's heading (a level below the parent record's title) and, for those who may, its
 * Create. Drawn with the tab, before the list's code or its first page, and kept while they arrive, so neither moves.
 */
const NestedListHead = ({ child, mode, parentValues }: NestedProps) => {
  const translate = useTranslate();
  return (
    <DefinitionProvider definition={child} parentValues={parentValues} mode={mode}>
      <Stack direction="row" alignItems="center" justifyContent="space-between" spacing={1} sx={{ minHeight: 36 }}>
        <Typography variant="subtitle1" component={headingOf(child)} sx={{ fontWeight: 600 }}>
          {translate(`resources.${child.name}.parentTab`)}
        </Typography>
        <CreateLinkButton />
      </Stack>
    </DefinitionProvider>
  );
};

export const NestedResource = ({ child, mode, parentValues }: NestedProps) => {
  const { views } = child.route;
  const list = listSegment(child);
  const view = recordView(child, mode);
  const segment = recordSegment(child, view);
  const element = (kind: 'create' | RecordMode) => <ViewElement definition={child} view={kind} parentValues={parentValues} mode={mode} />;
  const listElement = (
    <>
      <NestedListHead child={child} mode={mode} parentValues={parentValues} />
      <ViewElement definition={child} view="list" parentValues={parentValues} mode={mode} placeholder={<ListSkeleton />} />
    </>
  );
  return (
    <Routes>
      {views.list && (list ? <Route path={list} element={listElement} /> : <Route index element={listElement} />)}
      {views.create && !child.parent?.createSegment && <Route path="create/*" element={element('create')} />}
      {(views.update || views.view) && <Route path={`${segment ? `${segment}/` : ''}:id/*`} element={element(view)} />}
      {views.list && <Route path="*" element={<Navigate to={listPath(child, parentValues, mode)} replace />} />}
    </Routes>
  );
};

/** The nested resource's create screen at its own segment of the parent's record screen (`create-scheme`). */
export const NestedCreate = ({ child, mode, parentValues }: NestedProps) => (
  <ViewElement definition={child} view="create" parentValues={parentValues} mode={mode} />
);
