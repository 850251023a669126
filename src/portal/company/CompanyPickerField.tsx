/**
 * The picker's field itself: MUI's Autocomplete and its text field, select and chip family are a tenth of the portal's
 * first load, so CompanyPicker loads this module beside the page rather than before it.
 */
import { Autocomplete, Box, TextField, Tooltip, createFilterOptions, type SxProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { CompanySearchField } from './CompanySearchField';
import type { CompanyChoice } from '../../framework/company/search';

/** A client role's few assigned companies, listed whole and matched anywhere in the name as the user types. */
const filterCompanies = createFilterOptions<CompanyChoice>({ stringify: (c) => c.name });

export interface CompanyPickerFieldProps {
  company: CompanyChoice;
  /** Every company the user may pick, for client roles; all-company roles search instead. */
  companies: CompanyChoice[];
  seesAll: boolean;
  onPick: (company: CompanyChoice) => void;
  sx: SxProps;
}

const CompanyPickerField = ({ company, companies, seesAll, onPick, sx }: CompanyPickerFieldProps) => {
  const translate = useTranslate();
  return (
    // A long name is cut short in the field: the tooltip and the wider, wrapping options list show it in full.
    <Tooltip title={company.name} placement="bottom-start" describeChild>
      <Box sx={sx}>
        {seesAll ? (
          <CompanySearchField value={company} onPick={onPick} />
        ) : (
          <Autocomplete
            options={companies}
            value={company}
            getOptionLabel={(c) => c.name}
            filterOptions={filterCompanies}
            isOptionEqualToValue={(a, b) => a.id === b.id}
            disableClearable
            size="small"
            onChange={(_event, value) => value && onPick(value)}
            noOptionsText={translate('portico.shell.company.noMatches')}
            renderInput={(params) => <TextField {...params} margin="none" label={translate('portico.shell.company.label')} />}
            slotProps={{ popper: { sx: { minWidth: 'min(360px, calc(100vw - 16px))' } } }}
          />
        )}
      </Box>
    </Tooltip>
  );
};

export default CompanyPickerField;
