/**
 * The choice of a company's schemes for one module, shared by the coverage page (`SchemeCoverage`) and the Assign
 * dialog of the company's Products tab and wizard step (`AssignModuleDialog`): one checkbox per scheme, named with its
 * type, its employers listed beneath for context (and as the checkbox's description), 'Select all' above them where
 * asked for.
 */
import { Box, Checkbox, FormControlLabel, FormGroup, FormLabel, Typography } from '@mui/material';
import { useId } from 'react';
import { useTranslate } from 'react-admin';
import type { CompanyScheme } from './api';

const t = (key: string) => `resources.companyProducts.coverage.${key}`;

const SchemeOption = ({
  scheme,
  checked,
  disabled,
  onToggle,
}: {
  scheme: CompanyScheme;
  checked: boolean;
  disabled: boolean;
  onToggle: () => void;
}) => {
  const translate = useTranslate();
  const employersId = useId();
  const type = translate(`resources.schemes.choices.pensionSchemeType.${scheme.pensionSchemeType}`, { _: scheme.pensionSchemeType });
  return (
    <Box sx={{ mb: 1 }}>
      <FormControlLabel
        control={<Checkbox checked={checked} disabled={disabled} onChange={onToggle} inputProps={{ 'aria-describedby': employersId }} />}
        label={`${scheme.name} (${type})`}
      />
      <Box id={employersId} sx={{ pl: 4 }}>
        {scheme.employers.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {translate(t('noEmployers'))}
          </Typography>
        ) : (
          <Box
            component="ul"
            aria-label={translate(t('employers'), { scheme: scheme.name })}
            sx={{ m: 0, pl: 2, color: 'text.secondary', typography: 'body2' }}
          >
            {scheme.employers.map((e) => (
              <li key={e.id}>
                {e.name} ({translate(t(`employerType.${e.employerType}`), { _: e.employerType })})
              </li>
            ))}
          </Box>
        )}
      </Box>
    </Box>
  );
};

export interface SchemeChecklistProps {
  schemes: CompanyScheme[];
  selected: ReadonlySet<string>;
  onChange: (next: Set<string>) => void;
  /** The fieldset's legend, e.g. 'Schemes Member Portal covers'. */
  legend: string;
  disabled?: boolean;
  /** A 'Select all' checkbox above the schemes (the dialog has its own "All schemes" choice instead). */
  selectAll?: boolean;
  /** Describes the whole group, e.g. a hint that at least one is needed. */
  describedBy?: string;
}

export const SchemeChecklist = ({
  schemes,
  selected,
  onChange,
  legend,
  disabled = false,
  selectAll = true,
  describedBy,
}: SchemeChecklistProps) => {
  const translate = useTranslate();
  const legendId = useId();
  const checkedCount = schemes.filter((s) => selected.has(s.id)).length;
  const toggle = (id: string) => {
    const next = new Set(selected);
    if (next.has(id)) next.delete(id);
    else next.add(id);
    onChange(next);
  };
  return (
    <Box component="fieldset" aria-labelledby={legendId} aria-describedby={describedBy} sx={{ border: 0, p: 0, m: 0 }}>
      <FormLabel id={legendId} component="legend" sx={{ mb: 1 }}>
        {legend}
      </FormLabel>
      {selectAll && (
        <FormControlLabel
          control={
            <Checkbox
              checked={schemes.length > 0 && checkedCount === schemes.length}
              indeterminate={checkedCount > 0 && checkedCount < schemes.length}
              disabled={disabled}
              onChange={(event) => onChange(new Set(event.target.checked ? schemes.map((s) => s.id) : []))}
            />
          }
          label={translate(t('selectAll'))}
        />
      )}
      <FormGroup sx={{ pl: selectAll ? 2 : 0 }}>
        {schemes.map((scheme) => (
          <SchemeOption
            key={scheme.id}
            scheme={scheme}
            checked={selected.has(scheme.id)}
            disabled={disabled}
            onToggle={() => toggle(scheme.id)}
          />
        ))}
      </FormGroup>
    </Box>
  );
};
