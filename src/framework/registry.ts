/**
 * Every file under `resources/` that default-exports a definition is a resource: adding a screen family
 * is adding one file. Definitions are small data; their heavy views load lazily.
 */
import type { ResourceDefinition } from './types';

const modules = import.meta.glob<{ default?: ResourceDefinition }>('../../resources/*.{ts,tsx}', { eager: true });

export const resourceDefinitions: ResourceDefinition[] = Object.values(modules)
  .map((m) => m.default)
  .filter((def): def is ResourceDefinition => Boolean(def?.name))
  .sort((a, b) => a.name.localeCompare(b.name));

export const findDefinition = (definitions: ResourceDefinition[], name: string) => definitions.find((d) => d.name === name);
