/**
 * `values` fields (types/fields.ts): the API keeps a list of bare values (`['10.1.2.3']`), the screens rows of the
 * field's one row field (`[{ address: '10.1.2.3' }]`), so its forms, rules and tables are the `rows` field's. The data
 * provider turns values into rows in every record it answers, rows back into values in what it sends, and the API's
 * error on a value (`allowedIpAddresses.2`) into an error on its row's input (`allowedIpAddresses.2.address`).
 */
import type { RaRecord } from 'react-admin';
import { isApiError } from '../../providers/http';
import type { FieldDefinition, ResourceDefinition } from './types';

type Data = Record<string, unknown>;

const valueFields = (def: ResourceDefinition) => def.fields.filter((f) => f.type === 'values');

const rowSource = (field: FieldDefinition) => field.rows!.fields[0]!.source;

const isData = (value: unknown): value is Data => typeof value === 'object' && value !== null && !Array.isArray(value);

/** `data` with each of the definition's `values` fields (top-level sources) mapped, where it holds a list. */
const mapLists = (def: ResourceDefinition, data: unknown, each: (item: unknown, source: string) => unknown) => {
  const fields = valueFields(def);
  if (fields.length === 0 || !isData(data)) return data;
  const mapped: Data = { ...data };
  for (const field of fields) {
    const list = data[field.source];
    if (Array.isArray(list)) mapped[field.source] = list.map((item) => each(item, rowSource(field)));
  }
  return mapped;
};

/** A record as the screens hold it: each value a row. A row already (a save's answer built on the form's data) stays. */
export const valuesToRows = <R>(def: ResourceDefinition, record: R): R =>
  mapLists(def, record, (item, source) => (isData(item) ? item : { [source]: item })) as R;

/** What a form sends, as the API takes it: each row its value. */
export const rowsToValues = <R>(def: ResourceDefinition, data: R): R =>
  mapLists(def, data, (item, source) => (isData(item) ? item[source] : item)) as R;

/** An answer's `data`, a record or a list of them. */
export const answerWithRows = (def: ResourceDefinition, answer: unknown) => {
  if (valueFields(def).length === 0 || !isData(answer)) return answer;
  const { data } = answer;
  return { ...answer, data: Array.isArray(data) ? data.map((r: RaRecord) => valuesToRows(def, r)) : valuesToRows(def, data) };
};

/** The API names a refused value by its place in the list; the form's input for it is the row's field. */
export const errorsOnRows = (def: ResourceDefinition, error: unknown) => {
  const fields = valueFields(def);
  if (fields.length === 0 || !isApiError(error)) return error;
  const errors = error.body.errors;
  for (const field of fields) {
    const at = new RegExp(`^${field.source.replace(/\./g, '\\.')}\\.(\\d+)$`);
    for (const key of Object.keys(errors)) {
      const row = at.exec(key);
      if (!row) continue;
      errors[`${field.source}.${row[1]}.${rowSource(field)}`] = errors[key]!;
      delete errors[key];
    }
  }
  return error;
};
