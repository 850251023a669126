/**
 * The designed `GET /companies/search` for screens that pick one company: a page of matches by name, never every
 * company (issue 12). The portal's company picker and the company fields of resources share it (and its cache), so
 * it lives below both.
 */
import { request } from '../../../providers/http';

/** A company as a choice: what a picker lists and a field names. */
export interface CompanyChoice {
  id: string;
  name: string;
}

/** At most this many options at once: with thousands of companies the user types more of the name. */
const COMPANY_OPTIONS = 50;

/** One page (from 1) of the matches by name (`perPage` at most 100), with how many match in all; an empty body, none. */
export const searchCompanies = async (text: string, signal?: AbortSignal, perPage = COMPANY_OPTIONS, page = 1) => {
  const { json } = await request<{ items: CompanyChoice[]; total: number } | undefined>('portal', '/api/v1/companies/search', {
    query: { q: text.trim() || undefined, page, perPage, sortField: 'name', sortOrder: 'ASC' },
    signal,
  });
  return { options: (json?.items ?? []).map(({ id, name }) => ({ id: String(id), name })), total: json?.total ?? 0 };
};

/** The react-query key of a search, shared so the same text is asked once. */
export const companySearchKey = (text: string) => ['portico', 'companies', 'search', text.trim()];

/** One company by id, as a choice (`GET /companies/{id}`): what a field or a row names without listing them all. */
export const fetchCompanyChoice = async (companyId: string, signal?: AbortSignal): Promise<CompanyChoice> => {
  const { json } = await request<CompanyChoice>('portal', `/api/v1/companies/${encodeURIComponent(companyId)}`, { signal });
  return { id: String(json!.id), name: json!.name };
};

/** The react-query key of one company read by id, shared by the picker and the screens that name a company. */
export const companyChoiceKey = (companyId: string | undefined) => ['portico', 'company', companyId];
