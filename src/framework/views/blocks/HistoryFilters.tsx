/**
 * The history panel's filters: the listed resource's `filter` fields, always shown. The list's filters (kept in the URL
 * by react-admin) change only while every field's `validate` holds, so an invalid date range sends nothing; its
 * messages show as the user types, beside every field they concern.
 */
import { Stack, TextField } from '@mui/material';
import { useState, type ChangeEvent } from 'react';
import { useListContext, useTranslate } from 'react-admin';
import { listedChoices } from '../../choices';
import type { FieldDefinition, ResourceDefinition } from '../../types';

type Values = Record<string, string>;

/** A field's first rule that fails, as the message it says (rules judge the whole form: `from` reads `to`). */
const errorOf = (field: FieldDefinition, values: Values): string | undefined => {
  for (const rule of field.validate ?? []) {
    const message: unknown = rule(values[field.source], values, {});
    if (typeof message === 'string' && message) return message;
  }
  return undefined;
};

const errorsOf = (fields: FieldDefinition[], values: Values): Partial<Values> =>
  Object.fromEntries(fields.flatMap((f) => (errorOf(f, values) ? [[f.source, errorOf(f, values)!]] : [])));

const choiceId = (choice: ReturnType<typeof listedChoices>[number]) => (typeof choice === 'string' ? choice : choice.id);

export const HistoryFilters = ({ definition, messages }: { definition: ResourceDefinition; messages: string }) => {
  const translate = useTranslate();
  const { filterValues, setFilters } = useListContext();
  const fields = definition.fields.filter((f) => f.filter);
  const [values, setValues] = useState<Values>(() =>
    Object.fromEntries(fields.map((f) => [f.source, String((filterValues as Values)[f.source] ?? '')])),
  );
  const errors = errorsOf(fields, values);
  const key = `resources.${definition.name}`;

  const change = (field: FieldDefinition) => (event: ChangeEvent<HTMLInputElement>) => {
    const next = { ...values, [field.source]: event.target.value };
    setValues(next);
    if (Object.keys(errorsOf(fields, next)).length > 0) return;
    const chosen = Object.fromEntries(Object.entries(next).filter(([, v]) => v !== ''));
    // Typing in a text filter would ask for a page on every key: react-admin waits for a pause.
    setFilters(chosen, {}, field.type !== 'select' && field.type !== 'date');
  };

  const input = (field: FieldDefinition) => {
    const error = errors[field.source];
    const common = {
      id: `history-${definition.name}-${field.source}`,
      size: 'small' as const,
      label: translate(`${key}.fields.${field.source}`),
      value: values[field.source],
      onChange: change(field),
      error: Boolean(error),
      helperText: error ?? ' ',
    };
    if (field.type === 'select')
      return (
        // The browser's own select, as the lists' filters (SelectFilter.tsx says why).
        <TextField
          key={field.source}
          {...common}
          select
          sx={{ minWidth: 200 }}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">{translate(`${key}.${messages}.all.${field.source}`)}</option>
          {listedChoices(field)
            .map(choiceId)
            .map((id) => (
              <option key={id} value={id}>
                {translate(`${key}.choices.${field.source.replace(/\./g, '_')}.${id}`)}
              </option>
            ))}
        </TextField>
      );
    return (
      <TextField
        key={field.source}
        {...common}
        type={field.type === 'date' ? 'date' : 'search'}
        slotProps={{ inputLabel: { shrink: field.type === 'date' || undefined }, formHelperText: { role: error ? 'alert' : undefined } }}
      />
    );
  };

  if (fields.length === 0) return null;
  return (
    <Stack
      component="form"
      role="search"
      aria-label={translate(`${key}.${messages}.filters`)}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ mb: 1 }}
      onSubmit={(e) => e.preventDefault()}
    >
      {fields.map(input)}
    </Stack>
  );
};
