/**
 * Phones as people type them, stored the one way the API accepts (docs/decisions.md, "Phones as people type them").
 *
 * Typed: national or international, with spaces, hyphens, dots or brackets: '020 7946 0000', '(020) 7946-0000',
 * '+44 20 7946 0000', '+44 (0)20 7946 0000', '0044 20 7946 0000'. A national number is read by the default country
 * code's own rules (its trunk prefix, the leading 0 in the UK, dropped); a number typed with its own code (a plus,
 * or the international prefix 00) keeps that code. Stored: `{ countryCode: '+44', number: '2079460000' }`, or
 * '+44 2079460000' in a single box (`src/shared/phoneRule.ts`). Shown: '+44 20 7946 0000'.
 *
 * The numbering plans are libphonenumber-js's with its smallest ("min") metadata: every country's possible lengths,
 * which is what deciding "a possible number" takes. This module is loaded only by the screens with phone fields (lazy
 * chunks); `src/shared/validation.ts` reaches it with a dynamic import, so the sign-in pages and the portal's first
 * load never carry it.
 */
import { AsYouType, type PhoneNumber } from 'libphonenumber-js/min';
import { translate } from '../../providers/i18n/translate';
import { isCanonicalPhone, type CanonicalPhone } from './phoneRule';

export type { CanonicalPhone } from './phoneRule';

/** The code a national number is read by unless a field says otherwise: the product serves UK pension schemes. */
export const DEFAULT_COUNTRY_CODE = '+44';

/** Digits and what people put between them; a plus only in front. Letters, extensions and `tel:` are not a phone. */
const TYPED = /^\+?[\d\s().\-\u2010-\u2015]+$/;

/**
 * Read as the library's as-you-type reader does, which drops a trunk prefix as soon as it is typed: '020 7946' is
 * the six digits 207946, too short, where its one-shot parser would keep '0207946' because seven digits are a
 * possible length in the UK.
 */
const read = (typed: string, defaultCountryCode: string): PhoneNumber | undefined => {
  const text = typed.trim();
  if (!TYPED.test(text)) return undefined;
  // 00 is the international prefix dialled from the UK and most of the world: '0044 …' is '+44 …'.
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  try {
    const reader = new AsYouType({ defaultCallingCode: defaultCountryCode.replace(/^\+/, '') });
    reader.input(international);
    return reader.getNumber();
  } catch {
    // A default code no numbering plan has.
    return undefined;
  }
};

/**
 * Numbers already read: the as-you-type reader tries the country's formats digit by digit (66 ms of one company form's
 * Save in a profile with the CPU slowed 4×), and a form checks every phone again at each Save. Emptied when full.
 */
const readBefore = new Map<string, CanonicalPhone | null>();
const READ_BEFORE_LIMIT = 500;

/** What was typed, read with `defaultCountryCode` ('+44'); null unless it is a possible phone number. */
export const parsePhone = (typed: string, defaultCountryCode = DEFAULT_COUNTRY_CODE): CanonicalPhone | null => {
  const key = `${defaultCountryCode} ${typed}`;
  const known = readBefore.get(key);
  if (known !== undefined) return known && { ...known };
  const parsed = read(typed, defaultCountryCode);
  const phone = parsed?.isPossible() ? { countryCode: `+${parsed.countryCallingCode}`, number: String(parsed.nationalNumber) } : null;
  const answer = phone && isCanonicalPhone(phone) ? phone : null;
  if (readBefore.size >= READ_BEFORE_LIMIT) readBefore.clear();
  readBefore.set(key, answer);
  return answer && { ...answer };
};

const textOf = (value: unknown) => (typeof value === 'string' ? value.trim() : '');

/**
 * A single phone box's value as the API keeps it ('+44 2079460000'); blank → undefined. What cannot be read goes
 * as typed, for the API to refuse in its own words (the form's check stops it first).
 */
export const toApiPhone = (typed: unknown, defaultCountryCode = DEFAULT_COUNTRY_CODE): string | undefined => {
  const text = textOf(typed);
  if (!text) return undefined;
  const phone = parsePhone(text, defaultCountryCode);
  return phone ? `${phone.countryCode} ${phone.number}` : text;
};

/** A stored phone as people read it: '+44 20 7946 0000'. Anything it cannot read is shown as stored. */
export const formatPhone = (phone: string | Partial<CanonicalPhone> | null | undefined): string => {
  const text = typeof phone === 'string' ? phone.trim() : [phone?.countryCode, phone?.number].filter(Boolean).join(' ');
  const parsed = text.startsWith('+') ? read(text, DEFAULT_COUNTRY_CODE) : undefined;
  return parsed?.isPossible() ? parsed.formatInternational() : text;
};

/** Spec 5's message, ending with the catalogue's example number. */
export const phoneMessage = () => translate('portico.validation.phone', { example: translate('portico.validation.phoneExample') });

/** A single phone box: optional; anything typed must be a possible number (national numbers read by the code given). */
export const phoneRule =
  (defaultCountryCode = DEFAULT_COUNTRY_CODE) =>
  (value: unknown): string | undefined => {
    const text = textOf(value);
    return !text || parsePhone(text, defaultCountryCode) ? undefined : phoneMessage();
  };
