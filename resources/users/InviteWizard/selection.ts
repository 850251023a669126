/**
 * What the last step of the invite wizard chooses, per company and module: the schemes, and the employers of each
 * scheme. Pure functions (defaults, grants, counts), tested without rendering.
 */
import { toRole, type Role } from '../../../src/shared/roles';
import type { Grant, PermissionEntry, ProductSchemes, UserEmployer } from '../api';

export interface ProductChoice {
  schemeIds: string[];
  /** Employers chosen by hand, per scheme. A scheme not listed here has all its employers (`only`: those of them). */
  employers: Record<string, string[]>;
  /** From an earlier grant: the employers it named (a scheme not chosen by hand keeps just these). */
  only?: string[];
}

/** Keyed by `keyOf(companyId, productId)`. */
export type Selection = Record<string, ProductChoice>;

export const keyOf = (companyId: string, productId: string) => `${companyId}|${productId}`;
export const splitKey = (key: string) => key.split('|') as [companyId: string, productId: string];

/** The schemes a module covers at a company: those the company has for it. */
export const schemesOf = (product: ProductSchemes) => product.schemes.filter((s) => s.assigned);

/**
 * Roles that start with every module of their companies, covering every scheme and employer (docs/decisions.md):
 * their work is in the modules. A Viewer reads the administration area only and an Sftp Only user sends files; they
 * start with none, and leaving them without one needs no confirmation.
 */
const EVERY_MODULE: readonly Role[] = ['ClientAdmin', 'Manager', 'Analyst'];
export const startsWithEveryModule = (roleName: string | undefined) => EVERY_MODULE.includes(toRole(roleName) as Role);
export const needsModules = startsWithEveryModule;

/** A module ticked now covers all its schemes (and their employers); the administrator unticks what is not wanted. */
export const everything = (product: ProductSchemes): ProductChoice => ({ schemeIds: schemesOf(product).map((s) => s.id), employers: {} });

/**
 * Where a company's choice starts: the user's own grants there when it has any (the step opened again), otherwise
 * every module for the roles that work in them, otherwise nothing.
 */
export const startingChoice = (
  companyId: string,
  products: ProductSchemes[],
  existing: PermissionEntry[],
  roleName: string | undefined,
): Selection => {
  const own = existing.filter((p) => p.companyId === companyId);
  const start: Selection = {};
  for (const product of products) {
    const entry = own.find((p) => p.productId === product.productId);
    const covered = new Set(schemesOf(product).map((s) => s.id));
    if (entry)
      start[keyOf(companyId, product.productId)] = {
        schemeIds: entry.schemeIds.filter((id) => covered.has(id)),
        employers: {},
        only: entry.employerIds,
      };
    else if (own.length === 0 && startsWithEveryModule(roleName)) start[keyOf(companyId, product.productId)] = everything(product);
  }
  return start;
};

/** The employers chosen under one scheme, once that scheme's employers are known (undefined until then). */
export const chosenEmployers = (choice: ProductChoice, schemeId: string, loaded: UserEmployer[] | undefined): string[] | undefined => {
  if (choice.employers[schemeId]) return choice.employers[schemeId];
  if (!loaded) return undefined;
  const ids = loaded.map((e) => e.employerId);
  return choice.only ? ids.filter((id) => choice.only!.includes(id)) : ids;
};

export type EmployersOf = (schemeId: string) => UserEmployer[] | undefined;

/** Every chosen scheme's employers are known: the choice can be saved. */
export const isComplete = (selection: Selection, employersOf: EmployersOf) =>
  Object.values(selection).every((c) => c.schemeIds.every((s) => chosenEmployers(c, s, employersOf(s)) !== undefined));

/** The chosen schemes of every ticked module, for loading their employers. */
export const chosenSchemeIds = (selection: Selection) => [...new Set(Object.values(selection).flatMap((c) => c.schemeIds))];

export const grantsOf = (selection: Selection, employersOf: EmployersOf): Grant[] =>
  Object.entries(selection).map(([key, c]) => {
    const [companyId, productId] = splitKey(key);
    const employerIds = c.schemeIds.flatMap((s) => chosenEmployers(c, s, employersOf(s)) ?? []);
    return { companyId, productId, schemeIds: c.schemeIds, employerIds: [...new Set(employerIds)] };
  });

/** Companies where no module is ticked: the user would open nothing there. */
export const companiesWithoutModule = (selection: Selection, companyIds: string[]) =>
  companyIds.filter((companyId) => !Object.keys(selection).some((key) => splitKey(key)[0] === companyId));

/** "1 of 1 schemes, 1 employer": what one ticked module covers. */
export const coverage = (choice: ProductChoice, product: ProductSchemes, employersOf: EmployersOf) => {
  const employers = new Set(choice.schemeIds.flatMap((s) => chosenEmployers(choice, s, employersOf(s)) ?? []));
  return { schemes: choice.schemeIds.length, totalSchemes: schemesOf(product).length, employers: employers.size };
};
