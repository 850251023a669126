/**
 * "Create new policy" (spec 2.4: create with details and rules tabs): a name unique in the company (checked with
 * `check-if-name-exists`), one of the company's products without a policy, and at least one rule. The answer is a
 * policy version, so the form calls `POST /data-retention` itself and opens the new version.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { ResourceContextProvider, SelectInput, TabbedForm, TextInput, useNotify, useTranslate } from 'react-admin';
import { basePattern, fillPattern } from '../../src/framework';
import { FormFeedbackToolbar, useDefinition, useRequired, useSubmissionFailure } from '../../src/framework/views';
import { useNavigate } from 'react-router-dom';
import { createPolicy, nameExists } from './api';
import { forgetAvailableProducts, useAvailableProducts } from './availableProducts';
import { RulesInput, toRuleBody, type RuleValues } from './RulesInput';
import { M } from './versionParts';

interface Values {
  name?: string;
  productId?: string;
  rules?: RuleValues[];
}

export const PolicyCreate = () => {
  const { definition, parentValues } = useDefinition();
  const companyId = parentValues.companyId!;
  const translate = useTranslate();
  const notify = useNotify();
  const failed = useSubmissionFailure();
  const required = useRequired();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const products = useAvailableProducts(companyId);
  const base = fillPattern(basePattern(definition), { companyId });

  // Checked on submit rather than per keystroke: one request per attempt.
  const uniqueName = async (value: unknown) =>
    typeof value === 'string' && value.trim() && (await nameExists(companyId, value.trim())) ? `${M}.create.nameTaken` : undefined;

  const save = async (values: Values) => {
    try {
      const created = await createPolicy({
        companyId,
        name: String(values.name ?? '').trim(),
        productId: String(values.productId ?? ''),
        rules: (values.rules ?? []).map(toRuleBody),
      });
      await Promise.all([forgetAvailableProducts(queryClient, companyId), queryClient.invalidateQueries({ queryKey: [definition.name] })]);
      notify(`${M}.create.done`, { type: 'info' });
      navigate(`${base}/view/${encodeURIComponent(created.policyId)}/version/${encodeURIComponent(created.policyVersionId)}/details`);
      return undefined;
    } catch (error) {
      return failed(error);
    }
  };

  const noProducts = products.isSuccess && products.data.length === 0;
  return (
    <ResourceContextProvider value={definition.name}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate('resources.retentionPolicies.createTitle')}
          </Typography>
          {noProducts && (
            <Typography role="alert" sx={{ mt: 1 }}>
              {translate(`${M}.create.noProducts`)}
            </Typography>
          )}
          <TabbedForm
            onSubmit={save}
            defaultValues={{ rules: [{ retentionUnit: 'Days' }] }}
            mode="onSubmit"
            disableInvalidFormNotification
            toolbar={<FormFeedbackToolbar />}
          >
            <TabbedForm.Tab label={`${M}.tabs.details`}>
              <TextInput source="name" validate={[required('name'), uniqueName]} fullWidth />
              <SelectInput
                source="productId"
                choices={products.data ?? []}
                isPending={products.isPending}
                validate={required('productId')}
                fullWidth
              />
            </TabbedForm.Tab>
            <TabbedForm.Tab label={`${M}.tabs.rules`} path="rules">
              <RulesInput />
            </TabbedForm.Tab>
          </TabbedForm>
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};

export default PolicyCreate;
