/**
 * One view of one definition, as a route's element: the definition in context, the access guard, then the
 * definition's override or the generated screen. Top-level routes and nested resources' routes both use it.
 */
import { Suspense, type ReactNode } from 'react';
import { useGetIdentity, usePermissions } from 'react-admin';
import { Navigate } from 'react-router-dom';
import { toRole } from '../../shared/roles';
import type { RecordMode, RouteParams } from '../paths';
import type { LazyScreen, ResourceDefinition, ViewKind, ViewOverride } from '../types';
import { DefinitionProvider } from './DefinitionContext';
import { loadFieldCode } from './fieldCode';
import { lazyScreen } from './loadOnce';
import { loadResourceMessages, ResourceMessages } from './ResourceMessages';
import { useAccessNow } from './useAccessNow';
import { ViewSkeleton } from './ViewSkeleton';

/**
 * The generated screens load with the first screen that needs them, not with the portal: the dashboard, which every
 * sign-in lands on, needs none of react-admin's lists, forms and inputs. (A record screen holds its nested resources'
 * views, which are record screens again: a cycle by nature, which the lazy import also resolves.)
 */
const GENERATED: Record<ViewKind, LazyScreen> = {
  list: lazyScreen(() => import('./ResourceList').then((m) => ({ default: m.ResourceList })), { readsListPage: true }),
  create: lazyScreen(() => import('./ResourceCreate').then((m) => ({ default: m.ResourceCreate }))),
  update: lazyScreen(() => import('./ResourceRecord').then((m) => ({ default: m.ResourceUpdate }))),
  view: lazyScreen(() => import('./ResourceRecord').then((m) => ({ default: m.ResourceView }))),
};

/** A page that is a block (definePage's `block`): the block's code loads when the page opens. */
const PAGE_BLOCK = lazyScreen(() => import('./blocks/PageBlock'));

/** A versioned record's screens (`versions`, blocks/VersionedRecord.tsx) instead of the generated ones. */
const VERSIONED: Partial<Record<ViewKind, LazyScreen>> = {
  update: lazyScreen(() => import('./blocks/VersionedRecord').then((m) => ({ default: m.VersionedUpdate }))),
  view: lazyScreen(() => import('./blocks/VersionedRecord').then((m) => ({ default: m.VersionedView }))),
};

/**
 * Which screen draws a definition's view: a page block, else the definition's own override, else a versioned
 * record's screen, else the generated one. The one place this is decided.
 */
const screenOf = (definition: ResourceDefinition, view: ViewKind): ViewOverride =>
  definition.block ? PAGE_BLOCK : (definition.overrides?.[view] ?? (definition.versions && VERSIONED[view]) ?? GENERATED[view]);

/**
 * Asks for the code of the screen a definition's view draws, its fields' own code and the definition's catalogue
 * entries, before the view is drawn: a screen opened by its URL need not wait for the frame and the access check to
 * start loading them. The screen's and fields' lazy components share the same loaders, and once they have answered it
 * is drawn without suspending.
 */
export const loadScreenCode = (definition: ResourceDefinition, view: ViewKind): void => {
  loadResourceMessages(definition);
  loadFieldCode(definition);
  const screen = screenOf(definition, view);
  // An override given as a plain `lazy` loads when drawn. A failure is the screen's own to report, when it loads.
  if ('load' in screen) screen.load().catch(() => undefined);
};

/**
 * The definition's list reads its pages as the generated list does (`useListPage`), so its first page depends on the
 * URL and the store alone (not on a list that starts at the selected company, `company: { field }`, which waits for
 * the selection).
 */
export const readsListPage = (definition: ResourceDefinition): boolean => {
  const screen = screenOf(definition, 'list');
  return 'readsListPage' in screen && screen.readsListPage === true && typeof definition.company !== 'object';
};

/** The view is a generated record screen (ResourceRecord), which reads its record by the URL's id. */
export const drawsGeneratedRecord = (definition: ResourceDefinition, view: ViewKind): boolean =>
  (view === 'view' || view === 'update') && screenOf(definition, view) === GENERATED[view];

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
  // The access table's answer as the view draws, once the user's roles are known (the frame waits for them): the one
  // the authProvider's canAccess gives, but react-admin's useCanAccess answered it a render later, so every screen was
  // drawn as its skeleton first and then again (issue 25). The API refuses what the role may not read in any case.
  const { isPending: rolePending } = usePermissions();
  const { isPending: identityPending } = useGetIdentity();
  const allowed = useAccessNow(ACTION_OF_VIEW[view], definition.name);
  if (rolePending || identityPending) return <>{waiting}</>;
  if (!allowed) return <RefusedRedirect />;
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
  const Component = screenOf(definition, view);
  const waiting = placeholder ?? <ViewSkeleton view={view} />;
  return (
    <DefinitionProvider definition={definition} parentValues={parentValues} mode={mode}>
      <Guard definition={definition} view={view} waiting={waiting}>
        {/* One boundary per screen: a route's element is the same component for every screen, so without the key a
            navigation (a transition) to a screen whose code has not arrived kept the last screen on show under the new
            URL instead of this one's skeleton. */}
        <Suspense key={`${definition.name}.${view}`} fallback={waiting}>
          <ResourceMessages definition={definition}>
            <Component />
          </ResourceMessages>
        </Suspense>
      </Guard>
    </DefinitionProvider>
  );
};
