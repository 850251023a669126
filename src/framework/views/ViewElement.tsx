/**
 * One view of one definition, as a route's element: the definition in context, the access guard, then the
 * definition's override or the generated screen. Top-level routes and nested resources' routes both use it.
 */
import { Suspense, lazy, type ComponentType, type ReactNode } from 'react';
import { useCanAccess, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { toRole } from '../../shared/roles';
import type { RecordMode, RouteParams } from '../paths';
import type { ResourceDefinition, ViewKind } from '../types';
import { DefinitionProvider } from './DefinitionContext';
import { ResourceMessages } from './ResourceMessages';
import { ViewSkeleton } from './ViewSkeleton';

/**
 * The generated screens load with the first screen that needs them, not with the portal: the dashboard, which every
 * sign-in lands on, needs none of react-admin's lists, forms and inputs. (A record screen holds its nested resources'
 * views, which are record screens again: a cycle by nature, which the lazy import also resolves.)
 */
const GENERATED: Record<ViewKind, ComponentType> = {
  list: lazy(() => import('./ResourceList').then((m) => ({ default: m.ResourceList }))),
  create: lazy(() => import('./ResourceCreate').then((m) => ({ default: m.ResourceCreate }))),
  update: lazy(() => import('./ResourceRecord').then((m) => ({ default: m.ResourceUpdate }))),
  view: lazy(() => import('./ResourceRecord').then((m) => ({ default: m.ResourceView }))),
};

/** A page that is a block (definePage's `block`): the block's code loads when the page opens. */
const PAGE_BLOCK = lazy(() => import('./blocks/PageBlock'));

/** A versioned record's screens (`versions`, blocks/VersionedRecord.tsx) instead of the generated ones. */
const VERSIONED: Partial<Record<ViewKind, ComponentType>> = {
  update: lazy(() => import('./blocks/VersionedRecord').then((m) => ({ default: m.VersionedUpdate }))),
  view: lazy(() => import('./blocks/VersionedRecord').then((m) => ({ default: m.VersionedView }))),
};

const ACTION_OF_VIEW: Record<ViewKind, string> = { list: 'list', create: 'create', update: 'edit', view: 'show' };

export const PERMISSION_DENIED_PATH = '/permission-denied';
export const SSH_KEY_PATH = '/auth/ssh';

/** Refused users go to permission-denied, SftpOnly users to their SSH key page (spec 2.1). */
export const RefusedRedirect = () => {
  const { permissions } = usePermissions();
  return <Navigate to={toRole(permissions) === 'SftpOnly' ? SSH_KEY_PATH : PERMISSION_DENIED_PATH} replace />;
};

const Guard = ({
  definition,
  view,
  waiting,
  children,
}: {
  definition: ResourceDefinition;
  view: ViewKind;
  waiting: ReactNode;
  children: ReactNode;
}) => {
  const { isPending, canAccess } = useCanAccess({ action: ACTION_OF_VIEW[view], resource: definition.name });
  if (isPending) return <>{waiting}</>;
  if (!canAccess) return <RefusedRedirect />;
  return <>{children}</>;
};

export const ViewElement = ({
  definition,
  view,
  parentValues,
  mode,
  placeholder,
}: {
  definition: ResourceDefinition;
  view: ViewKind;
  parentValues?: RouteParams;
  mode?: RecordMode;
  /** Shown while access is judged and the view's code loads; the view's skeleton unless the caller has its own. */
  placeholder?: ReactNode;
}) => {
  const override = definition.block ? PAGE_BLOCK : definition.overrides?.[view];
  const Component = override ?? (definition.versions && VERSIONED[view]) ?? GENERATED[view];
  const waiting = placeholder ?? <ViewSkeleton view={view} />;
  return (
    <DefinitionProvider definition={definition} parentValues={parentValues} mode={mode}>
      <Guard definition={definition} view={view} waiting={waiting}>
        <Suspense fallback={waiting}>
          <ResourceMessages definition={definition}>
            <Component />
          </ResourceMessages>
        </Suspense>
      </Guard>
    </DefinitionProvider>
  );
};
