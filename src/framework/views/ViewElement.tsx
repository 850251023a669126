/**
 * One view of one definition, as a route's element: the definition in context, the access guard, then the
 * definition's override or the generated screen. Top-level routes and nested resources' routes both use it.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { useCanAccess, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { toRole } from '../../shared/roles';
import type { RecordMode, RouteParams } from '../paths';
import type { ResourceDefinition, ViewKind } from '../types';
import { DefinitionProvider } from './DefinitionContext';
import { lazyOnce, once, type Loader } from './loadOnce';
import { loadResourceMessages, ResourceMessages } from './ResourceMessages';
import { ViewSkeleton } from './ViewSkeleton';

/**
 * The generated screens load with the first screen that needs them, not with the portal: the dashboard, which every
 * sign-in lands on, needs none of react-admin's lists, forms and inputs. (A record screen holds its nested resources'
 * views, which are record screens again: a cycle by nature, which the lazy import also resolves.)
 */
const GENERATED_CODE: Record<ViewKind, Loader<ComponentType>> = {
  list: once(() => import('./ResourceList').then((m) => m.ResourceList)),
  create: once(() => import('./ResourceCreate').then((m) => m.ResourceCreate)),
  update: once(() => import('./ResourceRecord').then((m) => m.ResourceUpdate)),
  view: once(() => import('./ResourceRecord').then((m) => m.ResourceView)),
};

/** A page that is a block (definePage's `block`): the block's code loads when the page opens. */
const PAGE_BLOCK_CODE = once(() => import('./blocks/PageBlock').then((m) => m.default));

/** A versioned record's screens (`versions`, blocks/VersionedRecord.tsx) instead of the generated ones. */
const VERSIONED_CODE: Partial<Record<ViewKind, Loader<ComponentType>>> = {
  update: once(() => import('./blocks/VersionedRecord').then((m) => m.VersionedUpdate)),
  view: once(() => import('./blocks/VersionedRecord').then((m) => m.VersionedView)),
};

/**
 * Which code draws a definition's view: a page block, else the definition's own override (nothing to load here: it
 * loads when drawn), else a versioned record's screen, else the generated one. The one place this is decided.
 */
const screenCodeOf = (definition: ResourceDefinition, view: ViewKind): Loader<ComponentType> | undefined => {
  if (definition.block) return PAGE_BLOCK_CODE;
  if (definition.overrides?.[view]) return undefined;
  return (definition.versions && VERSIONED_CODE[view]) ?? GENERATED_CODE[view];
};

/** One lazy component per loader, so a screen and its early load share the same code. */
const SCREENS = new Map<Loader<ComponentType>, ComponentType>(
  [...Object.values(GENERATED_CODE), ...Object.values(VERSIONED_CODE), PAGE_BLOCK_CODE].map((load) => [load, lazyOnce(load)]),
);

/**
 * Asks for the code of the screen a definition's view draws, and the definition's catalogue entries, before the view
 * is drawn: a screen opened by its URL need not wait for the frame and the access check to start loading them. The
 * screen's own lazy component shares the same loaders, and once they have answered it is drawn without suspending.
 */
export const loadScreenCode = (definition: ResourceDefinition, view: ViewKind): void => {
  loadResourceMessages(definition);
  // A failure here is the screen's own to report, when it loads the same module.
  screenCodeOf(definition, view)?.().catch(() => undefined);
};

/** The view is a generated record screen (ResourceRecord), which reads its record by the URL's id. */
export const drawsGeneratedRecord = (definition: ResourceDefinition, view: ViewKind): boolean =>
  (view === 'view' || view === 'update') && screenCodeOf(definition, view) === GENERATED_CODE[view];

/** The access check a view makes, in react-admin's names for the actions. */
export const ACTION_OF_VIEW: Record<ViewKind, string> = { list: 'list', create: 'create', update: 'edit', view: 'show' };

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
  const code = screenCodeOf(definition, view);
  const Component = code ? SCREENS.get(code)! : definition.overrides![view]!;
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
