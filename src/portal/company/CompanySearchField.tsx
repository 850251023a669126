/**
 * The picker's field for roles that see every company: it searches on the server as the user types (debounced; a
 * superseded search is cancelled, react-query aborting its request) and lists at most 50 matches by
 * name, so it opens as fast with thousands of companies as with a few, and never fetches them all.
 */
import { Autocomplete, Paper, TextField, Typography, type PaperProps } from '@mui/material';
import { createContext, useContext } from 'react';
import { useTranslate } from 'react-admin';
import type { CompanyChoice } from '../../framework/company/search';
import { useCompanySearch } from '../../framework/company/useCompanySearch';

/** Said under the options when there are more matches than listed. */
const MoreMatches = createContext<string | null>(null);

const OptionsPaper = ({ children, ...props }: PaperProps) => {
  const more = useContext(MoreMatches);
  return (
    <Paper {...props}>
      {children}
      {more && (
        <Typography variant="body2" color="text.secondary" sx={{ px: 2, py: 1 }}>
          {more}
        </Typography>
      )}
    </Paper>
  );
};

export const CompanySearchField = ({ value, onPick }: { value: CompanyChoice; onPick: (company: CompanyChoice) => void }) => {
  const translate = useTranslate();
  // `typed` is what the user typed: the selected name the field shows is not a search (MUI lists every option for it).
  const { open, setOpen, typed, setTyped, found, total, settled, failure } = useCompanySearch();
  const listed = found.some((c) => c.id === value.id);
  // The selected company stays among the options (MUI expects its value there) but is listed only when it matches.
  const options = listed ? found : [value, ...found];
  const more = open && settled && total !== undefined && total > found.length;
  return (
    <MoreMatches.Provider value={more ? translate('portico.shell.company.more', { count: found.length }) : null}>
      <Autocomplete
        options={options}
        value={value}
        getOptionLabel={(c) => c.name}
        filterOptions={(all) => (listed ? all : all.slice(1))}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        disableClearable
        size="small"
        open={open}
        onOpen={() => setOpen(true)}
        onClose={() => {
          setOpen(false);
          setTyped('');
        }}
        onInputChange={(_event, input, reason) => reason === 'input' && setTyped(input)}
        onChange={(_event, company) => company && onPick(company)}
        loading={!settled}
        loadingText={translate('portico.shell.company.searching')}
        noOptionsText={failure || translate(typed.trim() ? 'portico.shell.company.noMatches' : 'portico.shell.company.typeToSearch')}
        renderInput={(params) => <TextField {...params} margin="none" label={translate('portico.shell.company.label')} />}
        slots={{ paper: OptionsPaper }}
        slotProps={{ popper: { sx: { minWidth: 'min(360px, calc(100vw - 16px))' } } }}
      />
    </MoreMatches.Provider>
  );
};
