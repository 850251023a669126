/** The company's default scheme access (`/companies/{id}/default-scheme-access…`): one read, three changes, one cache entry. */
import { request } from '../../../providers/http';
import type { PortalWire } from '../../../providers/wire';

export type FeatureToggle = PortalWire['FeatureToggle'];

export type UserAccess = PortalWire['UserDefaultSchemeAccess'];
export type CompanyAccess = PortalWire['CompanyDefaultSchemeAccess'];

/** What a confirmed change does: the company default, one user's own setting, or that user back on the default. */
export type AccessChange =
  | { kind: 'company'; value: FeatureToggle }
  | { kind: 'user'; user: UserAccess; value: FeatureToggle }
  | { kind: 'reset'; user: UserAccess };

export const accessQueryKey = (companyId: string) => ['portico', 'defaultSchemeAccess', companyId] as const;
/** react-admin's list queries of the audit start with the resource name. */
export const AUDIT_RESOURCE = 'defaultSchemeAccessAudits';

const base = (companyId: string) => `/api/v1/companies/${encodeURIComponent(companyId)}`;

export const fetchAccess = async (companyId: string, signal?: AbortSignal) =>
  (await request<CompanyAccess>('portal', `${base(companyId)}/default-scheme-access`, { signal })).json;

export const applyChange = async (companyId: string, change: AccessChange) => {
  const path =
    change.kind === 'company'
      ? `${base(companyId)}/default-scheme-access/${change.value}`
      : `${base(companyId)}/user/${encodeURIComponent(change.user.userId)}/default-scheme-access${change.kind === 'user' ? `/${change.value}` : ''}`;
  return (await request<CompanyAccess>('portal', path, { method: change.kind === 'reset' ? 'DELETE' : 'PATCH' })).json;
};

export const fullName = (user: Pick<UserAccess, 'firstName' | 'lastName'>) => `${user.firstName} ${user.lastName}`.trim();
