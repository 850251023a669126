/**
 * A nested resource's screens inside its tab of the parent's record screen: its list, create and record routes,
 * relative to `{parent record}/{tab}`. The parent's screen (update or view) is the mode its records open in.
 */
import { Navigate, Route, Routes } from 'react-router-dom';
import { listPath, listSegment, recordSegment, type RecordMode, type RouteParams } from '../paths';
import type { ResourceDefinition } from '../types';
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

export const NestedResource = ({ child, mode, parentValues }: NestedProps) => {
  const { views } = child.route;
  const list = listSegment(child);
  const view = recordView(child, mode);
  const segment = recordSegment(child, view);
  const element = (kind: 'list' | 'create' | RecordMode) => (
    <ViewElement definition={child} view={kind} parentValues={parentValues} mode={mode} />
  );
  return (
    <Routes>
      {views.list && (list ? <Route path={list} element={element('list')} /> : <Route index element={element('list')} />)}
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
