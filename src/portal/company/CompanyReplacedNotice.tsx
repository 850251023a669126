/**
 * Spec 4 rewrites a link's company to the selected one; this says so on the page it lands on, and offers the link's
 * company when the user may open it (internal staff), so a shared link never silently shows another client's page.
 */
import { Alert, Button } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useTranslate } from 'react-admin';
import { useLocation, useNavigate } from 'react-router-dom';
import { companyQuery } from '../../framework/company/queries';
import { useSelectedCompany } from '../../framework/company/SelectedCompany';
import { useReplacedLink } from './CompanyContext';

export const CompanyReplacedNotice = () => {
  const { companies, seesAll, company, select } = useSelectedCompany();
  const { replaced, setReplaced } = useReplacedLink();
  const translate = useTranslate();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // Roles that see every company read the link's company by id (cached from the URL check); others find it in theirs.
  const read = useQuery(companyQuery(seesAll ? replaced?.companyId : undefined));
  if (!replaced || replaced.at !== pathname || !company) return null;
  const linked = seesAll ? read.data : companies.find((c) => c.id === replaced.companyId);
  const switchTo = () => {
    select(replaced.companyId, linked);
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
