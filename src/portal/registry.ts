/**
 * Every file under `resources/` that default-exports a definition is a resource: adding a screen family
 * is adding one file. Definitions are small data; their heavy views load lazily. The registry belongs to the app
 * that assembles the resources, not to the framework they are built on (issue 24): the framework is handed the
 * definitions (DefinitionsContext) and never reaches up for them.
 */
import type { ResourceDefinition } from '../framework/types';

const modules = import.meta.glob<{ default?: ResourceDefinition }>('../../resources/*.{ts,tsx}', { eager: true });

export const resourceDefinitions: ResourceDefinition[] = Object.values(modules)
  .map((m) => m.default)
  .filter((def): def is ResourceDefinition => Boolean(def?.name))
  .sort((a, b) => a.name.localeCompare(b.name));
