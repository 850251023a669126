/**
 * The API's phone rule (spec 5 and 9) without any numbering-plan knowledge: a plus and 1 to 3 country-code digits,
 * then 4 to 15 national digits. Single-box phones are kept as one string with one space between the two parts
 * ('+44 2079460000'); a company's administrator phones keep them apart (`countryCode`, `number`). The sandbox
 * checks what it receives against these, and `src/shared/phone.ts` holds what the portal sends to them, so the two
 * cannot drift apart. Nothing here may grow a dependency: the sandbox imports it too.
 */
export const PHONE_COUNTRY_CODE = /^\+\d{1,3}$/;
export const PHONE_NUMBER = /^\d{4,15}$/;
export const PHONE_PATTERN = /^\+\d{1,3} \d{4,15}$/;

export interface CanonicalPhone {
  /** '+44' */
  countryCode: string;
  /** The national significant number, digits only, no trunk prefix: '2079460000'. */
  number: string;
}

export const isCanonicalPhone = ({ countryCode, number }: CanonicalPhone) =>
  PHONE_COUNTRY_CODE.test(countryCode) && PHONE_NUMBER.test(number);
