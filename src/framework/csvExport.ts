/**
 * The one CSV exporter of the portal: every list that exports goes through `toCsv`, so every export carries the
 * formula guard. A cell a spreadsheet would read as a formula (`=`, `+`, `-`, `@`, tab or carriage return first)
 * gets a leading apostrophe: names and addresses typed by clients or imported from files then cannot run as
 * formulas in Excel (CSV injection, OWASP). Cells are always quoted; rows end in CRLF; a byte-order mark makes
 * Excel read UTF-8 (pound signs, accented names).
 */
import { useCallback } from 'react';
import { downloadCSV, useTranslate, type Exporter } from 'react-admin';
import type { FieldDefinition, ResourceDefinition } from './types';
import { phonesAsText } from './phones';

const FORMULA_START = /^[=+\-@\t\r]/;

export const neutralise = (value: string): string => (FORMULA_START.test(value) ? `'${value}` : value);

const quote = (value: string) => `"${value.replace(/"/g, '""')}"`;

export type Cell = string | number | boolean | null | undefined;

export const toCsvRow = (cells: readonly Cell[]) => cells.map((cell) => quote(neutralise(cell == null ? '' : String(cell)))).join(',');

/** A whole file: header row, then one row per record. */
export const toCsv = (header: readonly string[], rows: readonly (readonly Cell[])[]) =>
  '\uFEFF' + [toCsvRow(header), ...rows.map(toCsvRow)].join('\r\n');

const valueAt = (record: Record<string, unknown>, path: string): unknown =>
  path
    .split('.')
    .reduce<unknown>(
      (node, key) => (node && typeof node === 'object' && Object.hasOwn(node, key) ? (node as Record<string, unknown>)[key] : undefined),
      record,
    );

/** The fields a definition's export holds: those a user sees on the list or the record, in definition order. */
export const exportedFields = (definition: ResourceDefinition) => definition.fields.filter((f) => f.list || f.show);

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** A field's value as the screens show it: choices by their label, booleans as Yes/No, the rest as given. */
const cellOf = (definition: ResourceDefinition, field: FieldDefinition, value: unknown, translate: Translate): Cell => {
  const choice = (id: unknown) =>
    translate(`resources.${definition.name}.choices.${field.source.replace(/\./g, '_')}.${String(id)}`, { _: String(id) });
  if (value == null) return '';
  if (field.asText) return field.asText(value);
  if (field.type === 'phones') return phonesAsText(value);
  if (field.type === 'select') return choice(value);
  if (field.type === 'boolean') return translate(value === true ? 'ra.boolean.true' : 'ra.boolean.false');
  // A structured value without `asText` is left out rather than written as '[object Object]'.
  if (typeof value === 'object') return Array.isArray(value) && value.every((v) => typeof v !== 'object') ? value.join('; ') : '';
  return value as Cell;
};

/** One field of a record as text, as the screens and exports show it. */
export const fieldText = (definition: ResourceDefinition, field: FieldDefinition, record: Record<string, unknown>, translate: Translate) =>
  cellOf(definition, field, valueAt(record, field.source), translate);

/** The CSV of `records` for a definition: translated labels as the header. */
export const definitionCsv = (definition: ResourceDefinition, records: Record<string, unknown>[], translate: Translate) => {
  const fields = exportedFields(definition);
  return toCsv(
    fields.map((f) => translate(`resources.${definition.name}.fields.${f.source}`, { _: f.label })),
    records.map((record) => fields.map((f) => cellOf(definition, f, valueAt(record, f.source), translate))),
  );
};

/** react-admin's `exporter` for a generated list: the definition's fields, guarded, saved as `{name}.csv`. */
export const useCsvExporter = (definition: ResourceDefinition): Exporter => {
  const translate = useTranslate();
  return useCallback(
    (records: Record<string, unknown>[]) => downloadCSV(definitionCsv(definition, records, translate), definition.name),
    [definition, translate],
  );
};
