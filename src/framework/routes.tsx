/**
 * Definitions → react-admin registrations and the routes at the spec's URLs. Resources are registered
 * with react-admin (for record representation, access and caches) and their react-admin-default URLs
 * (`/companies`, `/companies/:id`) redirect to ours, so a stray default link never lands on a blank page.
 */
import { Suspense, type ComponentType, type ReactNode } from 'react';
import { Loading, Resource, useCanAccess, usePermissions } from 'react-admin';
import { Navigate, Route, useParams } from 'react-router-dom';
import { toRole } from '../shared/roles';
import { routePatterns, viewPath } from './paths';
import type { ResourceDefinition, ViewKind } from './types';
import { DefinitionProvider } from './views/DefinitionContext';
import { ResourceCreate } from './views/ResourceCreate';
import { ResourceList } from './views/ResourceList';
import { ResourceUpdate, ResourceView } from './views/ResourceRecord';

const GENERATED: Record<ViewKind, ComponentType> = {
  list: ResourceList,
  create: ResourceCreate,
  update: ResourceUpdate,
  view: ResourceView,
};

const ACTION_OF_VIEW: Record<ViewKind, string> = { list: 'list', create: 'create', update: 'edit', view: 'show' };

export const PERMISSION_DENIED_PATH = '/permission-denied';
export const SSH_KEY_PATH = '/auth/ssh';

/** Refused users go to permission-denied, SftpOnly users to their SSH key page (spec 2.1). */
export const RefusedRedirect = () => {
  const { permissions } = usePermissions();
  return <Navigate to={toRole(permissions) === 'SftpOnly' ? SSH_KEY_PATH : PERMISSION_DENIED_PATH} replace />;
};

const Guard = ({ definition, view, children }: { definition: ResourceDefinition; view: ViewKind; children: ReactNode }) => {
  const { isPending, canAccess } = useCanAccess({ action: ACTION_OF_VIEW[view], resource: definition.name });
  if (isPending) return <Loading />;
  if (!canAccess) return <RefusedRedirect />;
  return <>{children}</>;
};

const ViewElement = ({ definition, view }: { definition: ResourceDefinition; view: ViewKind }) => {
  const Component = definition.overrides?.[view] ?? GENERATED[view];
  return (
    <DefinitionProvider definition={definition}>
      <Guard definition={definition} view={view}>
        <Suspense fallback={<Loading />}>
          <Component />
        </Suspense>
      </Guard>
    </DefinitionProvider>
  );
};

/** Routes for `<CustomRoutes>`: every view of every definition at its spec URL. */
export const resourceRoutes = (definitions: ResourceDefinition[]) =>
  definitions.flatMap((definition) =>
    (Object.entries(routePatterns(definition)) as [ViewKind, string | undefined][])
      .filter(([, pattern]) => pattern)
      .map(([view, pattern]) => (
        <Route key={`${definition.name}.${view}`} path={pattern} element={<ViewElement definition={definition} view={view} />} />
      )),
  );

const hasNoParents = (def: ResourceDefinition) => !def.route.base.includes(':');

const DefaultUrlRedirect = ({ definition, view }: { definition: ResourceDefinition; view: ViewKind }) => {
  const { id } = useParams();
  const available = definition.route.views[view] ? view : definition.route.views.view ? 'view' : 'update';
  if (!hasNoParents(definition)) return <Navigate to="/" replace />;
  return <Navigate to={viewPath(definition, id ? available : 'list', {}, id)} replace />;
};

/** `<Resource>` registrations whose default routes redirect to the spec URLs. */
export const resourceRegistrations = (definitions: ResourceDefinition[]) =>
  definitions.map((definition) => (
    <Resource
      key={definition.name}
      name={definition.name}
      icon={definition.icon}
      recordRepresentation={definition.recordRepresentation as string}
      list={definition.route.views.list ? <DefaultUrlRedirect definition={definition} view="list" /> : undefined}
      edit={definition.route.views.update ? <DefaultUrlRedirect definition={definition} view="update" /> : undefined}
      show={definition.route.views.view ? <DefaultUrlRedirect definition={definition} view="view" /> : undefined}
      create={definition.route.views.create ? <DefaultUrlRedirect definition={definition} view="create" /> : undefined}
    />
  ));
