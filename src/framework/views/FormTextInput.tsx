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
import { memo } from 'react';
import { ResettableTextField, type TextInputProps } from 'react-admin';
import { textFieldProps, useShownInput, type ShownFieldProps } from './shownInput';

/** The field as react-admin's TextInput draws it, from values that compare equal while nothing shown changes. */
const ShownTextField = memo(function ShownTextField(props: ShownFieldProps) {
  return <ResettableTextField {...textFieldProps(props)} />;
});

export const FormTextInput = (props: TextInputProps) => <ShownTextField {...useShownInput({ type: 'text', ...props })} />;
