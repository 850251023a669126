/**
 * URLs that come from data (logos, module addresses, links in records) are used only when they are https
 * or relative to our own origin: never `javascript:`, `data:`, plain http or protocol-relative `//host`.
 */
export const isSafeDataUrl = (value: unknown): value is string => {
  if (typeof value !== 'string' || value.trim() === '') return false;
  const url = value.trim();
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  try {
    return new URL(url).protocol === 'https:';
  } catch {
    return false;
  }
};

/** Attributes every link that leaves the portal carries. */
export const externalLinkProps = { target: '_blank', rel: 'noopener noreferrer' } as const;
