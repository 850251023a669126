/**
 * The company's "Default scheme access" tab (spec 2.5): sub-tabs `main` (the setting) and `audit` (its history), as
 * path segments under this tab; the bare tab URL lands on `main`.
 */
import { useTranslate } from 'react-admin';
import { useLocation, useParams } from 'react-router-dom';
import { RouteTabs } from '../../src/framework/views';
import { AuditPanel } from './defaultSchemeAccess/AuditPanel';
import { MainPanel } from './defaultSchemeAccess/MainPanel';

const K = 'resources.defaultSchemeAccessAudits';

export const DefaultSchemeAccess = () => {
  const translate = useTranslate();
  const { pathname } = useLocation();
  // This tab's own URL, whatever screen (update or view) and nesting it is mounted under: the path minus the sub-tab.
  const rest = useParams()['*'] ?? '';
  const basePath = pathname.slice(0, pathname.length - rest.length).replace(/\/+$/, '');
  return (
    <RouteTabs
      basePath={basePath}
      ariaLabel={translate('resources.companies.tabs.default-scheme-access')}
      tabs={[
        { path: 'main', labelKey: `${K}.tabs.main`, element: <MainPanel /> },
        { path: 'audit', labelKey: `${K}.tabs.audit`, element: <AuditPanel /> },
      ]}
    />
  );
};

export default DefaultSchemeAccess;
