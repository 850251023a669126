/**
 * A `rows` field (a policy's rules): in forms a table with a header per column, one row of inputs per item with a
 * labelled Remove, and Add under it; in views a read-only table. Each input keeps an accessible label naming its row
 * ("Retention period, rule 2"), since the column's header alone is not read with the field. Words are the
 * resource's, under `resources.{name}.{source}` (`RowsOf` in types.ts). The field's own `validate` rules judge the
 * list as a whole (a maximum): a rule that one more row would break takes Add's place with its message. A `values`
 * field is drawn the same way, its one row field holding each value (the data provider turns them into rows).
 */
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutline';
import {
  Alert,
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
import { Suspense, useMemo, type ReactNode } from 'react';
import {
  ListContextProvider,
  Pagination,
  RecordContextProvider,
  ValidationError,
  useList,
  useRecordContext,
  useTranslate,
  type ValidationErrorMessage,
} from 'react-admin';
import { useFieldArray, useFormState, useWatch } from 'react-hook-form';
import { valueAt } from '../recordValue';
import type { FieldDefinition, ResourceDefinition } from '../types';
import { visuallyHidden } from './visuallyHidden';

/** Where a row's input sits and how it is named: its form path, its label, and its path in the catalogue. */
export interface RowCellPlace {
  source: string;
  label: string;
  catalogue: string;
}

interface RowsProps {
  definition: ResourceDefinition;
  field: FieldDefinition;
  label?: false;
}

const useWords = (definition: ResourceDefinition, field: FieldDefinition) => {
  const translate = useTranslate();
  const words = `resources.${definition.name}.${field.source}`;
  return {
    translate,
    words,
    table: translate(`resources.${definition.name}.fields.${field.source}`),
    column: (rowField: FieldDefinition) => translate(`resources.${definition.name}.rowFields.${field.source}.${rowField.source}`),
  };
};

/** The row being typed, read back by a row field's own display under its input (a period in words). */
const ReadBack = ({ source, children }: { source: string; children: ReactNode }) => {
  const row = useWatch({ name: source }) as Record<string, unknown> | undefined;
  return (
    <RecordContextProvider value={{ id: source, ...row }}>
      <Typography component="div" variant="body2" color="text.secondary" aria-live="polite">
        <Suspense fallback={null}>{children}</Suspense>
      </Typography>
    </RecordContextProvider>
  );
};

type ListRule = (rows: unknown) => ValidationErrorMessage | null | undefined;

/** The field's own rules, given the whole list: synchronous ones only, since Add's place is decided as the user types. */
const listRules = (field: FieldDefinition) => (field.validate ?? []) as unknown as ListRule[];

/**
 * react-hook-form keeps a message as a string: react-admin's `{ message, args }` travels in react-admin's own encoding,
 * which `ValidationError` reads back (as react-admin's inputs do).
 */
const asFormMessage = (message: ValidationErrorMessage) =>
  typeof message === 'string' ? message : `@@react-admin@@${JSON.stringify(message)}`;

/** `atLeastOne`: the message a required field's empty list gets. */
const listRule = (field: FieldDefinition, list: unknown, atLeastOne: string) => {
  const rows = Array.isArray(list) ? list : [];
  if (field.required && rows.length === 0) return atLeastOne;
  for (const rule of listRules(field)) {
    const message = rule(rows);
    if (message) return asFormMessage(message);
  }
  return true;
};

/** The message of a rule the list keeps now but one more row would break (a maximum reached), if any. */
const ruleBrokenByOneMore = (field: FieldDefinition, rows: unknown[]) => {
  for (const rule of listRules(field)) {
    const more = rule([...rows, field.rows!.newRow ?? {}]);
    if (more && !rule(rows)) return more;
  }
  return undefined;
};

export const RowsInput = ({
  definition,
  field,
  mode,
  cell,
  display,
}: RowsProps & {
  mode: 'create' | 'edit';
  /** A row field's input at its place. */
  cell: (rowField: FieldDefinition, place: RowCellPlace) => ReactNode;
  /** A row field's display, read from the row in the record context. */
  display: (rowField: FieldDefinition, catalogue: string) => ReactNode;
}) => {
  const { translate, words, table, column } = useWords(definition, field);
  const {
    fields: rows,
    append,
    remove,
  } = useFieldArray({
    name: field.source,
    rules: { validate: (list) => listRule(field, list, `${words}.atLeastOne`) },
  });
  const { errors } = useFormState({ name: field.source });
  const values = useWatch({ name: field.source }) as unknown[] | undefined;
  const columns = field.rows!.fields.filter((f) => (mode === 'create' ? f.create : f.edit));
  const listError = (valueAt(errors, field.source) as { root?: { message?: string } } | undefined)?.root?.message;
  const full = ruleBrokenByOneMore(field, values ?? []);
  // Said in the form while no row is left, where the resource has words for it (no address: no call is accepted).
  const empty = rows.length === 0 ? translate(`${words}.empty`, { _: '' }) : '';
  return (
    <Box sx={{ width: '100%' }}>
      {empty && <Alert severity="warning">{empty}</Alert>}
      <TableContainer sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={table} sx={{ '& td': { verticalAlign: 'top' } }}>
          <TableHead>
            <TableRow>
              {columns.map((c) => (
                <TableCell key={c.source}>{column(c)}</TableCell>
              ))}
              <TableCell>
                <Box component="span" sx={visuallyHidden}>
                  {translate(`${words}.removeColumn`)}
                </Box>
              </TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row, index) => {
              const at = `${field.source}.${index}`;
              const removeLabel = translate(`${words}.remove`, { number: index + 1 });
              return (
                <TableRow key={row.id}>
                  {columns.map((c, n) => (
                    <TableCell key={c.source} sx={{ minWidth: n === 0 ? 200 : 150 }}>
                      {cell(c, {
                        source: `${at}.${c.source}`,
                        label: translate(`${words}.inRow`, { field: column(c), number: index + 1 }),
                        catalogue: `${field.source}.${c.source}`,
                      })}
                      {c.display && <ReadBack source={at}>{display(c, `${field.source}.${c.source}`)}</ReadBack>}
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
      {full ? (
        <Typography sx={{ mt: 1 }}>
          <ValidationError error={full} />
        </Typography>
      ) : (
        <Button variant="outlined" size="small" onClick={() => append(field.rows!.newRow ?? {})} sx={{ mt: 1 }}>
          {translate(`${words}.add`)}
        </Button>
      )}
    </Box>
  );
};

/**
 * Rows read at a time: a processed onboarding file has a row per line, thousands of them, and drawing every one (each
 * cell a field in its own record context) held its page for seconds. Longer lists are paged in the browser.
 */
const ROWS_PER_PAGE = 100;

/** The rows read-only: the row fields placed to `show`, one table row per item, or the field's `none`. */
export const RowsDisplay = ({
  definition,
  field,
  display,
}: RowsProps & { display: (rowField: FieldDefinition, catalogue: string) => ReactNode }) => {
  const { translate, words, table, column } = useWords(definition, field);
  const record = useRecordContext();
  const value = record && (valueAt(record, field.source) as Record<string, unknown>[] | undefined);
  const rows = useMemo(() => (value ?? []).map((row, index) => ({ id: index, ...row })), [value]);
  const list = useList({ data: rows, perPage: ROWS_PER_PAGE });
  // The page cut here, not taken from `list.data`: useList's first answer is every row, cut only after an effect.
  const shown = rows.slice((list.page - 1) * list.perPage, list.page * list.perPage);
  const columns = field.rows!.fields.filter((f) => f.show);
  if (rows.length === 0) return <Typography>{translate(`${words}.none`)}</Typography>;
  return (
    <ListContextProvider value={list}>
      <Table size="small" aria-label={table}>
        <TableHead>
          <TableRow>
            {columns.map((c) => (
              <TableCell key={c.source}>{column(c)}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {shown.map((row) => (
            <RecordContextProvider key={String(row.id)} value={row}>
              <TableRow>
                {columns.map((c) => (
                  <TableCell key={c.source}>
                    {/* A row field's own display may be lazy: its cell waits, not the table. */}
                    <Suspense fallback={null}>{display(c, `${field.source}.${c.source}`)}</Suspense>
                  </TableCell>
                ))}
              </TableRow>
            </RecordContextProvider>
          ))}
        </TableBody>
      </Table>
      {rows.length > ROWS_PER_PAGE && <Pagination rowsPerPageOptions={[]} />}
    </ListContextProvider>
  );
};

/** What a form sends of a `rows` field: each row's form fields only (never what a read added, such as ids or names). */
export const rowsBody = (field: FieldDefinition, rows: unknown, mode: 'create' | 'edit') => {
  const sources = field.rows!.fields.filter((f) => (mode === 'create' ? f.create : f.edit)).map((f) => f.source);
  return (Array.isArray(rows) ? (rows as Record<string, unknown>[]) : []).map((row) => Object.fromEntries(sources.map((s) => [s, row[s]])));
};
