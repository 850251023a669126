/**
 * What goes with a removal in the drill-down, counted from the user's permission entries, so the confirmation
 * can say it before anything is removed ("This also removes 2 products, 3 schemes and 5 employers.").
 */
import type { PermissionEntry } from '../api';

export interface AccessBeneath {
  products?: number;
  schemes: number;
  employers: number;
}

const distinct = (values: string[]) => new Set(values).size;

/** Removing companies takes every product permission in them, with its schemes and employers. */
export const beneathCompanies = (entries: PermissionEntry[], companyIds: string[]): AccessBeneath => {
  const under = entries.filter((e) => companyIds.includes(e.companyId));
  return {
    products: under.length,
    schemes: distinct(under.flatMap((e) => e.schemeIds.map((s) => `${e.productId}/${s}`))),
    employers: distinct(under.flatMap((e) => e.employerIds.map((s) => `${e.productId}/${s}`))),
  };
};

/** Removing products of one company takes their schemes and employers. */
export const beneathProducts = (entries: PermissionEntry[], companyId: string, productIds: string[]): AccessBeneath => {
  const under = entries.filter((e) => e.companyId === companyId && productIds.includes(e.productId));
  return { schemes: distinct(under.flatMap((e) => e.schemeIds)), employers: distinct(under.flatMap((e) => e.employerIds)) };
};

/** The counts as one phrase, or null when nothing else goes. */
export const describeBeneath = (beneath: AccessBeneath, count: (noun: string, n: number) => string): string | null => {
  const parts = (['products', 'schemes', 'employers'] as const)
    .filter((noun) => (beneath[noun] ?? 0) > 0)
    .map((noun) => count(noun, beneath[noun] ?? 0));
  return parts.length ? new Intl.ListFormat('en-GB', { type: 'conjunction' }).format(parts) : null;
};
