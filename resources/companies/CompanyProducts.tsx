/**
 * A company's `products` tab, and the company wizard's products step: the modules it has, with how many of its schemes
 * each covers and who would lose them, and the modules its tenant offers that it does not have yet (never one being
 * retired). On the update screen and in the wizard, users who may `assign` (companyProducts' access) assign a module
 * with its coverage (`AssignModuleDialog`: all schemes, or the ones chosen) and remove one after confirming (the
 * framework's assignment panel: both sides with their counts, the removal a `ConfirmAction`); everyone else, and
 * everyone on the view screen, gets the same lists without actions.
 *
 * A module's scheme count links to its coverage page for those who may open it; from the wizard the link carries the
 * step's path (`returnTo` in the location state), so the coverage page leads back to setup. A company without schemes
 * is told so, with the way to add them (the wizard's Schemes step, or the Schemes tab), and nothing is assigned until
 * it has one: an assignment covers the schemes the company has at the time.
 */
import AppsIcon from '@mui/icons-material/Apps';
import { Alert, Avatar, Box, Button, Chip, Link as MuiLink, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Loading, useCanAccess, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { AssignmentPanel, LoadFailure, useRecordScreen, useRemoval } from '../../src/framework/views';
import { isSafeDataUrl } from '../../src/shared/urls';
import {
  assignModule,
  assignedModules,
  availableModules,
  companyEmployers,
  companySchemes,
  keys,
  removeModule,
  withEmployers,
  type AssignedModule,
  type Module,
} from '../companyProducts/api';
import { AssignModuleDialog } from '../companyProducts/AssignModuleDialog';
import { returnToState } from '../companyProducts/returnTo';

const t = (key: string) => `resources.companyProducts.tab.${key}`;

/** The spec's route for one module's scheme coverage in one company. */
export const coveragePath = (companyId: string, productId: string) =>
  `/administration/company/${encodeURIComponent(companyId)}/product/update/${encodeURIComponent(productId)}/scheme`;

/** The company wizard's steps live under `…/company/create/{id}/{step}` (resources/companies.ts). */
const WIZARD_PATH = /^\/administration\/onboarding\/company\/create\/[^/]+\//;

/** Where the company's schemes are added: the wizard's Schemes step, or the Schemes tab of its update screen. */
const schemesPath = (companyId: string, inWizard: boolean) =>
  inWizard
    ? `/administration/onboarding/company/create/${encodeURIComponent(companyId)}/schemes`
    : `/administration/onboarding/company/update/${encodeURIComponent(companyId)}/scheme/list`;

const ModuleLogo = ({ module }: { module: Module }) => (
  <ListItemAvatar>
    {/* The name is next to it, so the logo is decorative; only https or relative addresses are loaded. */}
    {isSafeDataUrl(module.logoUrl) ? (
      <Avatar variant="rounded" src={module.logoUrl} alt="" />
    ) : (
      <Avatar variant="rounded">
        <AppsIcon aria-hidden />
      </Avatar>
    )}
  </ListItemAvatar>
);

/** A module's row: its logo and words, then its action beside them (below them on a phone, never over them). */
const ModuleRow = ({ action, children }: { action: ReactNode; children: ReactNode }) => (
  <ListItem divider sx={{ flexWrap: { xs: 'wrap', sm: 'nowrap' }, columnGap: 2 }}>
    {children}
    {action && <Box sx={{ flexShrink: 0, ml: { xs: 7, sm: 0 }, mb: { xs: 1, sm: 0 } }}>{action}</Box>}
  </ListItem>
);

const ModuleList = ({ labelledBy, children }: { labelledBy: string; children: ReactNode }) => (
  <List aria-labelledby={labelledBy} dense>
    {children}
  </List>
);

export const CompanyProducts = () => {
  const company = useRecordContext();
  const screen = useRecordScreen();
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const { pathname } = useLocation();
  const inWizard = WIZARD_PATH.test(pathname);
  const noSchemesId = useId();
  const companyId = company ? String(company.id) : '';
  const { canAccess: mayAssign } = useCanAccess({ action: 'assign', resource: 'companyProducts' });
  const { canAccess: mayOpenCoverage } = useCanAccess({ action: 'edit', resource: 'companyProducts' });
  const editable = screen === 'update' && Boolean(mayAssign);
  const linked = screen === 'update' && Boolean(mayOpenCoverage);
  const assigned = useQuery({
    queryKey: keys.assigned(companyId),
    queryFn: ({ signal }) => assignedModules(companyId, signal),
    enabled: Boolean(companyId),
  });
  const available = useQuery({
    queryKey: keys.available(companyId),
    queryFn: ({ signal }) => availableModules(companyId, signal),
    enabled: Boolean(companyId),
  });
  // The company's own schemes: their number (whatever modules it has), and what the Assign dialog offers.
  const schemes = useQuery({
    queryKey: keys.companySchemes(companyId),
    queryFn: ({ signal }) => companySchemes(companyId, signal),
    enabled: Boolean(companyId),
  });
  // Their employers, shown beneath each scheme in the dialog: read only for those who may assign.
  const employers = useQuery({
    queryKey: keys.companyEmployers(companyId),
    queryFn: ({ signal }) => companyEmployers(companyId, signal),
    enabled: Boolean(companyId) && editable,
  });
  const [assigning, setAssigning] = useState<Module>();
  // After an assignment the Assign button has gone with the module: focus goes to its coverage link (or its name).
  const [focusOn, setFocusOn] = useState<string>();
  const focusTargets = useRef(new Map<string, HTMLElement | null>());
  useEffect(() => {
    const target = focusOn && focusTargets.current.get(focusOn);
    if (!target) return;
    target.focus();
    setFocusOn(undefined);
  }, [focusOn, assigned.data]);

  const names = { company: String(company?.name ?? '') };
  const refresh = () =>
    // The company's setup progress may move with its modules, so its record is read again too.
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['portico', 'companyProducts', companyId] }),
      queryClient.invalidateQueries({ queryKey: keys.schemes(companyId) }),
      queryClient.invalidateQueries({ queryKey: ['companies'] }),
    ]);
  const removal = useRemoval<AssignedModule>({
    remove: (module) => removeModule(companyId, module.id),
    confirmation: (module) => ({
      title: translate(t('removeTitle'), { ...names, module: module.name }),
      content: t('removeContent'),
      contentOptions: { ...names, module: module.name, smart_count: module.userCount },
      confirm: t('remove'),
    }),
    done: (module) => translate(t('removed_done'), { ...names, module: module.name }),
    refresh,
  });

  if (!company) return null;
  const readError = assigned.error ?? available.error ?? schemes.error ?? employers.error;
  if (readError) {
    return (
      <LoadFailure
        error={readError}
        retry={() => Promise.all([assigned.refetch(), available.refetch(), schemes.refetch(), editable ? employers.refetch() : undefined])}
      />
    );
  }
  if (!assigned.data || !available.data || !schemes.data || (editable && !employers.data)) return <Loading />;

  const schemeTotal = schemes.data.length;
  const noSchemes = schemeTotal === 0;

  /** The dialog's Assign: a refusal is thrown back to the dialog, which shows it and keeps the choice. */
  const assign = async (module: Module, schemeIds: string[] | undefined) => {
    await assignModule(companyId, module.id, schemeIds);
    const labels = { ...names, module: module.name };
    notify(
      schemeIds === undefined
        ? translate(t('assigned_done'), labels)
        : translate(t('assigned_some'), { ...labels, smart_count: schemeIds.length }),
      { type: 'success' },
    );
    await refresh();
  };

  const coverageText = (module: AssignedModule) => translate(t('covers'), { covered: module.schemeIds.length, smart_count: schemeTotal });

  const assignedRow = (module: AssignedModule) => {
    const labels = { ...names, module: module.name };
    const covers = coverageText(module);
    const keep = (element: HTMLElement | null) => {
      focusTargets.current.set(module.id, element);
    };
    return (
      <ModuleRow
        key={module.id}
        action={
          editable && (
            <Button
              color="error"
              size="small"
              disabled={removal.pending}
              aria-label={translate(t('removeLabel'), labels)}
              onClick={() => removal.ask(module)}
            >
              {translate(t('remove'))}
            </Button>
          )
        }
      >
        <ModuleLogo module={module} />
        <ListItemText
          primary={
            <>
              <span ref={linked ? undefined : keep} tabIndex={linked ? undefined : -1}>
                {module.name}
              </span>
              {module.retiring && <Chip size="small" variant="outlined" sx={{ ml: 1 }} label={translate(t('retiring'))} />}
            </>
          }
          secondaryTypographyProps={{ component: 'div' }}
          secondary={
            <>
              <Typography variant="body2">{module.description}</Typography>
              <Typography variant="body2" color="text.primary">
                {linked ? (
                  // The count is the way to choose the schemes; from the wizard it says where to come back to.
                  <MuiLink
                    ref={keep}
                    component={Link}
                    to={coveragePath(companyId, module.id)}
                    state={inWizard ? returnToState(pathname) : undefined}
                    aria-label={translate(t('coversLabel'), { ...labels, covers })}
                  >
                    {covers}
                  </MuiLink>
                ) : (
                  covers
                )}
                {' · '}
                {translate(t('users'), { smart_count: module.userCount })}
              </Typography>
            </>
          }
        />
      </ModuleRow>
    );
  };

  const availableRow = (module: Module) => (
    <ModuleRow
      key={module.id}
      action={
        editable && (
          <Button
            variant="outlined"
            size="small"
            disabled={removal.pending || noSchemes}
            aria-label={translate(t('assignLabel'), { ...names, module: module.name })}
            aria-describedby={noSchemes ? noSchemesId : undefined}
            onClick={() => setAssigning(module)}
          >
            {translate(t('assign'))}
          </Button>
        )
      }
    >
      <ModuleLogo module={module} />
      <ListItemText primary={module.name} secondary={module.description} />
    </ModuleRow>
  );

  return (
    <AssignmentPanel
      notes={
        <>
          {screen === 'update' && !mayAssign && (
            <Alert severity="info" role="note">
              {translate(t('internalOnly'))}
            </Alert>
          )}
          {screen === 'update' && noSchemes && (
            <Alert severity="warning" role="note" id={noSchemesId}>
              {translate(t('noSchemes'), names)}{' '}
              <MuiLink component={Link} to={schemesPath(companyId, inWizard)}>
                {translate(t(inWizard ? 'noSchemesWizardLink' : 'noSchemesTabLink'))}
              </MuiLink>
            </Alert>
          )}
        </>
      }
      assigned={{
        title: translate(t('assigned')),
        empty: translate(t('noneAssigned'), names),
        count: assigned.data.length,
        rows: (labelledBy) => <ModuleList labelledBy={labelledBy}>{assigned.data.map(assignedRow)}</ModuleList>,
      }}
      available={{
        title: translate(t('available')),
        empty: translate(t('noneAvailable')),
        count: available.data.length,
        rows: (labelledBy) => <ModuleList labelledBy={labelledBy}>{available.data.map(availableRow)}</ModuleList>,
      }}
      removal={removal.dialog}
    >
      {assigning && (
        <AssignModuleDialog
          key={assigning.id}
          module={assigning}
          companyName={names.company}
          schemes={withEmployers(schemes.data, employers.data ?? [])}
          onAssign={(schemeIds) => assign(assigning, schemeIds)}
          onCancel={() => setAssigning(undefined)}
          onAssigned={() => {
            setAssigning(undefined);
            setFocusOn(assigning.id);
          }}
        />
      )}
    </AssignmentPanel>
  );
};

export default CompanyProducts;
