/**
 * The shell's side of the selected company: the URL kept in step with the selection (spec 4), and the link whose
 * company was rewritten away. The selection itself is the framework's service (`useSelectedCompany`), which resources
 * read too.
 */
import { useQuery } from '@tanstack/react-query';
import { createContext, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Box, CircularProgress } from '@mui/material';
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
  /** The page names a company it may be moved away from, and the selection that decides it is not settled yet. */
  settling: boolean;
}

const ReplacedLinkContext = createContext<ReplacedLinkState | null>(null);

/**
 * The URL kept in step with the selection, and what the page needs to know of it. Whether the page is settling is
 * decided as the frame is drawn, so a page that names no company (or its own) is drawn in that same pass: set from an
 * effect, it started true and the page came in a second, synchronous drawing of everything reading it.
 */
const CompanySync = ({ children }: { children: ReactNode }) => {
  const [replaced, setReplaced] = useState<ReplacedLink | null>(null);
  const settling = useCompanyUrlSync(setReplaced);
  const value = useMemo(() => ({ replaced, setReplaced, settling }), [replaced, settling]);
  return <ReplacedLinkContext.Provider value={value}>{children}</ReplacedLinkContext.Provider>;
};

export const CompanyProvider = ({ children }: { children: ReactNode }) => (
  <SelectedCompanyProvider>
    <CompanySync>{children}</CompanySync>
  </SelectedCompanyProvider>
);

/**
 * Keeps the URL's company and the selection in step (spec 4, "Selected company"); says whether the page waits for
 * that to be decided.
 */
const useCompanyUrlSync = (setReplaced: (replaced: ReplacedLink | null) => void): boolean => {
  const { companies, seesAll, companyId, isPending, select } = useSelectedCompany();
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
  const undecided = isPending || (linkedId !== undefined && linked.isPending);
  // A failure to ask (network, 5xx) proves nothing about the company: the page shows its own error instead.
  const unknown = linkedId !== undefined && Boolean(linked.error) && !isUnavailable(linked.error);
  const decision = useMemo(
    () =>
      undecided || unknown
        ? undefined
        : decideSync(role, url, companyId, linkedId ? (linked.data ? [linked.data] : []) : companies, location),
    [undecided, unknown, role, url, companyId, linkedId, linked.data, companies, location],
  );
  // A company-scoped page may be moved to the selected company; until that is decided it is not drawn, so a link never
  // shows one company's records and then another's (a record page stays: selecting its company changes nothing on it).
  const settling = Boolean(url && !('record' in url)) && (undecided || decision?.kind === 'rewrite');
  const previousCompanyId = useRef(companyId);
  const picked = useRef(false);
  useEffect(() => {
    if (!companyId || !decision) return;
    // A company picked in the picker moves the page to it; a link opened names a company the user did not pick.
    if (previousCompanyId.current !== undefined && previousCompanyId.current !== companyId) picked.current = true;
    previousCompanyId.current = companyId;
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
  }, [companyId, decision, linked.data, url, location, navigate, select, setReplaced]);
  return settling;
};

/** How long a page waits for its company to be settled before it is drawn anyway (the frame's own rule, FRAME_WAIT_MS). */
const SETTLE_WAIT_MS = 3000;

/**
 * The page, once the company it shows is settled (spec 4); a busy indicator in its place meanwhile. A selection that
 * does not come (a slow or stuck call) holds the page no longer than SETTLE_WAIT_MS: it is then drawn as the link
 * names it, and the picker says what it is still waiting for.
 */
export const CompanySettled = ({ children }: { children: ReactNode }) => {
  const { settling } = useReplacedLink();
  const [gaveUp, setGaveUp] = useState(false);
  useEffect(() => {
    setGaveUp(false);
    if (!settling) return;
    const timer = setTimeout(() => setGaveUp(true), SETTLE_WAIT_MS);
    return () => clearTimeout(timer);
  }, [settling]);
  if (!settling || gaveUp) return <>{children}</>;
  return (
    <Box role="status" aria-busy sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
      <CircularProgress />
    </Box>
  );
};

export const useReplacedLink = (): ReplacedLinkState => {
  const value = useContext(ReplacedLinkContext);
  if (!value) throw new Error('useReplacedLink must be used inside CompanyProvider');
  return value;
};
