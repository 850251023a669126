/**
 * For the staff who onboard companies (SuperAdmin, Support), under their modules: the companies still being set up,
 * newest first, each with where its setup stands in the same words as the company's own page and the wizard
 * (`src/shared/companySetup.ts`), linking to the wizard step that comes next. One page of the designed search,
 * filtered on the server to every stage but Available; loaded after the tiles, never before them.
 */
import { Box, Link as MuiLink, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { request } from '../../../providers/http';
import { useCompanySetup, useDescribeStep } from '../../../resources/companies/setup';
import type { SetupCompleteness } from '../../shared/companySetup';

const COMPANIES = '/administration/onboarding/company';
/** The stages of a company still being set up. */
const UNFINISHED: SetupCompleteness[] = ['None', 'DetailsIncomplete', 'BrandingIncomplete', 'AssignProductsIncomplete'];
const SHOWN = 5;
/** The wizard step where each setup step is done. */
const WIZARD_STEP = { details: 'details', schemes: 'schemes', products: 'products' } as const;

interface CompanyInSetup {
  id: string;
  name: string;
  [field: string]: unknown;
}

const fetchCompaniesInSetup = async (signal?: AbortSignal) =>
  (
    await request<{ items: CompanyInSetup[]; total: number }>('portal', '/api/v1/companies/search', {
      query: { setupCompleteness: UNFINISHED, sortField: 'createdAt', sortOrder: 'DESC', page: 1, perPage: SHOWN },
      signal,
    })
  ).json ?? { items: [], total: 0 };

const CompanyLine = ({ company }: { company: CompanyInSetup }) => {
  const translate = useTranslate();
  const setup = useCompanySetup(company);
  const describe = useDescribeStep();
  const next = setup?.next;
  if (!next) return null;
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={
          <MuiLink component={Link} to={`${COMPANIES}/create/${encodeURIComponent(company.id)}/${WIZARD_STEP[next.key]}`}>
            {translate('portico.shell.dashboard.setup.continue', { name: company.name })}
          </MuiLink>
        }
        secondary={`${translate(`resources.companies.setup.steps.${next.key}`)}: ${describe(next)}`}
      />
    </ListItem>
  );
};

export const CompaniesInSetup = () => {
  const translate = useTranslate();
  const companies = useQuery({
    queryKey: ['portico', 'dashboard', 'companiesInSetup'],
    queryFn: ({ signal }) => fetchCompaniesInSetup(signal),
  });
  // Nothing to say when every company is set up, or when the list cannot be read (the companies page says why).
  if (companies.isError || (companies.data && companies.data.total === 0)) return null;
  return (
    <Box component="section" aria-labelledby="companies-in-setup" sx={{ mb: 4 }}>
      <Typography id="companies-in-setup" variant="h5" component="h2" gutterBottom>
        {translate('portico.shell.dashboard.setup.heading')}
      </Typography>
      {companies.data ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('portico.shell.dashboard.setup.count', { smart_count: companies.data.total })}{' '}
            <MuiLink component={Link} to={`${COMPANIES}/list`}>
              {translate('portico.shell.dashboard.setup.all')}
            </MuiLink>
          </Typography>
          <List dense>
            {companies.data.items.map((company) => (
              <CompanyLine key={company.id} company={company} />
            ))}
          </List>
        </>
      ) : (
        <Skeleton variant="rounded" height={120} aria-hidden />
      )}
    </Box>
  );
};

export default CompaniesInSetup;
