/**
 * For the staff who onboard companies (SuperAdmin, Support), under their modules: the companies still being set up,
 * newest first, each with where its setup stands in the same words as the company's own page and the wizard
 * (`src/shared/companySetup.ts`), linking to the wizard step that comes next. One page of the designed search,
 * filtered on the server to every stage but Available; loaded after the tiles, never before them.
 */
import { Alert, Box, Button, Link as MuiLink, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { errorMessages, request } from '../../../providers/http';
import companies from '../../../resources/companies';
import { useCompanySetup, useStepLine, WIZARD_STEP } from '../../framework/company/setup';
import { createPath, listPath } from '../../framework/paths';
import { retryTransient } from '../retry';
import type { SetupCompleteness } from '../../shared/companySetup';

/** The stages of a company still being set up. */
const UNFINISHED: SetupCompleteness[] = ['None', 'DetailsIncomplete', 'BrandingIncomplete', 'AssignProductsIncomplete'];
const SHOWN = 5;

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
  const stepLine = useStepLine();
  const next = setup?.next;
  if (!next) return null;
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={
          <MuiLink component={Link} to={`${createPath(companies)}/${encodeURIComponent(company.id)}/${WIZARD_STEP[next.key]}`}>
            {translate('portico.shell.dashboard.setup.continue', { name: company.name })}
          </MuiLink>
        }
        secondary={stepLine(next)}
      />
    </ListItem>
  );
};

export const CompaniesInSetup = () => {
  const translate = useTranslate();
  const inSetup = useQuery({
    retry: retryTransient,
    queryKey: ['portico', 'dashboard', 'companiesInSetup'],
    queryFn: ({ signal }) => fetchCompaniesInSetup(signal),
  });
  // Nothing to say when every company is set up.
  if (inSetup.data && inSetup.data.total === 0) return null;
  return (
    <Box component="section" aria-labelledby="companies-in-setup" sx={{ mb: 4 }}>
      <Typography id="companies-in-setup" variant="h5" component="h2" gutterBottom>
        {translate('portico.shell.dashboard.setup.heading')}
      </Typography>
      {inSetup.isError ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void inSetup.refetch()}>
              {translate('portico.shell.record.retry')}
            </Button>
          }
        >
          {translate('portico.shell.dashboard.setup.failed', { reason: errorMessages(inSetup.error).join(' ') })}
        </Alert>
      ) : inSetup.data ? (
        <>
          <Typography variant="body2" color="text.secondary">
            {translate('portico.shell.dashboard.setup.count', { smart_count: inSetup.data.total })}{' '}
            <MuiLink component={Link} to={listPath(companies)}>
              {translate('portico.shell.dashboard.setup.all')}
            </MuiLink>
          </Typography>
          <List dense>
            {inSetup.data.items.map((company) => (
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
