/**
 * The products tab: which of the company's modules the connection may call. The choices are the company's own
 * modules (the API refuses any other); the view screen lists the chosen ones.
 */
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Loading, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { request } from '../../providers/http';
import { ChecklistField, LoadFailure, ServerError, useRecordScreen } from '../../src/framework/views';
import { assignedModules, keys } from '../companyProducts/api';
import type { ApiConnection } from './types';

const M = 'resources.apiIntegrations.products';

const ConnectionProducts = () => {
  const connection = useRecordContext<ApiConnection>();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const screen = useRecordScreen();
  const { canAccess } = useCanAccess({ action: 'edit', resource: 'apiIntegrations', record: connection });
  const editable = screen === 'update' && Boolean(canAccess);
  const companyId = connection?.companyId ?? '';
  const modules = useQuery({
    queryKey: keys.assigned(companyId),
    queryFn: ({ signal }) => assignedModules(companyId, signal),
    enabled: Boolean(companyId),
  });
  const [chosen, setChosen] = useState<string[]>([]);
  const save = useMutation({
    mutationFn: ({ id, productIds }: { id: ApiConnection['id']; productIds: string[] }) =>
      request('gateway', `/api/v1/api-connections/${encodeURIComponent(String(id))}`, { method: 'PUT', json: { productIds } }),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: ['apiIntegrations'] });
      notify(`${M}.saved`, { type: 'success' });
    },
  });
  useEffect(() => setChosen(connection?.productIds ?? []), [connection?.productIds]);
  if (!connection) return null;
  if (modules.isPending) return <Loading />;
  if (modules.error) return <LoadFailure error={modules.error} retry={() => void modules.refetch()} />;

  const offered = modules.data;
  if (!editable) {
    const names = offered.filter((m) => connection.productIds.includes(m.id)).map((m) => m.name);
    return names.length === 0 ? (
      <Typography>{translate(`${M}.noneChosen`)}</Typography>
    ) : (
      <Box component="ul" sx={{ m: 0, pl: 2.5 }}>
        {names.map((name) => (
          <li key={name}>{name}</li>
        ))}
      </Box>
    );
  }

  return (
    <Stack spacing={2} sx={{ maxWidth: 720 }}>
      <Typography>{translate(`${M}.intro`)}</Typography>
      {offered.length === 0 ? (
        <Alert severity="info">{translate(`${M}.none`)}</Alert>
      ) : (
        <ChecklistField
          legend={translate('resources.apiIntegrations.tabs.products')}
          options={offered}
          chosen={chosen}
          onChange={setChosen}
        />
      )}
      {chosen.length === 0 && offered.length > 0 && <Typography color="text.secondary">{translate(`${M}.noneChosen`)}</Typography>}
      <Box>
        <Button
          variant="contained"
          onClick={() => save.mutate({ id: connection.id, productIds: chosen })}
          disabled={save.isPending || offered.length === 0}
        >
          {translate(`${M}.save`)}
        </Button>
        <ServerError error={save.error} />
      </Box>
    </Stack>
  );
};

export default ConnectionProducts;
