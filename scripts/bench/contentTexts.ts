/**
 * The texts that show a screen's content drawn, for the benchmarks that time it (`bench:open`, `bench:dev`): read from
 * the sandbox with the signed-in user's token, as the screen itself reads them, so a changed seed cannot leave a
 * benchmark waiting for a text no screen shows. `origin`: the portal the requests come from (the sandbox checks it).
 */
import { SANDBOX } from './servers';

const read = async (origin: string, token: string, url: string, body?: unknown) => {
  const response = await fetch(`${SANDBOX}${url}`, {
    method: body ? 'POST' : 'GET',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', Origin: origin },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${url}: ${response.status}`);
  return response.json();
};

type ContentText = (origin: string, token: string) => Promise<string>;

/** The companies list's first row: its Companies House number. */
export const firstCompanyNumber: ContentText = async (origin, token) =>
  (await read(origin, token, '/portal/api/v1/companies/search?page=1&perPage=25&sortField=name&sortOrder=ASC')).items[0].companyNumber;

/** The users list's first row: its email. */
export const firstUserEmail: ContentText = async (origin, token) =>
  (await read(origin, token, '/portal/api/v1/users/search', { page: 1, perPage: 25, sortField: 'lastName', sortOrder: 'ASC' })).items[0]
    .email;

/** Thames Valley's record (cmp-01): its Companies House number. */
export const thamesValleyNumber: ContentText = async (origin, token) =>
  (await read(origin, token, '/portal/api/v1/companies/cmp-01')).companyNumber;

/** The audit trail's newest entry: the record it names. */
export const newestAuditRecord: ContentText = async (origin, token) =>
  (
    await read(
      origin,
      token,
      `/portal/api/v1/audit-trail?sort=${encodeURIComponent('["occurredAt","DESC"]')}&range=${encodeURIComponent('[0,24]')}`,
    )
  )[0].entityName;

/** Thames Valley's first retention policy: its name. */
export const thamesValleyPolicyName: ContentText = async (origin, token) =>
  (await read(origin, token, '/gateway/api/v1/data-retention/search?companyId=cmp-01&page=1&perPage=25')).items[0].name;
