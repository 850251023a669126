import { Loading, usePermissions } from 'react-admin';
import { Navigate, useLocation } from 'react-router-dom';
import { canAccessArea } from '../framework/access';
import { RefusedRedirect, SSH_KEY_PATH } from '../framework/routes';
import { AREA_ROLES, areaOfPath, hasAnyRole } from '../shared/roles';

/** Where `/` leads: the dashboard for its six roles, the SSH key page for everyone else (spec 2.1, 6). */
export const rootDestination = (permissions: string | null | undefined): string =>
  hasAnyRole(permissions, AREA_ROLES.dashboard) ? '/dashboard' : SSH_KEY_PATH;

export const RootRedirect = () => {
  const { permissions, isPending } = usePermissions();
  if (isPending) return <Loading />;
  return <Navigate to={rootDestination(permissions)} replace />;
};

/** Unknown paths go to root; inside an area a refused role is told so first (spec 2.1). */
export const CatchAll = () => {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions();
  if (isPending) return <Loading />;
  if (areaOfPath(pathname) && !canAccessArea(pathname, permissions)) return <RefusedRedirect />;
  return <Navigate to="/" replace />;
};

/** The area allow-list for pages that are not resource views (the dashboard). */
export const AreaGuard = ({ children }: { children: React.ReactNode }) => {
  const { pathname } = useLocation();
  const { permissions, isPending } = usePermissions();
  if (isPending) return <Loading />;
  if (!canAccessArea(pathname, permissions)) return <RefusedRedirect />;
  return <>{children}</>;
};
