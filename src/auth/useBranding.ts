import { useEffect, useState } from 'react';
import { defaultBranding, fetchBranding, type TenantBranding } from '../shared/branding';

/** The tenant's branding; the default until it arrives, so the header never waits on the network. */
export const useBranding = (): { branding: TenantBranding; loaded: boolean } => {
  const [state, setState] = useState<{ branding: TenantBranding; loaded: boolean }>(() => ({
    branding: defaultBranding(),
    loaded: false,
  }));
  useEffect(() => {
    let live = true;
    void fetchBranding().then((branding) => live && setState({ branding, loaded: true }));
    return () => {
      live = false;
    };
  }, []);
  return state;
};
