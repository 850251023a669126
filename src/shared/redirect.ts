/**
 * Where a user may be sent after logging in (spec section 4): the previous location, or the `redirectTo` query
 * parameter only if it is on this origin or on the product's domain (or a sub-domain of it); anything else → root.
 * The parse is done by `URL` and hosts are compared exactly, never by prefix or substring.
 */
import { getConfig } from '../../providers/config';
import { UNSAFE_URL_CHARACTERS } from './urls';

export interface RedirectContext {
  /** This page's origin, e.g. `https://portal.example.com`. */
  origin?: string;
  productDomain?: string;
}

const NEVER_RETURN_TO = ['/auth/login', '/auth/logout'];

const hostBelongsTo = (hostname: string, domain: string) => {
  const host = hostname.toLowerCase();
  const base = domain.toLowerCase().replace(/^\.+/, '');
  return !!base && (host === base || host.endsWith(`.${base}`));
};

/**
 * A safe destination for `raw`: a same-origin path (`/x?y#z`, to be used with the router), an absolute URL on the
 * product's domain (to be loaded by the browser), or null when `raw` is missing or not allowed.
 */
export const safeRedirect = (raw: string | null | undefined, context: RedirectContext = {}): string | null => {
  if (!raw || UNSAFE_URL_CHARACTERS.test(raw)) return null;
  const isPath = raw.startsWith('/') && !raw.startsWith('//');
  const isAbsolute = /^https?:\/\//i.test(raw);
  if (!isPath && !isAbsolute) return null;
  const origin = context.origin ?? window.location.origin;
  const productDomain = context.productDomain ?? getConfig().productDomain;
  let url: URL;
  try {
    url = new URL(raw, origin);
  } catch {
    return null;
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return null;
  if (url.username || url.password) return null;
  if (url.origin === new URL(origin).origin) {
    // Dot segments are resolved by now: `/..//evil.example` has become the path `//evil.example`, which a router
    // or `location.assign` would follow to another host.
    if (url.pathname.startsWith('//') || NEVER_RETURN_TO.includes(url.pathname)) return null;
    return `${url.pathname}${url.search}${url.hash}`;
  }
  // Leaving the origin never downgrades to plain http from an https page.
  if (url.protocol === 'http:' && new URL(origin).protocol === 'https:') return null;
  return hostBelongsTo(url.hostname, productDomain) ? url.href : null;
};

/** The previous location (router state) if it is safe, else a safe `redirectTo` query parameter, else root. */
export const afterLoginDestination = (
  { from, redirectTo }: { from?: string | null; redirectTo?: string | null },
  context?: RedirectContext,
): string => safeRedirect(from, context) ?? safeRedirect(redirectTo, context) ?? '/';
