/** An administrator's phone as the API holds it; `order` 1 is called first. */
export interface Phone {
  order: number;
  countryCode: string;
  number: string;
}

/** The phones in their order as plain text, for exports: '+44 7700900123; +44 1632960001'. */
export const phonesAsText = (value: unknown) =>
  (Array.isArray(value) ? (value as Partial<Phone>[]) : []).map((p) => [p.countryCode, p.number].filter(Boolean).join(' ')).join('; ');
