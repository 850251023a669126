/**
 * The products tab of a tenant: every module (`GET /products/all`), ticked where the tenant offers it as the spec's
 * `GET /products/tenants/{id}` answers (what companies of the tenant can be given); saved as `productIds` with
 * `PUT /tenants/{id}`, then read again.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { request } from '../../providers/http';
import { ChecklistField, LoadFailure, ServerError, useRecordScreen } from '../../src/framework/views';

const M = 'resources.tenants.products';

const TenantProducts = () => {
  const tenant = useRecordContext();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const editable = useRecordScreen() === 'update';
  const modules = useQuery({
    queryKey: ['portico', 'products', 'all'],
    queryFn: async ({ signal }) => (await request<{ id: string; name: string }[]>('portal', '/api/v1/products/all', { signal })).json ?? [],
  });
  const tenantId = tenant ? String(tenant.id) : '';
  const offeredKey = ['portico', 'products', 'tenant', tenantId];
  const offered = useQuery({
    queryKey: offeredKey,
    enabled: Boolean(tenant),
    queryFn: async ({ signal }) =>
      (await request<{ id: string }[]>('portal', `/api/v1/products/tenants/${encodeURIComponent(tenantId)}`, { signal })).json ?? [],
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: ({ id, productIds }: { id: RaRecord['id']; productIds: string[] }) =>
      request('portal', `/api/v1/tenants/${encodeURIComponent(String(id))}`, { method: 'PUT', json: { productIds } }),
    onSuccess: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: ['tenants'] }),
        queryClient.invalidateQueries({ queryKey: offeredKey }),
      ]);
      notify(`${M}.saved`, { type: 'success' });
    },
  });
  useEffect(() => setChosen(offered.data?.map((module) => module.id) ?? []), [offered.data]);
  if (!tenant) return null;
  if (modules.isPending || offered.isPending) return <Loading />;
  const failed = modules.error ?? offered.error;
  if (failed) return <LoadFailure error={failed} retry={() => void Promise.all([modules.refetch(), offered.refetch()])} />;

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>{translate(`${M}.intro`)}</Typography>
      <ChecklistField
        legend={translate('resources.tenants.tabs.products')}
        options={modules.data ?? []}
        chosen={chosen}
        onChange={setChosen}
        disabled={!editable}
      />
      {chosen.length === 0 && <Typography color="text.secondary">{translate(`${M}.none`)}</Typography>}
      {editable && (
        <Box>
          <Button variant="contained" onClick={() => save.mutate({ id: tenant.id, productIds: chosen })} disabled={save.isPending}>
            {translate(`${M}.save`)}
          </Button>
          <ServerError error={save.error} />
        </Box>
      )}
    </Stack>
  );
};

export default TenantProducts;
