/** …/product/{productId}/scheme/list: the company's schemes for the product, and which the user has. */
import { Alert } from '@mui/material';
import { Loading } from 'react-admin';
import { useParams } from 'react-router-dom';
import { assignSchemes, unassignSchemes } from '../api';
import { AccessTable } from './AccessTable';
import { useCompany, usePermissionsOf, useProductSchemes } from './queries';
import { useDrillDown } from './useDrillDown';
import { LoadFailure } from '../../../src/framework/views';

export const SchemeLevel = () => {
  const { companyId = '', productId = '' } = useParams();
  const { userId, userName, editable, busy, run, t, paths, retry } = useDrillDown();
  const company = useCompany(companyId);
  const schemes = useProductSchemes(companyId);
  const permissions = usePermissionsOf(userId);
  const product = schemes.data?.find((p) => p.productId === productId);
  const error = company.error ?? schemes.error ?? permissions.error;
  if (error) return <LoadFailure error={error} retry={retry} />;
  if (!schemes.data || !permissions.data) return <Loading />;
  const entry = permissions.data.find((p) => p.companyId === companyId && p.productId === productId);
  if (!entry) return <Alert severity="info">{t('productFirst')}</Alert>;
  const rows = (product?.schemes ?? [])
    .filter((s) => s.assigned)
    .map((s) => {
      const has = entry.schemeIds.includes(s.id);
      return {
        id: s.id,
        name: s.name,
        assigned: has,
        href: has ? paths.employers(companyId, productId, s.id) : undefined,
        cells: [s.pensionSchemeType],
      };
    });
  return (
    <AccessTable
      caption={t('schemes')}
      rows={rows}
      extraColumns={[t('schemeType')]}
      editable={editable}
      busy={busy}
      empty={t('noSchemes')}
      onAssign={(ids) => run(() => assignSchemes(userId, companyId, productId, ids))}
      onUnassign={(ids) => run(() => unassignSchemes(userId, companyId, productId, ids))}
      userName={userName}
      consequence={(ids) => (entry.employerIds.length ? t('schemesTakeEmployers', { smart_count: ids.length }) : t('nothingBeneath'))}
    />
  );
};
