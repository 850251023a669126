/**
 * Field definitions → react-admin inputs and fields. Labels are not passed: react-admin resolves
 * `resources.{name}.fields.{source}` from the catalogue, which the definitions fill.
 */
import { Box } from '@mui/material';
import DOMPurify from 'dompurify';
import type { ReactNode } from 'react';
import {
  AutocompleteInput,
  BooleanField,
  BooleanInput,
  DateField,
  DateInput,
  DateTimeInput,
  EmailField,
  FunctionField,
  NumberField,
  NumberInput,
  ReferenceField,
  ReferenceInput,
  SelectArrayInput,
  SelectField,
  SelectInput,
  TextField,
  TextInput,
  required as requiredRule,
  type Validator,
} from 'react-admin';
import { useWatch } from 'react-hook-form';
import { externalLinkProps, isSafeDataUrl } from '../../shared/urls';
import type { FieldDefinition, ResourceDefinition } from '../types';

const choicesOf = (def: ResourceDefinition, field: FieldDefinition) =>
  (field.choices ?? []).map((c) => {
    const id = typeof c === 'string' ? c : c.id;
    return { id, name: `resources.${def.name}.choices.${field.source.replace(/\./g, '_')}.${id}` };
  });

const validatorsOf = (field: FieldDefinition): Validator[] => [...(field.required ? [requiredRule()] : []), ...(field.validate ?? [])];

const inputOf = (def: ResourceDefinition, field: FieldDefinition, mode: 'create' | 'edit') => {
  const key = field.source;
  const common = {
    source: field.source,
    validate: validatorsOf(field),
    helperText: field.helperText ? `resources.${def.name}.helperText.${field.source}` : undefined,
    readOnly: mode === 'edit' && field.readOnlyOnEdit,
    fullWidth: true,
  };
  switch (field.type) {
    case 'longText':
    case 'html':
      return <TextInput key={key} {...common} multiline minRows={3} />;
    case 'email':
      return <TextInput key={key} {...common} type="email" autoComplete="off" />;
    case 'phone':
      return <TextInput key={key} {...common} type="tel" />;
    case 'url':
      return <TextInput key={key} {...common} type="url" />;
    case 'number':
      return <NumberInput key={key} {...common} />;
    case 'boolean':
      return <BooleanInput key={key} {...common} />;
    case 'date':
      return <DateInput key={key} {...common} />;
    case 'dateTime':
      return <DateTimeInput key={key} {...common} />;
    case 'select':
      return <SelectInput key={key} {...common} choices={choicesOf(def, field)} />;
    case 'multiSelect':
      return <SelectArrayInput key={key} {...common} choices={choicesOf(def, field)} />;
    case 'reference':
      return (
        <ReferenceInput key={key} source={field.source} reference={field.reference!}>
          <AutocompleteInput validate={common.validate} fullWidth />
        </ReferenceInput>
      );
    default:
      return <TextInput key={key} {...common} />;
  }
};

/** Renders its input only while the form's `showWhen` condition holds; a hidden input's value is not kept. */
const ShownWhen = ({ when, children }: { when: NonNullable<FieldDefinition['showWhen']>; children: ReactNode }) => {
  const value: unknown = useWatch({ name: when.source });
  return value === when.equals ? <>{children}</> : null;
};

export const renderInput = (def: ResourceDefinition, field: FieldDefinition, mode: 'create' | 'edit') =>
  field.showWhen ? (
    <ShownWhen key={field.source} when={field.showWhen}>
      {inputOf(def, field, mode)}
    </ShownWhen>
  ) : (
    inputOf(def, field, mode)
  );

/** A filter input: like the form input, never required. */
export const renderFilter = (def: ResourceDefinition, field: FieldDefinition) => {
  if (field.type === 'select') return <SelectInput key={field.source} source={field.source} choices={choicesOf(def, field)} />;
  if (field.type === 'reference')
    return (
      <ReferenceInput key={field.source} source={field.source} reference={field.reference!}>
        <AutocompleteInput />
      </ReferenceInput>
    );
  if (field.type === 'boolean') return <BooleanInput key={field.source} source={field.source} />;
  return <TextInput key={field.source} source={field.source} />;
};

const SafeHtml = ({ html }: { html: string }) => (
  // dangerouslySetInnerHTML: safe, DOMPurify sanitises the HTML on the same line.
  <Box sx={{ '& a': { color: 'primary.main' } }} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />
);

export const renderField = (def: ResourceDefinition, field: FieldDefinition) => {
  const key = field.source;
  const common = { source: field.source, sortable: field.sortable !== false };
  switch (field.type) {
    case 'email':
      return <EmailField key={key} {...common} />;
    case 'number':
      return <NumberField key={key} {...common} />;
    case 'boolean':
      return <BooleanField key={key} {...common} />;
    case 'date':
      return <DateField key={key} {...common} locales="en-GB" />;
    case 'dateTime':
      return <DateField key={key} {...common} showTime locales="en-GB" />;
    case 'select':
      return <SelectField key={key} {...common} choices={choicesOf(def, field)} />;
    case 'reference':
      return <ReferenceField key={key} {...common} reference={field.reference!} link={false} />;
    case 'url':
      return (
        <FunctionField
          key={key}
          {...common}
          render={(record: Record<string, unknown>) => {
            const href = field.source.split('.').reduce<unknown>((v, k) => (v as Record<string, unknown> | undefined)?.[k], record);
            return isSafeDataUrl(href) ? (
              <a href={href} {...externalLinkProps}>
                {href}
              </a>
            ) : null;
          }}
        />
      );
    case 'html':
      return (
        <FunctionField
          key={key}
          {...common}
          sortable={false}
          render={(record: Record<string, unknown>) => {
            const html = record[field.source];
            return typeof html === 'string' ? <SafeHtml html={html} /> : null;
          }}
        />
      );
    default:
      return <TextField key={key} {...common} />;
  }
};
