/** …/scheme/{schemeId}/employer/list: the scheme's employers, and which the user has for this product. */
import { Alert } from '@mui/material';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { updatePermission } from '../api';
import { AccessTable } from './AccessTable';
import { useCompany, useEmployers, usePermissionsOf, useProductSchemes } from './queries';
import { useDrillDown } from './useDrillDown';
import { LoadFailure } from '../../../src/framework/views';

export const EmployerLevel = () => {
  const { companyId = '', productId = '', schemeId = '' } = useParams();
  const { userId, userName, editable, busy, run, t, retry } = useDrillDown();
  const company = useCompany(companyId);
  const schemes = useProductSchemes(companyId);
  const permissions = usePermissionsOf(userId);
  const employers = useEmployers(userId, schemeId);
  const error = company.error ?? schemes.error ?? permissions.error ?? employers.error;
  if (error) return <LoadFailure error={error} retry={retry} />;
  if (!schemes.data || !permissions.data || !employers.data) return <Loading />;
  const entry = permissions.data.find((p) => p.companyId === companyId && p.productId === productId);
  if (!entry?.schemeIds.includes(schemeId)) return <Alert severity="info">{t('schemeFirst')}</Alert>;
  const rows = employers.data.map((e) => ({
    id: e.employerId,
    name: e.name,
    assigned: entry.employerIds.includes(e.employerId),
    cells: [e.payeReference],
  }));
  const save = (employerIds: string[]) => run(() => updatePermission(userId, { companyId, productId, employerIds }));
  return (
    <AccessTable
      caption={t('employers')}
      rows={rows}
      extraColumns={[t('payeReference')]}
      editable={editable}
      busy={busy}
      empty={t('noEmployers')}
      onAssign={(ids) => save([...new Set([...entry.employerIds, ...ids])])}
      onUnassign={(ids) => save(entry.employerIds.filter((id) => !ids.includes(id)))}
      userName={userName}
    />
  );
};
