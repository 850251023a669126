/**
 * What the company wizard's Finish opens (`…/company/create/{id}/summary`), inside the framework's progress summary
 * (whether the setup is finished, what is missing, each linking back to its step): each scheme with its sections,
 * strategic partners and employers, each module with the schemes it covers, and the next action, inviting the
 * company's administrator with the company chosen and the administrator's contact filled in.
 */
import { Button, List, ListItem, ListItemText, Skeleton, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useCanAccess, useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { recordMeta } from '../../src/framework';
import { ProgressSummary, SummarySection, useDefinitions } from '../../src/framework/views';
import { assignedModules, keys } from '../companyProducts/api';

const S = 'resources.companies.setup.summary';

/** The invite wizard, opened for the company's administrator (resources/users/InviteWizard reads these). */
const inviteAdministratorPath = (companyId: string) =>
  `/administration/user/create/personal-information?${new URLSearchParams({ companyId, role: 'ClientAdmin' }).toString()}`;

/** How many records a nested resource has under one parent (one row asked for; the total comes with it). */
const usePartCount = (resource: string, parentValues: Record<string, string>) => {
  const definition = useDefinitions().find((d) => d.name === resource);
  const meta = definition && recordMeta(definition, parentValues);
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, meta }, { enabled: Boolean(definition) });
  return total;
};

const SchemeLine = ({ scheme, companyId }: { scheme: RaRecord; companyId: string }) => {
  const translate = useTranslate();
  const values = { companyId, schemeId: String(scheme.id) };
  const counts = {
    sections: usePartCount('sections', values),
    partners: usePartCount('strategicPartners', values),
    employers: usePartCount('employers', values),
  };
  const known = Object.values(counts).every((n) => n !== undefined);
  return (
    <ListItem disableGutters>
      <ListItemText
        primary={String(scheme.name)}
        secondary={
          known ? (
            Object.entries(counts)
              .map(([part, n]) => translate(`${S}.count.${part}`, { smart_count: n }))
              .join(', ')
          ) : (
            <Skeleton width="12em" aria-hidden />
          )
        }
      />
    </ListItem>
  );
};

export const SetupSummary = () => {
  const company = useRecordContext();
  const translate = useTranslate();
  const companyId = company ? String(company.id) : '';
  const { canAccess: mayInvite } = useCanAccess({ action: 'create', resource: 'users' });
  const schemeDefinition = useDefinitions().find((d) => d.name === 'schemes');
  const schemes = useGetList(
    'schemes',
    {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'name', order: 'ASC' },
      meta: schemeDefinition && recordMeta(schemeDefinition, { companyId }),
    },
    { enabled: Boolean(companyId && schemeDefinition) },
  );
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
      <SummarySection heading={translate(`${S}.schemes`, { smart_count: schemes.total ?? schemeTotal })}>
        {schemes.isPending ? (
          <Skeleton width="60%" aria-hidden />
        ) : schemes.data?.length ? (
          <List dense disablePadding>
            {schemes.data.map((scheme) => (
              <SchemeLine key={scheme.id} scheme={scheme} companyId={companyId} />
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{translate(`${S}.noSchemes`)}</Typography>
        )}
      </SummarySection>

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
