/**
 * The rules of a policy version as a form input: create and edit write them the same way. A table with a header per
 * column, one row per rule with a labelled Remove, and "Add rule" under it; each input keeps an accessible label that
 * names its rule ("Retention period, rule 2"), since the header alone is not read with the field.
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Box,
  Button,
  FormHelperText,
  IconButton,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import { Loading, NumberInput, SelectInput, ValidationError, minValue, useTranslate } from 'react-admin';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { humanisePeriod } from '../../src/shared/format';
import { useRequired, visuallyHidden } from '../../src/framework/views';
import { useCategories, type RetentionRule } from './api';
import { M } from './versionParts';

export type RuleValues = Partial<RetentionRule>;

const COLUMNS = ['categoryId', 'retentionPeriod', 'retentionUnit', 'trigger', 'action'] as const;
const NEW_RULE: RuleValues = { retentionUnit: 'Days' };

const choices = (ids: string[], group: string) => ids.map((id) => ({ id, name: `${M}.rules.${group}.${id}` }));

/** A rule as the API takes it (no id or category name: every change of rules is a new version). */
export const toRuleBody = (rule: RuleValues) => ({
  categoryId: String(rule.categoryId ?? ''),
  retentionPeriod: Number(rule.retentionPeriod),
  retentionUnit: rule.retentionUnit ?? 'Days',
  trigger: rule.trigger!,
  action: rule.action!,
});

/** "2555 Days" read back as "7 years" beside the input, so a period is checked at a glance. */
const PeriodInWords = ({ index }: { index: number }) => {
  const translate = useTranslate();
  const [amount, unit] = useWatch({ name: [`rules.${index}.retentionPeriod`, `rules.${index}.retentionUnit`] }) as [unknown, unknown];
  const n = Number(amount);
  if (!Number.isInteger(n) || n < 1 || (unit !== 'Days' && unit !== 'Hours')) return null;
  const shown = humanisePeriod(n, unit);
  return (
    <Typography variant="body2" color="text.secondary" aria-live="polite">
      {translate(`${M}.rules.period.${shown.unit}`, { smart_count: shown.amount })}
    </Typography>
  );
};

const atLeastOneRule = (rules: unknown) => (Array.isArray(rules) && rules.length > 0 ? true : `${M}.create.atLeastOneRule`);

export const RulesInput = () => {
  const translate = useTranslate();
  const required = useRequired();
  const categories = useCategories();
  const { fields, append, remove } = useFieldArray({ name: 'rules', rules: { validate: atLeastOneRule } });
  const { errors } = useFormState({ name: 'rules' });
  // Rules already chosen name their category by id: wait for the names rather than show ids as unknown values.
  if (categories.isPending) return <Loading />;
  const rowLabel = (column: string, index: number) =>
    translate(`${M}.rules.inRule`, { field: translate(`${M}.rules.${column}`), number: index + 1 });
  const listError = (errors.rules as { root?: { message?: string } } | undefined)?.root?.message;
  const inputs = (index: number) => ({
    categoryId: (
      <SelectInput
        source={`rules.${index}.categoryId`}
        label={rowLabel('categoryId', index)}
        choices={categories.data ?? []}
        validate={required('categoryId', `${M}.rules.categoryId`)}
      />
    ),
    retentionPeriod: (
      <>
        <NumberInput
          source={`rules.${index}.retentionPeriod`}
          label={rowLabel('retentionPeriod', index)}
          validate={[required('retentionPeriod', `${M}.rules.retentionPeriod`), minValue(1)]}
          min={1}
          step={1}
        />
        <PeriodInWords index={index} />
      </>
    ),
    retentionUnit: (
      <SelectInput
        source={`rules.${index}.retentionUnit`}
        label={rowLabel('retentionUnit', index)}
        validate={required('retentionUnit', `${M}.rules.retentionUnit`)}
        choices={choices(['Days', 'Hours'], 'units')}
      />
    ),
    trigger: (
      <SelectInput
        source={`rules.${index}.trigger`}
        label={rowLabel('trigger', index)}
        validate={required('trigger', `${M}.rules.trigger`)}
        choices={choices(['MemberLeaving', 'SchemeWindUp', 'LastActivity'], 'triggers')}
      />
    ),
    action: (
      <SelectInput
        source={`rules.${index}.action`}
        label={rowLabel('action', index)}
        validate={required('action', `${M}.rules.action`)}
        choices={choices(['Delete', 'Anonymise'], 'actions')}
      />
    ),
  });
  return (
    <Box sx={{ width: '100%' }}>
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={translate(`${M}.create.rules`)} sx={{ '& td': { verticalAlign: 'top' } }}>
          <TableHead>
            <TableRow>
              {COLUMNS.map((column) => (
                <TableCell key={column}>{translate(`${M}.rules.${column}`)}</TableCell>
              ))}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate(`${M}.rules.actionsColumn`)}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {fields.map((field, index) => {
              const row = inputs(index);
              const removeLabel = translate(`${M}.rules.remove`, { number: index + 1 });
              return (
                <TableRow key={field.id}>
                  {COLUMNS.map((column) => (
                    <TableCell key={column} sx={{ minWidth: column === 'categoryId' ? 200 : 150 }}>
                      {row[column]}
                    </TableCell>
                  ))}
                  <TableCell>
                    <Tooltip title={removeLabel}>
                      <IconButton aria-label={removeLabel} onClick={() => remove(index)} sx={{ mt: 1 }}>
                        <DeleteOutlineIcon />
                      </IconButton>
                    </Tooltip>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </TableContainer>
      {listError && (
        <FormHelperText error role="alert">
          <ValidationError error={listError} />
        </FormHelperText>
      )}
      <Button variant="outlined" size="small" onClick={() => append(NEW_RULE)} sx={{ mt: 1 }}>
        {translate(`${M}.rules.add`)}
      </Button>
    </Box>
  );
};
