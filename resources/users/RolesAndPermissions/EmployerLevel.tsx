/** …/scheme/{schemeId}/employer/list: the scheme's employers, and which the user has for this product. */
import { Alert } from '@mui/material';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { updatePermission } from '../api';
import { AccessTable } from './AccessTable';
import { useCompany, useEmployers, usePermissionsOf, useProductSchemes } from './queries';
import { Trail } from './Trail';
import { useDrillDown } from './useDrillDown';

export const EmployerLevel = () => {
  const { companyId = '', productId = '', schemeId = '' } = useParams();
  const { userId, editable, busy, run, t, paths } = useDrillDown();
  const company = useCompany(companyId);
  const schemes = useProductSchemes(companyId);
  const permissions = usePermissionsOf(userId);
  const employers = useEmployers(userId, schemeId);
  const product = schemes.data?.find((p) => p.productId === productId);
  const scheme = product?.schemes.find((s) => s.id === schemeId);
  const trail = (
    <Trail
      crumbs={[
        { label: t('companies'), to: paths.companies },
        { label: company.data?.name ?? '…', to: paths.products(companyId) },
        { label: product?.productName ?? '…', to: paths.schemes(companyId, productId) },
        { label: scheme?.name ?? '…' },
        { label: t('employers') },
      ]}
    />
  );
  const error = company.error ?? schemes.error ?? permissions.error ?? employers.error;
  if (error)
    return (
      <>
        {trail}
        <Alert severity="error">{error.message}</Alert>
      </>
    );
  if (!schemes.data || !permissions.data || !employers.data)
    return (
      <>
        {trail}
        <Loading />
      </>
    );
  const entry = permissions.data.find((p) => p.companyId === companyId && p.productId === productId);
  if (!entry?.schemeIds.includes(schemeId))
    return (
      <>
        {trail}
        <Alert severity="info">{t('schemeFirst')}</Alert>
      </>
    );
  const rows = employers.data.map((e) => ({
    id: e.employerId,
    name: e.name,
    assigned: entry.employerIds.includes(e.employerId),
    cells: [e.payeReference],
  }));
  const save = (employerIds: string[]) => run(() => updatePermission(userId, { companyId, productId, employerIds }));
  return (
    <>
      {trail}
      <AccessTable
        caption={t('employers')}
        rows={rows}
        extraColumns={[t('payeReference')]}
        editable={editable}
        busy={busy}
        empty={t('noEmployers')}
        onAssign={(ids) => save([...new Set([...entry.employerIds, ...ids])])}
        onUnassign={(ids) => save(entry.employerIds.filter((id) => !ids.includes(id)))}
      />
    </>
  );
};
