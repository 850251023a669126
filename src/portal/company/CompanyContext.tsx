/**
 * The selected company: the choice (kept in react-admin's store so it survives a reload), what a user picks from, and
 * the URL kept in step with it. Client roles pick from their assigned companies (a handful, listed whole); roles that
 * see every company search on the server (`CompanySearchField`), and their selection is read by id: nothing here
 * fetches every company (issue 12).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useGetIdentity, usePermissions, useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { errorMessages, request } from '../../../providers/http';
import { useDefinitions } from '../../framework/views/DefinitionsContext';
import { companyQuery, firstCompanyQuery, isUnavailable } from './companyQueries';
import { companyInUrl, companyScopedPatterns, decideSync, resolveSelection, seesAllCompanies, type CompanyOption } from './companyScope';
import { retryTransient } from '../retry';

interface CompanyContextValue {
  /** Client roles: the companies they are assigned to. Roles that see every company: empty (they search). */
  companies: CompanyOption[];
  /** The role sees every company, so it searches on the server rather than choosing from `companies`. */
  seesAll: boolean;
  companyId: string | undefined;
  company: CompanyOption | undefined;
  isPending: boolean;
  /** Server messages when the companies could not be fetched (spec 8: kept as server error messages). */
  errors: string[];
  /** Asks for the companies again after a failure. */
  retry: () => void;
  /** Selects a company; `company` (its name, when known) spares reading it again. */
  select: (companyId: string, company?: CompanyOption) => void;
  /** A link's company the URL was rewritten away from (spec 4), until the user switches or dismisses the notice. */
  replaced: ReplacedLink | null;
  setReplaced: (replaced: ReplacedLink | null) => void;
}

export interface ReplacedLink {
  /** The company the link named, and the link itself (to switch to it). */
  companyId: string;
  to: { pathname: string; search: string };
  /** The page the link was rewritten to: the notice belongs to it, not to pages visited later. */
  at: string;
}

const CompanyContext = createContext<CompanyContextValue | null>(null);

const fetchAssigned = async (userId: string, signal: AbortSignal) => {
  const { json } = await request<CompanyOption[]>('portal', `/api/v1/companies/assignedToUser/${encodeURIComponent(userId)}`, {
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

export const CompanyProvider = ({ children }: { children: ReactNode }) => {
  const { permissions: role } = usePermissions();
  const { identity } = useGetIdentity();
  const userId = identity?.id ? String(identity.id) : undefined;
  const seesAll = seesAllCompanies(role);
  const [saved, setSaved] = useStore<string | undefined>('portico.companyId');
  const queryClient = useQueryClient();
  const assigned = useQuery({
    retry: retryTransient,
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
  const [replaced, setReplaced] = useState<ReplacedLink | null>(null);
  const select = useCallback(
    (id: string, known?: CompanyOption) => {
      if (known) queryClient.setQueryData(companyQuery(id).queryKey, { id: known.id, name: known.name });
      setSaved(id);
    },
    [queryClient, setSaved],
  );

  const retry = useCallback(() => void queryClient.invalidateQueries({ queryKey: ['portico', 'companies'] }), [queryClient]);
  const value = useMemo<CompanyContextValue>(
    () => ({ companies, seesAll, companyId, company, isPending, errors: errorMessages(error), retry, select, replaced, setReplaced }),
    [companies, seesAll, companyId, company, isPending, error, retry, select, replaced],
  );
  return (
    <CompanyContext.Provider value={value}>
      <CompanyUrlSync />
      {children}
    </CompanyContext.Provider>
  );
};

/** Keeps the URL's company and the selection in step (spec 4, "Selected company"). */
const CompanyUrlSync = () => {
  const { companies, seesAll, companyId, select, setReplaced } = useCompany();
  const { permissions: role } = usePermissions();
  const definitions = useDefinitions();
  const location = useLocation();
  const navigate = useNavigate();
  const patterns = useMemo(() => companyScopedPatterns(definitions), [definitions]);
  const url = useMemo(() => companyInUrl(patterns, location.pathname, location.search), [patterns, location]);
  // Roles that see every company: whether the link's company exists and may be seen is asked of the API, by id.
  const linkedId = seesAll && companyId && url && url.companyId !== companyId ? url.companyId : undefined;
  const linked = useQuery(companyQuery(linkedId));
  const previousCompanyId = useRef(companyId);
  const picked = useRef(false);
  useEffect(() => {
    if (!companyId) return;
    // A company picked in the picker moves the page to it; a link opened names a company the user did not pick.
    if (previousCompanyId.current !== undefined && previousCompanyId.current !== companyId) picked.current = true;
    previousCompanyId.current = companyId;
    let available = companies;
    if (linkedId) {
      if (linked.isPending) return;
      // A failure to ask (network, 5xx) proves nothing about the company: the page shows its own error instead.
      if (linked.error && !isUnavailable(linked.error)) return;
      available = linked.data ? [linked.data] : [];
    }
    const decision = decideSync(role, url, companyId, available, location);
    if (decision.kind === 'select') select(decision.companyId, linked.data);
    if (decision.kind === 'rewrite') {
      // Spec 4 asks for the rewrite; the user is told, so a shared link never silently shows another company.
      setReplaced(
        picked.current || !url
          ? null
          : { companyId: url.companyId, to: { pathname: location.pathname, search: location.search }, at: decision.to.pathname },
      );
      navigate(decision.to, { replace: true });
    }
    picked.current = false;
  }, [companies, companyId, linkedId, linked.isPending, linked.error, linked.data, role, url, location, navigate, select, setReplaced]);
  return null;
};

export const useCompany = (): CompanyContextValue => {
  const value = useContext(CompanyContext);
  if (!value) throw new Error('useCompany must be used inside CompanyProvider');
  return value;
};
