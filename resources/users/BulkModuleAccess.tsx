/**
 * Bulk actions of the users list: give the chosen users a module of one company, or take it away
 * (`POST /permissions/bulkAssignUserToProduct` / `bulkUnassignUserFromProduct`). Taking away says how many users lose
 * it, and the API refuses the whole batch when one of them is not the actor's to change, so nothing half-happens.
 * @custom Part of the users list (below): the bulk module actions on the chosen rows.
 */
import { Button, DialogContentText, MenuItem, Stack, TextField } from '@mui/material';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useNotify, useRefresh, useTranslate } from 'react-admin';
import type { CompanyChoice } from '../../src/framework';
import { ActionDialog, CompanyAutocomplete, useRowSelection } from '../../src/framework/views';
import { bulkModuleAccess, productsOfCompany } from './api';

const M = 'resources.users.bulk';

const ModuleDialog = ({ mode, onClose }: { mode: 'assign' | 'unassign'; onClose: () => void }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const { selectedIds, clear } = useRowSelection();
  // Found by typing part of its name: an administrator of every company is never sent them all (issue 12).
  const [company, setCompany] = useState<CompanyChoice | null>(null);
  const companyId = company?.id ?? '';
  const [productId, setProductId] = useState('');
  const products = useQuery({
    queryKey: ['users', 'companyProducts', companyId],
    queryFn: ({ signal }) => productsOfCompany(companyId, signal),
    enabled: Boolean(companyId),
  });
  const count = selectedIds.length;
  const product = products.data?.find((p) => p.id === productId);
  // A refusal is said in the dialog, which stays open with the choices made.
  const run = useMutation({
    mutationFn: () => bulkModuleAccess(mode === 'assign', selectedIds.map(String), companyId, productId),
    onSuccess: () => {
      notify(`${M}.${mode}Done`, { type: 'success', messageArgs: { smart_count: count, product: product?.name ?? '' } });
      clear();
      refresh();
      onClose();
    },
  });
  return (
    <ActionDialog
      title={translate(`${M}.${mode}Title`, { smart_count: count })}
      action={translate(`${M}.${mode}Confirm`, { smart_count: count })}
      danger={mode === 'unassign'}
      ready={Boolean(productId)}
      busy={run.isPending}
      error={run.error}
      onAct={() => run.mutate()}
      onClose={onClose}
    >
      <Stack spacing={2} sx={{ pt: 1 }}>
        <CompanyAutocomplete
          label={translate(`${M}.company`)}
          value={company}
          onChange={(picked) => (setCompany(picked), setProductId(''))}
        />
        <TextField
          select
          label={translate(`${M}.product`)}
          value={productId}
          onChange={(e) => setProductId(e.target.value)}
          disabled={!companyId || products.isPending}
        >
          {(products.data ?? []).map((p) => (
            <MenuItem key={p.id} value={p.id}>
              {p.name}
            </MenuItem>
          ))}
        </TextField>
        {mode === 'unassign' && product && company && (
          <DialogContentText>
            {translate(`${M}.unassignConsequence`, { smart_count: count, product: product.name, company: company.name })}
          </DialogContentText>
        )}
      </Stack>
    </ActionDialog>
  );
};

export const BulkModuleAccess = () => {
  const translate = useTranslate();
  const [mode, setMode] = useState<'assign' | 'unassign' | null>(null);
  return (
    <>
      <Button size="small" onClick={() => setMode('assign')}>
        {translate(`${M}.assign`)}
      </Button>
      <Button size="small" color="error" onClick={() => setMode('unassign')}>
        {translate(`${M}.unassign`)}
      </Button>
      {mode && <ModuleDialog mode={mode} onClose={() => setMode(null)} />}
    </>
  );
};
