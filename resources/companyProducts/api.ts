/**
 * The calls behind a company's modules (spec 7, Products) that its Products tab does not declare (the framework's
 * assignment tab reads, assigns and removes them): what it has, for its setup summary, and which of its schemes each
 * module covers. Shapes are in contract/portal/products.yaml; `userCount` and the schemes' `employers` are designed.
 */
import { request } from '../../providers/http';

export interface Module {
  id: string;
  name: string;
  description: string;
  logoUrl: string | null;
  /** [designed] Being retired: kept by companies that have it, given to no other (docs/decisions.md). */
  retiring?: boolean;
}

export interface AssignedModule extends Module {
  schemeIds: string[];
  /** Users holding an access entry for the module in this company. */
  userCount: number;
}

/** One of the company's schemes, with its employers for context. */
export interface CompanyScheme {
  id: string;
  name: string;
  pensionSchemeType: string;
  employers: { id: string; name: string; employerType: string }[];
}

export interface CoveredScheme extends CompanyScheme {
  assigned: boolean;
}

export interface ModuleSchemes {
  productId: string;
  productName: string;
  schemes: CoveredScheme[];
}

const id = encodeURIComponent;
const portal = async <T>(path: string, options: Parameters<typeof request>[2] = {}) =>
  (await request<T>('portal', `/api/v1${path}`, options)).json;

/** Query keys, shared with every screen that reads the same calls (the access-request form reads the schemes). */
export const keys = {
  assigned: (companyId: string) => ['portico', 'companyProducts', companyId, 'assigned'] as const,
  schemes: (companyId: string) => ['portico', 'availableProductSchemes', companyId] as const,
  /** The company's own schemes (whatever modules it has), without and with their employers. */
  companySchemes: (companyId: string) => ['portico', 'companyProducts', companyId, 'companySchemes'] as const,
  companyEmployers: (companyId: string) => ['portico', 'companyProducts', companyId, 'companyEmployers'] as const,
};

export const assignedModules = (companyId: string, signal?: AbortSignal) =>
  portal<AssignedModule[]>(`/products/assignedToCompany/${id(companyId)}`, { signal });

export const moduleSchemes = (companyId: string, signal?: AbortSignal) =>
  portal<ModuleSchemes[]>(`/products/availableProductSchemes/${id(companyId)}`, { signal });

type SchemeRecord = Omit<CompanyScheme, 'employers'>;
type EmployerRecord = CompanyScheme['employers'][number] & { schemeId: string };

const byCompany = (companyId: string) => ({ filter: JSON.stringify({ companyId }), sort: JSON.stringify(['name', 'ASC']) });

/**
 * The company's schemes by name (`GET /schemes`, simple-rest): every one, whether or not it has modules yet, which
 * `availableProductSchemes` (one entry per assigned module) cannot say for a company without any.
 */
export const companySchemes = async (companyId: string, signal?: AbortSignal): Promise<SchemeRecord[]> =>
  ((await portal<SchemeRecord[]>('/schemes', { query: byCompany(companyId), signal })) ?? []).map(({ id, name, pensionSchemeType }) => ({
    id,
    name,
    pensionSchemeType,
  }));

/** The company's employers by name (`GET /employers`), to show beneath each scheme when choosing them. */
export const companyEmployers = async (companyId: string, signal?: AbortSignal): Promise<EmployerRecord[]> =>
  ((await portal<EmployerRecord[]>('/employers', { query: byCompany(companyId), signal })) ?? []).map(
    ({ id, name, employerType, schemeId }) => ({ id, name, employerType, schemeId }),
  );

/** Each scheme with its own employers. */
export const withEmployers = (schemes: SchemeRecord[], employers: EmployerRecord[]): CompanyScheme[] =>
  schemes.map((s) => ({
    ...s,
    employers: employers.filter((e) => e.schemeId === s.id).map(({ id, name, employerType }) => ({ id, name, employerType })),
  }));

/** Adds schemes to a module, leaving the company's other modules alone. */
export const addSchemes = (companyId: string, productId: string, schemeIds: string[]) =>
  portal('/products/bulkAssignSchemesAndProducts', { method: 'POST', json: { companyId, products: [{ productId, schemeIds }] } });

/**
 * Sets a module's schemes exactly. The PATCH replaces the company's whole set, so the other modules are read again
 * just before and sent as they are now: a module assigned meanwhile elsewhere is not dropped.
 */
export const setSchemes = async (companyId: string, productId: string, schemeIds: string[]) => {
  const current = await moduleSchemes(companyId);
  // Removed meanwhile: saving would assign it again, which is not what the user asked for.
  if (!current.some((m) => m.productId === productId)) return undefined;
  const products = current.map((m) => ({
    productId: m.productId,
    schemeIds: m.productId === productId ? schemeIds : m.schemes.filter((s) => s.assigned).map((s) => s.id),
  }));
  return portal('/products/bulkUpdateSchemesAndProducts', { method: 'PATCH', json: { companyId, products } });
};
