/**
 * Before the invitation goes: what the person will be able to open, per company ("Member Portal for Acme Pensions
 * Ltd (1 of 1 schemes, 1 employer)"), and where they will open nothing.
 * @custom Part of the invite wizard's last step (below): what the unsaved choice will let the person open.
 */
import { Box, Paper, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { CompanySummary } from '../api';
import { productSchemesQuery, useCoverageText } from './CompanyAccess';
import { keyOf, type EmployersOf, type Selection } from './selection';

const CompanyLines = ({ company, selection, employers }: { company: CompanySummary; selection: Selection; employers: EmployersOf }) => {
  const translate = useTranslate();
  const coverageText = useCoverageText();
  const { data } = useQuery(productSchemesQuery(company.id));
  if (!data) return null;
  const ticked = data.filter((p) => selection[keyOf(company.id, p.productId)]);
  if (ticked.length === 0) return <li>{translate('resources.users.wizard.summary.nothingAt', { company: company.name })}</li>;
  return (
    <>
      {ticked.map((product) => (
        <li key={product.productId}>
          {translate('resources.users.wizard.summary.module', {
            module: product.productName,
            company: company.name,
            ...coverageText(selection[keyOf(company.id, product.productId)]!, product, employers),
          })}
        </li>
      ))}
    </>
  );
};

export const AccessSummary = ({
  name,
  companies,
  selection,
  employers,
}: {
  name: string;
  companies: CompanySummary[];
  selection: Selection;
  employers: EmployersOf;
}) => {
  const translate = useTranslate();
  const titleId = useId();
  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 500 }}>
        {translate('resources.users.wizard.summary.title', { name })}
      </Typography>
      <Box component="ul" sx={{ my: 0, pl: 3 }}>
        {companies.map((company) => (
          <CompanyLines key={company.id} company={company} selection={selection} employers={employers} />
        ))}
      </Box>
    </Paper>
  );
};
