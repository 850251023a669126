/**
 * `phone()` of `src/shared/validation.ts`, kept in a module of its own: validation.ts only re-exports it, so the
 * bundler binds its few importers (the invite wizard, the generated 'phone' field) here, and the chunks every form of
 * both apps loads, the sign-in pages' among them, carry neither this check nor the way to the numbering plans.
 */

/**
 * Optional; a phone as people type it, national or international (`src/shared/phone.ts`; screens with a phone field
 * import that directly, for a check that answers at once). The numbering plans load with the first phone checked,
 * so this check answers a promise, as react-admin allows. The value is put in the API's form where it is sent
 * (`toApiPhone`).
 */
export const phone =
  () =>
  async (value: unknown): Promise<string | undefined> =>
    typeof value === 'string' && value.trim() ? (await import('./phone')).phoneRule()(value) : undefined;
