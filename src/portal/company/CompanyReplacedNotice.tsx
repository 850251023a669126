/**
 * Spec 4 rewrites a link's company to the selected one; this says so on the page it lands on, and offers the link's
 * company when the user may open it (internal staff), so a shared link never silently shows another client's page.
 */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { useCompany } from './CompanyContext';

export const CompanyReplacedNotice = () => {
  const { replaced, setReplaced, companies, company, select } = useCompany();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  if (!replaced || replaced.at !== pathname || !company) return null;
  const linked = companies.find((c) => c.id === replaced.companyId);
  const switchTo = () => {
    select(replaced.companyId);
    setReplaced(null);
    navigate(replaced.to);
  };
  return (
    <Alert
      severity="info"
      role="status"
      sx={{ my: 1 }}
      onClose={() => setReplaced(null)}
      closeText={translate('portico.shell.companyReplaced.dismiss')}
      action={
        linked ? (
          <Button color="inherit" size="small" onClick={switchTo}>
            {translate('portico.shell.companyReplaced.switch', { name: linked.name })}
          </Button>
        ) : undefined
      }
    >
      {linked
        ? translate('portico.shell.companyReplaced.other', { linked: linked.name, current: company.name })
        : translate('portico.shell.companyReplaced.unavailable', { current: company.name })}
    </Alert>
  );
};
