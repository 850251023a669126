/**
 * A request's product and schemes, among the company's and product's chosen above (`availableProductSchemes`).
 * @custom Their choices follow other answers of the same form; a select's API `choices` follow the route and record.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { AutocompleteArrayInput, SelectInput } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import type { FieldComponentProps } from '../../src/framework';
import { useRequired } from '../../src/framework/views';
import { keys, moduleSchemes } from '../companyProducts/api';

/** The chosen company's products, each with its schemes, and the chosen one among them. */
const useChosenProduct = () => {
  const companyId = useWatch({ name: 'companyId' }) as string | undefined;
  const productId = useWatch({ name: 'productId' }) as string | undefined;
  const products = useQuery({
    queryKey: keys.schemes(companyId!),
    queryFn: async ({ signal }) => (await moduleSchemes(companyId!, signal)) ?? [],
    enabled: Boolean(companyId),
  });
  const data = products.data ?? [];
  return { companyId, productId, data, isFetching: products.isFetching, product: data.find((p) => p.productId === productId) };
};

export const ProductInput = ({ source }: FieldComponentProps) => {
  const required = useRequired();
  const { companyId, productId, data, isFetching, product } = useChosenProduct();
  const { setValue } = useFormContext();
  // A product or scheme of another company must not travel with the request.
  useEffect(() => {
    if (!isFetching && productId && !product) setValue(source, null);
  }, [isFetching, productId, product, setValue, source]);
  useEffect(() => setValue('schemeIds', []), [productId, setValue]);
  return (
    <SelectInput
      source={source}
      choices={data.map((p) => ({ id: p.productId, name: p.productName }))}
      validate={required(source)}
      disabled={!companyId}
      isPending={isFetching}
      fullWidth
    />
  );
};

export const SchemesInput = ({ source }: FieldComponentProps) => {
  const required = useRequired();
  const { product } = useChosenProduct();
  return (
    <AutocompleteArrayInput
      source={source}
      choices={(product?.schemes ?? []).filter((s) => s.assigned).map((s) => ({ id: s.id, name: s.name }))}
      validate={required(source)}
      disabled={!product}
      fullWidth
    />
  );
};
