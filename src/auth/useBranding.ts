import { useEffect, useState } from 'react';
import { defaultBranding, fetchBranding, knownBranding, type TenantBranding } from '../shared/branding';

/**
 * The tenant's branding; the default until it arrives, so the page never waits on the network. When it has arrived
 * already (asked for by index.html's shell), the first drawing has it: no placeholder in place of a drawn logo.
 */
export const useBranding = (): { branding: TenantBranding; loaded: boolean } => {
  const [state, setState] = useState<{ branding: TenantBranding; loaded: boolean }>(() => {
    const known = knownBranding();
    return known ? { branding: known, loaded: true } : { branding: defaultBranding(), loaded: false };
  });
  useEffect(() => {
    let live = true;
    void fetchBranding().then((branding) => live && setState({ branding, loaded: true }));
    return () => {
      live = false;
    };
  }, []);
  return state;
};
