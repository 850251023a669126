/**
 * react-admin's SelectInput for a form's choice among listed values, its field drawn again only when what it shows
 * changes.
 *
 * Why: as for FormTextInput, React Hook Form tells every input of a form about each change of the form's errors, and it
 * announces "no errors" when Save is pressed. react-admin's SelectInput then drew its whole field again with every
 * choice's menu item (about 55 components each): the company form's four selects were most of what a Save drew
 * before its press could paint (docs/performance.md, "save a record's edit"). Here the field is drawn from plain
 * values, and a select whose value, error, label, choices and settings are unchanged stops at its hook. It draws what
 * SelectInput draws for listed choices: the same field, the empty choice when the value is optional, the choices'
 * names from the catalogue.
 */
import MenuItem from '@mui/material/MenuItem';
import { memo } from 'react';
import { ResettableTextField, useTranslate, type SelectInputProps } from 'react-admin';
import { textFieldProps, useShownInput, type ShownFieldProps } from './shownInput';

export interface FormSelectChoice {
  id: string | number;
  /** A catalogue key, or the text itself (looked up and, not found, shown as it is; as it is with `translateChoice` false). */
  name: string;
  disabled?: boolean;
}

type ShownProps = ShownFieldProps & { choices: readonly FormSelectChoice[]; translateChoice: boolean };

/** An em space, as react-admin's: the empty choice keeps a line of normal height. */
const EMPTY_CHOICE_TEXT = '\u2003';

const ShownSelectField = memo(function ShownSelectField({ choices, translateChoice, ...shown }: ShownProps) {
  const translate = useTranslate();
  const clear = translate('ra.action.clear_input_value');
  return (
    <ResettableTextField {...textFieldProps(shown)} select clearAlwaysVisible>
      {!shown.isRequired && (
        <MenuItem value="" aria-label={clear} title={clear}>
          {EMPTY_CHOICE_TEXT}
        </MenuItem>
      )}
      {choices.map((choice) => (
        <MenuItem key={choice.id} value={choice.id} disabled={Boolean(choice.disabled)}>
          {translateChoice ? translate(choice.name, { _: choice.name }) : choice.name}
        </MenuItem>
      ))}
    </ResettableTextField>
  );
});

type Props = Omit<SelectInputProps, 'choices'> & { source: string; choices: readonly FormSelectChoice[] };

export const FormSelectInput = ({ choices, margin = 'dense', translateChoice = true, ...props }: Props) => (
  <ShownSelectField {...useShownInput(props)} margin={margin} choices={choices} translateChoice={translateChoice} />
);
