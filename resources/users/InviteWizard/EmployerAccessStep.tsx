/**
 * Step 4 (`{userId}/employer-access`): per company the user belongs to, which products, which of the product's
 * schemes and which of each scheme's employers they get. Saved in one `POST /permissions/bulk`.
 */
import {
  Alert,
  Box,
  Button as MuiButton,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
  FormLabel,
  Paper,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Button, Loading, useNotify, useTranslate } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { createPath, recordPath } from '../../../src/framework/paths';
import { useDefinition } from '../../../src/framework/views/DefinitionContext';
import { companiesOfUser, employersOf, grantMany, productSchemes, type CompanySummary, type Grant } from '../api';
import { useLeaveWarning } from '../../../src/framework/views/useLeaveWarning';

interface ProductChoice {
  schemeIds: string[];
  /** Employers chosen per scheme; absent until the scheme's employers have loaded (then all are chosen). */
  employers: Record<string, string[]>;
}
type Selection = Record<string, ProductChoice>;

const keyOf = (companyId: string, productId: string) => `${companyId}|${productId}`;

const toggle = (list: string[], id: string, on: boolean) => (on ? [...new Set([...list, id])] : list.filter((x) => x !== id));

const SchemeEmployers = ({
  userId,
  schemeId,
  schemeName,
  chosen,
  onLoaded,
  onChange,
}: {
  userId: string;
  schemeId: string;
  schemeName: string;
  chosen: string[] | undefined;
  onLoaded: (ids: string[]) => void;
  onChange: (ids: string[]) => void;
}) => {
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['users', 'employers', userId, schemeId],
    queryFn: ({ signal }) => employersOf(userId, schemeId, signal),
  });
  useEffect(() => {
    if (data && chosen === undefined) onLoaded(data.map((e) => e.employerId));
  }, [data, chosen, onLoaded]);
  if (error) return <Alert severity="error">{error.message}</Alert>;
  if (!data || chosen === undefined) return <Loading />;
  if (data.length === 0) return <Typography variant="body2">{translate('resources.users.permissions.noEmployers')}</Typography>;
  return (
    <FormControl component="fieldset" sx={{ pl: 4, display: 'flex' }}>
      <FormLabel component="legend">{translate('resources.users.permissions.employersOf', { name: schemeName })}</FormLabel>
      <FormGroup>
        {data.map((e) => (
          <FormControlLabel
            key={e.employerId}
            label={`${e.name} (${e.payeReference})`}
            control={<Checkbox checked={chosen.includes(e.employerId)} onChange={(_, on) => onChange(toggle(chosen, e.employerId, on))} />}
          />
        ))}
      </FormGroup>
    </FormControl>
  );
};

const CompanyAccess = ({
  userId,
  company,
  selection,
  setSelection,
}: {
  userId: string;
  company: CompanySummary;
  selection: Selection;
  setSelection: (change: (s: Selection) => Selection) => void;
}) => {
  const translate = useTranslate();
  const { data, error } = useQuery({
    queryKey: ['users', 'productSchemes', company.id],
    queryFn: ({ signal }) => productSchemes(company.id, signal),
  });
  const change = (key: string, patch: (c: ProductChoice) => ProductChoice) =>
    setSelection((s) => (s[key] ? { ...s, [key]: patch(s[key]) } : s));
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
        const choice = selection[key];
        const schemes = product.schemes.filter((s) => s.assigned);
        return (
          <Box key={product.productId} sx={{ mt: 1 }}>
            <FormControlLabel
              label={product.productName}
              control={
                <Checkbox
                  checked={!!choice}
                  onChange={(_, on) =>
                    setSelection((s) => {
                      const { [key]: _dropped, ...rest } = s;
                      return on ? { ...s, [key]: { schemeIds: [], employers: {} } } : rest;
                    })
                  }
                />
              }
            />
            {choice && (
              <FormControl component="fieldset" sx={{ pl: 4, display: 'block' }}>
                <FormLabel component="legend">
                  {translate('resources.users.permissions.schemesOf', { name: product.productName })}
                </FormLabel>
                {schemes.length === 0 && <Typography variant="body2">{translate('resources.users.wizard.noSchemes')}</Typography>}
                <FormGroup>
                  {schemes.map((scheme) => (
                    <Box key={scheme.id}>
                      <FormControlLabel
                        label={scheme.name}
                        control={
                          <Checkbox
                            checked={choice.schemeIds.includes(scheme.id)}
                            onChange={(_, on) => change(key, (c) => ({ ...c, schemeIds: toggle(c.schemeIds, scheme.id, on) }))}
                          />
                        }
                      />
                      {choice.schemeIds.includes(scheme.id) && (
                        <SchemeEmployers
                          userId={userId}
                          schemeId={scheme.id}
                          schemeName={scheme.name}
                          chosen={choice.employers[scheme.id]}
                          onLoaded={(ids) =>
                            change(key, (c) => (c.employers[scheme.id] ? c : { ...c, employers: { ...c.employers, [scheme.id]: ids } }))
                          }
                          onChange={(ids) => change(key, (c) => ({ ...c, employers: { ...c.employers, [scheme.id]: ids } }))}
                        />
                      )}
                    </Box>
                  ))}
                </FormGroup>
              </FormControl>
            )}
          </Box>
        );
      })}
    </Paper>
  );
};

export const EmployerAccessStep = () => {
  const { userId = '' } = useParams();
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const { definition } = useDefinition();
  const [selection, setSelection] = useState<Selection>({});
  const [saving, setSaving] = useState(false);
  const companies = useQuery({ queryKey: ['users', 'companiesOfUser', userId], queryFn: ({ signal }) => companiesOfUser(userId, signal) });
  const done = () => void navigate(recordPath(definition, 'update', userId));
  useLeaveWarning(Object.keys(selection).length > 0 && !saving, createPath(definition), () => setSelection({}));

  const waiting = Object.values(selection).some((c) => c.schemeIds.some((s) => !c.employers[s]));
  const finish = async () => {
    const grants: Grant[] = Object.entries(selection).map(([key, c]) => {
      const [companyId, productId] = key.split('|') as [string, string];
      return { companyId, productId, schemeIds: c.schemeIds, employerIds: c.schemeIds.flatMap((s) => c.employers[s] ?? []) };
    });
    setSaving(true);
    try {
      if (grants.length) await grantMany(userId, grants);
      notify('resources.users.wizard.accessSaved', { type: 'success' });
      done();
    } catch (error) {
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      setSaving(false);
    }
  };

  if (companies.isPending) return <Loading />;
  if (companies.error) return <Alert severity="error">{companies.error.message}</Alert>;
  return (
    <Stack spacing={2}>
      {companies.data.length > 0 && <Typography>{translate('resources.users.wizard.employerAccessIntro')}</Typography>}
      {companies.data.length === 0 && <Alert severity="info">{translate('resources.users.wizard.noCompanies')}</Alert>}
      {companies.data.map((company) => (
        <CompanyAccess key={company.id} userId={userId} company={company} selection={selection} setSelection={setSelection} />
      ))}
      <Stack direction="row" spacing={2}>
        <MuiButton variant="outlined" onClick={done} disabled={saving}>
          {translate('resources.users.wizard.skip')}
        </MuiButton>
        <Button label="resources.users.wizard.finish" variant="contained" size="medium" onClick={finish} disabled={saving || waiting} />
      </Stack>
    </Stack>
  );
};
