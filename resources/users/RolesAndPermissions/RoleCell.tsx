/**
 * The product level's role column: the module's product role, chosen among its roles, and a way to use it everywhere.
 * @custom The product level's role column of the drill-down: a choice among the module's roles with "use everywhere";
 * a drill-down level names it as its cell.
 */
import { Button as MuiButton, MenuItem, Stack, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import type { DrillDownCellProps } from '../../../src/framework/views';
import { productRoles, updateAllUserRoles, updatePermission, type PermissionEntry } from '../api';

const RoleCell = ({ row, held, editable, busy, run }: DrillDownCellProps) => {
  const translate = useTranslate();
  const entry = held as PermissionEntry | undefined;
  const roles = useQuery({
    queryKey: ['users', 'productRoles', row.id],
    queryFn: ({ signal }) => productRoles(row.id, signal),
    staleTime: 300_000,
    enabled: entry !== undefined,
  });
  if (!entry) return null;
  if (!editable) return <>{entry.productRoleName}</>;
  const choices = [...new Set([entry.productRoleName, ...(roles.data ?? []).map((r) => r.roleName)])];
  const { userId, companyId, productId, productRoleName } = entry;
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField
        select
        size="small"
        label={translate('resources.users.permissions.roleFor', { name: row.name })}
        value={productRoleName}
        disabled={busy}
        onChange={(e) => run(() => updatePermission(userId, { companyId, productId, productRoleName: e.target.value }))}
        sx={{ minWidth: 200 }}
      >
        {choices.map((role) => (
          <MenuItem key={role} value={role}>
            {role}
          </MenuItem>
        ))}
      </TextField>
      <MuiButton
        size="small"
        disabled={busy}
        onClick={() => run(() => updateAllUserRoles(userId, productId, productRoleName), 'resources.users.permissions.roleEverywhereDone')}
      >
        {translate('resources.users.permissions.applyRoleEverywhere')}
      </MuiButton>
    </Stack>
  );
};

export default RoleCell;
