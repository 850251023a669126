/**
 * The settings form's data, apart from its drawing: the form's values from what the read answered (a record, or
 * `{ key, value }` entries), and what a save sends for the fields placed `edit`, phones in the API's form.
 */
import { valueAt } from '../../recordValue';
import type { FieldDefinition, SettingsFormBlock } from '../../types';

export type Values = Record<string, unknown>;

interface Entry {
  key: string;
  value: unknown;
}

const isEntry = (item: unknown): item is Entry =>
  !!item && typeof item === 'object' && typeof (item as Entry).key === 'string' && 'value' in item;

/** The form's values: the record itself, or the entries holding `match`'s values by key (a missing one empty). */
export const settingsValues = (block: SettingsFormBlock, fields: FieldDefinition[], answer: unknown): Values => {
  if (!block.entries) return answer && typeof answer === 'object' ? (answer as Values) : {};
  const { match } = block.entries;
  const matching = (Array.isArray(answer) ? answer : [])
    .filter(isEntry)
    .filter((entry) => Object.entries(match).every(([name, value]) => (entry as unknown as Values)[name] === value));
  return Object.fromEntries(fields.map((f) => [f.source, matching.find((entry) => entry.key === f.source)?.value ?? '']));
};

const setAt = (into: Values, source: string, value: unknown) => {
  const keys = source.split('.');
  let node = into;
  keys.slice(0, -1).forEach((key) => {
    node = (node[key] ??= {}) as Values;
  });
  node[keys[keys.length - 1]!] = value;
};

/**
 * The typed values of the `edit` fields as the API takes them, nested as their sources are: a phone as typed
 * ('020 7946 0000') in its international form ('+44 2079460000'), a blank phone as `blank`. The numbering plans load
 * only for a form that has a phone.
 */
export const sentValues = async (fields: FieldDefinition[], typed: Values, blank: '' | null): Promise<Values> => {
  const phones = fields.some((f) => f.type === 'phone') ? await import('../../../shared/phone') : undefined;
  const sent: Values = {};
  for (const field of fields) {
    const value = valueAt(typed, field.source);
    setAt(sent, field.source, field.type === 'phone' && phones ? (phones.toApiPhone(value) ?? blank) : value);
  }
  return sent;
};
