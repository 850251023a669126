/** company/{companyId}/product/list: the company's products, which the user has, and with which product role. */
import { Alert, Button as MuiButton, MenuItem, Stack, TextField } from '@mui/material';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { grantMany, grantProduct, revokeProduct, updateAllUserRoles, updatePermission, type PermissionEntry } from '../api';
import { AccessTable } from './AccessTable';
import { useCompaniesOfUser, useCompany, useCompanyProducts, usePermissionsOf, useProductRoles } from './queries';
import { beneathProducts } from './removal';
import { useDrillDown } from './useDrillDown';
import { LoadFailure } from '../../../src/framework/views';

const RoleCell = ({ entry, productName }: { entry: PermissionEntry; productName: string }) => {
  const { userId, editable, busy, run, t } = useDrillDown();
  const roles = useProductRoles(entry.productId);
  if (!editable) return <>{entry.productRoleName}</>;
  const choices = [...new Set([entry.productRoleName, ...(roles.data ?? []).map((r) => r.roleName)])];
  return (
    <Stack direction="row" spacing={1} alignItems="center">
      <TextField
        select
        size="small"
        label={t('roleFor', { name: productName })}
        value={entry.productRoleName}
        disabled={busy}
        onChange={(e) =>
          run(() => updatePermission(userId, { companyId: entry.companyId, productId: entry.productId, productRoleName: e.target.value }))
        }
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
        onClick={() =>
          run(() => updateAllUserRoles(userId, entry.productId, entry.productRoleName), 'resources.users.permissions.roleEverywhereDone')
        }
      >
        {t('applyRoleEverywhere')}
      </MuiButton>
    </Stack>
  );
};

export const ProductLevel = () => {
  const { companyId = '' } = useParams();
  const { userId, userName, beneath, editable, busy, run, t, paths, retry } = useDrillDown();
  const company = useCompany(companyId);
  const member = useCompaniesOfUser(userId);
  const products = useCompanyProducts(companyId);
  const permissions = usePermissionsOf(userId);
  const error = company.error ?? member.error ?? products.error ?? permissions.error;
  if (error) return <LoadFailure error={error} retry={retry} />;
  if (!member.data || !products.data || !permissions.data) return <Loading />;
  if (!member.data.some((c) => c.id === companyId)) return <Alert severity="info">{t('memberFirst')}</Alert>;
  const entries = permissions.data.filter((p) => p.companyId === companyId);
  const rows = products.data.map((p) => {
    const entry = entries.find((e) => e.productId === p.id);
    return {
      id: p.id,
      name: p.name,
      assigned: !!entry,
      href: entry ? paths.schemes(companyId, p.id) : undefined,
      cells: [entry ? <RoleCell key="role" entry={entry} productName={p.name} /> : null],
    };
  });
  return (
    <AccessTable
      caption={t('products')}
      rows={rows}
      extraColumns={[t('productRole')]}
      editable={editable}
      busy={busy}
      empty={t('noProducts')}
      onAssign={(ids) =>
        run(() =>
          ids.length === 1
            ? grantProduct(userId, { companyId, productId: ids[0]! })
            : grantMany(
                userId,
                ids.map((productId) => ({ companyId, productId })),
              ),
        )
      }
      onUnassign={(ids) =>
        run(async () => {
          for (const productId of ids) await revokeProduct(userId, companyId, productId);
        })
      }
      userName={userName}
      consequence={(productIds) => beneath(beneathProducts(entries, companyId, productIds))}
    />
  );
};
