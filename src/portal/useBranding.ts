import { useQuery } from '@tanstack/react-query';
import { defaultBranding, fetchBranding, type TenantBranding } from '../shared/branding';

/** The tenant's branding, fetched once per session; the defaults stand in until it arrives or if it fails. */
export const useBranding = (): TenantBranding => {
  const { data } = useQuery({ queryKey: ['portico', 'branding'], queryFn: () => fetchBranding(), staleTime: Infinity });
  return data ?? defaultBranding();
};
