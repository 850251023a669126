import { createContext, useContext, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { parentValuesOf, type RouteParams } from '../paths';
import type { ResourceDefinition } from '../types';

interface DefinitionContextValue {
  definition: ResourceDefinition;
  /** Parent params of the current route (e.g. companyId), for paths and API calls. */
  parentValues: RouteParams;
}

const DefinitionContext = createContext<DefinitionContextValue | null>(null);

export const DefinitionProvider = ({ definition, children }: { definition: ResourceDefinition; children: ReactNode }) => {
  const params = useParams();
  const parentValues = parentValuesOf(definition, params);
  return <DefinitionContext.Provider value={{ definition, parentValues }}>{children}</DefinitionContext.Provider>;
};

export const useDefinition = (): DefinitionContextValue => {
  const value = useContext(DefinitionContext);
  if (!value) throw new Error('useDefinition must be used inside a resource route');
  return value;
};
