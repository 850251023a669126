/** One changed field of an audit entry, before and after (null: it had no value). */
export interface Change {
  field: string;
  before: string | null;
  after: string | null;
}

/** How an empty value before or after reads. */
export const EMPTY = '—';

/** The changes as plain text, for exports: 'name: Acme → Acme Ltd; postcode: — → LS1 4AP'. */
export const changesAsText = (value: unknown) =>
  (Array.isArray(value) ? (value as Change[]) : []).map((c) => `${c.field}: ${c.before ?? EMPTY} → ${c.after ?? EMPTY}`).join('; ');
