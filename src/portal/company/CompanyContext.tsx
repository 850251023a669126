/**
 * The shell's side of the selected company: the URL kept in step with the selection (spec 4), and the link whose
 * company was rewritten away. The selection itself is the framework's service (`useSelectedCompany`), which resources
 * read too.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { usePermissions } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { SelectedCompanyProvider, useSelectedCompany } from '../../framework/company/SelectedCompany';
import { companyQuery, isUnavailable } from '../../framework/company/queries';
import { useDefinitions } from '../../framework/views/DefinitionsContext';
import { companyInUrl, companyOfRecord, companyRecordPatterns, companyScopedPatterns, decideSync } from './companyScope';

export interface ReplacedLink {
  /** The company the link named, and the link itself (to switch to it). */
  companyId: string;
  to: { pathname: string; search: string };
  /** The page the link was rewritten to: the notice belongs to it, not to pages visited later. */
  at: string;
}

interface ReplacedLinkState {
  /** A link's company the URL was rewritten away from (spec 4), until the user switches or dismisses the notice. */
  replaced: ReplacedLink | null;
  setReplaced: (replaced: ReplacedLink | null) => void;
}

const ReplacedLinkContext = createContext<ReplacedLinkState | null>(null);

const ReplacedLinkProvider = ({ children }: { children: ReactNode }) => {
  const [replaced, setReplaced] = useState<ReplacedLink | null>(null);
  const value = useMemo(() => ({ replaced, setReplaced }), [replaced]);
  return <ReplacedLinkContext.Provider value={value}>{children}</ReplacedLinkContext.Provider>;
};

export const CompanyProvider = ({ children }: { children: ReactNode }) => (
  <SelectedCompanyProvider>
    <ReplacedLinkProvider>
      <CompanyUrlSync />
      {children}
    </ReplacedLinkProvider>
  </SelectedCompanyProvider>
);

/** Keeps the URL's company and the selection in step (spec 4, "Selected company"). */
const CompanyUrlSync = () => {
  const { companies, seesAll, companyId, select } = useSelectedCompany();
  const { setReplaced } = useReplacedLink();
  const { permissions: role } = usePermissions();
  const definitions = useDefinitions();
  const location = useLocation();
  const navigate = useNavigate();
  const patterns = useMemo(
    () => ({ scoped: companyScopedPatterns(definitions), records: companyRecordPatterns(definitions) }),
    [definitions],
  );
  const url = useMemo(
    () => companyInUrl(patterns.scoped, location.pathname, location.search) ?? companyOfRecord(patterns.records, location.pathname),
    [patterns, location],
  );
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

export const useReplacedLink = (): ReplacedLinkState => {
  const value = useContext(ReplacedLinkContext);
  if (!value) throw new Error('useReplacedLink must be used inside CompanyProvider');
  return value;
};
