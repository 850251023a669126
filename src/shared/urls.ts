/**
 * URLs that come from data (logos, module addresses, links in records) are used only when they are https
 * or relative to our own origin: never `javascript:`, `data:`, plain http or protocol-relative `//host`.
 */

/**
 * Browsers drop tabs and newlines inside a URL, trim spaces and read a backslash as a slash, so `/\t/evil.example`
 * is followed as `//evil.example`. A URL from data or a query string containing any of them is refused outright.
 */
// eslint-disable-next-line no-control-regex
export const UNSAFE_URL_CHARACTERS = /[\s\\\u0000-\u001f\u007f]/;

export const isSafeDataUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value === '' || UNSAFE_URL_CHARACTERS.test(value)) return false;
  if (value.startsWith('/')) return !value.startsWith('//');
  try {
    return new URL(value).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Attributes every link that leaves the portal carries. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
