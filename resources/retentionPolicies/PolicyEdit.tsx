/**
 * A policy at one of its versions, to change (spec 2.4: `…/policy/edit/{policyId}/version/{policyVersionId}/{tab}`,
 * the view's four tabs). Details renames the policy (`PATCH /data-retention/update-name`); Rules saves the rules
 * as a new current version (`PATCH /data-retention/update-rules`), awaiting approval or as a draft, and moves to it.
 * Versions is the same read-only history as on the view.
 */
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Card, CardContent } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Button, Form, Loading, ResourceContextProvider, SaveButton, TextInput, Toolbar, required, useNotify, useTranslate } from 'react-admin';
import { Link, Route, Routes, useNavigate, useParams } from 'react-router-dom';
import { RouteTabs } from '../../src/framework/views/RouteTabs';
import { useDefinition } from '../../src/framework/views/DefinitionContext';
import { useSubmissionFailure } from '../../src/framework/views/useSubmissionFailure';
import { nameExists, renamePolicy, RETENTION_QUERY_KEY, updateRules, usePolicyVersion, type PolicyVersionDetail } from './api';
import { RulesInput, toRuleBody, type RuleValues } from './RulesInput';
import { CurrentVersion, M, Problem, usePolicyBase, usePolicyNameInTrail, VersionHeading, VersionsTab } from './versionParts';

/** After a change every cached read of the company's policies may be out of date (list, versions, audit log). */
const useForgetPolicies = () => {
  const queryClient = useQueryClient();
  const { definition } = useDefinition();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: RETENTION_QUERY_KEY }),
      queryClient.invalidateQueries({ queryKey: [definition.name] }),
      queryClient.invalidateQueries({ queryKey: ['retentionAudits'] }),
    ]);
};

const RenameForm = ({ version }: { version: PolicyVersionDetail }) => {
  const notify = useNotify();
  const failed = useSubmissionFailure();
  const forget = useForgetPolicies();
  const { companyId, policyId } = version;
  // Checked on submit rather than per keystroke: one request per attempt. The policy may keep its own name.
  const uniqueName = async (value: unknown) =>
    typeof value === 'string' && value.trim() && (await nameExists(companyId, value.trim(), policyId)) ? `${M}.create.nameTaken` : undefined;
  const save = async (values: { name?: string }) => {
    try {
      await renamePolicy({ companyId, policyId, name: String(values.name ?? '').trim() });
      await forget();
      notify(`${M}.edit.renamed`, { type: 'info' });
      return undefined;
    } catch (error) {
      return failed(error);
    }
  };
  return (
    <Form defaultValues={{ name: version.name }} onSubmit={save as never} mode="onSubmit" key={version.name}>
      <TextInput source="name" label={`${M}.fields.name`} validate={[required(), uniqueName]} sx={{ maxWidth: 480 }} fullWidth />
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </Form>
  );
};

const RulesForm = ({ version, base }: { version: PolicyVersionDetail; base: string }) => {
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const failed = useSubmissionFailure();
  const forget = useForgetPolicies();
  const isCurrent = version.policyVersionId === version.currentVersionId;
  const rules: RuleValues[] = version.rules.map(toRuleBody);
  const save = async (values: { rules?: RuleValues[]; draft?: boolean }) => {
    try {
      const saved = await updateRules({
        companyId: version.companyId,
        policyId: version.policyId,
        rules: (values.rules ?? []).map(toRuleBody),
        draft: values.draft === true,
      });
      await forget();
      notify(`${M}.edit.rulesSaved`, { type: 'info', messageArgs: { number: saved.versionNumber } });
      navigate(`${base}/version/${encodeURIComponent(saved.policyVersionId)}/rules`);
      return undefined;
    } catch (error) {
      return failed(error);
    }
  };
  return (
    <Form defaultValues={{ rules, draft: false }} onSubmit={save as never} mode="onSubmit" key={version.policyVersionId}>
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(isCurrent ? `${M}.edit.newVersion` : `${M}.edit.fromOlder`, { number: version.versionNumber })}
      </Alert>
      <RulesInput />
      <BooleanInput source="draft" label={`${M}.edit.draft`} />
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </Form>
  );
};

/** Back to the view at the same version and tab. */
const ShowLink = ({ versionId }: { versionId: string }) => {
  const { base } = usePolicyBase('view');
  const tab = useParams()['*'] || 'details';
  return (
    <Button component={Link} to={`${base}/version/${encodeURIComponent(versionId)}/${tab}`} label="ra.action.show">
      <VisibilityIcon />
    </Button>
  );
};

const EditVersion = () => {
  const { base, policyId, companyId } = usePolicyBase('edit');
  const { versionId } = useParams();
  const translate = useTranslate();
  const { data, error, isPending } = usePolicyVersion(companyId, policyId, versionId!);
  usePolicyNameInTrail(companyId, policyId, data?.name);
  if (isPending) return <Loading />;
  if (error || !data) return <Problem error={error} />;
  return (
    <>
      <VersionHeading titleKey={`${M}.edit.title`} version={data} action={<ShowLink versionId={versionId!} />} />
      <RouteTabs
        basePath={`${base}/version/${encodeURIComponent(versionId!)}`}
        ariaLabel={translate(`${M}.name`, { smart_count: 1 })}
        tabs={[
          { path: 'details', labelKey: `${M}.tabs.details`, element: <RenameForm version={data} /> },
          { path: 'rules', labelKey: `${M}.tabs.rules`, element: <RulesForm version={data} base={base} /> },
          { path: 'versions', labelKey: `${M}.tabs.versions`, element: <VersionsTab version={data} screen="edit" /> },
        ]}
      />
    </>
  );
};

export const PolicyEdit = () => {
  const { definition } = useDefinition();
  return (
    <ResourceContextProvider value={definition.name}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Routes>
            <Route path="version/:versionId/*" element={<EditVersion />} />
            <Route path="*" element={<CurrentVersion screen="edit" />} />
          </Routes>
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};

export default PolicyEdit;
