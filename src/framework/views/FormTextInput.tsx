/**
 * react-admin's TextInput, its field drawn again only when what it shows changes.
 *
 * Why: React Hook Form tells every input of a form about each change of the form's errors, and it announces "no
 * errors" when Save is pressed and again when the save ends. react-admin's TextInput then hands MUI's TextField a new
 * label and helper text element, so the whole field (about 45 components) was drawn again: 17 fields of a company's
 * form drew 825 components before the press could paint, about 100 ms of it with the CPU slowed 4×
 * (docs/performance.md, "save a record's edit"). Here the field's own parts are compared by value, and an input whose
 * value, error, label and settings are unchanged stops at its hook.
 */
import { memo, type ComponentProps } from 'react';
import { FieldTitle, InputHelperText, ResettableTextField, sanitizeInputRestProps, useInput, type TextInputProps } from 'react-admin';

type ShownProps = Omit<ComponentProps<typeof ResettableTextField>, 'label' | 'helperText' | 'error'> & {
  label: TextInputProps['label'];
  helperText: TextInputProps['helperText'];
  source: string;
  resource?: string;
  isRequired: boolean;
  invalid: boolean;
  errorMessage?: string;
};

/** The field as react-admin's TextInput draws it, from values that compare equal while nothing shown changes. */
const ShownTextField = memo(function ShownTextField({
  label,
  helperText,
  source,
  resource,
  isRequired,
  invalid,
  errorMessage,
  ...field
}: ShownProps) {
  return (
    <ResettableTextField
      {...field}
      label={
        label !== '' && label !== false ? <FieldTitle label={label} source={source} resource={resource} isRequired={isRequired} /> : null
      }
      error={invalid}
      helperText={helperText !== false || invalid ? <InputHelperText error={errorMessage} helperText={helperText} /> : null}
    />
  );
});

export const FormTextInput = ({
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
}: TextInputProps) => {
  const {
    field,
    fieldState: { error, invalid },
    id,
    isRequired,
  } = useInput({ defaultValue, format, parse, resource, source, type: 'text', validate, onBlur, onChange, ...rest });
  return (
    <ShownTextField
      id={id}
      {...field}
      className={['ra-input', `ra-input-${source}`, className].filter(Boolean).join(' ')}
      label={label}
      helperText={helperText}
      source={source}
      resource={resource}
      isRequired={isRequired}
      invalid={invalid}
      errorMessage={error?.message}
      {...sanitizeInputRestProps(rest)}
    />
  );
};
