import { isSafeDataUrl } from '../src/shared/urls';
import type { Validation } from './http';

/** Rules shared by several resources. Messages follow the spec's wording where it gives one. */

/** Spec 5's hex colour, as the portal checks it (src/shared/validation.ts): `#rgb` or `#rrggbb`. */
export const HEX_COLOUR = /^#([0-9A-Fa-f]{3}|[0-9A-Fa-f]{6})$/;
export const colourMessage = (label: string) => `${label} must be valid color, like: #012345`;

/** The portal only renders relative or https logos, so the API refuses anything else: the one rule both share. */
export const isSafeImageUrl = (value: string) => isSafeDataUrl(value);

export const checkLogoUrl = (v: Validation, field: string, value: unknown) => {
  if (value === undefined || value === null || value === '') return;
  if (typeof value !== 'string' || !isSafeImageUrl(value)) v.add(field, 'Logo URL must be a relative path or an https:// address.');
};

export const DOMAIN = /^(?=.{1,253}$)([a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)(\.[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?)*$/;
export const PSTR = /^\d{8}[A-Z]{2}$/;
export const COMPANY_NUMBER = /^(\d{8}|[A-Z]{2}\d{6})$/;
export const UK_POSTCODE = /^[A-Z]{1,2}\d[A-Z\d]? ?\d[A-Z]{2}$/i;
export const PAYE_REFERENCE = /^\d{3}\/[A-Z0-9]{1,10}$/i;

/** One rule with the portal's forms (src/shared/networkAddresses.ts). */
export { MAX_ALLOWED_IP_ADDRESSES, baseUrlProblem, isIpAddress, isUnspecifiedAddress } from '../src/shared/networkAddresses';
export const ipMessage = (label: string) => `${label} must be a valid in IPv4 or IPv6 format.`;
export const anyAddressMessage = (label: string) => `${label} must be a single address, not 0.0.0.0 or :: (any address).`;
export const BASE_URL_MESSAGES = {
  https: 'Base URL must start with https://.',
  internal: 'Base URL must be a public address, not an internal, private or metadata one.',
} as const;

export const oneOf = <T extends string>(values: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (values as readonly string[]).includes(value);
