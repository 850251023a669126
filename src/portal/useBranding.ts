import { useQuery } from '@tanstack/react-query';
import { defaultBranding, fetchBranding, type TenantBranding } from '../shared/branding';

const brandingQuery = { queryKey: ['portico', 'branding'], queryFn: () => fetchBranding(), staleTime: Infinity };

/** The tenant's branding, fetched once per session; the defaults stand in until it arrives or if it fails. */
export const useBranding = (): TenantBranding => useQuery(brandingQuery).data ?? defaultBranding();

/** Whether the branding call has answered (a failure answers too: with the defaults). */
export const useBrandingSettled = (): boolean => useQuery(brandingQuery).isSuccess;
