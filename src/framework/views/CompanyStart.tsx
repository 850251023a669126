/**
 * A definition whose records each hold their company (`company: { field }`, e.g. email configurations) follows the
 * selected company: its list's filter on that field starts there each time the page opens, and its create form starts
 * with it. Other definitions never read the selection, so they draw without the portal's frame (framework tests do).
 */
import type { ReactElement } from 'react';
import { Loading } from 'react-admin';
import { useSelectedCompany } from '../company/SelectedCompany';
import type { ResourceDefinition } from '../types';

/** Starting values by source: `{ [field]: the selected company }`. */
export type CompanyStartValues = Record<string, string | undefined>;

type Draw = (start: CompanyStartValues | undefined) => ReactElement;

const FromSelection = ({ field, children }: { field: string; children: Draw }) => {
  const { companyId, isPending } = useSelectedCompany();
  // Only the validated selection, never a stored id an earlier user of this browser left: wait until it is known.
  if (!companyId && isPending) return <Loading />;
  return children({ [field]: companyId });
};

/** Draws `children` with the selected company as a starting value where the definition follows it, else with none. */
export const WithCompanyStart = ({ definition, children }: { definition: ResourceDefinition; children: Draw }) =>
  typeof definition.company === 'object' ? <FromSelection field={definition.company.field}>{children}</FromSelection> : children(undefined);

/** The company filter's choices: companies by name, as many as a client role holds, searched as the user types. */
export const COMPANY_CHOICES = { sort: { field: 'name', order: 'ASC' }, perPage: 100 } as const;
