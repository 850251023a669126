/**
 * `…/company/{companyId}/product/update/{productId}/scheme`: which of the company's schemes the module covers, each
 * with its employers for context, changed with the framework's `ChecklistEditor`. Adding schemes only merges (`POST
 * bulkAssignSchemesAndProducts`); taking any away replaces the set (`PATCH bulkUpdateSchemesAndProducts`), after a
 * confirmation naming what users lose. Read-only for users who may not `assign` (docs/decisions.md).
 *
 * The way back: 'Back to setup' when the page was opened from the company wizard's products step (its path in the
 * location state, `returnTo`, believed only when it is a path of the administration area), else 'Back to
 * {company}'s modules'.
 * @custom A checklist editor whose save is two calls chosen by the change (adding merges with POST, taking away
 * replaces with PATCH after naming what users lose), and a way back that depends on where the page was opened from.
 */
import { Alert, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Loading, useGetOne, useRecordContext, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { recordPath } from '../../src/framework';
import { ChecklistEditor, LoadFailure, useAccessNow, useDefinition, type ChecklistChange } from '../../src/framework/views';
import companies from '../companies';
import { addSchemes, keys, moduleSchemes, setSchemes } from './api';
import { safeReturnTo } from './returnTo';
import { useSchemeOptions } from './schemeOptions';

const t = (key: string) => `resources.companyProducts.coverage.${key}`;

const companyModulesPath = (companyId: string) => recordPath(companies, 'update', companyId, {}, 'products');

export const SchemeCoverage = () => {
  const product = useRecordContext();
  const companyId = useDefinition().parentValues.companyId!;
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const returnTo = safeReturnTo(useLocation().state);
  const schemeOptions = useSchemeOptions();
  const mayChange = useAccessNow('assign', 'companyProducts');
  const company = useGetOne('companies', { id: companyId }, { retry: false });
  const schemes = useQuery({ queryKey: keys.schemes(companyId), queryFn: ({ signal }) => moduleSchemes(companyId, signal) });

  const readError = company.error ?? schemes.error;
  if (readError) {
    return <LoadFailure error={readError} retry={() => Promise.all([company.refetch(), schemes.refetch()])} />;
  }
  if (!product || !company.data || !schemes.data) return <Loading />;

  const names = { company: String(company.data.name), module: String(product.name) };
  const entry = schemes.data.find((m) => m.productId === String(product.id));
  const back = (
    <MuiLink component={Link} to={returnTo ?? companyModulesPath(companyId)}>
      {returnTo ? translate(t('backToSetup')) : translate(t('back'), names)}
    </MuiLink>
  );
  if (!entry) {
    return (
      <Stack spacing={2} alignItems="flex-start">
        <Alert severity="warning">{translate(t('notAssigned'), names)}</Alert>
        {back}
      </Stack>
    );
  }

  const save = async ({ chosen, added, removed }: ChecklistChange) => {
    if (removed.length === 0) await addSchemes(companyId, entry.productId, added);
    else if ((await setSchemes(companyId, entry.productId, chosen)) === undefined) throw new Error(translate(t('gone'), names));
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: keys.schemes(companyId) }),
      queryClient.invalidateQueries({ queryKey: ['portico', 'companyProducts', companyId] }),
    ]);
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="h6" component="h2">
        {translate(t('heading'), names)}
      </Typography>
      {!mayChange && (
        <Alert severity="info" role="note">
          {translate(t('readOnly'))}
        </Alert>
      )}
      <ChecklistEditor
        legend={translate(t('legend'), names)}
        options={schemeOptions(entry.schemes)}
        saved={entry.schemes.filter((s) => s.assigned).map((s) => s.id)}
        save={save}
        messages={{ save: t('save'), saved: t('saved'), confirmTitle: t('confirmTitle'), confirmContent: t('confirmContent') }}
        words={names}
        readOnly={!mayChange}
        selectAll
        empty={<Typography>{translate(t('noSchemes'), names)}</Typography>}
      />
      {back}
    </Stack>
  );
};

export default SchemeCoverage;
