/**
 * What the company wizard's Finish opens (`…/company/create/{id}/summary`), inside the framework's progress summary
 * (whether the setup is finished, each scheme with its sections, strategic partners and employers, what is missing,
 * each linking back to its step): each module with the schemes it covers, and the next action, inviting the
 * company's administrator with the company chosen and the administrator's contact filled in.
 * @custom The company wizard's own ending (modules with what they cover, and inviting the administrator with the
 * company and contact filled in), drawn inside the framework's progress summary that names it.
 */
import { Button, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useRecordContext, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { ProgressSummary, SummarySection, useAccessNow } from '../../src/framework/views';
import { assignedModules, keys } from '../companyProducts/api';

const S = 'resources.companies.setup.summary';

/** The invite wizard, opened for the company's administrator (resources/users/InviteWizard reads these). */
const inviteAdministratorPath = (companyId: string) =>
  `/administration/user/create/personal-information?${new URLSearchParams({ companyId, role: 'ClientAdmin' }).toString()}`;

export const SetupSummary = () => {
  const company = useRecordContext();
  const translate = useTranslate();
  const companyId = company ? String(company.id) : '';
  const mayInvite = useAccessNow('create', 'users');
  const modules = useQuery({
    queryKey: keys.assigned(companyId),
    queryFn: ({ signal }) => assignedModules(companyId, signal),
    enabled: Boolean(companyId),
  });
  const schemeTotal = Number(company?.schemeCount ?? 0);
  const invite = mayInvite && (
    <Button component={Link} to={inviteAdministratorPath(companyId)} variant="contained">
      {translate(`${S}.invite`)}
    </Button>
  );
  return (
    <ProgressSummary actions={invite}>
      <SummarySection heading={translate(`${S}.modules`, { smart_count: modules.data?.length ?? 0 })}>
        {modules.isPending ? (
          <Skeleton width="60%" aria-hidden />
        ) : modules.data?.length ? (
          <List dense disablePadding>
            {modules.data.map((module) => (
              <ListItem key={module.id} disableGutters>
                <ListItemText
                  primary={module.name}
                  secondary={translate('resources.companyProducts.tab.covers', {
                    covered: module.schemeIds.length,
                    smart_count: schemeTotal,
                  })}
                />
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{translate(`${S}.noModules`)}</Typography>
        )}
      </SummarySection>
    </ProgressSummary>
  );
};

export default SetupSummary;
