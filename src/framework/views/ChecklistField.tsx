import { Box, Checkbox, FormControl, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { useId } from 'react';

/** One option of a checklist: its `name` says it in summaries, `label` on its checkbox where that says more. */
export interface ChecklistOption {
  id: string;
  name: string;
  label?: string;
  /** What it holds, listed beneath it as its checkbox's description (a scheme's employers), or `none` when empty. */
  details?: { label: string; items: string[]; none: string };
}

const Option = ({ option, checked, onToggle }: { option: ChecklistOption; checked: boolean; onToggle: () => void }) => {
  const detailsId = useId();
  const { details } = option;
  const box = (
    <FormControlLabel
      label={option.label ?? option.name}
      control={<Checkbox checked={checked} onChange={onToggle} inputProps={details && { 'aria-describedby': detailsId }} />}
    />
  );
  if (!details) return box;
  return (
    <Box sx={{ mb: 1 }}>
      {box}
      <Box id={detailsId} sx={{ pl: 4 }}>
        {details.items.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {details.none}
          </Typography>
        ) : (
          <Box component="ul" aria-label={details.label} sx={{ m: 0, pl: 2, color: 'text.secondary', typography: 'body2' }}>
            {details.items.map((item, index) => (
              <li key={index}>{item}</li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
};

/**
 * A labelled group of checkboxes over named options (the modules a record may use, the schemes a module covers),
 * with a 'Select all' above them when `selectAll` words it.
 */
export const ChecklistField = ({
  legend,
  options,
  chosen,
  onChange,
  disabled,
  selectAll,
  describedBy,
}: {
  legend: string;
  options: ChecklistOption[];
  chosen: string[];
  onChange: (chosen: string[]) => void;
  disabled?: boolean;
  selectAll?: string;
  /** Describes the whole group, e.g. a hint that at least one is needed. */
  describedBy?: string;
}) => {
  const count = options.filter((option) => chosen.includes(option.id)).length;
  const toggle = (id: string) => onChange(chosen.includes(id) ? chosen.filter((other) => other !== id) : [...chosen, id]);
  return (
    <FormControl component="fieldset" disabled={disabled} aria-describedby={describedBy}>
      {/* A read-only group's name stays readable (contrast), where MUI greys a disabled fieldset's legend. */}
      <FormLabel component="legend" sx={{ mb: selectAll ? 1 : 0, '&.Mui-disabled': { color: 'text.secondary' } }}>
        {legend}
      </FormLabel>
      {selectAll && (
        <FormControlLabel
          label={selectAll}
          control={
            <Checkbox
              checked={options.length > 0 && count === options.length}
              indeterminate={count > 0 && count < options.length}
              onChange={(event) => onChange(event.target.checked ? options.map((option) => option.id) : [])}
            />
          }
        />
      )}
      <FormGroup sx={{ pl: selectAll ? 2 : 0 }}>
        {options.map((option) => (
          <Option key={option.id} option={option} checked={chosen.includes(option.id)} onToggle={() => toggle(option.id)} />
        ))}
      </FormGroup>
    </FormControl>
  );
};
