import { Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel } from '@mui/material';

/** A labelled group of checkboxes over named options, e.g. the modules a record may use. */
export const ChecklistField = ({
  legend,
  options,
  chosen,
  onChange,
  disabled,
}: {
  legend: string;
  options: { id: string; name: string }[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  disabled?: boolean;
}) => (
  <FormControl component="fieldset" disabled={disabled}>
    <FormLabel component="legend">{legend}</FormLabel>
    <FormGroup>
      {options.map((option) => (
        <FormControlLabel
          key={option.id}
          label={option.name}
          control={
            <Checkbox
              checked={chosen.includes(option.id)}
              onChange={(event) => onChange(event.target.checked ? [...chosen, option.id] : chosen.filter((id) => id !== option.id))}
            />
          }
        />
      ))}
    </FormGroup>
  </FormControl>
);
