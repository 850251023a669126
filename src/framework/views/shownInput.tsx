/**
 * What FormTextInput and FormSelectInput share: react-admin's input hook read into plain values (which compare equal
 * while nothing shown changes), for a memoised field, and that field's label and texts drawn as react-admin draws them.
 */
import type { ComponentProps } from 'react';
import { FieldTitle, InputHelperText, ResettableTextField, sanitizeInputRestProps, useInput, type InputProps } from 'react-admin';

export type ShownFieldProps = Omit<ComponentProps<typeof ResettableTextField>, 'label' | 'helperText' | 'error'> & {
  label: InputProps['label'];
  helperText: InputProps['helperText'];
  source: string;
  resource?: string;
  isRequired: boolean;
  invalid: boolean;
  errorMessage?: string;
};

/** The input's field and state as plain values, with react-admin's class names and the props an input passes to MUI. */
export const useShownInput = ({
  className,
  defaultValue,
  label,
  format,
  helperText,
  onBlur,
  onChange,
  parse,
  resource,
  source,
  validate,
  ...rest
}: InputProps & Record<string, unknown>): ShownFieldProps => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ defaultValue, format, parse, resource, source, validate, onBlur, onChange, ...rest });
  return {
    id,
    ...field,
    className: ['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' '),
    label,
    helperText,
    source,
    resource,
    isRequired,
    invalid,
    errorMessage: error?.message,
    ...sanitizeInputRestProps(rest),
  };
};

/** ResettableTextField's props for a shown field: its label with the required mark, its error and its helper text. */
export const textFieldProps = ({ label, helperText, source, resource, isRequired, invalid, errorMessage, ...field }: ShownFieldProps) => ({
  ...field,
  label: label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null,
  error: invalid,
  helperText: helperText !== false || invalid ? <InputHelperText error={errorMessage} helperText={helperText} /> : null,
});
