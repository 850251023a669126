/**
 * The selected company: the list a user may pick from, the choice (kept in react-admin's store so it
 * survives a reload), and the URL kept in step with it.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, type ReactNode } from 'react';
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

  const errors = query.error ? ((query.error as { messages?: string[] }).messages ?? [(query.error as Error).message]) : [];
  const value = useMemo<CompanyContextValue>(
    () => ({
      companies,
      companyId,
      company: companies.find((c) => c.id === companyId),
      isPending: query.isPending,
      errors,
      select: setSaved,
    }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- errors derive from query.error
    [companies, companyId, query.isPending, query.error, setSaved],
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
  const { companies, companyId, select } = useCompany();
  const { permissions: role } = usePermissions();
  const definitions = useDefinitions();
  const location = useLocation();
  const navigate = useNavigate();
  const patterns = useMemo(() => companyScopedPatterns(definitions), [definitions]);
  useEffect(() => {
    if (companies.length === 0) return;
    const url = companyInUrl(patterns, location.pathname, location.search);
    const decision = decideSync(role, url, companyId, companies, location);
    if (decision.kind === 'select') select(decision.companyId);
    if (decision.kind === 'rewrite') navigate(decision.to, { replace: true });
  }, [companies, companyId, role, patterns, location, navigate, select]);
  return null;
};

export const useCompany = (): CompanyContextValue => {
  const value = useContext(CompanyContext);
  if (!value) throw new Error('useCompany must be used inside CompanyProvider');
  return value;
};
