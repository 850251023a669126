/**
 * `defineResource` checks a definition as it is declared, so a mistake (a tab naming a field that does not
 * exist, a wizard step that is not a tab) fails at start-up with a clear message rather than as a blank screen.
 */
import type { RaRecord } from 'react-admin';
import type { ResourceDefinition, RouteDefinition } from './types';

/** What a definition file declares: a nested resource may leave its route out, or give only what differs. */
export type ResourceDeclaration<R extends RaRecord = RaRecord> = Omit<ResourceDefinition<R>, 'route'> & {
  route?: Partial<RouteDefinition>;
};

/**
 * A nested resource's route unless it says otherwise: all four views, the list at its parent's tab, each record straight
 * under it with no tab segment.
 */
const NESTED_ROUTE: RouteDefinition = {
  views: { list: true, create: true, update: true, view: true },
  listSegment: '',
  updateSegment: '',
  viewSegment: '',
  tabs: [],
};

export const defineResource = <R extends RaRecord = RaRecord>(declaration: ResourceDeclaration<R>): ResourceDefinition<R> => {
  const { route } = declaration;
  if (!declaration.parent && !route?.views) throw new Error(`Resource "${declaration.name}": route.views is required`);
  const def: ResourceDefinition<R> = {
    ...declaration,
    route: declaration.parent ? { ...NESTED_ROUTE, ...route } : (route as RouteDefinition),
  };
  const problems: string[] = [];
  const sources = new Set(def.fields.map((f) => f.source));
  const tabPaths = new Set((def.route.tabs ?? []).map((t) => t.path));
  if (def.parent && def.route.base !== undefined) problems.push('a nested resource takes its base from its parent: leave route.base out');
  if (!def.parent && !def.route.base?.startsWith('/')) problems.push(`route.base must be absolute: ${def.route.base}`);
  for (const tab of def.route.tabs ?? []) {
    for (const source of tab.fields ?? []) if (!sources.has(source)) problems.push(`tab "${tab.path}" names unknown field "${source}"`);
    // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition -- a run-time check of the author's input: the type says path is there, a cast or a JS caller may not
    if (!tab.fields && !tab.component && tab.path === undefined) problems.push('a tab needs a path');
    // Only the assignment block draws a component beside it (its coverage); any other block would leave it unseen.
    if (tab.block && tab.component && tab.block.kind !== 'assignment')
      problems.push(`tab "${tab.path}": a ${tab.block.kind} block draws no component beside it`);
  }
  const create = def.route.views.create;
  if (typeof create === 'object') {
    // A step may show a nested resource's tab, which the parent does not declare itself.
    for (const step of create.steps.slice(1)) {
      if (typeof step === 'string' && !tabPaths.has(step)) problems.push(`wizard step "${step}" is not a tab`);
    }
  }
  for (const field of def.fields) {
    if (field.type === 'select' && !field.choices) problems.push(`field "${field.source}" needs choices`);
    if (field.type === 'rows' && !field.rows) problems.push(`field "${field.source}" needs rows`);
    if (field.type === 'values' && field.rows?.fields.length !== 1) problems.push(`field "${field.source}" needs rows of one field`);
    if (field.type === 'reference' && !field.reference) problems.push(`field "${field.source}" needs a reference`);
  }
  const versions = def.versions;
  if (versions && !def.fields.some((f) => f.source === versions.history && f.rows))
    problems.push(`versions.history "${versions.history}" is not a rows field`);
  for (const tab of Object.keys(versions?.saves ?? {})) if (!tabPaths.has(tab)) problems.push(`versions.saves names unknown tab "${tab}"`);
  if (problems.length) throw new Error(`Resource "${def.name}": ${problems.join('; ')}`);
  return def;
};
