/**
 * "My Access" → request access: the company decides which products and schemes can be asked for, so the
 * choices follow the chosen company and product (a generated form has no dependent choices).
 */
import { Card, CardContent, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import {
  AutocompleteArrayInput,
  AutocompleteInput,
  CreateBase,
  NumberInput,
  ReferenceInput,
  SelectInput,
  SimpleForm,
  TextInput,
  useTranslate,
} from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { recordPath } from '../../src/framework';
import { FormErrorSummary, FormServerError, useDefinition, useRequired } from '../../src/framework/views';
import { keys, moduleSchemes } from '../companyProducts/api';

/** The contract's limits (contract/gateway/accessRequests.yaml): 1–72 hours or 1–90 days. */
export const DURATION_LIMITS = { Hours: 72, Days: 90 } as const;

const useProductSchemes = (companyId: string | undefined) =>
  useQuery({
    queryKey: keys.schemes(companyId!),
    queryFn: async ({ signal }) => (await moduleSchemes(companyId!, signal)) ?? [],
    enabled: Boolean(companyId),
  });

const ProductAndSchemes = () => {
  const required = useRequired();
  const companyId = useWatch({ name: 'companyId' }) as string | undefined;
  const productId = useWatch({ name: 'productId' }) as string | undefined;
  const { setValue } = useFormContext();
  const { data = [], isFetching } = useProductSchemes(companyId);
  const product = data.find((p) => p.productId === productId);
  // A product or scheme of another company must not travel with the request.
  useEffect(() => {
    if (!isFetching && productId && !product) setValue('productId', null);
  }, [isFetching, productId, product, setValue]);
  useEffect(() => {
    setValue('schemeIds', []);
  }, [productId, setValue]);
  return (
    <>
      <SelectInput
        source="productId"
        choices={data.map((p) => ({ id: p.productId, name: p.productName }))}
        validate={required('productId')}
        disabled={!companyId}
        isPending={isFetching}
        fullWidth
      />
      <AutocompleteArrayInput
        source="schemeIds"
        choices={(product?.schemes ?? []).filter((s) => s.assigned).map((s) => ({ id: s.id, name: s.name }))}
        validate={required('schemeIds')}
        disabled={!product}
        fullWidth
      />
    </>
  );
};

const durationLimit = (value: unknown, values: Record<string, unknown>) => {
  const unit = values.durationUnit as keyof typeof DURATION_LIMITS | undefined;
  const max = unit ? DURATION_LIMITS[unit] : undefined;
  const n = Number(value);
  if (max === undefined || value === null || value === undefined || value === '') return undefined;
  return Number.isInteger(n) && n >= 1 && n <= max
    ? undefined
    : { message: `resources.accessRequests.create.duration${unit}`, args: { max } };
};

export const RequestAccessCreate = () => {
  const { definition } = useDefinition();
  const translate = useTranslate();
  const required = useRequired();
  return (
    <CreateBase resource={definition.name} redirect={(_r?: string, id?: string | number) => recordPath(definition, 'view', id!)}>
      <Card sx={{ mt: 1 }}>
        <CardContent>
          <Typography variant="h5" component="h1">
            {translate('resources.accessRequests.create.title')}
          </Typography>
          <SimpleForm defaultValues={{ durationUnit: 'Days', durationValue: 1, schemeIds: [] }} disableInvalidFormNotification>
            <ReferenceInput source="companyId" reference="companies" sort={{ field: 'name', order: 'ASC' }} perPage={100}>
              <AutocompleteInput validate={required('companyId')} fullWidth />
            </ReferenceInput>
            <ProductAndSchemes />
            <TextInput source="reason" validate={required('reason')} multiline minRows={3} fullWidth />
            <NumberInput source="durationValue" validate={[required('durationValue'), durationLimit]} min={1} step={1} />
            <SelectInput
              source="durationUnit"
              validate={required('durationUnit')}
              choices={[
                { id: 'Hours', name: 'resources.accessRequests.choices.durationUnit.Hours' },
                { id: 'Days', name: 'resources.accessRequests.choices.durationUnit.Days' },
              ]}
            />
            <FormErrorSummary />
            <FormServerError />
          </SimpleForm>
        </CardContent>
      </Card>
    </CreateBase>
  );
};

export default RequestAccessCreate;
