import { Skeleton } from '@mui/material';
import { Suspense, useEffect, useMemo } from 'react';
import { usePermissions, useSidebarState } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { lazyOnce, once } from '../../shared/loadOnce';
import { INTERNAL_ROLES, hasAnyRole } from '../../shared/roles';
import { useDefinitions } from '../../framework/views/DefinitionsContext';
import { useSelectedCompany } from '../../framework/company/SelectedCompany';
import type { CompanyChoice } from '../../framework/company/search';
import { rootDestination } from '../RootRedirect';
import { companyInUrl, companyScopedPatterns, withCompany } from './companyScope';

/**
 * Company-scoped pages: routes carrying `:companyId`, and the dashboard (hidden there for SuperAdmin and Support). `/`
 * counts as the dashboard for the roles it leads there (`rootDestination`): the frame is drawn there first, and the menu
 * moved down by the picker's height when the address became /dashboard (a press on a menu entry then landed on the
 * picker).
 */
const useShowsPicker = () => {
  const definitions = useDefinitions();
  const { pathname } = useLocation();
  const { permissions: role } = usePermissions();
  const patterns = useMemo(() => companyScopedPatterns(definitions), [definitions]);
  const dashboard =
    pathname === '/dashboard' || pathname.startsWith('/dashboard/') || (pathname === '/' && rootDestination(role) === '/dashboard');
  if (dashboard) return !hasAnyRole(role, INTERNAL_ROLES);
  return companyInUrl(patterns, pathname, '')?.routed === true;
};

// Drawn without suspending once its code has arrived: a plain `lazy` suspended even then, and React kept the
// placeholder at least 300 ms more (its reveal of a suspended part; issue 25).
const companyPickerFieldCode = once(() => import('./CompanyPickerField').then((m) => m.default));
const CompanyPickerField = lazyOnce(companyPickerFieldCode);

/**
 * The company picker, labelled 'Company'. It lives in the sidebar, or above the page while the sidebar is
 * collapsed to icons, so it is always at hand. Choosing a company moves a company-scoped page with it.
 */
export const CompanyPicker = ({ placement }: { placement: 'sidebar' | 'page' }) => {
  const [open] = useSidebarState();
  const { companies, seesAll, company, select, isPending } = useSelectedCompany();
  const definitions = useDefinitions();
  const location = useLocation();
  const navigate = useNavigate();
  const shows = useShowsPicker();
  // The field's code is asked for as soon as the picker will show, while the companies load.
  useEffect(() => {
    if (shows) companyPickerFieldCode().catch(() => undefined);
  }, [shows]);
  if (!shows || open !== (placement === 'sidebar')) return null;
  const box = placement === 'sidebar' ? { px: 2, pt: 2 } : { width: '100%', maxWidth: 480, pt: 2 };
  // While the companies or the field's code load, a placeholder of the picker's size keeps the page from jumping
  // (the field has no margin of its own: the box's padding and the placeholder's margin are the same).
  const placeholder = <Skeleton variant="rounded" height={40} sx={placement === 'sidebar' ? { mx: 2, mt: 2 } : { maxWidth: 480, mt: 2 }} />;
  if (!company) return isPending ? placeholder : null;

  const change = (picked: CompanyChoice) => {
    const url = companyInUrl(companyScopedPatterns(definitions), location.pathname, location.search);
    if (url && url.companyId !== picked.id) navigate(withCompany(location.pathname, location.search, url.companyId, picked.id, url.routed));
    select(picked.id, picked);
  };

  return (
    <Suspense fallback={placeholder}>
      <CompanyPickerField company={company} companies={companies} seesAll={seesAll} onPick={change} sx={box} />
    </Suspense>
  );
};
