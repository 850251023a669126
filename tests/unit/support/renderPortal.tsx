import { render } from '@testing-library/react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ResourceDefinition } from '../../../src/framework/types';
import { PortalAdmin } from '../../../src/portal/PortalApp';

let currentLocation = '';
const LocationProbe = () => {
  const location = useLocation();
  currentLocation = `${location.pathname}${location.search}`;
  return null;
};

/** Renders the real portal over the given definitions at `path`; `location()` tells where it has navigated. */
export const renderPortal = (definitions: ResourceDefinition[], path: string) => {
  const utils = render(
    <MemoryRouter initialEntries={[path]}>
      <LocationProbe />
      <PortalAdmin definitions={definitions} />
    </MemoryRouter>,
  );
  return { ...utils, location: () => currentLocation };
};
