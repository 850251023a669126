import { createContext, useContext, type ReactNode } from 'react';
import { useParams } from 'react-router-dom';
import { parentValuesOf, type RecordMode, type RouteParams } from '../paths';
import type { ResourceDefinition } from '../types';

interface DefinitionContextValue {
  definition: ResourceDefinition;
  /** Parent params of the current route (e.g. companyId), for paths and API calls. */
  parentValues: RouteParams;
  /** For a nested resource: the parent's record screen it is shown in, which its own links keep to. */
  mode?: RecordMode;
}

const DefinitionContext = createContext<DefinitionContextValue | null>(null);

/**
 * A top-level resource reads its parent params from the route; a nested one is given them by its parent's screen
 * (whose own `:id` is the parent's id under another name).
 */
export const DefinitionProvider = ({
  definition,
  parentValues,
  mode,
  children,
}: {
  definition: ResourceDefinition;
  parentValues?: RouteParams;
  mode?: RecordMode;
  children: ReactNode;
}) => {
  const params = useParams();
  const value = { definition, parentValues: parentValues ?? parentValuesOf(definition, params), mode };
  return <DefinitionContext.Provider value={value}>{children}</DefinitionContext.Provider>;
};

export const useDefinition = (): DefinitionContextValue => {
  const value = useContext(DefinitionContext);
  if (!value) throw new Error('useDefinition must be used inside a resource route');
  return value;
};
