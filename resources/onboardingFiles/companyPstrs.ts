/**
 * The PSTRs of a company's schemes, which an employer line of the file may name: read from the schemes list filtered
 * by the company (`GET /schemes`, simple-rest), a page of 250 at a time, once per visit to the upload page (never the
 * whole schemes collection). Read with the portal's request, not the data provider: the page does not declare the
 * schemes resource, and only the PSTRs are kept.
 */
import { useQuery } from '@tanstack/react-query';
import { request } from '../../providers/http';

const PAGE = 250;

/** simple-rest's answer to a ranged list: `schemes 0-249/1234`. */
const totalOf = (contentRange: string | null) => Number(contentRange?.split('/')[1] ?? 0);

const readCompanyPstrs = async (companyId: string, signal: AbortSignal) => {
  const pstrs: string[] = [];
  for (let start = 0; ; start += PAGE) {
    const { json, headers } = await request<{ pstr: string }[]>('portal', '/api/v1/schemes', {
      query: {
        filter: JSON.stringify({ companyId }),
        sort: JSON.stringify(['id', 'ASC']),
        range: JSON.stringify([start, start + PAGE - 1]),
      },
      signal,
    });
    pstrs.push(...(json ?? []).map((scheme) => scheme.pstr));
    if ((json ?? []).length < PAGE || pstrs.length >= totalOf(headers.get('Content-Range'))) return pstrs;
  }
};

export const useCompanyPstrs = (companyId: string) =>
  useQuery({
    queryKey: ['portico', 'onboarding', companyId, 'pstrs'],
    queryFn: ({ signal }) => readCompanyPstrs(companyId, signal),
    staleTime: 60_000,
    retry: false,
  });
