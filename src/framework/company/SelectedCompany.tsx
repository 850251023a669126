/**
 * The selected company, the one service the shell and resources read it from (issue 24 item 3): the choice (kept in
 * react-admin's store so it survives a reload), validated against what the user may see, and what a user picks from.
 * Client roles pick from their assigned companies (a handful, listed whole); roles that see every company search on
 * the server, and their choice is read by id: nothing here fetches every company (issue 12). A stored id is never
 * handed out as it is: it may be an earlier user's of this browser, or a company since taken away.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useMemo, type ReactNode } from 'react';
import { useGetIdentity, usePermissions, useStore } from 'react-admin';
import { errorMessages, request } from '../../../providers/http';
import { companyQuery, firstCompanyQuery, isUnavailable } from './queries';
import type { CompanyChoice } from './search';
import { resolveSelection, seesAllCompanies } from './selection';

export interface SelectedCompany {
  /** Client roles: the companies they are assigned to. Roles that see every company: empty (they search). */
  companies: CompanyChoice[];
  /** The role sees every company, so it searches on the server rather than choosing from `companies`. */
  seesAll: boolean;
  /** The selection once validated; undefined while it loads or when the user has no company. */
  companyId: string | undefined;
  company: CompanyChoice | undefined;
  isPending: boolean;
  /** Server messages when the companies could not be fetched (spec 8: kept as server error messages). */
  errors: string[];
  /** Asks for the companies again after a failure. */
  retry: () => void;
  /** Selects a company; `company` (its name, when known) spares reading it again. */
  select: (companyId: string, company?: CompanyChoice) => void;
}

const SelectedCompanyContext = createContext<SelectedCompany | null>(null);

const fetchAssigned = async (userId: string, signal: AbortSignal) => {
  const { json } = await request<CompanyChoice[] | undefined>('portal', `/api/v1/companies/assignedToUser/${encodeURIComponent(userId)}`, {
    signal,
  });
  return (json ?? []).map(({ id, name }) => ({ id: String(id), name })).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
};

/** Roles that see every company: the saved choice read by id while it stands, else the first company by name. */
const useSearchedSelection = (enabled: boolean, saved: string | undefined) => {
  const chosen = useQuery(companyQuery(enabled ? saved : undefined));
  const fallBack = enabled && (!saved || isUnavailable(chosen.error));
  const first = useQuery(firstCompanyQuery(fallBack));
  if (!fallBack) return { company: chosen.data, isPending: enabled && chosen.isPending, error: chosen.error };
  return { company: first.data ?? undefined, isPending: first.isPending, error: first.error };
};

export const SelectedCompanyProvider = ({ children }: { children: ReactNode }) => {
  const { permissions: role } = usePermissions();
  const { identity } = useGetIdentity();
  const userId = identity?.id ? String(identity.id) : undefined;
  const seesAll = seesAllCompanies(role);
  const [saved, setSaved] = useStore<string | undefined>('portico.companyId');
  const queryClient = useQueryClient();
  const assigned = useQuery({
    queryKey: ['portico', 'companies', role, userId],
    queryFn: ({ signal }) => fetchAssigned(userId!, signal),
    enabled: Boolean(role && userId && !seesAll),
    staleTime: 60_000,
  });
  const searched = useSearchedSelection(Boolean(role) && seesAll, saved);
  const companies = useMemo(() => (seesAll ? [] : (assigned.data ?? [])), [seesAll, assigned.data]);
  // The default (first company) is derived, not stored: only a choice the user or the URL makes is saved.
  const companyId = seesAll ? searched.company?.id : resolveSelection(saved, companies);
  const company = seesAll ? searched.company : companies.find((c) => c.id === companyId);
  const isPending = !role || (seesAll ? searched.isPending : assigned.isPending);
  const error = seesAll ? searched.error : assigned.error;
  const select = useCallback(
    (id: string, known?: CompanyChoice) => {
      if (known) queryClient.setQueryData(companyQuery(id).queryKey, { id: known.id, name: known.name });
      setSaved(id);
    },
    [queryClient, setSaved],
  );
  const retry = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['portico', 'companies'] }), [queryClient]);
  const value = useMemo<SelectedCompany>(
    () => ({ companies, seesAll, companyId, company, isPending, errors: errorMessages(error), retry, select }),
    [companies, seesAll, companyId, company, isPending, error, retry, select],
  );
  return <SelectedCompanyContext.Provider value={value}>{children}</SelectedCompanyContext.Provider>;
};

/** The selected company, validated; the portal's frame provides it around every page. */
export const useSelectedCompany = (): SelectedCompany => {
  const value = useContext(SelectedCompanyContext);
  if (!value) throw new Error('useSelectedCompany must be used inside SelectedCompanyProvider');
  return value;
};
