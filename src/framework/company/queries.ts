/**
 * The reads behind the selected company for roles that see every company: one company by id, and the first by name
 * (the default). Neither fetches every company (`/companies/all`, issue 12); the picker's search is `search.ts`.
 * Retries follow the portal's QueryClient default (transient failures only, src/portal/retry.ts).
 */
import { isApiError } from '../../../providers/http';
import { companyChoiceKey, fetchCompanyChoice, searchCompanies, type CompanyChoice } from './search';

/** One company by id; shared by the selection, the URL check and the replaced-link notice (one cache entry each). */
export const companyQuery = (companyId: string | undefined) => ({
  queryKey: companyChoiceKey(companyId),
  queryFn: ({ signal }: { signal: AbortSignal }): Promise<CompanyChoice> => fetchCompanyChoice(companyId!, signal),
  enabled: Boolean(companyId),
  staleTime: 60_000,
});

/** The default selection: the first company by name (page 1 of one). */
export const firstCompanyQuery = (enabled: boolean) => ({
  queryKey: ['portico', 'companies', 'first'],
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await searchCompanies('', signal, 1)).options[0] ?? null,
  enabled,
  staleTime: 60_000,
});

/** The company is unknown (404) or not the user's to see (403): the URL or the saved choice no longer stands. */
export const isUnavailable = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);
