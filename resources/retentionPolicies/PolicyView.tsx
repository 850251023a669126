/**
 * A policy at one of its versions: `…/policy/view/{policyId}/version/{policyVersionId}/{tab}` with the tabs details,
 * rules, versions and `versions/{policyVersionHistoryId}/details` (spec 2.4). The version is a second id in the
 * path, which the generated record view does not have; the list opens `…/view/{policyId}`, which goes on to the
 * current version.
 */
import EditIcon from '@mui/icons-material/Edit';
import { Card, CardContent } from '@mui/material';
import { Button, Loading, ResourceContextProvider, useCanAccess, useTranslate } from 'react-admin';
import { Link, Route, Routes, useParams } from 'react-router-dom';
import { RouteTabs } from '../../src/framework/views/RouteTabs';
import { useDefinition } from '../../src/framework/views/DefinitionContext';
import { usePolicyVersion } from './api';
import { CurrentVersion, M, Problem, RulesTable, usePolicyBase, usePolicyNameInTrail, VersionFacts, VersionHeading, VersionsTab } from './versionParts';

/** Edit at the same version and tab, for those who may. */
const EditLink = () => {
  const { definition } = useDefinition();
  const { base } = usePolicyBase('edit');
  const { versionId, '*': tab } = useParams();
  const { canAccess } = useCanAccess({ action: 'edit', resource: definition.name });
  if (!canAccess) return null;
  return (
    <Button component={Link} to={`${base}/version/${encodeURIComponent(versionId!)}/${tab || 'details'}`} label="ra.action.edit">
      <EditIcon />
    </Button>
  );
};

const PolicyVersion = () => {
  const { base, policyId, companyId } = usePolicyBase('view');
  const { versionId } = useParams();
  const translate = useTranslate();
  const { data, error, isPending } = usePolicyVersion(companyId, policyId, versionId!);
  usePolicyNameInTrail(companyId, policyId, data?.name);
  if (isPending) return <Loading />;
  if (error || !data) return <Problem error={error} />;
  return (
    <>
      <VersionHeading titleKey={`${M}.view.title`} version={data} action={<EditLink />} />
      <RouteTabs
        basePath={`${base}/version/${encodeURIComponent(versionId!)}`}
        ariaLabel={translate(`${M}.name`, { smart_count: 1 })}
        tabs={[
          { path: 'details', labelKey: `${M}.tabs.details`, element: <VersionFacts version={data} /> },
          { path: 'rules', labelKey: `${M}.tabs.rules`, element: <RulesTable rules={data.rules} /> },
          { path: 'versions', labelKey: `${M}.tabs.versions`, element: <VersionsTab version={data} screen="view" /> },
        ]}
      />
    </>
  );
};

export const PolicyView = () => (
  <ResourceContextProvider value="retentionPolicies">
    <Card sx={{ mt: 1 }}>
      <CardContent>
        <Routes>
          <Route path="version/:versionId/*" element={<PolicyVersion />} />
          <Route path="*" element={<CurrentVersion screen="view" />} />
        </Routes>
      </CardContent>
    </Card>
  </ResourceContextProvider>
);

export default PolicyView;
