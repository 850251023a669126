import { Autocomplete, Box, Skeleton, TextField, Tooltip, createFilterOptions } from '@mui/material';
import { useMemo } from 'react';
import { usePermissions, useSidebarState, useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { INTERNAL_ROLES, hasAnyRole } from '../../shared/roles';
import { useDefinitions } from '../../framework/views/DefinitionsContext';
import { useCompany } from './CompanyContext';
import { CompanySearchField } from './CompanySearchField';
import type { CompanyOption } from './companyScope';
import { companyInUrl, companyScopedPatterns, withCompany } from './companyScope';

/** Company-scoped pages: routes carrying `:companyId`, and the dashboard (hidden there for SuperAdmin and Support). */
const useShowsPicker = () => {
  const definitions = useDefinitions();
  const { pathname } = useLocation();
  const { permissions: role } = usePermissions();
  const patterns = useMemo(() => companyScopedPatterns(definitions), [definitions]);
  if (pathname === '/dashboard' || pathname.startsWith('/dashboard/')) return !hasAnyRole(role, INTERNAL_ROLES);
  return companyInUrl(patterns, pathname, '')?.routed === true;
};

/** A client role's few assigned companies, listed whole and matched anywhere in the name as the user types. */
const filterCompanies = createFilterOptions<CompanyOption>({ stringify: (c) => c.name });

/**
 * The company picker, labelled 'Company'. It lives in the sidebar, or above the page while the sidebar is
 * collapsed to icons, so it is always at hand. Choosing a company moves a company-scoped page with it.
 */
export const CompanyPicker = ({ placement }: { placement: 'sidebar' | 'page' }) => {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { companies, seesAll, company, select, isPending } = useCompany();
  const definitions = useDefinitions();
  const location = useLocation();
  const navigate = useNavigate();
  const shows = useShowsPicker();
  if (!shows || open !== (placement === 'sidebar')) return null;
  const box = placement === 'sidebar' ? { px: 2, pt: 2 } : { width: '100%', maxWidth: 480, pt: 2 };
  // While the companies load, a placeholder of the picker's size keeps the sidebar and page from jumping.
  const placeholder = <Skeleton variant="rounded" height={40} sx={placement === 'sidebar' ? { mx: 2, mt: 2 } : { maxWidth: 480, mt: 2 }} />;
  if (!company) return isPending ? placeholder : null;

  const change = (picked: CompanyOption) => {
    const url = companyInUrl(companyScopedPatterns(definitions), location.pathname, location.search);
    if (url && url.companyId !== picked.id) navigate(withCompany(location.pathname, location.search, url.companyId, picked.id, url.routed));
    select(picked.id, picked);
  };

  return (
    // A long name is cut short in the field: the tooltip and the wider, wrapping options list show it in full.
    <Tooltip title={company.name} placement="bottom-start" describeChild>
      <Box sx={box}>
        {seesAll ? (
          <CompanySearchField value={company} onPick={change} />
        ) : (
          <Autocomplete
            options={companies}
            value={company}
            getOptionLabel={(c) => c.name}
            filterOptions={filterCompanies}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disableClearable
            size="small"
            onChange={(_event, value) => value && change(value)}
            noOptionsText={translate('portico.shell.company.noMatches')}
            renderInput={(params) => <TextField {...params} label={translate('portico.shell.company.label')} />}
            slotProps={{ popper: { sx: { minWidth: 'min(360px, calc(100vw - 16px))' } } }}
          />
        )}
      </Box>
    </Tooltip>
  );
};
