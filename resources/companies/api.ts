/**
 * What deleting a company takes with it, counted from calls the portal already has: simple-rest lists answer a total
 * in Content-Range, and the assigned products and the company's users are lists. A count that cannot be read is
 * undefined, so the delete dialog shows its words alone.
 */
import { request } from '../../providers/http';

export const keys = {
  deleteCounts: (companyId: string) => ['companies', companyId, 'delete-counts'] as const,
};

const total = async (path: string, companyId: string, signal: AbortSignal) => {
  const { headers } = await request('portal', path, { query: { filter: JSON.stringify({ companyId }), range: '[0,0]' }, signal });
  const count = Number(headers.get('Content-Range')?.split('/')[1]);
  return Number.isFinite(count) ? count : undefined;
};

const length = async (path: string, signal: AbortSignal, pick: (json: unknown) => unknown[] | undefined = (j) => j as unknown[]) =>
  pick((await request('portal', path, { signal })).json)?.length;

const settled = async (work: Promise<number | undefined>) => work.catch(() => undefined);

export const deleteCounts = async (companyId: string, signal: AbortSignal) => {
  const id = encodeURIComponent(companyId);
  const [schemes, sections, strategicPartners, employers, products, users] = await Promise.all([
    settled(total('/api/v1/schemes', companyId, signal)),
    settled(total('/api/v1/sections', companyId, signal)),
    settled(total('/api/v1/strategic-partners', companyId, signal)),
    settled(total('/api/v1/employers', companyId, signal)),
    settled(length(`/api/v1/products/assignedToCompany/${id}`, signal)),
    settled(length(`/api/v1/companies/${id}/default-scheme-access`, signal, (j) => (j as { users?: unknown[] }).users)),
  ]);
  return { schemes, sections, strategicPartners, employers, products, users };
};
