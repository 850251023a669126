/**
 * Which modules a user sees on the home page, and where each one lives (spec 3.1 and 6).
 */
import type { PortalWire } from '../../../providers/wire';
import { INTERNAL_ROLES, hasAnyRole } from '../../shared/roles';
import { isSafeDataUrl } from '../../shared/urls';

export interface Module {
  id: string;
  name: string | null;
  domainPrefix: string | null;
  url: string | null;
  description: string | null;
  logoUrl: string | null;
}

/** One module of one company the user has access to (`GET /products/assignedToUser/{id}`). */
export type AccessEntry = PortalWire['AccessEntry'];

export interface ModuleTile {
  id: string;
  title: string;
  description: string;
  logoUrl: string | null;
  address: string;
  /** An address starting with http opens in a new tab. */
  external: boolean;
}

/** Modules reached another way, never offered as tiles. */
export const HIDDEN_MODULE_MARKERS = ['datauploader', 'webreporting', 'dashboards'] as const;

const isHidden = (module: Module) =>
  HIDDEN_MODULE_MARKERS.some((marker) => module.domainPrefix === marker || (module.url ?? '').includes(marker));

/** One DNS label: anything else in a prefix (`evil.example/#`) would make the address point elsewhere. */
const DNS_LABEL = /^[a-z0-9]([a-z0-9-]{0,61}[a-z0-9])?$/i;

/**
 * The current protocol plus the prefix as a sub-domain of the product domain, else the module's url when it is
 * https or relative (a link from data is never `javascript:`, plain http or `//host`); null when neither holds.
 */
export const moduleAddress = (module: Module, productDomain: string, protocol = window.location.protocol): string | null => {
  if (module.domainPrefix) return DNS_LABEL.test(module.domainPrefix) ? `${protocol}//${module.domainPrefix}.${productDomain}` : null;
  return isSafeDataUrl(module.url) ? module.url : null;
};

export const toTiles = (modules: Module[], productDomain: string, untitled: string): ModuleTile[] =>
  modules
    .filter((m) => !isHidden(m))
    .flatMap((m) => {
      const address = moduleAddress(m, productDomain);
      if (!address) return [];
      return [
        {
          id: m.id,
          title: m.name?.trim() || untitled,
          description: m.description ?? '',
          logoUrl: isSafeDataUrl(m.logoUrl) ? m.logoUrl : null,
          address,
          external: address.startsWith('http'),
        },
      ];
    })
    .sort((a, b) => a.title.localeCompare(b.title, 'en-GB'));

export const seesAllModules = (role: string | undefined) => hasAnyRole(role, INTERNAL_ROLES);

/** SuperAdmin and Support see every module; others the modules with an access entry for the current company. */
export const visibleModules = (all: Module[], role: string | undefined, entries: AccessEntry[], companyId: string | undefined) => {
  if (seesAllModules(role)) return all;
  const granted = new Set(entries.filter((e) => e.companyId === companyId).map((e) => e.productId));
  return all.filter((m) => granted.has(m.id));
};

/** The demo list: only for non-internal users, without modules already visible nor any the company already has. */
export const demoModules = (demoable: Module[], visible: Module[], companyHas: Module[] = []) => {
  const shown = new Set([...visible, ...companyHas].map((m) => m.id));
  return demoable.filter((m) => !shown.has(m.id));
};

/** The company's modules the user has no access entry for: never a demo, shown apart with who can give access. */
export const companyOnlyModules = (companyHas: Module[], visible: Module[]) => {
  const shown = new Set(visible.map((m) => m.id));
  return companyHas.filter((m) => !shown.has(m.id));
};
