/**
 * What a module covers in a company, for the company's Products tab and the wizard's products step (the tab's
 * component beside its assignment block in resources/companies.ts): the panel lists and assigns the modules; this
 * reads the company's schemes and adds what only schemes say. Each module's row says how many of them it covers (a link to its
 * coverage page for those who may open it; from the wizard the link carries the step's path, `returnTo`, so the page
 * leads back to setup) and who would lose it; Assign opens the scheme choice (`AssignModuleDialog`: all schemes, or
 * the ones chosen). A company without schemes is told so, with the way to add them (the wizard's Schemes step, or the
 * Schemes tab), and nothing is assigned until it has one: an assignment covers the schemes the company has then.
 * @custom What only schemes say about a company's modules (coverage counts, who would lose a module, the scheme
 * choice on assigning, the way to add schemes first), beside the assignment block that lists and assigns them; the
 * company's Products tab is the only assignment with coverage.
 */
import { Alert, Link as MuiLink, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { createPath, listPath, recordPath, type AssignmentItem } from '../../src/framework';
import { LoadFailure, useAccessNow, useAssignmentCoverage, useRecordScreen } from '../../src/framework/views';
import companies from '../companies';
import companyProducts from '../companyProducts';
import schemes from '../schemes';
import { companyEmployers, companySchemes, keys, withEmployers } from './api';
import { AssignModuleDialog } from './AssignModuleDialog';
import { returnToState } from './returnTo';
import { useSchemeOptions } from './schemeOptions';

const t = (key: string) => `resources.companyProducts.tab.${key}`;

/** The company wizard's steps live under `{create}/{id}/{step}` (resources/companies.ts). */
const WIZARD = `${createPath(companies)}/`;

/** Where the company's schemes are added: the wizard's Schemes step, or the Schemes tab of its update screen. */
const schemesPath = (companyId: string, inWizard: boolean) =>
  inWizard ? `${WIZARD}${encodeURIComponent(companyId)}/schemes` : listPath(schemes, { companyId }, 'update');

const schemeIdsOf = (module: AssignmentItem) => (module.schemeIds as string[] | undefined) ?? [];

export const ModuleCoverage = () => {
  const { record: company, editable, draw } = useAssignmentCoverage();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const screen = useRecordScreen();
  const { pathname } = useLocation();
  const inWizard = pathname.startsWith(WIZARD);
  const noSchemesId = useId();
  const schemeOptions = useSchemeOptions();
  const companyId = String(company.id);
  const mayOpenCoverage = useAccessNow('edit', 'companyProducts');
  const linked = screen === 'update' && mayOpenCoverage;
  // The company's own schemes: their number (whatever modules it has), and what the Assign dialog offers.
  const schemes = useQuery({ queryKey: keys.companySchemes(companyId), queryFn: ({ signal }) => companySchemes(companyId, signal) });
  // Their employers, shown beneath each scheme in the dialog: read only for those who may assign.
  const employers = useQuery({
    queryKey: keys.companyEmployers(companyId),
    queryFn: ({ signal }) => companyEmployers(companyId, signal),
    enabled: editable,
  });

  const readError = schemes.error ?? employers.error;
  if (readError)
    return <LoadFailure error={readError} retry={() => Promise.all([schemes.refetch(), editable ? employers.refetch() : undefined])} />;
  if (!schemes.data || (editable && !employers.data)) return <Loading />;

  const names = { company: String(company.name ?? '') };
  const schemeTotal = schemes.data.length;
  const noSchemes = schemeTotal === 0;
  const offered = schemeOptions(withEmployers(schemes.data, employers.data ?? []));

  const line = (module: AssignmentItem) => {
    const covers = translate(t('covers'), { covered: schemeIdsOf(module).length, smart_count: schemeTotal });
    return (
      <Typography variant="body2" color="text.primary">
        {linked ? (
          // The count is the way to choose the schemes; from the wizard it says where to come back to.
          <MuiLink
            component={Link}
            to={recordPath(companyProducts, 'update', module.id, { companyId }, 'scheme')}
            state={inWizard ? returnToState(pathname) : undefined}
            aria-label={translate(t('coversLabel'), { ...names, module: module.name, covers })}
          >
            {covers}
          </MuiLink>
        ) : (
          covers
        )}
        {' · '}
        {translate(t('users'), { smart_count: module.userCount })}
      </Typography>
    );
  };

  return draw({
    notes: screen === 'update' && noSchemes && (
      <Alert severity="warning" role="note" id={noSchemesId}>
        {translate(t('noSchemes'), names)}{' '}
        <MuiLink component={Link} to={schemesPath(companyId, inWizard)}>
          {translate(t(inWizard ? 'noSchemesWizardLink' : 'noSchemesTabLink'))}
        </MuiLink>
      </Alert>
    ),
    blockedBy: noSchemes ? noSchemesId : undefined,
    line,
    // The removal says how many users lose the module.
    wordsFor: (module) => ({ smart_count: module.userCount }),
    choose: (module, give) => (
      <AssignModuleDialog
        key={module.id}
        module={module}
        companyName={names.company}
        schemes={offered}
        onAssign={(schemeIds) => {
          const labels = { ...names, module: module.name };
          return schemeIds === undefined
            ? give.send({}, translate(t('assigned_done'), labels))
            : give.send({ schemeIds }, translate(t('assigned_some'), { ...labels, smart_count: schemeIds.length }));
        }}
        onCancel={() => give.close(false)}
        onAssigned={() => give.close(true)}
      />
    ),
    // The coverage page's read, and the company's other module reads (its setup summary).
    refresh: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['portico', 'companyProducts', companyId] }),
        queryClient.invalidateQueries({ queryKey: keys.schemes(companyId) }),
      ]),
  });
};

export default ModuleCoverage;
