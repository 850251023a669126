/**
 * The selected company: the list a user may pick from, the choice (kept in react-admin's store so it
 * survives a reload), and the URL kept in step with it.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useGetIdentity, usePermissions, useStore } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { request } from '../../../providers/http';
import { useDefinitions } from '../../framework/views/DefinitionsContext';
import { companyInUrl, companyScopedPatterns, decideSync, resolveSelection, seesAllCompanies, type CompanyOption } from './companyScope';
import { retryTransient } from '../retry';

interface CompanyContextValue {
  companies: CompanyOption[];
  companyId: string | undefined;
  company: CompanyOption | undefined;
  isPending: boolean;
  /** Server messages when the company list could not be fetched (spec 8: kept as server error messages). */
  errors: string[];
  select: (companyId: string) => void;
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

const fetchCompanies = async (role: string | undefined, userId: string, signal: AbortSignal) => {
  const path = seesAllCompanies(role) ? '/api/v1/companies/all' : `/api/v1/companies/assignedToUser/${encodeURIComponent(userId)}`;
  const { json } = await request<CompanyOption[]>('portal', path, { signal });
  return (json ?? []).map(({ id, name }) => ({ id: String(id), name })).sort((a, b) => a.name.localeCompare(b.name, 'en-GB'));
};

export const CompanyProvider = ({ children }: { children: ReactNode }) => {
  const { permissions: role } = usePermissions();
  const { identity } = useGetIdentity();
  const userId = identity?.id ? String(identity.id) : undefined;
  const [saved, setSaved] = useStore<string | undefined>('portico.companyId');
  const query = useQuery({
    retry: retryTransient,
    queryKey: ['portico', 'companies', role, userId],
    queryFn: ({ signal }) => fetchCompanies(role, userId!, signal),
    enabled: Boolean(role && userId),
    staleTime: 60_000,
  });
  const companies = useMemo(() => query.data ?? [], [query.data]);
  // The default (first company) is derived, not stored: only a choice the user or the URL makes is saved.
  const companyId = resolveSelection(saved, companies);
  const [replaced, setReplaced] = useState<ReplacedLink | null>(null);

  const errors = query.error ? ((query.error as { messages?: string[] }).messages ?? [(query.error as Error).message]) : [];
  const value = useMemo<CompanyContextValue>(
    () => ({
      companies,
      companyId,
      company: companies.find((c) => c.id === companyId),
      isPending: query.isPending,
      errors,
      select: setSaved,
      replaced,
      setReplaced,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errors derive from query.error
    [companies, companyId, query.isPending, query.error, setSaved, replaced],
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
  const { companies, companyId, select, setReplaced } = useCompany();
  const { permissions: role } = usePermissions();
  const definitions = useDefinitions();
  const location = useLocation();
  const navigate = useNavigate();
  const patterns = useMemo(() => companyScopedPatterns(definitions), [definitions]);
  const previousCompanyId = useRef(companyId);
  useEffect(() => {
    if (companies.length === 0) return;
    // A company picked in the picker moves the page to it; a link opened names a company the user did not pick.
    const picked = previousCompanyId.current !== undefined && previousCompanyId.current !== companyId;
    previousCompanyId.current = companyId;
    const url = companyInUrl(patterns, location.pathname, location.search);
    const decision = decideSync(role, url, companyId, companies, location);
    if (decision.kind === 'select') select(decision.companyId);
    if (decision.kind === 'rewrite') {
      // Spec 4 asks for the rewrite; the user is told, so a shared link never silently shows another company.
      setReplaced(
        picked || !url
          ? null
          : { companyId: url.companyId, to: { pathname: location.pathname, search: location.search }, at: decision.to.pathname },
      );
      navigate(decision.to, { replace: true });
    }
  }, [companies, companyId, role, patterns, location, navigate, select, setReplaced]);
  return null;
};

export const useCompany = (): CompanyContextValue => {
  const value = useContext(CompanyContext);
  if (!value) throw new Error('useCompany must be used inside CompanyProvider');
  return value;
};
