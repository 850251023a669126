/**
 * What the company wizard's Finish opens (`…/company/create/{id}/summary`): what was set up (details, each scheme with
 * its sections, strategic partners and employers, each module with the schemes it covers), what is still missing,
 * each with a link back to its step, and the next action, inviting the company's administrator with the company
 * chosen and the administrator's contact filled in.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import RadioButtonUncheckedIcon from '@mui/icons-material/RadioButtonUnchecked';
import {
  Alert,
  Box,
  Button,
  Link as MuiLink,
  List,
  ListItem,
  ListItemIcon,
  ListItemText,
  Skeleton,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useId, type ReactNode } from 'react';
import { useCanAccess, useGetList, useRecordContext, useTranslate, type RaRecord } from 'react-admin';
import { Link } from 'react-router-dom';
import { createPath, recordMeta, recordPath } from '../../src/framework';
import { nextAction, useCompanySetup, useDefinition, useDefinitions, useStepLine, WIZARD_STEP } from '../../src/framework/views';
import { assignedModules, keys } from '../companyProducts/api';

const M = 'resources.companies.setup';
const S = `${M}.summary`;

/** The invite wizard, opened for the company's administrator (resources/users/InviteWizard reads these). */
export const inviteAdministratorPath = (companyId: string) =>
  `/administration/user/create/personal-information?${new URLSearchParams({ companyId, role: 'ClientAdmin' }).toString()}`;

const Part = ({ heading, children }: { heading: string; children: ReactNode }) => {
  const id = useId();
  return (
    <Box component="section" aria-labelledby={id}>
      <Typography id={id} variant="h6" component="h3">
        {heading}
      </Typography>
      {children}
    </Box>
  );
};

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
  const { definition } = useDefinition();
  const translate = useTranslate();
  const stepLine = useStepLine();
  const setup = useCompanySetup(company);
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
  if (!company || !setup) return null;
  const name = String(company.name);
  const wizardBase = `${createPath(definition)}/${encodeURIComponent(companyId)}`;
  const missing = setup.steps.filter((step) => !step.done);
  const schemeTotal = Number(company.schemeCount ?? 0);
  return (
    <Stack spacing={3} sx={{ mt: 1 }}>
      <Alert severity={missing.length ? 'info' : 'success'} role="status">
        {translate(missing.length ? `${S}.notFinished` : `${S}.finished`, { name })}
      </Alert>

      <Part heading={translate(`${S}.setUp`)}>
        <List dense disablePadding>
          {setup.steps.map((step) => (
            <ListItem key={step.key} disableGutters>
              <ListItemIcon sx={{ minWidth: 32 }}>
                {step.done ? (
                  <CheckCircleIcon color="success" fontSize="small" aria-hidden />
                ) : (
                  <RadioButtonUncheckedIcon fontSize="small" aria-hidden />
                )}
              </ListItemIcon>
              <ListItemText primary={stepLine(step)} />
            </ListItem>
          ))}
        </List>
      </Part>

      <Part heading={translate(`${S}.schemes`, { smart_count: schemes.total ?? schemeTotal })}>
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
      </Part>

      <Part heading={translate(`${S}.modules`, { smart_count: modules.data?.length ?? 0 })}>
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
      </Part>

      {missing.length > 0 && (
        <Part heading={translate(`${S}.missing`)}>
          <List dense disablePadding>
            {missing.map((step) => (
              <ListItem key={step.key} disableGutters>
                <ListItemText
                  primary={
                    <MuiLink component={Link} to={`${wizardBase}/${WIZARD_STEP[step.key]}`}>
                      {translate(`${M}.next.${nextAction(step)}`)}
                    </MuiLink>
                  }
                  secondary={stepLine(step)}
                />
              </ListItem>
            ))}
          </List>
        </Part>
      )}

      <Part heading={translate(`${S}.nextStep`)}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 1 }} alignItems={{ sm: 'center' }}>
          {mayInvite && (
            <Button component={Link} to={inviteAdministratorPath(companyId)} variant="contained">
              {translate(`${S}.invite`)}
            </Button>
          )}
          <Button component={Link} to={recordPath(definition, 'view', companyId)}>
            {translate(`${S}.open`, { name })}
          </Button>
        </Stack>
      </Part>
    </Stack>
  );
};

export default SetupSummary;
