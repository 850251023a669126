/**
 * What deleting a company takes with it, counted from calls the portal already has (simple-rest lists answer a
 * total in Content-Range; the assigned products and the company's users are lists). Asked only when the delete
 * dialog opens; a count that cannot be read stays undefined and the dialog shows the words alone.
 */
import { useQuery } from '@tanstack/react-query';
import type { RaRecord } from 'react-admin';
import { request } from '../../providers/http';

const total = async (path: string, companyId: string, signal: AbortSignal) => {
  const { headers } = await request('portal', path, { query: { filter: JSON.stringify({ companyId }), range: '[0,0]' }, signal });
  const count = Number(headers.get('Content-Range')?.split('/')[1]);
  return Number.isFinite(count) ? count : undefined;
};

const length = async (path: string, signal: AbortSignal, pick: (json: unknown) => unknown[] | undefined = (j) => j as unknown[]) =>
  pick((await request('portal', path, { signal })).json)?.length;

const settled = async (work: Promise<number | undefined>) => work.catch(() => undefined);

export const useDeleteCounts = (record: RaRecord, enabled: boolean): Record<string, number | undefined> => {
  const id = String(record.id);
  const { data } = useQuery({
    queryKey: ['companies', id, 'delete-counts'],
    enabled,
    staleTime: 0,
    retry: false,
    queryFn: async ({ signal }) => {
      const [schemes, sections, strategicPartners, employers, products, users] = await Promise.all([
        settled(total('/api/v1/schemes', id, signal)),
        settled(total('/api/v1/sections', id, signal)),
        settled(total('/api/v1/strategic-partners', id, signal)),
        settled(total('/api/v1/employers', id, signal)),
        settled(length(`/api/v1/products/assignedToCompany/${encodeURIComponent(id)}`, signal)),
        settled(
          length(`/api/v1/companies/${encodeURIComponent(id)}/default-scheme-access`, signal, (j) => (j as { users?: unknown[] }).users),
        ),
      ]);
      return { schemes, sections, strategicPartners, employers, products, users };
    },
  });
  return data ?? {};
};
