/**
 * Definitions → react-admin registrations and the routes at the spec's URLs. Resources are registered
 * with react-admin (for record representation, access and caches) and their react-admin-default URLs
 * (`/companies`, `/companies/:id`) redirect to ours, so a stray default link never lands on a blank page.
 * Nested resources get no routes here: their parent's record screen mounts them in its tab.
 */
import { Resource, type AuthProvider, type Store } from 'react-admin';
import { matchPath, Navigate, Route, useParams } from 'react-router-dom';
import type { FirstReadDataProvider } from './firstRead';
import { basePattern, parentValuesOf, recordMeta, routePatterns, viewPath } from './paths';
import type { ResourceDefinition, ViewKind } from './types';
import { firstPageOf } from './views/firstPage';
import { ACTION_OF_VIEW, drawsGeneratedRecord, loadScreenCode, readsListPage, ViewElement } from './views/ViewElement';

export { PERMISSION_DENIED_PATH, RefusedRedirect, SSH_KEY_PATH } from './views/ViewElement';

/**
 * A page of lists (`route.listPage`): its bare URL, and a tab of it that no list has, open its first list (spec 2.4's
 * `/data/access/manage/{tabName}`). More specific routes (each list's own) still win.
 */
const landingPatterns = (definition: ResourceDefinition) => {
  const page = definition.route.listPage;
  return page?.lists[0] === definition.name ? [page.path, `${page.path}/:tabName`] : [];
};

/** Routes for `<CustomRoutes>`: every view of every top-level definition at its spec URL, and what lands on its list. */
export const resourceRoutes = (definitions: ResourceDefinition[]) =>
  definitions
    .filter((definition) => !definition.parent)
    .flatMap((definition) => [
      ...(Object.entries(routePatterns(definition)) as [ViewKind, string | undefined][])
        .filter(([, pattern]) => pattern)
        .map(([view, pattern]) => (
          <Route key={`${definition.name}.${view}`} path={pattern} element={<ViewElement definition={definition} view={view} />} />
        )),
      ...landingPatterns(definition).map((pattern) => (
        <Route
          key={`${definition.name}.from.${pattern}`}
          path={pattern}
          element={<Navigate to={viewPath(definition, 'list', {})} replace />}
        />
      )),
    ]);

/**
 * The portal opened at a screen's URL (a link, a reload) starts its first screen as it starts, beside the frame's
 * start-up answers rather than after them (docs/performance.md, issue 25 goal 3): the screen's code, and once the
 * user's role may read it (the same check the screen makes; the API refuses it anyway) a generated record screen's
 * record or the first page of a list that reads its pages as the generated list does, as the screen will ask for it.
 */
export const startFirstScreen = (
  definitions: ResourceDefinition[],
  { pathname, search }: { pathname: string; search: string },
  { dataProvider, authProvider, store }: { dataProvider: FirstReadDataProvider; authProvider: AuthProvider; store: Store },
): void => {
  for (const definition of definitions.filter((d) => !d.parent))
    for (const [view, pattern] of Object.entries(routePatterns(definition)) as [ViewKind, string | undefined][]) {
      const match = pattern ? matchPath(pattern, pathname) : null;
      if (!match) continue;
      loadScreenCode(definition, view);
      const parentValues = parentValuesOf(definition, match.params);
      const { id } = match.params;
      const read =
        id && drawsGeneratedRecord(definition, view)
          ? () => dataProvider.readFirst(definition.name, { id, meta: recordMeta(definition, parentValues) })
          : view === 'list' && readsListPage(definition)
            ? () => dataProvider.readFirstPage(definition.name, firstPageOf(definition, parentValues, search, store))
            : undefined;
      if (!read) return;
      void Promise.resolve(authProvider.canAccess?.({ resource: definition.name, action: ACTION_OF_VIEW[view] }))
        .then((allowed) => allowed && read())
        .catch(() => undefined);
      return;
    }
};

const hasNoParents = (def: ResourceDefinition) => !basePattern(def).includes(':');

const DefaultUrlRedirect = ({ definition, view }: { definition: ResourceDefinition; view: ViewKind }) => {
  const { id } = useParams();
  const available = definition.route.views[view] ? view : definition.route.views.view ? 'view' : 'update';
  if (!hasNoParents(definition)) return <Navigate to="/" replace />;
  return <Navigate to={viewPath(definition, id ? available : 'list', {}, id)} replace />;
};

/**
 * `<Resource>` registrations whose default routes redirect to the spec URLs. A page (definePage) has no records for
 * react-admin to keep: its route above is all it needs.
 */
export const resourceRegistrations = (definitions: ResourceDefinition[]) =>
  definitions
    .filter((definition) => definition.kind !== 'page')
    .map((definition) => (
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
