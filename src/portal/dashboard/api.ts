/** The home page's calls (spec 7, Products). */
import { request } from '../../../providers/http';
import type { PortalWire } from '../../../providers/wire';
import type { AccessEntry, Module } from './modules';

export const fetchAllModules = async (signal?: AbortSignal) =>
  (await request<Module[]>('portal', '/api/v1/products/all', { signal })).json ?? [];

export const fetchAccessEntries = async (userId: string, signal?: AbortSignal) =>
  (await request<AccessEntry[]>('portal', `/api/v1/products/assignedToUser/${encodeURIComponent(userId)}`, { signal })).json ?? [];

/** The user's demo-able modules for a company. */
export const fetchDemoModules = async (companyId: string, signal?: AbortSignal) =>
  (await request<Module[]>('portal', '/api/v1/products/promoted', { query: { companyId }, signal })).json ?? [];

/** The modules assigned to the company (spec 7, `assignedToCompany`); the home page reads only their module fields. */
export const fetchCompanyModules = async (companyId: string, signal?: AbortSignal) =>
  (await request<Module[]>('portal', `/api/v1/products/assignedToCompany/${encodeURIComponent(companyId)}`, { signal })).json ?? [];

/** Someone who can give the signed-in user access to the company's modules (names only). */
export type AccessContact = PortalWire['AccessContact'];

/** Designed (contract/portal/companies.yaml): the company's Client Admins who may give the signed-in user access. */
export const fetchAccessContacts = async (companyId: string, signal?: AbortSignal) =>
  (await request<AccessContact[]>('portal', `/api/v1/companies/${encodeURIComponent(companyId)}/access-contacts`, { signal })).json ?? [];

export const requestDemo = async (productId: string, companyId: string, signal: AbortSignal) => {
  await request('portal', `/api/v1/products/${encodeURIComponent(productId)}/${encodeURIComponent(companyId)}/request-demo`, {
    method: 'POST',
    signal,
  });
};
