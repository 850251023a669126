/**
 * The `companies` field type's input: several company ids, chosen among the companies the signed-in user may choose
 * (the selected-company service's rule, spec 4). Client roles tick among their own few; roles that see every company
 * type part of each name, searched on the server so nobody is sent every company (issue 12), or choose all of them
 * (the value `'all'`). The chosen companies show as chips, each named by a read by id, so a form returned to (a
 * wizard's draft) still names them.
 */
import { Alert, Autocomplete, FormControl, FormControlLabel, FormLabel, Radio, RadioGroup, TextField } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useId } from 'react';
import {
  CheckboxGroupInput,
  InputHelperText,
  Loading,
  useInput,
  useResourceContext,
  useTranslate,
  useTranslateLabel,
  type Validator,
} from 'react-admin';
import { useSelectedCompany } from '../company/SelectedCompany';
import { companyChoiceKey } from '../company/search';
import { useCompanyChoices } from '../company/useCompanyChoices';
import { useCompanySearch } from '../company/useCompanySearch';
import { useKeptAside } from './WizardDraftContext';

interface Props {
  source: string;
  validate?: Validator | Validator[];
}

/** Roles that see every company: Selected companies (searched, as chips) or All companies. */
const SearchedCompanies = ({ source, validate }: Props) => {
  const translate = useTranslate();
  const translateLabel = useTranslateLabel();
  const resource = useResourceContext();
  const queryClient = useQueryClient();
  const scopeId = useId();
  const { field, fieldState, id } = useInput({ source, validate });
  const all = field.value === 'all';
  const ids: string[] = Array.isArray(field.value) ? field.value.map(String) : [];
  // Choosing All and then Selected again brings back the companies chosen before, even after leaving a wizard's step.
  const [before, setBefore] = useKeptAside<string[]>(source, []);
  const value = useCompanyChoices(ids);
  const { open, setOpen, typed, setTyped, found, settled, failure } = useCompanySearch();
  const error = fieldState.error?.message;
  return (
    <>
      <FormControl>
        <FormLabel id={scopeId}>{translateLabel({ source, resource })}</FormLabel>
        <RadioGroup
          row
          aria-labelledby={scopeId}
          value={all ? 'all' : 'selected'}
          onChange={(_event, scope) => {
            if (scope === 'all') setBefore(ids);
            field.onChange(scope === 'all' ? 'all' : before);
          }}
        >
          <FormControlLabel value="selected" control={<Radio />} label={translate('portico.shell.company.selected')} />
          <FormControlLabel value="all" control={<Radio />} label={translate('portico.shell.company.all')} />
        </RadioGroup>
      </FormControl>
      {!all && (
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
              label={translate('portico.shell.company.selected')}
              error={Boolean(error)}
              helperText={<InputHelperText error={error} />}
            />
          )}
          sx={{ maxWidth: 560 }}
        />
      )}
    </>
  );
};

const CompaniesInput = ({ source, validate }: Props) => {
  const { seesAll, companies, isPending, errors } = useSelectedCompany();
  if (seesAll) return <SearchedCompanies source={source} validate={validate} />;
  if (errors.length) return <Alert severity="error">{errors.join(' ')}</Alert>;
  if (isPending) return <Loading />;
  return (
    <CheckboxGroupInput source={source} choices={companies} optionText="name" translateChoice={false} validate={validate} row={false} />
  );
};

export default CompaniesInput;
