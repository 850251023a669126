/**
 * A list filter choosing one value: the browser's own select, in the theme's outlined frame.
 *
 * Why not react-admin's SelectInput: its menu is MUI's Popover, a modal that locks the page's scroll, measures the
 * page and moves focus on opening and again on closing; on a long list that was most of the 100-plus ms between a
 * press and the next paint (docs/performance.md, "change a filter"). The browser's select opens at once, on phones as
 * their own picker, and is what the GOV.UK design system's select is built on.
 */
import TextField from '@mui/material/TextField';
import { FieldTitle, useInput, useResourceContext, useTranslate } from 'react-admin';

export interface SelectFilterChoice {
  id: string;
  /** A catalogue key (or the text itself when `translateChoice` is false). */
  name: string;
}

interface Props {
  source: string;
  choices: SelectFilterChoice[];
  label?: string;
  translateChoice?: boolean;
  /** Read by react-admin's filter form from the element: a filter shown without being added. */
  alwaysOn?: boolean;
  /** Given by react-admin's filter form: small, as its other filters. */
  size?: 'small' | 'medium';
  helperText?: false;
  resource?: string;
}

export const SelectFilter = ({ source, choices, label, translateChoice = true, size = 'small', ...rest }: Props) => {
  const translate = useTranslate();
  const resource = useResourceContext(rest);
  const { id, field } = useInput({ source, resource });
  return (
    <TextField
      id={id}
      select
      size={size}
      variant="outlined"
      label={<FieldTitle label={label} source={source} resource={resource} />}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      name={field.name}
      inputRef={field.ref}
      value={field.value ?? ''}
      onChange={(event) => field.onChange(event.target.value)}
      onBlur={field.onBlur}
    >
      <option value="">{translate('portico.forms.filterAny')}</option>
      {choices.map((choice) => (
        <option key={choice.id} value={choice.id}>
          {translateChoice ? translate(choice.name, { _: choice.name }) : choice.name}
        </option>
      ))}
    </TextField>
  );
};
