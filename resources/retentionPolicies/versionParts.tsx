/**
 * What the view and edit screens of a policy version share: where the screen lives, the version's facts, its
 * rules, the version history, and the redirect from a policy to its current version.
 */
import { Box, Chip, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { DateField, Loading, RecordContextProvider, SimpleShowLayout, TextField, useTranslate } from 'react-admin';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { basePattern, fillPattern, recordMeta } from '../../src/framework';
import { useDefinition } from '../../src/framework/views';
import { DATE_TIME_OPTIONS, formatDateTime, humanisePeriod, LOCALE } from '../../src/shared/format';
import { fetchCurrentVersionId, usePolicyVersion, type PolicyVersion, type RetentionRule } from './api';

export const M = 'resources.retentionPolicies';

export type PolicyScreen = 'view' | 'edit';

/** `…/company/{companyId}/policy/{view|edit}/{policyId}` and the ids in it. */
export const usePolicyBase = (screen: PolicyScreen) => {
  const { definition, parentValues } = useDefinition();
  const { id } = useParams();
  const base = fillPattern(basePattern(definition), { companyId: parentValues.companyId ?? '' });
  return { base: `${base}/${screen}/${encodeURIComponent(id!)}`, policyId: id!, companyId: parentValues.companyId! };
};

export const Problem = ({ error }: { error: unknown }) => (
  <Typography role="alert" color="error" sx={{ mt: 2 }}>
    {error instanceof Error ? error.message : String(error)}
  </Typography>
);

export const RulesTable = ({ rules }: { rules: RetentionRule[] }) => {
  const translate = useTranslate();
  // "7 years", not "2555 days": the period in the largest whole unit.
  const period = (amount: number, unit: RetentionRule['retentionUnit']) => {
    const shown = humanisePeriod(amount, unit);
    return translate(`${M}.rules.period.${shown.unit}`, { smart_count: shown.amount });
  };
  if (rules.length === 0) return <Typography>{translate(`${M}.rules.none`)}</Typography>;
  return (
    <Table size="small" aria-label={translate(`${M}.tabs.rules`)}>
      <TableHead>
        <TableRow>
          {(['categoryId', 'retentionPeriod', 'trigger', 'action'] as const).map((c) => (
            <TableCell key={c}>{translate(`${M}.rules.${c}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {rules.map((r) => (
          <TableRow key={r.id ?? r.categoryId}>
            <TableCell>{r.categoryName ?? r.categoryId}</TableCell>
            <TableCell>{period(r.retentionPeriod, r.retentionUnit)}</TableCell>
            <TableCell>{translate(`${M}.rules.triggers.${r.trigger}`)}</TableCell>
            <TableCell>{translate(`${M}.rules.actions.${r.action}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

export const VersionFacts = ({ version }: { version: PolicyVersion }) => (
  <RecordContextProvider value={{ ...version, id: version.policyVersionId }}>
    <SimpleShowLayout sx={{ px: 0 }}>
      <TextField source="name" />
      <TextField source="productName" />
      <TextField source="versionNumber" />
      <TextField source="reviewStatus" />
      <TextField source="status" />
      <TextField source="createdBy" />
      <DateField source="createdAt" showTime locales={LOCALE} options={DATE_TIME_OPTIONS} />
    </SimpleShowLayout>
  </RecordContextProvider>
);

/** Every version of the policy, from the `/view` answer (the view screen has it already; the edit screen asks here). */
const VersionList = ({ version }: { version: PolicyVersion }) => {
  const translate = useTranslate();
  const { data, error, isPending } = usePolicyVersion(version.companyId, version.policyId, version.policyVersionId);
  if (isPending) return <Loading />;
  if (error || !data) return <Problem error={error} />;
  return (
    <Table size="small" aria-label={translate(`${M}.tabs.versions`)}>
      <TableHead>
        <TableRow>
          {(['versionNumber', 'reviewStatus', 'ruleCount', 'createdBy', 'createdAt'] as const).map((c) => (
            <TableCell key={c}>{translate(`${M}.versions.${c}`)}</TableCell>
          ))}
        </TableRow>
      </TableHead>
      <TableBody>
        {data.versions.map((v) => (
          <TableRow key={v.id}>
            <TableCell>
              <MuiLink component={Link} to={`${v.id}/details`}>
                {translate(`${M}.view.version`, { number: v.versionNumber })}
              </MuiLink>
              {v.id === data.currentVersionId && <Chip size="small" sx={{ ml: 1 }} label={translate(`${M}.view.current`)} />}
            </TableCell>
            <TableCell>{v.reviewStatus}</TableCell>
            <TableCell>{v.ruleCount}</TableCell>
            <TableCell>{v.createdBy}</TableCell>
            <TableCell>{formatDateTime(v.createdAt)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** `versions/{policyVersionHistoryId}/details`: an earlier (or the current) version, read-only. */
const HistoricVersion = ({ screen }: { screen: PolicyScreen }) => {
  const { base, policyId, companyId } = usePolicyBase(screen);
  const { historyId, versionId } = useParams();
  const translate = useTranslate();
  const { data, error, isPending } = usePolicyVersion(companyId, policyId, historyId!);
  if (isPending) return <Loading />;
  if (error || !data) return <Problem error={error} />;
  return (
    <Box>
      <MuiLink component={Link} to={`${base}/version/${encodeURIComponent(versionId!)}/versions`}>
        {translate(`${M}.view.allVersions`)}
      </MuiLink>
      <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
        {translate(`${M}.view.version`, { number: data.versionNumber })}
      </Typography>
      <VersionFacts version={data} />
      <RulesTable rules={data.rules} />
    </Box>
  );
};

/** The versions tab, the same read-only history on both screens. */
export const VersionsTab = ({ version, screen }: { version: PolicyVersion; screen: PolicyScreen }) => (
  <Routes>
    <Route index element={<VersionList version={version} />} />
    <Route path=":historyId/details" element={<HistoricVersion screen={screen} />} />
    <Route path=":historyId" element={<Navigate to="details" replace />} />
  </Routes>
);

/** `…/{view|edit}/{policyId}[/{tab}]` without a version: the current version, same tab. */
export const CurrentVersion = ({ screen }: { screen: PolicyScreen }) => {
  const { base, policyId, companyId } = usePolicyBase(screen);
  const tab = useParams()['*'] || 'details';
  const { data, error, isPending } = useQuery({
    queryKey: ['portico', 'retention', 'currentVersion', companyId, policyId],
    queryFn: ({ signal }) => fetchCurrentVersionId(companyId, policyId, signal),
  });
  if (isPending) return <Loading />;
  if (error || !data) return <Problem error={error ?? new Error(policyId)} />;
  return <Navigate to={`${base}/version/${encodeURIComponent(data)}/${tab}`} replace />;
};

/** The breadcrumb names a record through react-admin's getOne cache; a policy has no getOne of its own. */
export const usePolicyNameInTrail = (companyId: string, policyId: string, name: string | undefined) => {
  const { definition } = useDefinition();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (name)
      queryClient.setQueryData([definition.name, 'getOne', { id: policyId, meta: recordMeta(definition, { companyId }) }], {
        id: policyId,
        name,
      });
  }, [name, policyId, companyId, queryClient, definition]);
};

/** Name, version and status over the tabs; `action` goes to the right (Edit on the view, Show on the edit). */
export const VersionHeading = ({ titleKey, version, action }: { titleKey: string; version: PolicyVersion; action?: ReactNode }) => {
  const translate = useTranslate();
  return (
    <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
      <Typography variant="h5" component="h1">
        {translate(titleKey, { name: version.name })}
      </Typography>
      <Chip label={translate(`${M}.view.version`, { number: version.versionNumber })} />
      <Chip color={version.status === 'Active' ? 'success' : 'default'} label={version.status} />
      {action && <Box sx={{ ml: 'auto' }}>{action}</Box>}
    </Stack>
  );
};
