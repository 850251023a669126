/**
 * A policy at one of its versions: `…/policy/view/{policyId}/version/{policyVersionId}/{tab}` with the tabs details,
 * rules, versions and `versions/{policyVersionHistoryId}/details` (spec 2.4). The version is a second id in the
 * path, which the generated record view does not have; the list opens `…/view/{policyId}`, which goes on to the
 * current version.
 */
import { Box, Card, CardContent, Chip, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  DateField,
  Loading,
  RecordContextProvider,
  ResourceContextProvider,
  SimpleShowLayout,
  TextField,
  useTranslate,
} from 'react-admin';
import { Link, Navigate, Route, Routes, useParams } from 'react-router-dom';
import { recordMeta } from '../../src/framework/paths';
import { RouteTabs } from '../../src/framework/views/RouteTabs';
import { useDefinition } from '../../src/framework/views/DefinitionContext';
import { fetchCurrentVersionId, usePolicyVersion, type PolicyVersionDetail, type RetentionRule } from './api';

const M = 'resources.retentionPolicies';

const useViewBase = () => {
  const { definition, parentValues } = useDefinition();
  const { id } = useParams();
  const base = definition.route.base.replace(':companyId', encodeURIComponent(parentValues.companyId ?? ''));
  return { base: `${base}/view/${encodeURIComponent(id!)}`, policyId: id!, companyId: parentValues.companyId! };
};

const Problem = ({ error }: { error: unknown }) => (
  <Typography role="alert" color="error" sx={{ mt: 2 }}>
    {error instanceof Error ? error.message : String(error)}
  </Typography>
);

const RulesTable = ({ rules }: { rules: RetentionRule[] }) => {
  const translate = useTranslate();
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
            <TableCell>{translate(`${M}.rules.period.${r.retentionUnit}`, { smart_count: r.retentionPeriod })}</TableCell>
            <TableCell>{translate(`${M}.rules.triggers.${r.trigger}`)}</TableCell>
            <TableCell>{translate(`${M}.rules.actions.${r.action}`)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

const VersionFacts = ({ version }: { version: PolicyVersionDetail }) => (
  <RecordContextProvider value={{ ...version, id: version.policyVersionId }}>
    <SimpleShowLayout sx={{ px: 0 }}>
      <TextField source="name" />
      <TextField source="productName" />
      <TextField source="versionNumber" />
      <TextField source="reviewStatus" />
      <TextField source="status" />
      <TextField source="createdBy" />
      <DateField source="createdAt" showTime locales="en-GB" />
    </SimpleShowLayout>
  </RecordContextProvider>
);

const VersionList = ({ version }: { version: PolicyVersionDetail }) => {
  const translate = useTranslate();
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
        {(version.versions ?? []).map((v) => (
          <TableRow key={v.id}>
            <TableCell>
              <MuiLink component={Link} to={`${v.id}/details`}>
                {translate(`${M}.view.version`, { number: v.versionNumber })}
              </MuiLink>
              {v.id === version.currentVersionId && <Chip size="small" sx={{ ml: 1 }} label={translate(`${M}.view.current`)} />}
            </TableCell>
            <TableCell>{v.reviewStatus}</TableCell>
            <TableCell>{v.ruleCount}</TableCell>
            <TableCell>{v.createdBy}</TableCell>
            <TableCell>{new Date(v.createdAt).toLocaleString('en-GB')}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
};

/** `versions/{policyVersionHistoryId}/details`: an earlier (or the current) version, read-only. */
const HistoricVersion = () => {
  const { base, policyId, companyId } = useViewBase();
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

const VersionsTab = ({ version }: { version: PolicyVersionDetail }) => (
  <Routes>
    <Route index element={<VersionList version={version} />} />
    <Route path=":historyId/details" element={<HistoricVersion />} />
    <Route path=":historyId" element={<Navigate to="details" replace />} />
  </Routes>
);

const PolicyVersion = () => {
  const { base, policyId, companyId } = useViewBase();
  const { definition } = useDefinition();
  const { versionId } = useParams();
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { data, error, isPending } = usePolicyVersion(companyId, policyId, versionId!);
  // The breadcrumb names the record through react-admin's getOne cache; a policy has no getOne of its own.
  useEffect(() => {
    if (data) {
      queryClient.setQueryData([definition.name, 'getOne', { id: policyId, meta: recordMeta(definition, { companyId }) }], { id: policyId, name: data.name });
    }
  }, [data, policyId, companyId, queryClient, definition]);
  if (isPending) return <Loading />;
  if (error || !data) return <Problem error={error} />;
  return (
    <>
      <Stack direction="row" spacing={1} alignItems="center" sx={{ mb: 1 }} flexWrap="wrap" useFlexGap>
        <Typography variant="h5" component="h1">
          {translate(`${M}.view.title`, { name: data.name })}
        </Typography>
        <Chip label={translate(`${M}.view.version`, { number: data.versionNumber })} />
        <Chip color={data.status === 'Active' ? 'success' : 'default'} label={data.status} />
      </Stack>
      <RouteTabs
        basePath={`${base}/version/${encodeURIComponent(versionId!)}`}
        ariaLabel={translate(`${M}.name`, { smart_count: 1 })}
        tabs={[
          { path: 'details', labelKey: `${M}.tabs.details`, element: <VersionFacts version={data} /> },
          { path: 'rules', labelKey: `${M}.tabs.rules`, element: <RulesTable rules={data.rules} /> },
          { path: 'versions', labelKey: `${M}.tabs.versions`, element: <VersionsTab version={data} /> },
        ]}
      />
    </>
  );
};

/** `…/view/{policyId}[/{tab}]` without a version: the current version, same tab. */
const CurrentVersion = () => {
  const { base, policyId, companyId } = useViewBase();
  const tab = useParams()['*'] || 'details';
  const { data, error, isPending } = useQuery({
    queryKey: ['portico', 'retention', 'currentVersion', companyId, policyId],
    queryFn: ({ signal }) => fetchCurrentVersionId(companyId, policyId, signal),
  });
  if (isPending) return <Loading />;
  if (error || !data) return <Problem error={error ?? new Error(policyId)} />;
  return <Navigate to={`${base}/version/${encodeURIComponent(data)}/${tab}`} replace />;
};

export const PolicyView = () => (
  <ResourceContextProvider value="retentionPolicies">
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Routes>
          <Route path="version/:versionId/*" element={<PolicyVersion />} />
          <Route path="*" element={<CurrentVersion />} />
        </Routes>
      </CardContent>
    </Card>
  </ResourceContextProvider>
);

export default PolicyView;
