/**
 * The products tab of a tenant: every module, ticked where the tenant offers it (`productIds`, saved with
 * `PUT /tenants/{id}`); what companies of the tenant can be given (`GET /products/tenants/{id}`) follows from it.
 */
import { Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, useNotify, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { request } from '../../providers/http';
import { ChecklistField } from '../../src/framework/views/ChecklistField';
import { LoadFailure } from '../../src/framework/views/LoadFailure';
import { useRecordScreen } from '../../src/framework/views/RecordScreen';
import { ServerError } from '../../src/framework/views/ServerError';

const M = 'resources.tenants.products';

interface TenantRecord extends RaRecord {
  productIds: string[];
}

const TenantProducts = () => {
  const tenant = useRecordContext<TenantRecord>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const editable = useRecordScreen() === 'update';
  const modules = useQuery({
    queryKey: ['portico', 'products', 'all'],
    queryFn: async ({ signal }) => (await request<{ id: string; name: string }[]>('portal', '/api/v1/products/all', { signal })).json ?? [],
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: ({ id, productIds }: { id: TenantRecord['id']; productIds: string[] }) =>
      request('portal', `/api/v1/tenants/${encodeURIComponent(String(id))}`, { method: 'PUT', json: { productIds } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['tenants'] });
      notify(`${M}.saved`, { type: 'success' });
    },
  });
  useEffect(() => setChosen(tenant?.productIds ?? []), [tenant?.productIds]);
  if (!tenant) return null;
  if (modules.isPending) return <Loading />;
  if (modules.error) return <LoadFailure error={modules.error} retry={() => void modules.refetch()} />;

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>{translate(`${M}.intro`)}</Typography>
      <ChecklistField
        legend={translate('resources.tenants.tabs.products')}
        options={modules.data}
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
