/**
 * The tenant's branding, fetched once at start-up by the domain the portal is served on (spec 1, 7).
 * A missing name falls back to the product name and a missing or unsafe logo to `/logo.svg`.
 */
import { request } from '../../providers/http';
import { translate } from '../../providers/i18n/translate';
import { parseHex } from './contrast';

export interface TenantBranding {
  tenantId: string | null;
  logoUrl: string;
  name: string;
  termsAndConditions: string;
  /** The tenant's data-protection statement (HTML), when it publishes one. */
  dataProtection: string;
  /** The tenant's primary colour (`#rrggbb`), which themes the portal; null for the Portico colours. */
  primaryColour: string | null;
  /** The console's maintenance notice (plain text), shown on the sign-in page while set. */
  maintenanceNotice: string | null;
}

export const DEFAULT_LOGO = '/logo.svg';

/** Only https: or same-origin logos: an http: image would be mixed content, a data:/javascript: URL a risk. */
export const safeLogoUrl = (raw: string | null | undefined, origin = window.location.origin): string => {
  const candidate = raw?.trim();
  if (!candidate || /[\s\\]/.test(candidate)) return DEFAULT_LOGO;
  try {
    const url = new URL(candidate, origin);
    if (url.origin === new URL(origin).origin) return candidate.startsWith('/') ? candidate : url.href;
    if (url.protocol === 'https:') return url.href;
  } catch {
    // fall through to the default
  }
  return DEFAULT_LOGO;
};

export const defaultBranding = (): TenantBranding => ({
  tenantId: null,
  logoUrl: DEFAULT_LOGO,
  name: translate('portico.auth.productName'),
  termsAndConditions: '',
  dataProtection: '',
  primaryColour: null,
  maintenanceNotice: null,
});

declare global {
  interface Window {
    /** The branding public/shell.js asked for before the app's code arrived (index.html's shell). */
    __porticoShellBranding?: ShellBranding;
  }
}

type BrandingAnswer = Partial<TenantBranding> | undefined;

/** public/shell.js's request: `answered` is set as soon as it has answered, before anything can read `json`. */
interface ShellBranding {
  domain: string;
  json: Promise<unknown>;
  answered?: { json: unknown };
}

/** The shell's request once the app has taken it (knownBranding still reads its answer). */
let takenShellRequest: ShellBranding | undefined;

/** The shell's request, taken once, so a sign-in page asks once and its logo can draw before the app's code. */
const shellAnswer = (domain: string): Promise<BrandingAnswer> | undefined => {
  const early = window.__porticoShellBranding;
  if (!early || early.domain !== domain) return undefined;
  delete window.__porticoShellBranding;
  takenShellRequest = early;
  return early.json as Promise<BrandingAnswer>;
};

/** A field of the answer if it is text: an answer breaking the contract is drawn with the defaults, never a crash. */
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

const fromAnswer = (json: BrandingAnswer): TenantBranding => {
  const colour = text(json?.primaryColour);
  return {
    tenantId: text(json?.tenantId) ?? null,
    logoUrl: safeLogoUrl(text(json?.logoUrl)),
    name: text(json?.name)?.trim() || defaultBranding().name,
    termsAndConditions: text(json?.termsAndConditions) ?? '',
    dataProtection: text(json?.dataProtection) ?? '',
    primaryColour: colour && parseHex(colour) ? colour : null,
    maintenanceNotice: text(json?.maintenanceNotice)?.trim() || null,
  };
};

const cache = new Map<string, Promise<TenantBranding>>();
const settled = new Map<string, TenantBranding>();

/**
 * The branding if it has already answered: a page drawn after that starts with it rather than a placeholder. The
 * shell's answer counts as soon as it has come, even before the app's promise over it has settled: React's first
 * drawing can come in between, and would otherwise take away what the shell drew from it.
 */
export const knownBranding = (domain = window.location.hostname): TenantBranding | undefined => {
  const known = settled.get(domain);
  if (known) return known;
  const early = window.__porticoShellBranding ?? takenShellRequest;
  return early?.domain === domain && early.answered ? fromAnswer(early.answered.json as BrandingAnswer) : undefined;
};

export const fetchBranding = (domain = window.location.hostname): Promise<TenantBranding> => {
  let pending = cache.get(domain);
  if (!pending) {
    const answer =
      shellAnswer(domain) ??
      request<BrandingAnswer>('portal', '/api/v1/tenants/branding', { query: { domain }, anonymous: true }).then(({ json }) => json);
    pending = answer
      .then(fromAnswer)
      .then((branding) => {
        settled.set(domain, branding);
        return branding;
      })
      .catch((error: unknown) => {
        // Branding is decoration: without it the pages still work under the product's own name.
        console.error('Fetching the tenant branding failed', error);
        cache.delete(domain);
        return defaultBranding();
      });
    cache.set(domain, pending);
  }
  return pending;
};

export const clearBrandingCache = (): void => {
  takenShellRequest = undefined;
  cache.clear();
  settled.clear();
};
