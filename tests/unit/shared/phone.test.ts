// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { formatPhone, parsePhone, phoneRule, toApiPhone } from '../../../src/shared/phone';
import { PHONE_COUNTRY_CODE, PHONE_NUMBER, PHONE_PATTERN } from '../../../src/shared/phoneRule';

const MESSAGE = 'Enter the phone number in international format with a space after the country code, like +44 20 7946 0000';
const LONDON = { countryCode: '+44', number: '2079460000' };

describe('parsePhone: a phone as people type it, stored one way', () => {
  it.each([
    '020 7946 0000',
    '02079460000',
    '2079460000',
    '020-7946-0000',
    '(020) 7946 0000',
    '020.7946.0000',
    '  020 7946 0000  ',
    '020\u00a07946\u00a00000',
    '+44 20 7946 0000',
    '+442079460000',
    '+44 (0)20 7946 0000',
    '+44 020 7946 0000',
    '0044 20 7946 0000',
    '00442079460000',
    '44 20 7946 0000',
  ])('%s, with +44 as the default code → +44 2079460000', (typed) => expect(parsePhone(typed, '+44')).toEqual(LONDON));

  it('defaults to +44, the country the product serves', () =>
    expect(parsePhone('07700 900123')).toEqual({ countryCode: '+44', number: '7700900123' }));

  it('takes the country code typed with the number over the default', () => {
    expect(parsePhone('+1 202-555-0123', '+44')).toEqual({ countryCode: '+1', number: '2025550123' });
    expect(parsePhone('00353 1 234 5678', '+44')).toEqual({ countryCode: '+353', number: '12345678' });
    expect(parsePhone('+44 20 7946 0000', '+1')).toEqual(LONDON);
  });

  it("reads a national number by the default code's own rules", () => {
    expect(parsePhone('(202) 555-0123', '+1')).toEqual({ countryCode: '+1', number: '2025550123' });
    expect(parsePhone('01 234 5678', '+353')).toEqual({ countryCode: '+353', number: '12345678' });
  });

  it.each([
    ['nothing', ''],
    ['too short', '12'],
    ['too short for the country', '020 7946'],
    ['too short once its leading 0 is dropped', '020 7946 00'],
    ['too short after the code', '+44 (0)20 7946'],
    ['too long for the country', '+44 20 7946 00000'],
    ['too long for any country', '+44 1234567890123456'],
    ['letters', 'abc'],
    ['letters after the digits', '0207946000a'],
    ['an extension (the API has nowhere to keep it)', '020 7946 0000 ext 12'],
    ['an unknown country code', '+999 1234 5678'],
    ['a plus inside', '44+20 7946 0000'],
    ['a link rather than a number', 'tel:+442079460000'],
  ])('refuses %s (%s)', (_, typed) => expect(parsePhone(typed, '+44')).toBeNull());

  it('answers nothing, rather than throwing, for a default code no country has', () =>
    expect(parsePhone('020 7946 0000', '+999')).toBeNull());

  it("always answers the API's shape (spec 5 and 9): a plus and 1–3 digits; 4–15 digits", () => {
    for (const [typed, code] of [
      ['020 7946 0000', '+44'],
      ['+1 202-555-0123', '+44'],
      ['+290 1234', '+44'],
      ['+7 912 345 67 89', '+44'],
    ] as const) {
      const phone = parsePhone(typed, code)!;
      expect(phone.countryCode).toMatch(PHONE_COUNTRY_CODE);
      expect(phone.number).toMatch(PHONE_NUMBER);
    }
  });
});

describe('toApiPhone: the single-box form the API keeps', () => {
  it('is the country code, one space, then the digits', () => {
    expect(toApiPhone('020 7946 0000')).toBe('+44 2079460000');
    expect(toApiPhone('+44 (0)20 7946 0000')).toBe('+44 2079460000');
    expect(toApiPhone('0044 20 7946 0000')).toBe('+44 2079460000');
    expect(toApiPhone('+44 7700900123')).toBe('+44 7700900123');
    expect(toApiPhone('+44 2079460000')).toMatch(PHONE_PATTERN);
  });

  it('leaves nothing as nothing, and what it cannot read as typed (trimmed) for the API to judge', () => {
    expect(toApiPhone('')).toBeUndefined();
    expect(toApiPhone('   ')).toBeUndefined();
    expect(toApiPhone(null)).toBeUndefined();
    expect(toApiPhone(' 12 ')).toBe('12');
  });
});

describe('formatPhone: a stored phone as people read it', () => {
  it('groups the digits the way the country writes them, after the country code', () => {
    expect(formatPhone('+44 2079460000')).toBe('+44 20 7946 0000');
    expect(formatPhone({ countryCode: '+44', number: '7700900123' })).toBe('+44 7700 900123');
    expect(formatPhone({ countryCode: '+1', number: '2025550123' })).toBe('+1 202 555 0123');
  });

  it('shows what it cannot read as stored, and nothing as nothing', () => {
    expect(formatPhone('call reception')).toBe('call reception');
    expect(formatPhone({ countryCode: '+44', number: '12' })).toBe('+44 12');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone(undefined)).toBe('');
  });
});

describe('phoneRule: the check of a single phone box', () => {
  const rule = phoneRule();
  it('is optional', () => {
    expect(rule('')).toBeUndefined();
    expect(rule(undefined)).toBeUndefined();
  });
  it.each(['020 7946 0000', '+44 20 7946 0000', '0044 20 7946 0000', '+44 7700900123', '07700 900123'])('accepts %s', (typed) =>
    expect(rule(typed)).toBeUndefined(),
  );
  it.each(['12', '+44 770', 'abc', '+44 1234567890123456'])("refuses %s with spec 5's words and an example of the box", (typed) =>
    expect(rule(typed)).toBe(MESSAGE),
  );
  it('reads a national number by the code it is given', () => {
    expect(phoneRule('+1')('(202) 555-0123')).toBeUndefined();
  });
});
