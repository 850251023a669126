/**
 * One company in the invite wizard's last step: its modules, each with the schemes it covers and their employers.
 * A ticked module shows what it covers in a line ("2 of 2 schemes, 5 employers"); its schemes and employers open on
 * demand, so a company with many modules still reads at a glance.
 * @custom Part of the invite wizard's last step (below): one company's modules, schemes and employers.
 */
import { Alert, Box, Button as MuiButton, Checkbox, FormControlLabel, Paper, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { ChecklistField } from '../../../src/framework/views';
import { employersOf, productSchemes, type CompanySummary, type ProductSchemes } from '../api';
import { chosenEmployers, coverage, everything, keyOf, schemesOf, type EmployersOf, type ProductChoice, type Selection } from './selection';

export const productSchemesQuery = (companyId: string) => ({
  queryKey: ['users', 'productSchemes', companyId],
  queryFn: ({ signal }: { signal: AbortSignal }) => productSchemes(companyId, signal),
});

export const employersQuery = (userId: string, schemeId: string) => ({
  queryKey: ['users', 'employers', userId, schemeId],
  queryFn: ({ signal }: { signal: AbortSignal }) => employersOf(userId, schemeId, signal),
});

/** "2 of 2 schemes, 5 employers" (or "…, no employers"). */
export const useCoverageText = () => {
  const translate = useTranslate();
  return (choice: ProductChoice, product: ProductSchemes, employers: EmployersOf) => {
    const c = coverage(choice, product, employers);
    return {
      schemes: c.schemes,
      total: c.totalSchemes,
      employers:
        c.employers === 0
          ? translate('resources.users.wizard.summary.noEmployers')
          : translate('resources.users.wizard.summary.employers', { smart_count: c.employers }),
    };
  };
};

const SchemeEmployers = ({
  userId,
  schemeId,
  schemeName,
  choice,
  onChange,
}: {
  userId: string;
  schemeId: string;
  schemeName: string;
  choice: ProductChoice;
  onChange: (ids: string[]) => void;
}) => {
  const translate = useTranslate();
  const { data, error } = useQuery(employersQuery(userId, schemeId));
  const chosen = chosenEmployers(choice, schemeId, data);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data || !chosen) return <Loading />;
  if (data.length === 0) return <Typography variant="body2">{translate('resources.users.permissions.noEmployers')}</Typography>;
  return (
    <Box sx={{ pl: 4 }}>
      <ChecklistField
        legend={translate('resources.users.permissions.employersOf', { name: schemeName })}
        options={data.map((e) => ({ id: e.employerId, name: `${e.name} (${e.payeReference})` }))}
        chosen={chosen}
        onChange={onChange}
      />
    </Box>
  );
};

const ModuleChoice = ({
  userId,
  product,
  choice,
  employers,
  onTick,
  onChange,
}: {
  userId: string;
  product: ProductSchemes;
  choice: ProductChoice | undefined;
  employers: EmployersOf;
  onTick: (on: boolean) => void;
  onChange: (patch: (c: ProductChoice) => ProductChoice) => void;
}) => {
  const translate = useTranslate();
  const coverageText = useCoverageText();
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const schemes = schemesOf(product);
  return (
    <Box sx={{ mt: 1 }}>
      <Stack direction="row" alignItems="center" flexWrap="wrap" columnGap={2}>
        <FormControlLabel label={product.productName} control={<Checkbox checked={!!choice} onChange={(_, on) => onTick(on)} />} />
        {choice && (
          <>
            <Typography variant="body2" color="text.secondary">
              {translate('resources.users.wizard.moduleCoverage', coverageText(choice, product, employers))}
            </Typography>
            <MuiButton size="small" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
              {translate('resources.users.wizard.chooseSchemes', { name: product.productName })}
            </MuiButton>
          </>
        )}
      </Stack>
      {choice && open && (
        // The schemes, then the employers of each chosen one.
        <Box id={detailsId} sx={{ pl: 4 }}>
          <ChecklistField
            legend={translate('resources.users.permissions.schemesOf', { name: product.productName })}
            options={schemes}
            chosen={choice.schemeIds}
            onChange={(schemeIds) => onChange((c) => ({ ...c, schemeIds }))}
          />
          {schemes.length === 0 && <Typography variant="body2">{translate('resources.users.wizard.noSchemes')}</Typography>}
          {schemes
            .filter((scheme) => choice.schemeIds.includes(scheme.id))
            .map((scheme) => (
              <SchemeEmployers
                key={scheme.id}
                userId={userId}
                schemeId={scheme.id}
                schemeName={scheme.name}
                choice={choice}
                onChange={(ids) => onChange((c) => ({ ...c, employers: { ...c.employers, [scheme.id]: ids } }))}
              />
            ))}
        </Box>
      )}
    </Box>
  );
};

export const CompanyAccess = ({
  userId,
  company,
  selection,
  setSelection,
  employers,
  onProducts,
}: {
  userId: string;
  company: CompanySummary;
  selection: Selection;
  setSelection: (change: (s: Selection) => Selection) => void;
  employers: EmployersOf;
  /** The company's modules have loaded: where its choice starts. */
  onProducts: (companyId: string, products: ProductSchemes[]) => void;
}) => {
  const translate = useTranslate();
  const { data, error } = useQuery(productSchemesQuery(company.id));
  useEffect(() => {
    if (data) onProducts(company.id, data);
  }, [data, company.id, onProducts]);
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={company.name}>
      <Typography variant="h6" component="h2">
        {company.name}
      </Typography>
      {error && <Alert severity="error">{error.message}</Alert>}
      {!data && !error && <Loading />}
      {data?.length === 0 && <Typography>{translate('resources.users.wizard.noProducts')}</Typography>}
      {data?.map((product) => {
        const key = keyOf(company.id, product.productId);
        return (
          <ModuleChoice
            key={product.productId}
            userId={userId}
            product={product}
            choice={selection[key]}
            employers={employers}
            onTick={(on) =>
              setSelection((s) => {
                const { [key]: _dropped, ...rest } = s;
                return on ? { ...s, [key]: everything(product) } : rest;
              })
            }
            onChange={(patch) => setSelection((s) => (s[key] ? { ...s, [key]: patch(s[key]) } : s))}
          />
        );
      })}
    </Paper>
  );
};
