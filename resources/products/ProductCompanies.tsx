/**
 * The product's `company` tab: the companies that have it (`GET /companies/assignedToProduct/{id}`), in the
 * framework's assignment panel. Those who may assign (SuperAdmin, Support) give it to another company, searched on
 * the server (`POST /products/assignCompany`), or take it away after a confirmation that says what goes with it
 * (`POST /products/removeCompany`); a refusal shows where they acted (under the picker, in the dialog). A module being
 * retired is given to no company anew: the tab says so instead of offering it.
 */
import { Alert, Box, Button, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Loading, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { request } from '../../providers/http';
import { AssignmentPanel, LoadFailure, ServerError, useRecordScreen, useRemoval } from '../../src/framework/views';
import { CompanyAutocomplete } from '../companies/CompanyAutocomplete';
import type { CompanyChoice } from '../../src/framework';

interface CompanyRow {
  id: string;
  name: string;
  companyNumber: string | null;
}

const M = 'resources.products.companies';

const companiesKey = (productId: string) => ['portico', 'products', 'companies', productId];

const changeAssignment = (action: 'assignCompany' | 'removeCompany', productId: string, companyId: string) =>
  request('portal', `/api/v1/products/${action}`, { method: 'POST', json: { productId, companyId } });

const AssignCompany = ({ productId, having }: { productId: string; having: CompanyRow[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Searched on the server as the user types: any company may be given the module, and there may be thousands.
  const [chosen, setChosen] = useState<CompanyChoice | null>(null);
  const assign = useMutation({
    mutationFn: (company: CompanyChoice) => changeAssignment('assignCompany', productId, company.id),
    onSuccess: async (_, company) => {
      notify(`${M}.assigned`, { type: 'success', messageArgs: { name: company.name } });
      setChosen(null);
      await queryClient.invalidateQueries({ queryKey: companiesKey(productId) });
    },
  });
  return (
    <Box>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }}>
        <CompanyAutocomplete
          label={translate(`${M}.add`)}
          value={chosen}
          onChange={setChosen}
          exclude={having.map((h) => h.id)}
          sx={{ minWidth: 320, flex: 1, maxWidth: 480 }}
        />
        <Box>
          <Button variant="contained" onClick={() => chosen && assign.mutate(chosen)} disabled={!chosen || assign.isPending}>
            {translate(`${M}.assign`)}
          </Button>
        </Box>
      </Stack>
      {/* The API says why (e.g. the company's tenant does not offer the module); the choice stays for another try. */}
      <ServerError error={assign.error} kind="action" />
    </Box>
  );
};

export const ProductCompanies = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ action: 'assign', resource: 'products' });
  const editable = useRecordScreen() === 'update' && Boolean(canAccess);
  const productId = String(record?.id ?? '');
  const companies = useQuery({
    queryKey: companiesKey(productId),
    queryFn: async ({ signal }) =>
      (await request<CompanyRow[]>('portal', `/api/v1/companies/assignedToProduct/${encodeURIComponent(productId)}`, { signal })).json ??
      [],
    enabled: Boolean(record),
  });
  const removal = useRemoval<CompanyRow>({
    remove: (company) => changeAssignment('removeCompany', productId, company.id),
    confirmation: (company) => ({
      title: translate(`${M}.removeTitle`, { name: company.name }),
      content: `${M}.removeContent`,
      contentOptions: { name: company.name },
      confirm: translate(`${M}.remove`, { name: company.name }),
    }),
    done: (company) => translate(`${M}.removed`, { name: company.name }),
    refresh: () => queryClient.invalidateQueries({ queryKey: companiesKey(productId) }),
  });
  if (companies.isPending) return <Loading />;
  if (companies.error) return <LoadFailure error={companies.error} retry={() => void companies.refetch()} />;
  const having = companies.data;

  return (
    <AssignmentPanel
      notes={
        editable &&
        (record?.retiring === true ? (
          // A module being retired is given to no one new (docs/decisions.md); those that have it keep it.
          <Alert severity="info" role="note">
            {translate(`${M}.retiring`, { module: String(record.name) })}
          </Alert>
        ) : (
          <AssignCompany productId={productId} having={having} />
        ))
      }
      assigned={{
        title: translate('resources.products.tabs.company'),
        empty: translate(`${M}.empty`),
        count: having.length,
        rows: (labelledBy) => (
          <Table size="small" aria-labelledby={labelledBy}>
            <TableHead>
              <TableRow>
                <TableCell>{translate(`${M}.name`)}</TableCell>
                <TableCell>{translate(`${M}.companyNumber`)}</TableCell>
                {editable && <TableCell>{translate(`${M}.actions`)}</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {having.map((c) => (
                <TableRow key={c.id}>
                  <TableCell>
                    <MuiLink component={Link} to={`/administration/onboarding/company/view/${encodeURIComponent(c.id)}/details`}>
                      {c.name}
                    </MuiLink>
                  </TableCell>
                  <TableCell>{c.companyNumber}</TableCell>
                  {editable && (
                    <TableCell>
                      <Button size="small" color="error" disabled={removal.pending} onClick={() => removal.ask(c)}>
                        {translate(`${M}.remove`, { name: c.name })}
                      </Button>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        ),
      }}
      removal={removal.dialog}
    />
  );
};

export default ProductCompanies;
