/**
 * roles-and-permissions: the drill-down company → product → scheme → employer, each level its own URL below
 * the tab, so every level deep-links.
 */
import { Alert } from '@mui/material';
import { Navigate, Route, Routes } from 'react-router-dom';
import { isInternalRole } from '../rights';
import { CompanyLevel } from './CompanyLevel';
import { EmployerLevel } from './EmployerLevel';
import { ProductLevel } from './ProductLevel';
import { SchemeLevel } from './SchemeLevel';
import { useDrillDown } from './useDrillDown';

const RolesAndPermissionsTab = () => {
  const { user, t, paths } = useDrillDown();
  if (!user) return null;
  if (isInternalRole(user.clientPortalRole.roleName)) return <Alert severity="info">{t('internal')}</Alert>;
  return (
    <Routes>
      <Route path="company/list" element={<CompanyLevel />} />
      <Route path="company/:companyId/product/list" element={<ProductLevel />} />
      <Route path="company/:companyId/product/:productId/scheme/list" element={<SchemeLevel />} />
      <Route path="company/:companyId/product/:productId/scheme/:schemeId/employer/list" element={<EmployerLevel />} />
      <Route path="*" element={<Navigate to={paths.companies} replace />} />
    </Routes>
  );
};

export default RolesAndPermissionsTab;
