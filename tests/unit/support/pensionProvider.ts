import { defineResource, type ResourceDeclaration } from '../../../src/framework/define';
import type { FieldDefinition, RouteDefinition } from '../../../src/framework/types';

/** The portal API the invented provider's endpoints sit under (a test serves them with `server.use`). */
export const PROVIDER_API = 'http://localhost:4010/portal/api/v1';
/** Where the invented provider's screens are. */
export const PROVIDER_BASE = '/administration/pension-provider';

export const PROVIDER_NAME: FieldDefinition = { source: 'name', type: 'text', label: 'Name', list: true, show: true, edit: true };

type ProviderDeclaration = Partial<Omit<ResourceDeclaration, 'route'>> & { route: Partial<Omit<RouteDefinition, 'base'>> };

/**
 * The resource the framework's block tests invent, as a developer would declare one: a pension provider kept by the
 * portal API at `pension-providers`, named by its name, its screens at PROVIDER_BASE. A test gives its tabs (and any
 * views, fields, access or words of its own); by default it has a list and both record screens, one field and
 * SuperAdmin's rights.
 */
export const pensionProvider = ({ route, ...declaration }: ProviderDeclaration) =>
  defineResource({
    name: 'pensionProviders',
    labels: { singular: 'Pension provider', plural: 'Pension providers' },
    recordRepresentation: 'name',
    api: { service: 'portal', simpleRest: 'pension-providers' },
    fields: [PROVIDER_NAME],
    access: { list: ['SuperAdmin'], show: ['SuperAdmin'], edit: ['SuperAdmin'] },
    ...declaration,
    route: { base: PROVIDER_BASE, views: { list: true, update: true, view: true }, ...route },
  });
