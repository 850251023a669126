/**
 * A form field holding several company ids, chosen by typing part of each name: searched on the server like
 * CompanyAutocomplete, so an administrator of every company is never sent them all (issue 12). The chosen companies
 * show as chips, each named by a read by id, so a form returned to (a wizard's draft) still names them.
 */
import { Autocomplete, TextField } from '@mui/material';
import { useQueries, useQueryClient } from '@tanstack/react-query';
import { InputHelperText, useInput, useTranslate, type Validator } from 'react-admin';
import type { CompanyChoice } from '../../src/framework';
import { companyChoiceKey, fetchCompanyChoice, useCompanySearch } from '../../src/framework/views';

interface Props {
  source: string;
  /** A catalogue key or text. */
  label: string;
  validate?: Validator;
}

export const CompanyIdsInput = ({ source, label, validate }: Props) => {
  const translate = useTranslate();
  const queryClient = useQueryClient();
  const { field, fieldState, id } = useInput({ source, validate });
  const ids: string[] = Array.isArray(field.value) ? field.value.map(String) : [];
  const named = useQueries({
    queries: ids.map((companyId) => ({
      queryKey: companyChoiceKey(companyId),
      queryFn: ({ signal }: { signal: AbortSignal }) => fetchCompanyChoice(companyId, signal),
      staleTime: 5 * 60_000,
    })),
  });
  // A company whose name cannot be read (gone, or the call failed) is still shown, by its id, and can be removed.
  const value: CompanyChoice[] = ids.map((companyId, i) => named[i]?.data ?? { id: companyId, name: named[i]?.isError ? companyId : '…' });
  const { open, setOpen, typed, setTyped, found, settled, failure } = useCompanySearch();
  const error = fieldState.error?.message;
  return (
    <Autocomplete
      multiple
      id={id}
      options={found}
      // The server has already matched the text; the chosen ones stay listed, ticked.
      filterOptions={(options) => options}
      value={value}
      open={open}
      onOpen={() => setOpen(true)}
      onClose={() => setOpen(false)}
      inputValue={typed}
      onInputChange={(_event, input, reason) => reason !== 'reset' && setTyped(input)}
      onChange={(_event, companies) => {
        // The names are known now: the chips need no read by id.
        for (const company of companies) queryClient.setQueryData(companyChoiceKey(company.id), company);
        field.onChange(companies.map((company) => company.id));
      }}
      onBlur={field.onBlur}
      loading={!settled}
      loadingText={translate('portico.shell.company.searching')}
      noOptionsText={failure || translate(typed.trim() ? 'portico.shell.company.noMatches' : 'portico.shell.company.typeToSearch')}
      getOptionLabel={(company) => company.name}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      disableCloseOnSelect
      renderInput={(params) => (
        <TextField
          {...params}
          name={source}
          label={translate(label, { _: label })}
          error={Boolean(error)}
          helperText={<InputHelperText error={error} />}
        />
      )}
      sx={{ maxWidth: 560 }}
    />
  );
};
