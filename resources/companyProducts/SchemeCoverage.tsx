/**
 * `…/company/{companyId}/product/update/{productId}/scheme`: which of the company's schemes the module covers,
 * each with its employers for context (`SchemeChecklist`, shared with the Assign dialog). Adding schemes only merges
 * (`POST bulkAssignSchemesAndProducts`); taking any away replaces the set (`PATCH bulkUpdateSchemesAndProducts`),
 * after a confirmation naming what users lose. Read-only for users who may not `assign` (docs/decisions.md).
 *
 * The way back: 'Back to setup' when the page was opened from the company wizard's products step (its path in the
 * location state, `returnTo`, believed only when it is a path of the administration area), else 'Back to
 * {company}'s modules'.
 */
import { Alert, Button, Link as MuiLink, Stack, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import { Confirm, Loading, useCanAccess, useGetOne, useNotify, useRecordContext, useTranslate } from 'react-admin';
import { Link, useLocation } from 'react-router-dom';
import { LoadFailure, useDefinition, useLeaveWarning } from '../../src/framework/views';
import { addSchemes, keys, moduleSchemes, setSchemes } from './api';
import { safeReturnTo } from './returnTo';
import { SchemeChecklist } from './SchemeChecklist';

const t = (key: string) => `resources.companyProducts.coverage.${key}`;

const companyModulesPath = (companyId: string) => `/administration/onboarding/company/update/${encodeURIComponent(companyId)}/products`;

const sameSet = (a: Set<string>, b: Set<string>) => a.size === b.size && [...a].every((id) => b.has(id));

export const SchemeCoverage = () => {
  const product = useRecordContext();
  const { parentValues } = useDefinition();
  const companyId = parentValues.companyId!;
  const translate = useTranslate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const location = useLocation();
  const returnTo = safeReturnTo(location.state);
  const summaryId = useId();
  const { canAccess: mayChange } = useCanAccess({ action: 'assign', resource: 'companyProducts' });
  const company = useGetOne('companies', { id: companyId }, { retry: false });
  const schemes = useQuery({ queryKey: keys.schemes(companyId), queryFn: ({ signal }) => moduleSchemes(companyId, signal) });
  // The user's choice; undefined until they change something, so a refetch shows the server's state.
  const [chosen, setChosen] = useState<Set<string>>();
  const [saving, setSaving] = useState(false);
  const [failure, setFailure] = useState<unknown>();
  const [confirming, setConfirming] = useState(false);

  const entry = schemes.data?.find((m) => m.productId === String(product?.id));
  const saved = useMemo(() => new Set(entry?.schemes.filter((s) => s.assigned).map((s) => s.id) ?? []), [entry]);
  const selection = chosen ?? saved;
  const dirty = chosen !== undefined && !sameSet(chosen, saved);
  const forget = useCallback(() => setChosen(undefined), []);
  useLeaveWarning(dirty, location.pathname, forget);

  const readError = company.error ?? schemes.error;
  if (readError) {
    return <LoadFailure error={readError} retry={() => Promise.all([company.refetch(), schemes.refetch()])} />;
  }
  if (!product || !company.data || !schemes.data) return <Loading />;

  const names = { company: String(company.data.name), module: String(product.name) };
  const back = returnTo ? (
    <MuiLink component={Link} to={returnTo}>
      {translate(t('backToSetup'))}
    </MuiLink>
  ) : (
    <MuiLink component={Link} to={companyModulesPath(companyId)}>
      {translate(t('back'), names)}
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

  const all = entry.schemes;
  const readOnly = !mayChange;
  const nameOf = (id: string) => all.find((s) => s.id === id)?.name ?? id;
  const added = all.filter((s) => selection.has(s.id) && !saved.has(s.id)).map((s) => s.id);
  const removed = all.filter((s) => !selection.has(s.id) && saved.has(s.id)).map((s) => s.id);
  const list = (ids: string[]) => ids.map(nameOf).join(', ');
  const summary = dirty
    ? [
        added.length ? translate(t('adds'), { names: list(added) }) : '',
        removed.length ? translate(t('removes'), { names: list(removed) }) : '',
      ]
        .filter(Boolean)
        .join(' ')
    : translate(t('noChanges'));

  const choose = (next: Set<string>) => {
    setChosen(next);
    setFailure(undefined);
  };

  const save = async () => {
    setSaving(true);
    setFailure(undefined);
    try {
      if (removed.length === 0) await addSchemes(companyId, entry.productId, added);
      else if ((await setSchemes(companyId, entry.productId, [...selection])) === undefined) throw new Error(translate(t('gone'), names));
      await queryClient.invalidateQueries({ queryKey: keys.schemes(companyId) });
      await queryClient.invalidateQueries({ queryKey: ['portico', 'companyProducts', companyId] });
      setChosen(undefined);
      notify(translate(t('saved'), names), { type: 'success' });
    } catch (error) {
      // The choice stays as it is, so the user can try again.
      setFailure(error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Stack spacing={2} alignItems="flex-start">
      <Typography variant="h6" component="h2">
        {translate(t('heading'), names)}
      </Typography>
      {readOnly && (
        <Alert severity="info" role="note">
          {translate(t('readOnly'))}
        </Alert>
      )}
      {all.length === 0 ? (
        <Typography>{translate(t('noSchemes'), names)}</Typography>
      ) : (
        <SchemeChecklist
          schemes={all}
          selected={selection}
          onChange={choose}
          legend={translate(t('legend'), names)}
          disabled={readOnly || saving}
        />
      )}
      {!readOnly && (
        <>
          <Typography id={summaryId} role="status" aria-live="polite">
            {summary}
          </Typography>
          {failure !== undefined && (
            <Alert severity="error" role="alert">
              {failure instanceof Error ? failure.message : translate('portico.errors.server')}
            </Alert>
          )}
          <Stack direction="row" spacing={1}>
            <Button
              variant="contained"
              disabled={!dirty || saving}
              aria-describedby={summaryId}
              onClick={() => (removed.length ? setConfirming(true) : void save())}
            >
              {translate(t('save'))}
            </Button>
            <Button disabled={!dirty || saving} onClick={forget}>
              {translate(t('undo'))}
            </Button>
          </Stack>
        </>
      )}
      {back}
      <Confirm
        isOpen={confirming}
        title={translate(t('confirmTitle'), { smart_count: removed.length })}
        content={translate(t('confirmContent'), { ...names, names: list(removed) })}
        confirm={t('save')}
        confirmColor="warning"
        onClose={() => setConfirming(false)}
        onConfirm={() => {
          setConfirming(false);
          return save();
        }}
      />
    </Stack>
  );
};

export default SchemeCoverage;
