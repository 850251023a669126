/**
 * A `phones` field's value as the API holds it (a company's administrator phones): an ordered list, `order` 1 called
 * first, each a country code and the national digits. Light: the CSV export reads it with the definitions.
 */
export interface Phone {
  order: number;
  countryCode: string;
  number: string;
}

/** The phones in their order as plain text, for exports: '+44 7700900123; +44 1632960001'. */
export const phonesAsText = (value: unknown) =>
  (Array.isArray(value) ? (value as Partial<Phone>[]) : []).map((p) => [p.countryCode, p.number].filter(Boolean).join(' ')).join('; ');
