/**
 * The reads behind the company picker for roles that see every company: one company by id, the first by name, and
 * a page of matches for what is typed. None of them fetches every company (`/companies/all`, issue 12).
 */
import { isApiError, request } from '../../../providers/http';
import { retryTransient } from '../retry';
import type { CompanyOption } from './companyScope';

/** At most this many options at once: with thousands of companies the user types more of the name. */
export const PICKER_OPTIONS = 50;

const option = ({ id, name }: CompanyOption): CompanyOption => ({ id: String(id), name });

const search = async (params: { q?: string; perPage: number }, signal?: AbortSignal) => {
  const { json } = await request<{ items: CompanyOption[]; total: number }>('portal', '/api/v1/companies/search', {
    query: { q: params.q || undefined, page: 1, perPage: params.perPage, sortField: 'name', sortOrder: 'ASC' },
    signal,
  });
  return { options: (json?.items ?? []).map(option), total: json?.total ?? 0 };
};

/** The matches for what was typed, by name; a superseded search is cancelled through `signal`. */
export const searchCompanies = (text: string, signal?: AbortSignal) => search({ q: text.trim(), perPage: PICKER_OPTIONS }, signal);

/** One company by id; shared by the selection, the URL check and the replaced-link notice (one cache entry each). */
export const companyQuery = (companyId: string | undefined) => ({
  queryKey: ['portico', 'company', companyId],
  queryFn: async ({ signal }: { signal: AbortSignal }) => {
    const { json } = await request<CompanyOption>('portal', `/api/v1/companies/${encodeURIComponent(companyId!)}`, { signal });
    return option(json!);
  },
  enabled: Boolean(companyId),
  retry: retryTransient,
  staleTime: 60_000,
});

/** The default selection: the first company by name (page 1 of one). */
export const firstCompanyQuery = (enabled: boolean) => ({
  queryKey: ['portico', 'company', 'first'],
  queryFn: async ({ signal }: { signal: AbortSignal }) => (await search({ perPage: 1 }, signal)).options[0] ?? null,
  enabled,
  retry: retryTransient,
  staleTime: 60_000,
});

/** The company is unknown (404) or not the user's to see (403): the URL or the saved choice no longer stands. */
export const isUnavailable = (error: unknown) => isApiError(error) && (error.status === 403 || error.status === 404);
