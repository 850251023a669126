/**
 * Every validation rule of spec section 5, one module for every form of both apps. A validator takes the value
 * and all the form's values and answers a message (already translated) or undefined; the signature is the one
 * react-admin's inputs call, so portal forms use these unchanged.
 * Empty strings are treated as undefined throughout.
 */
import { translate } from '../../providers/i18n/translate';

export type FormValues = Record<string, unknown>;
export type Validator = (value: unknown, values?: FormValues) => string | undefined;

export const PASSWORD_MIN_LENGTH = 12;
export const SSH_KEY_PREFIX = 'ssh-rsa ';

const t = (key: string, options?: Record<string, unknown>) => translate(`portico.validation.${key}`, options);

/** Empty or blank strings become undefined; other strings are trimmed. */
export const emptyToUndefined = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const trimmed = value.trim();
  return trimmed === '' ? undefined : trimmed;
};

const text = (value: unknown): string | undefined => {
  const cleaned = emptyToUndefined(value);
  return cleaned == null ? undefined : String(cleaned);
};

/** Trimmed and lower-cased, as the email rule asks; blank → undefined. */
export const normaliseEmail = (value: unknown): string | undefined => text(value)?.toLowerCase();

/** Runs validators in order and answers the first message. */
export const compose =
  (...validators: Validator[]): Validator =>
  (value, values) => {
    for (const validator of validators) {
      const message = validator(value, values);
      if (message) return message;
    }
    return undefined;
  };

export const required =
  (label: string): Validator =>
  (value) =>
    text(value) === undefined ? t('required', { label }) : undefined;

/** Leaves empty values alone: combine with `required` where the field is mandatory. */
const optional =
  (test: (value: string, values: FormValues) => boolean, message: (values: FormValues) => string): Validator =>
  (value, values = {}) => {
    const cleaned = text(value);
    return cleaned === undefined || test(cleaned, values) ? undefined : message(values);
  };

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

export const email = (label: string): Validator =>
  compose(
    required(label),
    optional(
      (v) => EMAIL.test(v.toLowerCase()),
      () => t('email'),
    ),
  );

/** The email rule for a field that may be left empty. */
export const optionalEmail =
  (label: string): Validator =>
  (value, values) =>
    emptyToUndefined(value) === undefined ? undefined : email(label)(value, values);

export const loginPassword = (label: string): Validator => required(label);

/** Six digits; required only while the MFA challenge is pending. */
export const mfaCode = (label: string, { isRequired = true } = {}): Validator => {
  const format = optional(
    (v) => /^\d{6}$/.test(v),
    () => t('mfaCode', { label }),
  );
  return isRequired ? compose(required(label), format) : format;
};

export const newPassword = (label: string): Validator =>
  compose(
    required(label),
    optional(
      (v) => v.length >= PASSWORD_MIN_LENGTH,
      () => t('passwordLength', { label }),
    ),
    optional(
      (v) => /[A-Z]/.test(v) && /[a-z]/.test(v) && /\d/.test(v) && /[^A-Za-z0-9\s]/.test(v),
      () => t('passwordComplexity', { label }),
    ),
  );

/**
 * The confirmation must equal the field named `otherField` exactly: a password is sent as typed, spaces included
 * (ASVS 6.2.8), so a confirmation differing only in them would not be the password the user goes on to type.
 */
export const matches =
  (otherField: string): Validator =>
  (value, values = {}) =>
    (value ?? '') === (values[otherField] ?? '') ? undefined : t('passwordsMatch');

export const passwordConfirmation = (label: string, otherField: string): Validator => compose(required(label), matches(otherField));

/** Optional; a phone as people type it (re-exported: see phoneCheck.ts for why it lives apart). */
export { phone } from './phoneCheck';

export const hexColour = (label: string): Validator =>
  optional(
    (v) => /^#([0-9a-f]{3}|[0-9a-f]{6})$/i.test(v),
    () => t('hexColour', { label }),
  );

const IPV4 = /^(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)(\.(25[0-5]|2[0-4]\d|1\d\d|[1-9]?\d)){3}$/;

const isIpv6 = (value: string) => {
  if (!value.includes(':') || !/^[0-9a-f:.]+$/i.test(value)) return false;
  try {
    // The WHATWG URL parser implements the full IPv6 grammar (compression, embedded IPv4).
    return new URL(`http://[${value}]/`).hostname.length > 2;
  } catch {
    return false;
  }
};

export const ipAddress = (label: string): Validator =>
  optional(
    (v) => IPV4.test(v) || isIpv6(v),
    () => t('ipAddress', { label }),
  );

const toDate = (value: unknown): Date | undefined => {
  const cleaned = emptyToUndefined(value);
  if (cleaned == null) return undefined;
  const date = cleaned instanceof Date ? cleaned : new Date(String(cleaned));
  return Number.isNaN(date.getTime()) ? undefined : date;
};

export const formatDate = (date: Date): string =>
  new Intl.DateTimeFormat('en-GB', { day: '2-digit', month: '2-digit', year: 'numeric' }).format(date);

/** From-date of a range: must be earlier than the field `toField`, when both are set. */
export const dateBefore =
  (label: string, toField: string): Validator =>
  (value, values = {}) => {
    const from = toDate(value);
    const to = toDate(values[toField]);
    return from && to && !(from < to) ? t('dateEarlier', { label, date: formatDate(to) }) : undefined;
  };

/** To-date of a range: must be later than the field `fromField`, when both are set. */
export const dateAfter =
  (label: string, fromField: string): Validator =>
  (value, values = {}) => {
    const to = toDate(value);
    const from = toDate(values[fromField]);
    return from && to && !(to > from) ? t('dateLater', { label, date: formatDate(from) }) : undefined;
  };

export const sshKey = (label: string): Validator =>
  compose(
    required(label),
    optional(
      (v) => v.startsWith(SSH_KEY_PREFIX) && v.length > SSH_KEY_PREFIX.length,
      () => t('sshKey'),
    ),
  );

export interface SignupToken {
  email: string;
  token: string;
}

/** The sign-up path token is base64url(JSON `{ email, token }`); anything else is not a token. */
export const decodeSignupToken = (raw: string | undefined): SignupToken | null => {
  if (!raw || !/^[A-Za-z0-9_-]+=*$/.test(raw)) return null;
  try {
    const base64 = raw.replace(/-/g, '+').replace(/_/g, '/').replace(/=+$/, '');
    const binary = atob(base64.padEnd(Math.ceil(base64.length / 4) * 4, '='));
    const json = new TextDecoder().decode(Uint8Array.from(binary, (c) => c.charCodeAt(0)));
    const parsed = JSON.parse(json) as Partial<SignupToken>;
    const address = normaliseEmail(parsed.email);
    const token = text(parsed.token);
    if (!address || !EMAIL.test(address) || !token) return null;
    return { email: address, token };
  } catch {
    return null;
  }
};

export const signupTokenMessage = (): string => t('signupToken');

export type Rules = Record<string, Validator | undefined>;

/** Runs each field's validator against the whole form; answers only the fields in error, in rule order. */
export const validateForm = (values: FormValues, rules: Rules): Record<string, string> => {
  const errors: Record<string, string> = {};
  Object.entries(rules).forEach(([field, validator]) => {
    const message = validator?.(values[field], values);
    if (message) errors[field] = message;
  });
  return errors;
};
