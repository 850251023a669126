/**
 * The product's `company` tab: the companies that have it (`GET /companies/assignedToProduct/{id}`). Those who may
 * assign (SuperAdmin, Support) give it to another company (`POST /products/assignCompany`) or take it away after a
 * confirmation that says what goes with it (`POST /products/removeCompany`). A module being retired is given to no
 * company anew: the tab says so instead of offering it.
 */
import { Alert, Box, Button, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Confirm, Loading, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { request } from '../../providers/http';
import { useRecordScreen } from '../../src/framework/views';
import { CompanyAutocomplete } from '../companies/CompanyAutocomplete';
import type { CompanyChoice } from '../companies/search';

interface CompanyRow {
  id: string;
  name: string;
  companyNumber: string | null;
}

const M = 'resources.products.companies';

const useCompanies = (path: string, key: unknown[], enabled = true) =>
  useQuery({
    queryKey: key,
    queryFn: async ({ signal }) => (await request<CompanyRow[]>('portal', path, { signal })).json ?? [],
    enabled,
  });

const AssignCompany = ({ productId, having }: { productId: string; having: CompanyRow[] }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  // Searched on the server as the user types: any company may be given the module, and there may be thousands.
  const [chosen, setChosen] = useState<CompanyChoice | null>(null);
  const [busy, setBusy] = useState(false);
  const assign = async () => {
    if (!chosen) return;
    setBusy(true);
    try {
      await request('portal', '/api/v1/products/assignCompany', { method: 'POST', json: { productId, companyId: chosen.id } });
      notify(`${M}.assigned`, { type: 'success', messageArgs: { name: chosen.name } });
      setChosen(null);
      await queryClient.invalidateQueries({ queryKey: ['portico', 'products', 'companies', productId] });
    } catch (error) {
      // The API says why (e.g. the company's tenant does not offer the module); the choice stays for another try.
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
    } finally {
      setBusy(false);
    }
  };
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} alignItems={{ sm: 'center' }} sx={{ mb: 2 }}>
      <CompanyAutocomplete
        label={translate(`${M}.add`)}
        value={chosen}
        onChange={setChosen}
        exclude={having.map((h) => h.id)}
        sx={{ minWidth: 320, flex: 1, maxWidth: 480 }}
      />
      <Box>
        <Button variant="contained" onClick={() => void assign()} disabled={!chosen || busy}>
          {translate(`${M}.assign`)}
        </Button>
      </Box>
    </Stack>
  );
};

export const ProductCompanies = () => {
  const record = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { canAccess } = useCanAccess({ action: 'assign', resource: 'products' });
  const editable = useRecordScreen() === 'update' && Boolean(canAccess);
  const productId = String(record?.id ?? '');
  const key = ['portico', 'products', 'companies', productId];
  const { data, isPending, error } = useCompanies(
    `/api/v1/companies/assignedToProduct/${encodeURIComponent(productId)}`,
    key,
    Boolean(record),
  );
  const [removing, setRemoving] = useState<CompanyRow | null>(null);
  if (isPending) return <Loading />;
  if (error)
    return (
      <Typography role="alert" color="error">
        {error.message}
      </Typography>
    );

  const remove = async (company: CompanyRow) => {
    setRemoving(null);
    try {
      await request('portal', '/api/v1/products/removeCompany', { method: 'POST', json: { productId, companyId: company.id } });
      notify(`${M}.removed`, { type: 'success', messageArgs: { name: company.name } });
      await queryClient.invalidateQueries({ queryKey: key });
    } catch (failure) {
      notify(failure instanceof Error ? failure.message : String(failure), { type: 'error' });
    }
  };

  return (
    <>
      {editable &&
        (record?.retiring === true ? (
          // A module being retired is given to no one new (docs/decisions.md); those that have it keep it.
          <Alert severity="info" role="note" sx={{ mb: 2 }}>
            {translate(`${M}.retiring`, { module: String(record.name) })}
          </Alert>
        ) : (
          <AssignCompany productId={productId} having={data} />
        ))}
      {data.length === 0 ? (
        <Typography>{translate(`${M}.empty`)}</Typography>
      ) : (
        <Table size="small" aria-label={translate('resources.products.tabs.company')}>
          <TableHead>
            <TableRow>
              <TableCell>{translate(`${M}.name`)}</TableCell>
              <TableCell>{translate(`${M}.companyNumber`)}</TableCell>
              {editable && <TableCell>{translate(`${M}.actions`)}</TableCell>}
            </TableRow>
          </TableHead>
          <TableBody>
            {data.map((c) => (
              <TableRow key={c.id}>
                <TableCell>
                  <MuiLink component={Link} to={`/administration/onboarding/company/view/${encodeURIComponent(c.id)}/details`}>
                    {c.name}
                  </MuiLink>
                </TableCell>
                <TableCell>{c.companyNumber}</TableCell>
                {editable && (
                  <TableCell>
                    <Button size="small" color="error" onClick={() => setRemoving(c)}>
                      {translate(`${M}.remove`, { name: c.name })}
                    </Button>
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      <Confirm
        isOpen={removing !== null}
        title={translate(`${M}.removeTitle`, { name: removing?.name ?? '' })}
        content={translate(`${M}.removeContent`, { name: removing?.name ?? '' })}
        confirm={translate(`${M}.remove`, { name: removing?.name ?? '' })}
        confirmColor="warning"
        onConfirm={() => void (removing && remove(removing))}
        onClose={() => setRemoving(null)}
      />
    </>
  );
};

export default ProductCompanies;
