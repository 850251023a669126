/**
 * "Create new policy" (spec 2.4: create with details and rules tabs): a name unique in the company (checked with
 * `check-if-name-exists`), one of the company's products without a policy, and at least one rule. The answer is a
 * policy version, so the form calls `POST /data-retention` itself and opens the new version.
 */
import { Card, CardContent, Typography } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import {
  ArrayInput,
  NumberInput,
  ResourceContextProvider,
  SelectInput,
  SimpleFormIterator,
  TabbedForm,
  TextInput,
  minValue,
  required,
  useNotify,
  useTranslate,
} from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { isApiError } from '../../providers/http';
import { useDefinition } from '../../src/framework/views/DefinitionContext';
import { createPolicy, nameExists, useCategories, type RetentionRule } from './api';
import { forgetAvailableProducts, useAvailableProducts } from './availableProducts';

const M = 'resources.retentionPolicies';

interface Values {
  name?: string;
  productId?: string;
  rules?: Partial<RetentionRule>[];
}

const atLeastOneRule = (rules: unknown) => (Array.isArray(rules) && rules.length > 0 ? undefined : `${M}.create.atLeastOneRule`);

export const PolicyCreate = () => {
  const { definition, parentValues } = useDefinition();
  const companyId = parentValues.companyId!;
  const translate = useTranslate();
  const notify = useNotify();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const products = useAvailableProducts(companyId);
  const categories = useCategories();
  const base = definition.route.base.replace(':companyId', encodeURIComponent(companyId));

  // Checked on submit rather than per keystroke: one request per attempt.
  const uniqueName = async (value: unknown) =>
    typeof value === 'string' && value.trim() && (await nameExists(companyId, value.trim())) ? `${M}.create.nameTaken` : undefined;

  const save = async (values: Values) => {
    try {
      const created = await createPolicy({
        companyId,
        name: String(values.name ?? '').trim(),
        productId: String(values.productId ?? ''),
        rules: (values.rules ?? []).map((r) => ({
          categoryId: String(r.categoryId ?? ''),
          retentionPeriod: Number(r.retentionPeriod),
          retentionUnit: r.retentionUnit ?? 'Days',
          trigger: r.trigger!,
          action: r.action!,
        })),
      });
      await Promise.all([forgetAvailableProducts(queryClient, companyId), queryClient.invalidateQueries({ queryKey: [definition.name] })]);
      notify(`${M}.create.done`, { type: 'info' });
      navigate(`${base}/view/${encodeURIComponent(created.policyId)}/version/${encodeURIComponent(created.policyVersionId)}/details`);
      return undefined;
    } catch (error) {
      if (isApiError(error) && Object.keys(error.body.errors).length > 0) return error.body.errors;
      notify(error instanceof Error ? error.message : String(error), { type: 'error' });
      return undefined;
    }
  };

  const noProducts = products.isSuccess && products.data.length === 0;
  return (
    <ResourceContextProvider value={definition.name}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate(`${M}.create.title`)}
          </Typography>
          {noProducts && (
            <Typography role="alert" sx={{ mt: 1 }}>
              {translate(`${M}.create.noProducts`)}
            </Typography>
          )}
          <TabbedForm onSubmit={save} defaultValues={{ rules: [{ retentionUnit: 'Days' }] }} mode="onSubmit">
            <TabbedForm.Tab label={`${M}.tabs.details`}>
              <TextInput source="name" validate={[required(), uniqueName]} fullWidth />
              <SelectInput
                source="productId"
                choices={products.data ?? []}
                isPending={products.isPending}
                validate={required()}
                fullWidth
              />
            </TabbedForm.Tab>
            <TabbedForm.Tab label={`${M}.tabs.rules`} path="rules">
              <ArrayInput source="rules" label={`${M}.create.rules`} validate={atLeastOneRule}>
                <SimpleFormIterator inline disableReordering>
                  <SelectInput
                    source="categoryId"
                    label={`${M}.rules.categoryId`}
                    choices={categories.data ?? []}
                    isPending={categories.isPending}
                    validate={required()}
                  />
                  <NumberInput source="retentionPeriod" label={`${M}.rules.retentionPeriod`} validate={[required(), minValue(1)]} min={1} step={1} />
                  <SelectInput
                    source="retentionUnit"
                    label={`${M}.rules.retentionUnit`}
                    validate={required()}
                    choices={['Days', 'Hours'].map((id) => ({ id, name: `${M}.rules.units.${id}` }))}
                  />
                  <SelectInput
                    source="trigger"
                    label={`${M}.rules.trigger`}
                    validate={required()}
                    choices={['MemberLeaving', 'SchemeWindUp', 'LastActivity'].map((id) => ({ id, name: `${M}.rules.triggers.${id}` }))}
                  />
                  <SelectInput
                    source="action"
                    label={`${M}.rules.action`}
                    validate={required()}
                    choices={['Delete', 'Anonymise'].map((id) => ({ id, name: `${M}.rules.actions.${id}` }))}
                  />
                </SimpleFormIterator>
              </ArrayInput>
            </TabbedForm.Tab>
          </TabbedForm>
        </CardContent>
      </Card>
    </ResourceContextProvider>
  );
};

export default PolicyCreate;
