import { createContext, useContext } from 'react';
import type { ResourceDefinition } from '../types';

const DefinitionsContext = createContext<ResourceDefinition[]>([]);

export const DefinitionsProvider = DefinitionsContext.Provider;

/** The resource definitions the portal runs with. */
export const useDefinitions = () => useContext(DefinitionsContext);
