/**
 * A policy at one of its versions, to change (spec 2.4: `…/policy/edit/{policyId}/version/{policyVersionId}/{tab}`,
 * the view's four tabs). The version is read with the plain call, as the service keeps it, since that is what the
 * forms send back. Details renames the policy (`PATCH /data-retention/update-name`); Rules saves the rules as a new
 * current version (`PATCH /data-retention/update-rules`), awaiting approval or as a draft, and moves to it. Versions
 * is the same read-only history as on the view.
 */
import { Alert } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, SaveButton, TextInput, Toolbar, useNotify, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { FormErrorSummary, FormServerError, useDefinition, useRequired, useSubmissionFailure } from '../../src/framework/views';
import { editedVersion, nameExists, renamePolicy, RETENTION_QUERY_KEY, updateRules, type PolicyVersion } from './api';
import { PolicyScreen } from './PolicyScreen';
import { RulesInput, toRuleBody, type RuleValues } from './RulesInput';
import { M } from './versionParts';

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

const RenameForm = ({ version }: { version: PolicyVersion }) => {
  const notify = useNotify();
  const required = useRequired();
  const failed = useSubmissionFailure();
  const forget = useForgetPolicies();
  const { companyId, policyId } = version;
  // Checked on submit rather than per keystroke: one request per attempt. The policy may keep its own name.
  const uniqueName = async (value: unknown) =>
    typeof value === 'string' && value.trim() && (await nameExists(companyId, value.trim(), policyId))
      ? `${M}.create.nameTaken`
      : undefined;
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
    <Form defaultValues={{ name: version.name }} onSubmit={save as never} mode="onSubmit" key={version.name} disableInvalidFormNotification>
      <TextInput
        source="name"
        label={`${M}.fields.name`}
        validate={[required('name', `${M}.fields.name`), uniqueName]}
        sx={{ maxWidth: 480 }}
        fullWidth
      />
      <FormServerError />
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </Form>
  );
};

const RulesForm = ({ version, base }: { version: PolicyVersion; base: string }) => {
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
    <Form
      defaultValues={{ rules, draft: false }}
      onSubmit={save as never}
      mode="onSubmit"
      key={version.policyVersionId}
      disableInvalidFormNotification
    >
      <Alert severity="info" sx={{ mb: 2 }}>
        {translate(isCurrent ? `${M}.edit.newVersion` : `${M}.edit.fromOlder`, { number: version.versionNumber })}
      </Alert>
      <RulesInput />
      <BooleanInput source="draft" label={`${M}.edit.draft`} />
      <FormErrorSummary />
      <FormServerError />
      <Toolbar>
        <SaveButton />
      </Toolbar>
    </Form>
  );
};

export const PolicyEdit = () => (
  <PolicyScreen
    screen="edit"
    version={editedVersion}
    details={(version) => <RenameForm version={version} />}
    rules={(version, base) => <RulesForm version={version} base={base} />}
  />
);

export default PolicyEdit;
