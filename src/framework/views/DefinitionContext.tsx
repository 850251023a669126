import { createContext, useContext, useMemo, type ReactNode } from 'react';
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
  const values = parentValues ?? parentValuesOf(definition, params);
  // The same value while the definition and its parent params stay the same: a new page or filter of a list changes the
  // URL, and every screen reading the definition would be drawn again with it (docs/performance.md).
  const key = JSON.stringify(values);
  // eslint-disable-next-line react-hooks/exhaustive-deps -- `key` stands for `values`, compared by content
  const value = useMemo(() => ({ definition, parentValues: values, mode }), [definition, key, mode]);
  return <DefinitionContext.Provider value={value}>{children}</DefinitionContext.Provider>;
};

export const useDefinition = (): DefinitionContextValue => {
  const value = useContext(DefinitionContext);
  if (!value) throw new Error('useDefinition must be used inside a resource route');
  return value;
};
