/**
 * Choose one company by typing part of its name: searched on the server (debounced; a superseded search is cancelled
 * by react-query aborting its request), at most 50 matches listed. For screens that pick one company of thousands.
 */
import { Autocomplete, TextField, type SxProps, type Theme } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { CompanyChoice } from '../company/search';
import { useCompanySearch } from '../company/useCompanySearch';

interface Props {
  label: string;
  value: CompanyChoice | null;
  onChange: (company: CompanyChoice | null) => void;
  /** Companies not to offer (e.g. those that already have the module). */
  exclude?: readonly string[];
  sx?: SxProps<Theme>;
}

export const CompanyAutocomplete = ({ label, value, onChange, exclude = [], sx }: Props) => {
  const translate = useTranslate();
  const { open, setOpen, typed, setTyped, found, settled, failure } = useCompanySearch();
  const options = found.filter((c) => !exclude.includes(c.id));
  return (
    <Autocomplete
      options={value && !options.some((c) => c.id === value.id) ? [value, ...options] : options}
      filterOptions={(all) => all.filter((c) => options.includes(c))}
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      onInputChange={(_event, input, reason) => reason === 'input' && setTyped(input)}
      onChange={(_event, company) => {
        setTyped('');
        onChange(company);
      }}
      loading={!settled}
      loadingText={translate('portico.shell.company.searching')}
      noOptionsText={failure || translate(typed.trim() ? 'portico.shell.company.noMatches' : 'portico.shell.company.typeToSearch')}
      getOptionLabel={(c) => c.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} label={label} />}
      sx={sx}
    />
  );
};
